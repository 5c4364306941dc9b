import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiJson, throwIfNotOk } from "./client";
import type {
  ActivityJson,
  ActivityListResponse,
  AssignmentInput,
  AssignmentsJson,
  MyTask,
  MyTaskListResponse,
  TaskAssignment,
} from "@/lib/team/schema/assignments";

/** Under the company key, so a company-wide invalidation refreshes these too. */
export const workKeys = {
  assignments: (companyId: string) => ["/api/company", companyId, "assignments"] as const,
  myTasks: (companyId: string) => ["/api/company", companyId, "my-tasks"] as const,
  activity: (companyId: string) => ["/api/company", companyId, "activity"] as const,
};

async function getJson<T>(path: string, companyId: string, signal?: AbortSignal): Promise<T> {
  const res = await fetch(`${path}?companyId=${encodeURIComponent(companyId)}`, { credentials: "include", signal });
  await throwIfNotOk(res);
  return (await res.json()) as T;
}

/** The company's members and every task's assignee and due day (one request per page, shared by the cards). */
export function useAssignments(companyId: string) {
  return useQuery<AssignmentsJson>({
    queryKey: workKeys.assignments(companyId),
    queryFn: ({ signal }) => getJson("/api/company/assignments", companyId, signal),
    staleTime: 30_000,
  });
}

export function useMyTasks(companyId: string) {
  return useQuery<MyTaskListResponse, Error, MyTask[]>({
    queryKey: workKeys.myTasks(companyId),
    queryFn: ({ signal }) => getJson("/api/company/my-tasks", companyId, signal),
    select: (body) => body.data,
  });
}

export function useActivity(companyId: string) {
  return useQuery<ActivityListResponse, Error, ActivityJson[]>({
    queryKey: workKeys.activity(companyId),
    queryFn: ({ signal }) => getJson("/api/company/activity", companyId, signal),
    select: (body) => body.data,
  });
}

type AssignmentChange = Omit<AssignmentInput, "companyId"> & { taskId: string; phaseId: string };

function withAssignment(body: AssignmentsJson | undefined, next: TaskAssignment): AssignmentsJson | undefined {
  if (!body) return body;
  const others = body.assignments.filter((a) => a.taskId !== next.taskId);
  return { ...body, assignments: next.assigneeId || next.dueOn ? [...others, next] : others };
}

/** PATCH /api/progress/{taskId}/assignment, shown at once and rolled back if refused. */
export function useSetAssignment(companyId: string) {
  const queryClient = useQueryClient();
  const key = workKeys.assignments(companyId);
  return useMutation({
    mutationFn: ({ taskId, assigneeId, dueOn }: AssignmentChange) =>
      apiJson<TaskAssignment>("PATCH", `/api/progress/${taskId}/assignment`, { companyId, assigneeId, dueOn }),
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<AssignmentsJson>(key);
      const completed = previous?.assignments.find((a) => a.taskId === change.taskId)?.completed ?? false;
      queryClient.setQueryData<AssignmentsJson>(key, (body) =>
        withAssignment(body, { taskId: change.taskId, phaseId: change.phaseId, assigneeId: change.assigneeId, dueOn: change.dueOn, completed }),
      );
      return { previous };
    },
    onError: (_error, _change, context) => queryClient.setQueryData(key, context?.previous),
    onSuccess: (saved) => queryClient.setQueryData<AssignmentsJson>(key, (body) => withAssignment(body, saved)),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: workKeys.myTasks(companyId) });
      void queryClient.invalidateQueries({ queryKey: workKeys.activity(companyId) });
    },
  });
}
