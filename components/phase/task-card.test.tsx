/** @jest-environment jsdom */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";
import { mergeDocuments, type DocumentsPatch } from "@/lib/domain/document-merge";
import { uploadFile } from "@/lib/queries/files";
import type { Task } from "@/lib/queries/phases";
import type { ProgressRecord } from "@/lib/queries/progress";
import { jsonResponse, renderWithQuery } from "@/tests/helpers/query-render";
import { TaskCard } from "./task-card";

jest.mock("sonner", () => ({ toast: { error: jest.fn(), success: jest.fn(), warning: jest.fn() } }));
jest.mock("@/lib/queries/files", () => ({ ...jest.requireActual("@/lib/queries/files"), uploadFile: jest.fn() }));

const COMPANY = "11111111-1111-4111-8111-111111111111";
const TASK = "22222222-2222-4222-8222-222222222222";
const FILE_ID = "33333333-3333-4333-8333-333333333333";

const task: Task = {
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

/** A tiny stand-in for the progress API: POST merges documents as the server does, GET returns what is stored. */
function fakeServer() {
  let record: ProgressRecord | null = null;
  const posts: Posted[] = [];
  const trash: Trashed[] = [];
  const state = { conflictNext: null as ProgressRecord | null };
  const stored = (patch: Partial<ProgressRecord>): ProgressRecord => ({
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
    ...record,
    ...patch,
  });
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

function renderCard() {
  const server = fakeServer();
  global.fetch = server.fetchMock as unknown as typeof fetch;
  renderWithQuery(<TaskCard companyId={COMPANY} task={task} bulkMode={false} selected={false} onSelectedChange={() => {}} />);
  return server;
}

function row(name: string) {
  return screen.getByText(name).closest("li") as HTMLElement;
}

beforeEach(() => jest.clearAllMocks());

describe("TaskCard documents", () => {
  it("expands from the keyboard and lists one row per bullet line", async () => {
    renderCard();
    const toggle = screen.getByRole("button", { name: "Incorporation documents" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    toggle.focus();
    await userEvent.keyboard("{Enter}");
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(await screen.findByText("Certificate of Incorporation")).toBeInTheDocument();
    expect(screen.getByText("Articles of Association")).toBeInTheDocument();
    expect(screen.getByText("Notes & Comments")).toBeInTheDocument();
    expect(screen.getByText("0 of 2 documents")).toBeInTheDocument();
  });

  it("upload, link, optional and remove drive the task's completion", async () => {
    const { posts } = renderCard();
    jest.mocked(uploadFile).mockResolvedValue({
      id: FILE_ID,
      url: `/api/files/${FILE_ID}`,
      fileName: "coi.pdf",
      contentType: "application/pdf",
      size: 1234,
      uploadedAt: "2025-01-02T03:04:05.000Z",
    });
    await userEvent.click(screen.getByRole("button", { name: "Incorporation documents" }));
    await screen.findByText("Certificate of Incorporation");
    await waitFor(() => expect(screen.getByText("Not completed")).toBeInTheDocument());

    // Upload a file for the first document: still one pending, so not complete.
    await userEvent.click(within(row("Certificate of Incorporation")).getByRole("button", { name: "Upload Document" }));
    const dialog = await screen.findByRole("dialog");
    expect(await within(dialog).findByText("Storage: 1.2 KB of 2 GB used")).toBeInTheDocument();
    await userEvent.upload(within(dialog).getByLabelText("Choose a file"), new File(["%PDF"], "coi.pdf", { type: "application/pdf" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Upload" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("File uploaded successfully", undefined));
    expect(uploadFile).toHaveBeenCalledWith(COMPANY, expect.any(File), expect.any(Function), expect.any(AbortSignal));
    expect(posts[0].completed).toBe(false);
    expect(posts[0].documents?.[`${TASK}-doc-0`]).toMatchObject({ completed: true, fileUrl: `/api/files/${FILE_ID}`, fileName: "coi.pdf" });
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(await screen.findByRole("link", { name: /coi\.pdf/ })).toHaveAttribute("href", `/api/files/${FILE_ID}`);

    // Attach a link to the second: an empty link is refused, a bare host gets https://.
    await userEvent.click(within(row("Articles of Association")).getByRole("button", { name: "Upload Document" }));
    const linkDialog = await screen.findByRole("dialog");
    await userEvent.click(within(linkDialog).getByRole("tab", { name: "Attach Link" }));
    await userEvent.click(within(linkDialog).getByRole("button", { name: "Attach Link" }));
    expect(within(linkDialog).getByRole("alert")).toHaveTextContent("Please enter a valid URL");
    await userEvent.type(within(linkDialog).getByLabelText("Document URL"), "drive.example.com/aoa");
    await userEvent.click(within(linkDialog).getByRole("button", { name: "Attach Link" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Link attached successfully", undefined));
    expect(posts[1].completed).toBe(true);
    expect(posts[1].documents?.[`${TASK}-doc-1`]).toMatchObject({ fileUrl: "https://drive.example.com/aoa", fileName: "Link attached" });
    expect(await screen.findByText("Completed")).toBeInTheDocument();
    const link = screen.getByRole("link", { name: /drive\.example\.com\/aoa/ });
    expect(link).toHaveAttribute("target", "_blank");
    expect(link).toHaveAttribute("rel", "noopener noreferrer");

    // Each save sent only the document it changed, with the state it started from.
    expect(Object.keys(posts[1].documents ?? {})).toEqual([`${TASK}-doc-1`]);
    expect(posts[1].base).toEqual({ documents: { [`${TASK}-doc-1`]: null } });

    // Removing the file sends the first document back to pending: an explicit null, nothing else.
    await userEvent.click(within(row("Certificate of Incorporation")).getByRole("button", { name: "Remove" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Document removed", { action: expect.objectContaining({ label: "Undo" }) }));
    expect(posts[2].completed).toBe(false);
    expect(posts[2].documents).toEqual({ [`${TASK}-doc-0`]: null });
    expect(posts[2].base?.documents?.[`${TASK}-doc-0`]).toMatchObject({ fileUrl: `/api/files/${FILE_ID}` });
    expect(await screen.findByText("Not completed")).toBeInTheDocument();
    // The removed file is listed under "Recently removed" with a Restore button.
    const recent = await screen.findByRole("region", { name: "Recently removed" });
    expect(within(recent).getByText("coi.pdf")).toBeInTheDocument();
    expect(within(recent).getByRole("button", { name: "Restore coi.pdf" })).toBeInTheDocument();

    // Marking it optional completes the task again.
    await userEvent.click(within(row("Certificate of Incorporation")).getByRole("button", { name: "Mark Optional" }));
    await waitFor(() => expect(posts).toHaveLength(4));
    expect(posts[3].completed).toBe(true);
    expect(posts[3].documents?.[`${TASK}-doc-0`]).toMatchObject({ completed: true, optional: true, fileName: "Marked as optional" });
    expect(Object.keys(posts[3].documents ?? {})).toEqual([`${TASK}-doc-0`]);
    expect(await screen.findByText("Completed")).toBeInTheDocument();
    expect(within(row("Certificate of Incorporation")).getByText("Marked as optional")).toBeInTheDocument();
  });

  it("shows the server's message when an upload is refused", async () => {
    const { ApiClientError } = jest.requireActual("@/lib/queries/client");
    renderCard();
    jest.mocked(uploadFile).mockRejectedValue(new ApiClientError(413, "File is larger than 25 MB"));
    await userEvent.click(screen.getByRole("button", { name: "Incorporation documents" }));
    await userEvent.click(
      within(await screen.findByText("Certificate of Incorporation").then((el) => el.closest("li") as HTMLElement)).getByRole("button", {
        name: "Upload Document",
      }),
    );
    const dialog = await screen.findByRole("dialog");
    await userEvent.upload(within(dialog).getByLabelText("Choose a file"), new File(["x"], "big.pdf", { type: "application/pdf" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Upload" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("File is larger than 25 MB");
    expect(toast.error).toHaveBeenCalledWith("Error", { description: "File is larger than 25 MB" });
  });

  it("Undo on the removal toast puts the file back", async () => {
    const server = renderCard();
    jest.mocked(uploadFile).mockResolvedValue({
      id: FILE_ID,
      url: `/api/files/${FILE_ID}`,
      fileName: "coi.pdf",
      contentType: "application/pdf",
      size: 4,
      uploadedAt: "2025-01-02T03:04:05.000Z",
    });
    await userEvent.click(screen.getByRole("button", { name: "Incorporation documents" }));
    await userEvent.click(
      within(await screen.findByText("Certificate of Incorporation").then((el) => el.closest("li") as HTMLElement)).getByRole("button", {
        name: "Upload Document",
      }),
    );
    const dialog = await screen.findByRole("dialog");
    await userEvent.upload(within(dialog).getByLabelText("Choose a file"), new File(["%PDF"], "coi.pdf", { type: "application/pdf" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "Upload" }));
    expect(await screen.findByRole("link", { name: /coi\.pdf/ })).toBeInTheDocument();
    await userEvent.click(within(row("Certificate of Incorporation")).getByRole("button", { name: "Remove" }));
    await waitFor(() => expect(toast.success).toHaveBeenCalledWith("Document removed", expect.anything()));
    await waitFor(() => expect(screen.queryByRole("link", { name: /coi\.pdf/ })).not.toBeInTheDocument());

    const [, options] = jest.mocked(toast.success).mock.calls.find(([title]) => title === "Document removed")!;
    (options as unknown as { action: { onClick(): void } }).action.onClick();
    expect(await screen.findByRole("link", { name: /coi\.pdf/ })).toHaveAttribute("href", `/api/files/${FILE_ID}`);
    expect(server.trash).toHaveLength(0);
  });

  it("on a conflict says the task changed elsewhere, shows the current state and re-applies on request", async () => {
    const server = renderCard();
    await userEvent.click(screen.getByRole("button", { name: "Incorporation documents" }));
    await screen.findByText("Certificate of Incorporation");
    // Meanwhile another tab attached a link to the first document.
    server.state.conflictNext = {
      id: "r1",
      taskId: TASK,
      phaseId: "p1",
      completed: false,
      completedAt: null,
      priority: null,
      notes: null,
      isOptional: false,
      updatedAt: new Date().toISOString(),
      phase: { id: "p1" },
      documents: {
        [`${TASK}-doc-0`]: {
          id: `${TASK}-doc-0`,
          name: "Certificate of Incorporation",
          completed: true,
          fileUrl: "https://drive.example.com/coi",
          fileName: "Link attached",
          uploadedAt: new Date().toISOString(),
        },
      },
    };
    await userEvent.click(within(row("Articles of Association")).getByRole("button", { name: "Mark Optional" }));
    await waitFor(() =>
      expect(toast.warning).toHaveBeenCalledWith(
        "Task changed elsewhere",
        expect.objectContaining({ action: expect.objectContaining({ label: "Re-apply my change" }) }),
      ),
    );
    // The card shows the other tab's link at once.
    expect(await screen.findByRole("link", { name: /drive\.example\.com\/coi/ })).toBeInTheDocument();

    const [, options] = jest.mocked(toast.warning).mock.calls[0];
    (options as unknown as { action: { onClick(): void } }).action.onClick();
    await waitFor(() => expect(server.posts).toHaveLength(2));
    expect(server.posts[1].documents).toEqual({ [`${TASK}-doc-1`]: expect.objectContaining({ optional: true }) });
    await waitFor(() => expect(screen.getByText("Completed")).toBeInTheDocument());
    expect(server.current()?.documents?.[`${TASK}-doc-0`]?.fileUrl).toBe("https://drive.example.com/coi");
  });
});
