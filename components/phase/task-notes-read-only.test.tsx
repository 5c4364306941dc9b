/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import { RoleProvider } from "@/components/company/role-context";
import { TaskNotes } from "./task-notes";

describe("TaskNotes for a member who may not write", () => {
  it("is read-only and says there are no notes instead of prompting to write, with no Save", () => {
    render(
      <RoleProvider role="viewer">
        <TaskNotes notes="" onSave={jest.fn()} />
      </RoleProvider>,
    );
    const box = screen.getByRole("textbox", { name: "Notes & Comments" });
    expect(box).toHaveAttribute("readonly");
    expect(box).toHaveAttribute("placeholder", "No notes yet.");
    expect(screen.queryByRole("button", { name: "Save Notes" })).toBeNull();
  });

  it("keeps the writing prompt for a member who may write", () => {
    render(
      <RoleProvider role="editor">
        <TaskNotes notes="" onSave={jest.fn()} />
      </RoleProvider>,
    );
    expect(screen.getByRole("textbox", { name: "Notes & Comments" }).getAttribute("placeholder")).toMatch(/^Add context for your team/);
  });
});
