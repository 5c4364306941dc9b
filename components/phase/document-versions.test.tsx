/** @jest-environment jsdom */
import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useDocumentVersions, type DocumentVersionJson } from "@/lib/queries/versions";
import { DocumentVersions } from "./document-versions";

const mockRestore = jest.fn();
const mockShowSuccess = jest.fn();
const version: DocumentVersionJson = {
  id: "v1",
  documentKey: "t1-doc-0",
  fileName: "deck-a.pdf",
  url: "/api/files/f1",
  isLink: false,
  size: 1024,
  contentType: "application/pdf",
  uploadedBy: "Ada",
  uploadedAt: "2026-01-01T10:00:00.000Z",
  replacedAt: "2026-01-02T10:00:00.000Z",
};
jest.mock("@/lib/queries/versions", () => ({
  useDocumentVersions: jest.fn(() => ({ isPending: false, isError: false, data: [version] })),
  useRestoreVersion: jest.fn(() => ({ mutateAsync: mockRestore, isPending: false })),
}));
jest.mock("@/lib/toast", () => ({ showSuccess: (...args: unknown[]) => mockShowSuccess(...args), showError: jest.fn() }));

const current = { id: "t1-doc-0", name: "Pitch deck", completed: true, fileUrl: "/api/files/f2", fileName: "deck-b.pdf", uploadedAt: null };

async function openRestoreConfirm() {
  const user = userEvent.setup();
  render(<DocumentVersions companyId="c1" taskId="t1" documentKey="t1-doc-0" documentName="Pitch deck" current={current} />);
  await user.click(screen.getByRole("button", { name: "Versions (2) of Pitch deck" }));
  const dialog = screen.getByRole("dialog", { name: "Versions of Pitch deck" });
  // Keyboard: the Restore button takes focus and Enter opens the confirm.
  within(dialog).getByRole("button", { name: "Restore deck-a.pdf" }).focus();
  await user.keyboard("{Enter}");
  const confirm = await screen.findByRole("alertdialog", { name: "Restore this version?" });
  expect(confirm).toHaveAccessibleDescription('"deck-a.pdf" becomes the current file. The current file is kept as an earlier version.');
  return { user, confirm };
}

describe("DocumentVersions: the count includes the current file", () => {
  it("calls a first upload version 1 and shows it as the current version", async () => {
    jest.mocked(useDocumentVersions).mockReturnValue({ isPending: false, isError: false, data: [] } as never);
    const user = userEvent.setup();
    render(<DocumentVersions companyId="c1" taskId="t1" documentKey="t1-doc-0" documentName="Pitch deck" current={current} />);
    await user.click(screen.getByRole("button", { name: "Versions (1) of Pitch deck" }));
    const dialog = screen.getByRole("dialog", { name: "Versions of Pitch deck" });
    expect(within(dialog).getByRole("region", { name: "Current version" })).toHaveTextContent("deck-b.pdf");
    expect(within(dialog).queryByRole("listitem")).toBeNull();
  });
});

describe("DocumentVersions: restoring asks first", () => {
  beforeEach(() => {
    jest.mocked(useDocumentVersions).mockReturnValue({ isPending: false, isError: false, data: [version] } as never);
    mockRestore.mockReset().mockResolvedValue({});
    mockShowSuccess.mockReset();
  });

  it("restores the version with the document as shown once confirmed", async () => {
    const { user, confirm } = await openRestoreConfirm();
    await user.click(within(confirm).getByRole("button", { name: "Restore" }));
    await waitFor(() => expect(mockRestore).toHaveBeenCalledWith({ versionId: "v1", base: current }));
    await waitFor(() => expect(mockShowSuccess).toHaveBeenCalledWith({ title: "Version restored", description: "deck-a.pdf" }));
  });

  it("restores nothing on Cancel", async () => {
    const { user, confirm } = await openRestoreConfirm();
    await user.click(within(confirm).getByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    expect(mockRestore).not.toHaveBeenCalled();
  });
});
