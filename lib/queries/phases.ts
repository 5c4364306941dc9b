import { useQuery } from "@tanstack/react-query";

/** What GET /api/phases returns per phase. */
export interface Phase {
  id: string;
  name: string;
  description: string | null;
  order: number;
  icon: string | null;
  color: string | null;
}

/** What GET /api/phases/{phaseId}/tasks returns per task. */
export interface Task {
  id: string;
  phaseId: string;
  title: string;
  description: string | null;
  priority: string;
  estimatedDays: number | null;
  order: number;
  category: string | null;
  /** Indices of the document lines that do not apply to the signed-in user's company (issue 18). */
  notApplicable?: number[];
}

/** Keys are URLs (the default queryFn joins them with "/"); `all` prefixes both lists. */
export const phaseKeys = {
  all: ["/api/phases"] as const,
  list: () => phaseKeys.all,
  tasks: (phaseId: string) => [...phaseKeys.all, phaseId, "tasks"] as const,
};

interface ListBody<T> {
  data: T[];
}
const selectData = <T,>(body: ListBody<T>) => body.data;

export function usePhases(options: { initialData?: Phase[] } = {}) {
  return useQuery<ListBody<Phase>, Error, Phase[]>({
    queryKey: phaseKeys.list(),
    select: selectData<Phase>,
    initialData: options.initialData ? { data: options.initialData } : undefined,
  });
}

export function usePhaseTasks(phaseId: string | null | undefined, options: { initialData?: Task[] } = {}) {
  return useQuery<ListBody<Task>, Error, Task[]>({
    queryKey: phaseKeys.tasks(phaseId ?? ""),
    select: selectData<Task>,
    enabled: !!phaseId,
    initialData: options.initialData ? { data: options.initialData } : undefined,
  });
}
