import { addedDocuments, documentLabel, type DocumentsMap, type RemovedEntry } from "@/lib/progress/rules";

/** Every action the activity feed records, in one place. */
export const ACTIVITY_ACTIONS = {
  documentAdded: "document.added",
  documentRemoved: "document.removed",
  documentRestored: "document.restored",
  spaceCreated: "space.created",
  spaceRevoked: "space.revoked",
  spaceDeleted: "space.deleted",
  taskAssigned: "task.assigned",
  companyUpdated: "company.updated",
} as const;

export type ActivityAction = (typeof ACTIVITY_ACTIONS)[keyof typeof ACTIVITY_ACTIONS];

/** What an action was done to; only what the sentence needs, never a file's bytes or a link. */
export interface ActivitySubject {
  taskId?: string;
  taskTitle?: string;
  documentName?: string;
  spaceName?: string;
  assigneeName?: string | null;
  dueOn?: string | null;
  /** task.assigned: false when only the due date changed. */
  assigneeChanged?: boolean;
  /** company.updated: the profile fields the save sent. */
  fields?: string[];
}

/** One line of the feed as it is written: the company, who (null: the system), what, to what. */
export interface ActivityEntry {
  companyId: string;
  actorId: string | null;
  action: ActivityAction;
  subject: ActivitySubject;
}

/** The sentence after the actor's name ("Ada uploaded ..."). Plain text: the UI renders it as text. */
export function describeActivity(action: string, s: ActivitySubject): string {
  const doc = s.documentName ? `"${s.documentName}"` : "a document";
  const task = s.taskTitle ? ` on "${s.taskTitle}"` : "";
  const space = s.spaceName ? `"${s.spaceName}"` : "a shared space";
  switch (action) {
    case ACTIVITY_ACTIONS.documentAdded:
      return `added ${doc}${task}`;
    case ACTIVITY_ACTIONS.documentRemoved:
      return `removed ${doc}${task}`;
    case ACTIVITY_ACTIONS.documentRestored:
      return `restored ${doc}${task}`;
    case ACTIVITY_ACTIONS.spaceCreated:
      return `shared ${space}`;
    case ACTIVITY_ACTIONS.spaceRevoked:
      return `revoked ${space}`;
    case ACTIVITY_ACTIONS.spaceDeleted:
      return `deleted ${space}`;
    case ACTIVITY_ACTIONS.taskAssigned: {
      if (s.assigneeChanged === false) {
        return s.dueOn ? `set the due date of "${s.taskTitle ?? "a task"}" to ${s.dueOn}` : `cleared the due date of "${s.taskTitle ?? "a task"}"`;
      }
      const who = s.assigneeName ? `assigned "${s.taskTitle ?? "a task"}" to ${s.assigneeName}` : `unassigned "${s.taskTitle ?? "a task"}"`;
      return s.dueOn ? `${who}, due ${s.dueOn}` : who;
    }
    case ACTIVITY_ACTIONS.companyUpdated:
      return "updated the company profile";
    default:
      return action;
  }
}

/** The feed lines of a save: each document it put a file or link on, and each it emptied. */
export function documentActivity(a: {
  companyId: string;
  actorId: string;
  taskId: string;
  before: DocumentsMap | null;
  after: DocumentsMap | null;
  removed: RemovedEntry[];
}): ActivityEntry[] {
  const line = (action: ActivityAction, documentName: string): ActivityEntry => ({
    companyId: a.companyId,
    actorId: a.actorId,
    action,
    subject: { taskId: a.taskId, documentName },
  });
  return [
    ...addedDocuments(a.before, a.after).map((name) => line(ACTIVITY_ACTIONS.documentAdded, name)),
    ...a.removed.map(({ entry }) => line(ACTIVITY_ACTIONS.documentRemoved, documentLabel(entry))),
  ];
}
