import "server-only";
import type { Prisma } from "@/lib/db";
import { ApiError } from "@/lib/errors";
import { documentKey, parseDocumentKey } from "@/lib/progress/rules";
import { categoryOf } from "@/lib/checklist/task-groups";
import { uuid } from "@/lib/validations/common";
import type { ItemType, ShareItemInput } from "@/lib/spaces/schema/shared-space";
import { categoryItemId, itemKey } from "@/lib/sharing/item-keys";
import { categorySnapshot, documentSnapshot, phaseSnapshot, taskSnapshot, type SnapshotProgress, type SnapshotTask } from "@/lib/visitor/snapshots";
import type { ItemSnapshot } from "@/lib/visitor/schema";

type Tx = Prisma.TransactionClient;
type ShareItem = ShareItemInput & { itemType: ItemType };

export interface ResolvedItem {
  itemType: ItemType;
  itemId: string;
  taskId: string | null;
  phaseId: string | null;
  category: string | null;
  itemData: ItemSnapshot;
  key: string;
}

type Ref =
  | { itemType: "task"; taskId: string }
  | { itemType: "document"; taskId: string; index: number }
  | { itemType: "phase"; phaseId: string }
  | { itemType: "category"; phaseId: string; category: string };

const notFound = (what: string) => new ApiError(400, `${what} not found`);

function asId(value: string | null | undefined, what: string): string {
  const parsed = uuid.safeParse(value?.trim());
  if (!parsed.success) throw notFound(what);
  return parsed.data.toLowerCase();
}

/** Only the ids and the type of a payload item are used; everything else is rebuilt. */
function toRef(item: ShareItem): Ref {
  switch (item.itemType) {
    case "task":
      return { itemType: "task", taskId: asId(item.taskId ?? item.itemId, "Task") };
    case "document": {
      const parsed = parseDocumentKey(item.itemId);
      if (!parsed || (item.taskId && item.taskId.toLowerCase() !== parsed.taskId)) throw notFound("Document");
      return { itemType: "document", ...parsed };
    }
    case "phase":
      return { itemType: "phase", phaseId: asId(item.phaseId ?? item.itemId, "Phase") };
    case "category": {
      const category = item.category?.trim();
      if (!category) throw notFound("Section");
      return { itemType: "category", phaseId: asId(item.phaseId, "Phase"), category };
    }
  }
}

/**
 * Turns payload items into stored items with itemData snapshots built from the checklist and
 * this company's progress. A task, phase, section or document that does not exist is a 400.
 * Repeats inside one payload collapse to the first.
 */
export async function resolveItems(tx: Tx, companyId: string, items: ShareItem[]): Promise<ResolvedItem[]> {
  if (items.length === 0) return [];
  const refs = items.map(toRef);
  const taskIds = [...new Set(refs.flatMap((r) => ("taskId" in r ? [r.taskId] : [])))];
  const phaseIds = [...new Set(refs.flatMap((r) => ("phaseId" in r ? [r.phaseId] : [])))];

  const [tasks, phases] = await Promise.all([
    tx.task.findMany({
      where: { OR: [{ id: { in: taskIds } }, { phaseId: { in: phaseIds } }] },
      select: { id: true, phaseId: true, title: true, description: true, priority: true, category: true, order: true },
      orderBy: [{ order: "asc" }, { title: "asc" }],
    }),
    tx.phase.findMany({ where: { id: { in: phaseIds } }, select: { id: true, name: true, description: true } }),
  ]);
  const progressRows = await tx.companyProgress.findMany({
    where: { companyId, taskId: { in: tasks.map((t) => t.id) } },
    select: { taskId: true, completed: true, priority: true, notes: true, documentUrl: true, documents: true },
  });
  const taskById = new Map<string, SnapshotTask>(tasks.map((t) => [t.id, t]));
  const phaseById = new Map(phases.map((p) => [p.id, p]));
  const progressByTask = new Map<string, SnapshotProgress>(progressRows.map((p) => [p.taskId, p]));
  const progressOf = (taskId: string): SnapshotProgress | undefined => progressByTask.get(taskId);
  const tasksOfPhase = (phaseId: string) => tasks.filter((t) => t.phaseId === phaseId);

  const resolved = new Map<string, ResolvedItem>();
  for (const ref of refs) {
    const item = build(ref);
    if (!resolved.has(item.key)) resolved.set(item.key, item);
  }
  return [...resolved.values()];

  function build(ref: Ref): ResolvedItem {
    if (ref.itemType === "task" || ref.itemType === "document") {
      const task = taskById.get(ref.taskId);
      if (!task) throw notFound(ref.itemType === "task" ? "Task" : "Document");
      const base = { taskId: task.id, phaseId: task.phaseId, category: categoryOf(task) };
      if (ref.itemType === "task") {
        return finish({ itemType: "task", itemId: task.id, ...base, itemData: taskSnapshot(task, progressOf(task.id)) });
      }
      const snapshot = documentSnapshot(task, ref.index, progressOf(task.id));
      if (!snapshot) throw notFound("Document");
      return finish({ itemType: "document", itemId: documentKey(task.id, ref.index), ...base, itemData: snapshot });
    }
    const phase = phaseById.get(ref.phaseId);
    if (!phase) throw notFound("Phase");
    const phaseTasks = tasksOfPhase(phase.id);
    if (ref.itemType === "phase") {
      return finish({
        itemType: "phase",
        itemId: phase.id,
        taskId: null,
        phaseId: phase.id,
        category: null,
        itemData: phaseSnapshot(phase, phaseTasks, progressOf),
      });
    }
    const inCategory = phaseTasks.filter((t) => categoryOf(t).toLowerCase() === ref.category.toLowerCase());
    if (inCategory.length === 0) throw notFound("Section");
    const category = categoryOf(inCategory[0]);
    return finish({
      itemType: "category",
      itemId: categoryItemId(phase.id, category),
      taskId: null,
      phaseId: phase.id,
      category,
      itemData: categorySnapshot(phase, category, inCategory, progressOf),
    });
  }
}

function finish(item: Omit<ResolvedItem, "key">): ResolvedItem {
  return { ...item, key: itemKey(item) };
}
