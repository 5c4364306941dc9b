/** @jest-environment jsdom */
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { PrioritySelect } from "./priority-select";

const LABEL = "Priority for Incorporation documents";

// jsdom has no layout: Radix Select scrolls the chosen option into view and captures the pointer.
beforeAll(() => {
  Element.prototype.scrollIntoView = jest.fn();
  Element.prototype.hasPointerCapture = jest.fn(() => false);
  Element.prototype.releasePointerCapture = jest.fn();
});

/** A mouse press (jsdom's events carry no pointerType). */
function press(target: Element) {
  const event = new MouseEvent("pointerdown", { bubbles: true, cancelable: true, button: 0 });
  Object.defineProperty(event, "pointerType", { value: "mouse" });
  fireEvent(target, event);
}

function renderSelect(props: Partial<Parameters<typeof PrioritySelect>[0]> = {}) {
  const onChange = jest.fn();
  render(<PrioritySelect value="high" onChange={onChange} label={LABEL} {...props} />);
  return { onChange };
}

describe("PrioritySelect", () => {
  it("reads as a closed select with its value before anyone presses it, without Radix's listbox", () => {
    renderSelect();
    const trigger = screen.getByRole("combobox", { name: LABEL });
    expect(trigger).toHaveAttribute("aria-expanded", "false");
    expect(trigger).toHaveTextContent("High");
    expect(trigger).not.toHaveAttribute("aria-controls");
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
  });

  it("opens from the keyboard and the choice reaches onChange", async () => {
    const { onChange } = renderSelect();
    screen.getByRole("combobox", { name: LABEL }).focus();
    await userEvent.keyboard("{Enter}");
    const listbox = await screen.findByRole("listbox");
    expect(listbox).toBeInTheDocument();
    expect(screen.getAllByRole("option").map((o) => o.textContent)).toEqual(["High", "Medium", "Low"]);
    fireEvent.click(screen.getByRole("option", { name: "Medium" }));
    await waitFor(() => expect(onChange).toHaveBeenCalledWith("medium"));
    expect(screen.getByRole("combobox", { name: LABEL })).toBeInTheDocument();
  });

  it("opens on a mouse press, as Radix's trigger does", async () => {
    renderSelect({ value: "low" });
    press(screen.getByRole("combobox", { name: LABEL }));
    expect(await screen.findByRole("listbox")).toBeInTheDocument();
    expect(screen.getByRole("combobox", { name: LABEL, hidden: true })).toHaveAttribute("aria-expanded", "true");
  });

  it("stays shut when disabled or still loading", async () => {
    renderSelect({ disabled: true });
    const trigger = screen.getByRole("combobox", { name: LABEL });
    expect(trigger).toBeDisabled();
    press(trigger);
    fireEvent.keyDown(trigger, { key: "Enter" });
    expect(screen.queryByRole("listbox")).not.toBeInTheDocument();
  });
});
