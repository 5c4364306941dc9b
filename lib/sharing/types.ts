import type { ItemType } from "@/lib/validations/shared-space";

/** itemData snapshots (SPEC.md section 3), built on the server from the founder's own data. */
export interface DocumentEntrySnapshot {
  name: string;
  /** Founder side always; a visitor gets it only when the space shows the checklist's status. */
  completed?: boolean;
  fileUrl: string | null;
  fileName: string | null;
  /** Founder side, set only when true: what the founder marked, or a document in the trash. */
  optional?: true;
  notApplicable?: true;
  removed?: true;
  /** Visitor side, only when the space shows the checklist's status. */
  status?: DocumentStatus;
}

/** A document as a visitor with "Show checklist status" sees it; only "provided" has the check. */
export type DocumentStatus = "provided" | "pending" | "optional" | "notApplicable" | "removed";

/*
 * `completed`, `priority` and the phase's counts are the founder's progress: always there on the
 * founder's side, and a visitor gets them only when the space shows the checklist's status.
 */
export interface TaskSnapshot {
  label: string;
  category: string;
  description: string;
  completed?: boolean;
  priority?: string;
  notes: string | null;
  documentUrl: string | null;
  documents: DocumentEntrySnapshot[];
}

export interface CategoryTaskSnapshot {
  title: string;
  description: string;
  completed?: boolean;
  priority?: string;
  documentUrl: string | null;
  /** A section or phase shows each task's documents and files, as the task card does. */
  documents: DocumentEntrySnapshot[];
  notes: string | null;
}

/** One section (category) of a shared phase: its tasks, ordered as the phase page orders them. */
export interface PhaseSectionSnapshot {
  category: string;
  tasks: CategoryTaskSnapshot[];
}

export interface CategorySnapshot {
  label: string;
  category: string;
  /** Founder side only; visitors never receive internal ids. */
  phaseId?: string;
  phaseName: string;
  tasks: CategoryTaskSnapshot[];
}

export interface PhaseSnapshot {
  label: string;
  description: string | null;
  taskCount?: number;
  completedCount?: number;
  completed?: boolean;
  /** The phase's content, its tasks grouped by section. */
  sections: PhaseSectionSnapshot[];
}

export interface DocumentSnapshot {
  label: string;
  taskTitle: string;
  category: string;
  /** The phase the document sits in (the visitor page groups documents by phase, then section). */
  phaseName?: string;
  completed?: boolean;
  fileUrl: string | null;
  fileName: string | null;
  optional?: true;
  notApplicable?: true;
  removed?: true;
  status?: DocumentStatus;
}

export type ItemSnapshot = TaskSnapshot | CategorySnapshot | PhaseSnapshot | DocumentSnapshot;

export interface SnapshotByType {
  task: TaskSnapshot;
  category: CategorySnapshot;
  phase: PhaseSnapshot;
  document: DocumentSnapshot;
}

/**
 * One item as a visitor receives it: no internal ids, file links pointing at the visitor route.
 * Built from the company's current data; `removed` when the task, document, section or phase no
 * longer exists (then only the label kept from when it was shared is shown).
 */
export type VisitorItem = {
  [T in ItemType]: { id: string; itemType: T; order: number; itemData: SnapshotByType[T]; removed?: true };
}[ItemType];

export interface VisitorSpace {
  name: string;
  /** The company that shared the space: the page is branded with it, not with the product. */
  companyName: string;
  /** Its logo when set (an http(s) URL the founder gave), else null. */
  companyLogoUrl: string | null;
  /** Whether the founder's progress is shown ("Show checklist status"); otherwise only what was provided. */
  showChecklistStatus: boolean;
  description: string | null;
  expiresAt: string;
  createdAt: string;
  isActive: boolean;
  itemCount: number;
}

/** GET /api/shared/{code}?email= */
export interface VisitorPayload {
  space: VisitorSpace;
  items: VisitorItem[];
  visitorToken: string;
  visitorTokenExpiresAt: string;
  /** The document viewer: false when the founder turned downloads off (the viewer shows no Download button). */
  allowDownloads?: boolean;
  /** False when the founder turned copying off (the viewer shows no text layer). */
  allowCopying?: boolean;
}
