import "server-only";
import type { CompanyFacts } from "@/lib/checklist/applicability";
import { getDb } from "@/lib/db";
import { taskNotApplicable } from "@/lib/checklist/task-lines";
import { liveScope, liveSnapshots, NOT_APPLICABLE, type StoredItemRef } from "./live-items";
import { referencedFileIds, toVisitorItem, type VisitorRow, type VisitorViewOptions } from "./render";
import type { VisitorItem } from "./schema";

/** A space's items as its visitors see them now, and the stored files they may open. */
export interface LiveView {
  /** The VisitorItem[] array as UTF-8 JSON. */
  json: Buffer;
  count: number;
  /** The stored files the current items link to: the only files a visitor of the space may fetch. */
  fileIds: ReadonlySet<string>;
}

interface SpaceRef {
  id: string;
  companyId: string;
  code: string;
  includeNotes: boolean;
  showChecklistStatus: boolean;
  /** The company's facts: which lines apply to it (the same rule as the founder's phase page). */
  facts: CompanyFacts;
}

/** What the items are rendered with: the company's data and the space's options (saved, or a draft's). */
interface RenderScope extends Omit<SpaceRef, "id"> {
  fileHref?: VisitorViewOptions["fileHref"];
}

/** A stored item of the space, or one of a draft (the create dialog's preview). */
type ItemRow = StoredItemRef & VisitorRow;

/**
 * Reads the space's items (what was shared, in order) and renders them from the company's current
 * data (renderVisitorItems).
 */
export async function buildLiveView(space: SpaceRef): Promise<LiveView> {
  const db = await getDb();
  const rows = await db.sharedSpaceItem.findMany({
    where: { sharedSpaceId: space.id },
    select: { id: true, itemType: true, itemId: true, taskId: true, phaseId: true, category: true, order: true, itemData: true },
    orderBy: [{ order: "asc" }, { createdAt: "asc" }],
  });
  const { items, fileIds } = await renderVisitorItems(rows, space);
  return { json: Buffer.from(JSON.stringify(items)), count: items.length, fileIds };
}

/**
 * Reads the company's current checklist, progress and trash for the items and renders each item
 * from that data, with only the lines that apply to the company: the one visitor view of a saved
 * space and of a draft alike.
 */
export async function renderVisitorItems(rows: ItemRow[], scope: RenderScope): Promise<{ items: VisitorItem[]; fileIds: ReadonlySet<string> }> {
  const db = await getDb();
  const { taskIds, phaseIds } = liveScope(rows);
  const [storedTasks, phases] = await Promise.all([
    taskIds.length || phaseIds.length
      ? db.task.findMany({
          where: { OR: [{ id: { in: taskIds } }, { phaseId: { in: phaseIds } }] },
          select: { id: true, phaseId: true, title: true, description: true, priority: true, category: true, slug: true, documentSlugs: true },
          orderBy: [{ order: "asc" }, { title: "asc" }],
        })
      : [],
    // Every phase (a handful): a shared document is grouped under its task's phase.
    taskIds.length || phaseIds.length ? db.phase.findMany({ select: { id: true, name: true, description: true } }) : [],
  ]);
  const tasks = storedTasks.map(({ slug, documentSlugs, ...task }) => ({
    ...task,
    notApplicable: taskNotApplicable({ slug, description: task.description, documentSlugs }, scope.facts),
  }));
  const ids = tasks.map((t) => t.id);
  const [progress, trash] = ids.length
    ? await Promise.all([
        db.companyProgress.findMany({
          where: { companyId: scope.companyId, taskId: { in: ids } },
          select: { taskId: true, completed: true, priority: true, notes: true, documentUrl: true, documents: true },
        }),
        db.removedDocument.findMany({ where: { companyId: scope.companyId, taskId: { in: ids } }, select: { documentKey: true } }),
      ])
    : [[], []];
  const live = liveSnapshots(rows, { tasks, phases, progress, removedKeys: new Set(trash.map((r) => r.documentKey)) });
  const options: VisitorViewOptions = { includeNotes: scope.includeNotes, showStatus: scope.showChecklistStatus, fileHref: scope.fileHref };
  // What does not apply to the company is left out entirely, as on the founder's pages.
  const items = rows
    .map((row, i) => (live[i] === NOT_APPLICABLE ? null : toVisitorItem(scope.code, row, live[i], options)))
    .filter((item): item is VisitorItem => item !== null);
  const fileIds = new Set(live.flatMap((snapshot) => (snapshot && snapshot !== NOT_APPLICABLE ? referencedFileIds(snapshot) : [])));
  return { items, fileIds };
}
