/** @jest-environment jsdom */
import { useState } from "react";
import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { PaletteFrame } from "./palette-frame";

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <button type="button">Elsewhere</button>
      {open && (
        <PaletteFrame onClose={() => setOpen(false)}>
          <input autoFocus aria-label="Search" />
        </PaletteFrame>
      )}
    </>
  );
}

describe("PaletteFrame", () => {
  it("is a labelled modal dialog that holds the focus, closes on Escape and gives the focus back", async () => {
    render(<Harness />);
    const opener = screen.getByRole("button", { name: "Open" });
    await userEvent.click(opener);
    const dialog = screen.getByRole("dialog", { name: "Search your workspace" });
    expect(dialog).toHaveAttribute("aria-modal", "true");
    const input = screen.getByRole("textbox", { name: "Search" });
    expect(input).toHaveFocus();
    await userEvent.tab();
    expect(input).toHaveFocus();
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(opener).toHaveFocus();
  });

  it("closes on a press outside it, not on one inside", async () => {
    render(<Harness />);
    await userEvent.click(screen.getByRole("button", { name: "Open" }));
    const dialog = screen.getByRole("dialog");
    fireEvent.mouseDown(dialog);
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    fireEvent.mouseDown(dialog.parentElement!);
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
