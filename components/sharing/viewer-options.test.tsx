/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { mockUpdateSpace as mockUpdate, stubResizeObserver, testSharedSpace } from "@/tests/helpers/edit-space-dialog";
import { EditSpaceDialog } from "./edit-space-dialog";

jest.mock("@/lib/queries/shared-spaces", () => jest.requireActual("@/tests/helpers/edit-space-dialog").spaceHooksMock);
stubResizeObserver();

const space = testSharedSpace;

describe("Edit Shared Space: Allow downloads and Watermark documents (issue 17)", () => {
  it.each([
    [{}, true, false],
    [{ allowDownloads: false, watermark: true }, false, true],
  ])("space %j starts with downloads %s, watermark %s", (options, downloads, watermark) => {
    render(<EditSpaceDialog space={space(options)} onOpenChange={() => {}} />);
    const allow = screen.getByRole("checkbox", { name: "Allow downloads" });
    const stamp = screen.getByRole("checkbox", { name: "Watermark documents" });
    expect(allow.getAttribute("aria-checked")).toBe(String(downloads));
    expect(stamp.getAttribute("aria-checked")).toBe(String(watermark));
  });

  it("sends the changed options with the save, and says what downloads off means", async () => {
    mockUpdate.mockReset().mockResolvedValue(space({}));
    const user = userEvent.setup();
    render(<EditSpaceDialog space={space({})} onOpenChange={() => {}} />);
    const allow = screen.getByRole("checkbox", { name: "Allow downloads" });
    await user.click(allow);
    expect(allow).toHaveAccessibleDescription(/only view PDFs and images/);
    await user.click(screen.getByRole("checkbox", { name: "Watermark documents" }));
    await user.click(screen.getByRole("button", { name: "Save Changes" }));
    expect(mockUpdate).toHaveBeenCalledWith(expect.objectContaining({ id: "s1", allowDownloads: false, watermark: true }));
  });
});
