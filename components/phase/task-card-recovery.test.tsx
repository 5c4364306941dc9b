/** @jest-environment jsdom */
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { toast } from "sonner";
import { uploadFile } from "@/lib/queries/files";
import { FILE_ID, progressRecord, chooseRowAction, renderCard, TASK } from "@/tests/helpers/task-card-server";

jest.mock("sonner", () => ({ toast: { error: jest.fn(), success: jest.fn(), warning: jest.fn() } }));
jest.mock("@/lib/queries/files", () => ({ ...jest.requireActual("@/lib/queries/files"), uploadFile: jest.fn() }));

beforeEach(() => jest.clearAllMocks());

describe("TaskCard recovery", () => {
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
    await chooseRowAction("Certificate of Incorporation", "Remove");
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
    server.state.conflictNext = progressRecord({
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
    });
    await chooseRowAction("Articles of Association", "Mark Optional");
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
