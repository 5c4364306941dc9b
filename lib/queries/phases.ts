import { useQuery } from "@tanstack/react-query";
import type { Phase, Task, TaskListResponse } from "@/lib/checklist/schema";

/** The contract of GET /api/phases and GET /api/phases/{phaseId}/tasks: lib/checklist/schema.ts. */
export type { Phase, Task };

/** Keys are URLs (the default queryFn joins them with "/"); `all` prefixes both lists. */
export const phaseKeys = {
  all: ["/api/phases"] as const,
  list: () => phaseKeys.all,
  tasks: (phaseId: string) => [...phaseKeys.all, phaseId, "tasks"] as const,
};

const selectTasks = (body: TaskListResponse) => body.data;

export function usePhaseTasks(phaseId: string | null | undefined, options: { initialData?: Task[] } = {}) {
  return useQuery<TaskListResponse, Error, Task[]>({
    queryKey: phaseKeys.tasks(phaseId ?? ""),
    select: selectTasks,
    enabled: !!phaseId,
    initialData: options.initialData ? { data: options.initialData } : undefined,
  });
}
