/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { SharedSpace } from "@/lib/queries/shared-spaces";
import { mockUpdateSpace as mockUpdate, stubResizeObserver, testSharedSpace } from "@/tests/helpers/edit-space-dialog";
import { EditSpaceDialog } from "./edit-space-dialog";

jest.mock("@/lib/queries/shared-spaces", () => jest.requireActual("@/tests/helpers/edit-space-dialog").spaceHooksMock);
stubResizeObserver();

const space = (includeNotes: boolean): SharedSpace =>
  testSharedSpace({
    itemCount: 1,
    includeNotes,
    items: [
      {
        id: "i1",
        itemType: "task",
        itemId: "t1",
        taskId: "t1",
        phaseId: "p1",
        category: "Legal",
        itemData: { label: "Cap table" },
        order: 0,
        createdAt: "2026-01-01T00:00:00.000Z",
      },
    ],
  });

describe("Edit Shared Space: the notes option", () => {
  it("shows the space's setting and sends the change with the save", async () => {
    mockUpdate.mockReset().mockResolvedValue(space(true));
    const user = userEvent.setup();
    render(<EditSpaceDialog space={space(false)} onOpenChange={() => {}} />);
    const notes = screen.getByRole("checkbox", { name: "Include task notes" });
    expect(notes).not.toBeChecked();
    expect(notes).toHaveAccessibleDescription(/read-only.*notes stay private/);
    await user.click(notes);
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(mockUpdate).toHaveBeenCalledWith(expect.objectContaining({ id: "s1", includeNotes: true }));
  });

  it("starts ticked for a space that includes notes", () => {
    render(<EditSpaceDialog space={space(true)} onOpenChange={() => {}} />);
    expect(screen.getByRole("checkbox", { name: "Include task notes" })).toBeChecked();
  });
});
