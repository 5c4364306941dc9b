/** @jest-environment jsdom */
import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { TaskNotes } from "./task-notes";

describe("TaskNotes", () => {
  it("keeps Save disabled and hides the count while unchanged", () => {
    render(<TaskNotes notes="Filed with ROC" onSave={jest.fn()} />);
    const box = screen.getByRole("textbox", { name: "Notes & Comments" });
    expect(box).toHaveValue("Filed with ROC");
    expect(box).toHaveStyle({ minHeight: "80px" });
    expect(screen.getByRole("button", { name: "Save Notes" })).toBeDisabled();
    expect(screen.queryByText(/characters/)).not.toBeInTheDocument();
  });

  it("shows the character count once changed and saves the text", async () => {
    const onSave = jest.fn().mockResolvedValue(true);
    render(<TaskNotes notes="" onSave={onSave} />);
    await userEvent.type(screen.getByRole("textbox", { name: "Notes & Comments" }), "Hello");
    expect(screen.getByText("5 characters")).toBeInTheDocument();
    const save = screen.getByRole("button", { name: "Save Notes" });
    expect(save).toBeEnabled();
    await userEvent.click(save);
    expect(onSave).toHaveBeenCalledWith("Hello");
  });

  it("disables Save while saving and again when the text is back to the saved one", async () => {
    let finish: (ok: boolean) => void = () => {};
    const onSave = jest.fn(() => new Promise<boolean>((resolve) => (finish = resolve)));
    render(<TaskNotes notes="a" onSave={onSave} />);
    const box = screen.getByRole("textbox", { name: "Notes & Comments" });
    await userEvent.type(box, "b");
    await userEvent.click(screen.getByRole("button", { name: "Save Notes" }));
    expect(screen.getByRole("button", { name: "Saving..." })).toBeDisabled();
    finish(false);
    // A failed save keeps the draft so the founder can try again.
    await waitFor(() => expect(screen.getByRole("button", { name: "Save Notes" })).toBeEnabled());
    expect(box).toHaveValue("ab");
    await userEvent.type(box, "{Backspace}");
    expect(screen.getByRole("button", { name: "Save Notes" })).toBeDisabled();
  });
});
