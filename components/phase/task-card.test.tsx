/** @jest-environment jsdom */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";
import { uploadFile } from "@/lib/queries/files";
import { COMPANY, FILE_ID, chooseRowAction, renderCard, row, TASK } from "@/tests/helpers/task-card-server";

jest.mock("sonner", () => ({ toast: { error: jest.fn(), success: jest.fn(), warning: jest.fn() } }));
jest.mock("@/lib/queries/files", () => ({ ...jest.requireActual("@/lib/queries/files"), uploadFile: jest.fn() }));

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
    await chooseRowAction("Certificate of Incorporation", "Remove");
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
    await chooseRowAction("Certificate of Incorporation", "Mark Optional");
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
});
