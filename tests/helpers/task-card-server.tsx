/**
 * The task card's tests' stand-in for the progress API (components/phase/task-card*.test.tsx): a
 * fetch that merges documents on POST as the server does and answers GET with what it stored.
 */
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { mergeDocuments, type DocumentsPatch } from "@/lib/progress/rules";
import type { Task } from "@/lib/queries/phases";
import type { ProgressRecord } from "@/lib/queries/progress";
import { TaskCard } from "@/components/phase/task-card";
import { jsonResponse, renderWithQuery } from "./query-render";

export const COMPANY = "11111111-1111-4111-8111-111111111111";
export const TASK = "22222222-2222-4222-8222-222222222222";
export const FILE_ID = "33333333-3333-4333-8333-333333333333";

export const task: Task = {
  id: TASK,
  phaseId: "p1",
  title: "Incorporation documents",
  description: "Investors check the company exists.\n- Certificate of Incorporation\n- Articles of Association",
  priority: "high",
  estimatedDays: 2,
  order: 1,
  category: "Incorporation",
};

interface Posted {
  documents?: DocumentsPatch | null;
  base?: { documents?: DocumentsPatch; notes?: string | null; priority?: string | null };
  completed: boolean;
  notes?: string;
}

interface Trashed {
  id: string;
  taskId: string;
  documentKey: string;
  name: string;
  fileName: string | null;
  fileUrl: string | null;
  removedAt: string;
}

/** The task's progress record as the API answers it: empty but for `patch`. */
export function progressRecord(patch: Partial<ProgressRecord>): ProgressRecord {
  return {
    id: "r1",
    taskId: TASK,
    phaseId: "p1",
    completed: false,
    completedAt: null,
    priority: null,
    notes: null,
    documents: null,
    isOptional: false,
    updatedAt: new Date().toISOString(),
    phase: { id: "p1" },
    ...patch,
  };
}

/** A tiny stand-in for the progress API: POST merges documents as the server does, GET returns what is stored. */
function fakeServer() {
  let record: ProgressRecord | null = null;
  const posts: Posted[] = [];
  const trash: Trashed[] = [];
  const state = { conflictNext: null as ProgressRecord | null };
  const stored = (patch: Partial<ProgressRecord>): ProgressRecord => progressRecord({ ...record, ...patch });
  const fetchMock = jest.fn(async (url: string, init?: RequestInit) => {
    if (url === "/api/progress" && init?.method === "POST") {
      const body = JSON.parse(String(init.body));
      posts.push(body);
      if (state.conflictNext) {
        record = state.conflictNext;
        state.conflictNext = null;
        return jsonResponse({ message: "This task changed elsewhere", current: record }, 409);
      }
      const merged =
        body.documents === undefined
          ? { documents: record?.documents ?? null, removed: [] }
          : mergeDocuments(record?.documents ?? null, body.documents);
      for (const { key, entry } of merged.removed) {
        trash.unshift({
          id: `trash-${trash.length}`,
          taskId: TASK,
          documentKey: key,
          name: entry.name,
          fileName: entry.fileName ?? null,
          fileUrl: entry.fileUrl ?? null,
          removedAt: new Date().toISOString(),
        });
      }
      record = stored({
        completed: body.completed,
        ...(body.priority !== undefined ? { priority: body.priority } : {}),
        ...(body.notes !== undefined ? { notes: body.notes } : {}),
        documents: merged.documents,
      });
      return jsonResponse(record);
    }
    const restore = /^\/api\/company\/[^/]+\/removed-documents\/([^/]+)\/restore$/.exec(url);
    if (restore && init?.method === "POST") {
      const entry = trash.splice(
        trash.findIndex((t) => t.id === restore[1]),
        1,
      )[0];
      const documents = {
        ...(record?.documents ?? {}),
        [entry.documentKey]: {
          id: entry.documentKey,
          name: entry.name,
          completed: true,
          fileUrl: entry.fileUrl,
          fileName: entry.fileName,
          uploadedAt: entry.removedAt,
        },
      };
      record = stored({ documents });
      return jsonResponse(record);
    }
    if (url.startsWith(`/api/company/${COMPANY}/removed-documents`)) return jsonResponse({ data: trash });
    if (url.startsWith("/api/files/usage")) return jsonResponse({ usedBytes: 1234, quotaBytes: 2 * 1024 ** 3 });
    if (url === `/api/company/${COMPANY}/progress`) return jsonResponse({ data: record ? [record] : [] });
    return jsonResponse({ data: [] });
  });
  return { fetchMock, posts, trash, state, current: () => record };
}

/** Renders the card of `task`, or of a variant of it (`patch`: one line instead of two...). */
export function renderCard(patch: Partial<Task> = {}) {
  const server = fakeServer();
  global.fetch = server.fetchMock as unknown as typeof fetch;
  renderWithQuery(<TaskCard companyId={COMPANY} task={{ ...task, ...patch }} bulkMode={false} selected={false} onSelectedChange={() => {}} />);
  return server;
}

export function row(name: string) {
  return screen.getByText(name).closest("li") as HTMLElement;
}

/** Picks an action from a document row's "More actions" menu, as a person would. */
export async function chooseRowAction(name: string, action: string) {
  await userEvent.click(within(row(name)).getByRole("button", { name: `More actions for ${name}` }));
  await userEvent.click(await screen.findByRole("menuitem", { name: action }));
}
