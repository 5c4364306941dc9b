/** @jest-environment jsdom */
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { uploadFile } from "@/lib/queries/files";
import { multiUploadMessages as m } from "@/lib/messages/documents";
import { FILE_ID, renderCard, row, TASK } from "@/tests/helpers/task-card-server";

jest.mock("sonner", () => ({ toast: { error: jest.fn(), success: jest.fn(), warning: jest.fn() } }));
jest.mock("@/lib/queries/files", () => ({ ...jest.requireActual("@/lib/queries/files"), uploadFile: jest.fn() }));

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(uploadFile).mockImplementation(async (_company, file) => ({
    id: FILE_ID,
    url: `/api/files/${FILE_ID}`,
    fileName: file.name,
    contentType: "application/pdf",
    size: file.size,
    uploadedAt: "2026-11-29T10:00:00.000Z",
  }));
});

/** A drag from the desktop: `types` says "Files" as browsers do; a text drag says "text/plain". */
function drag(target: Element, files: File[], types = ["Files"]) {
  const dataTransfer = { types, files, dropEffect: "none" };
  fireEvent.dragEnter(target, { dataTransfer });
  fireEvent.dragOver(target, { dataTransfer });
  return () => fireEvent.drop(target, { dataTransfer });
}

const pdf = (name: string) => new File(["%PDF-1.7"], name, { type: "application/pdf" });
const card = () => screen.getByRole("article");

describe("TaskCard file drops", () => {
  it("a drop on the closed card opens it with each file matched to its document, and uploads them on confirm", async () => {
    const { posts } = renderCard();
    const drop = drag(card(), [pdf("articles-of-association.pdf"), pdf("certificate_incorporation.pdf")]);
    expect(within(card()).getByText(m.dropOnTask)).toBeInTheDocument();
    drop();
    expect(within(card()).queryByText(m.dropOnTask)).toBeNull();
    const uploads = await screen.findByRole("region", { name: m.listLabel });
    expect(within(uploads).getByRole("combobox", { name: m.documentFor("articles-of-association.pdf") })).toHaveDisplayValue(
      "Articles of Association",
    );
    expect(within(uploads).getByRole("combobox", { name: m.documentFor("certificate_incorporation.pdf") })).toHaveDisplayValue(
      "Certificate of Incorporation",
    );
    fireEvent.click(within(uploads).getByRole("button", { name: m.start(2) }));
    await waitFor(() => expect(within(uploads).getAllByText(m.done)).toHaveLength(2));
    expect(uploadFile).toHaveBeenCalledTimes(2);
    const saved = Object.assign({}, ...posts.map((post) => post.documents));
    expect(saved[`${TASK}-doc-0`]).toMatchObject({ fileName: "certificate_incorporation.pdf", completed: true });
    expect(saved[`${TASK}-doc-1`]).toMatchObject({ fileName: "articles-of-association.pdf", completed: true });
  });

  it("a file dropped on a row uploads to that document at once; a text drag is ignored", async () => {
    const { posts } = renderCard();
    fireEvent.click(screen.getByRole("button", { name: "Incorporation documents" }));
    const target = await screen.findByText("Articles of Association").then(() => row("Articles of Association"));
    drag(target, [], ["text/plain"])();
    expect(within(target).queryByText(m.dropOnRow)).toBeNull();
    expect(screen.queryByRole("region", { name: m.listLabel })).toBeNull();

    const drop = drag(target, [pdf("scan-0042.pdf")]);
    expect(within(target).getByText(m.dropOnRow)).toBeInTheDocument();
    expect(within(card()).queryByText(m.dropOnTask)).toBeNull();
    drop();
    await waitFor(() => expect(posts.at(-1)?.documents?.[`${TASK}-doc-1`]).toMatchObject({ fileName: "scan-0042.pdf" }));
    expect(uploadFile).toHaveBeenCalledTimes(1);
  });
});
