/** @jest-environment jsdom */
import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Toaster } from "sonner";
import { categoryShareItem, documentShareItem } from "@/components/phase/share-items";
import { ShareDndProvider } from "./drag-share";
import { notifyAdded } from "./feedback";
import { ShareActions } from "./share-actions";

const mockCreate = jest.fn();
jest.mock("@/lib/queries/shared-spaces", () => ({
  useSharedSpaces: jest.fn(() => ({ data: [] })),
  useCreateSpace: jest.fn(() => ({ mutateAsync: mockCreate, isPending: false })),
  useAddSpaceItems: jest.fn(() => ({ mutateAsync: jest.fn(), isPending: false })),
}));

beforeAll(() => {
  global.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as never;
});

const TASK = {
  id: "6f1c1d9e-0000-4000-8000-000000000001",
  phaseId: "6f1c1d9e-0000-4000-8000-0000000000aa",
  title: "Cap table",
  category: "Share capital",
};
const doc = documentShareItem(TASK, { index: 1, name: "Shareholder register" });
const section = categoryShareItem(TASK.phaseId, "Share capital");

function setup() {
  render(
    <ShareDndProvider companyId="6f1c1d9e-0000-4000-8000-0000000000cc">
      <ShareActions item={section} />
      <ShareActions item={doc} />
    </ShareDndProvider>,
  );
  return userEvent.setup();
}

describe("share items of the phase page", () => {
  it("names a document by its task's key and line, a section by phase and category", () => {
    expect(doc).toMatchObject({
      itemType: "document",
      itemId: `${TASK.id}-doc-1`,
      taskId: TASK.id,
      phaseId: TASK.phaseId,
      label: "Shareholder register",
    });
    expect(section).toMatchObject({
      itemType: "category",
      itemId: `${TASK.phaseId}:Share capital`,
      phaseId: TASK.phaseId,
      category: "Share capital",
    });
  });
});

describe("Share button and drag handle of a document or section", () => {
  it("are labelled, reachable with Tab in order, and the handle is a keyboard draggable", async () => {
    const user = setup();
    await user.tab();
    expect(screen.getByRole("button", { name: "Share section Share capital" })).toHaveFocus();
    await user.tab();
    const handle = screen.getByRole("button", { name: "Drag section Share capital to share" });
    expect(handle).toHaveFocus();
    expect(handle).toHaveAttribute("aria-roledescription", "draggable");
    await user.tab();
    expect(screen.getByRole("button", { name: "Share document Shareholder register" })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole("button", { name: "Drag document Shareholder register to share" })).toHaveFocus();
  });

  it("opens Configure Sharing for that one item from the keyboard, notes unticked with the sentence on what investors see", async () => {
    const user = setup();
    screen.getByRole("button", { name: "Share document Shareholder register" }).focus();
    await user.keyboard("{Enter}");
    const dialog = await screen.findByRole("dialog", { name: "Configure Sharing" });
    expect(screen.getByRole("list", { name: "Items to share" })).toHaveTextContent("Shareholder register");
    expect(screen.getByRole("list", { name: "Items to share" })).not.toHaveTextContent("Share capital");
    const notes = screen.getByRole("checkbox", { name: "Include task notes" });
    expect(notes).not.toBeChecked();
    expect(notes).toHaveAccessibleDescription(/documents and files .*kept up to date.*read-only.*notes stay private/);
    await user.click(notes);
    expect(notes).toBeChecked();
    expect(dialog).toHaveTextContent("together with the notes of the shared tasks");
  });

  it("sends includeNotes with the new space, false unless ticked", async () => {
    mockCreate
      .mockReset()
      .mockResolvedValue({ id: "s1", name: "Room", accessCode: "x", shareCode: "x", expiresAt: "2999-01-01T00:00:00.000Z", itemCount: 1, items: [] });
    const user = setup();
    await user.click(screen.getByRole("button", { name: "Share section Share capital" }));
    await user.type(await screen.findByLabelText("Space name *"), "Room");
    await user.click(screen.getByRole("button", { name: "Create & Share" }));
    expect(mockCreate).toHaveBeenCalledWith(
      expect.objectContaining({ includeNotes: false, items: [expect.objectContaining({ itemType: "category", category: "Share capital" })] }),
    );
  });
});

describe("a batch add that met items already in the space", () => {
  it("names the skipped items in the toast", async () => {
    render(<Toaster />);
    act(() => notifyAdded({ title: "Items Added" }, [{ label: "Cap table" }, { label: "Board minutes" }]));
    expect(await screen.findByText("Items Added")).toBeInTheDocument();
    expect(screen.getByText("Skipped (already in the space): Cap table, Board minutes")).toBeInTheDocument();
  });
});
