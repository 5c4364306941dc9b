/** @jest-environment jsdom */
import { useState } from "react";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Link2, MinusCircle } from "lucide-react";
import { RowMenu } from "./row-menu";

const LABEL = "More actions for Cap table";

function Harness({ onMark = jest.fn(), disabled = false }: { onMark?: () => void; disabled?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Menu key
      </button>
      <RowMenu
        documentName="Cap table"
        open={open}
        onOpenChange={setOpen}
        disabled={disabled}
        actions={[
          { label: "Add link", icon: Link2, onSelect: jest.fn() },
          { label: "Mark Optional", icon: MinusCircle, onSelect: onMark },
        ]}
      />
    </>
  );
}

/** A mouse press (jsdom's events carry no pointerType). */
function press(target: Element) {
  const event = new MouseEvent("pointerdown", { bubbles: true, cancelable: true, button: 0 });
  Object.defineProperty(event, "pointerType", { value: "mouse" });
  fireEvent(target, event);
}

describe("RowMenu: a plain button until first opened", () => {
  it("reads as a closed menu button, with no Radix menu mounted yet", () => {
    render(<Harness />);
    const trigger = screen.getByRole("button", { name: LABEL });
    expect(trigger).toHaveAttribute("aria-haspopup", "menu");
    expect(trigger).toHaveAttribute("aria-expanded", "false");
    // Radix's trigger carries an id for its menu to point at; the stand-in has none.
    expect(trigger).not.toHaveAttribute("id");
    expect(screen.queryByRole("menu")).not.toBeInTheDocument();
  });

  it("opens on a mouse press and runs the item chosen", async () => {
    const onMark = jest.fn();
    render(<Harness onMark={onMark} />);
    press(screen.getByRole("button", { name: LABEL }));
    await screen.findByRole("menu");
    expect(screen.getByRole("button", { name: LABEL, hidden: true })).toHaveAttribute("aria-expanded", "true");
    await userEvent.click(screen.getByRole("menuitem", { name: "Mark Optional" }));
    expect(onMark).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole("menu")).not.toBeInTheDocument());
  });

  it("opens from the keyboard with the first item focused, and gives focus back to its button on Escape", async () => {
    render(<Harness />);
    screen.getByRole("button", { name: LABEL }).focus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(screen.getByRole("menuitem", { name: "Add link" })).toHaveFocus());
    await userEvent.keyboard("{ArrowDown}");
    expect(screen.getByRole("menuitem", { name: "Mark Optional" })).toHaveFocus();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("menu")).not.toBeInTheDocument());
    expect(screen.getByRole("button", { name: LABEL })).toHaveFocus();
  });

  it("opens with its first item focused when the row opens it (the menu key)", async () => {
    render(<Harness />);
    fireEvent.click(screen.getByRole("button", { name: "Menu key" }));
    await waitFor(() => expect(screen.getByRole("menuitem", { name: "Add link" })).toHaveFocus());
  });

  it("stays shut while the row saves", () => {
    render(<Harness disabled />);
    const trigger = screen.getByRole("button", { name: LABEL });
    expect(trigger).toBeDisabled();
    press(trigger);
    fireEvent.keyDown(trigger, { key: "Enter" });
    expect(screen.queryByRole("menu")).not.toBeInTheDocument();
  });
});
