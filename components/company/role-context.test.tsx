/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { DocumentRow } from "@/components/phase/document-row";
import { taskDocumentRows } from "@/components/phase/document-state";
import { TaskNotes } from "@/components/phase/task-notes";
import type { Role } from "@/lib/team/rules/roles";
import { RoleProvider, ViewOnlyBadge } from "./role-context";

const [pending] = taskDocumentRows("task-1", "- Certificate of incorporation", {});
const noop = () => undefined;

function renderAs(role: Role | null, children: ReactNode) {
  return render(<RoleProvider role={role}>{children}</RoleProvider>);
}

describe("role-aware workspace controls", () => {
  it.each([
    ["owner", true],
    ["editor", true],
    ["viewer", false],
    [null, false],
  ] as const)("a %p member sees the document's write buttons: %p", async (role, writes) => {
    renderAs(
      role,
      <ul>
        <DocumentRow row={pending!} onUpload={noop} onMarkOptional={noop} onMarkNotApplicable={noop} onRemove={noop} />
      </ul>,
    );
    // Mark Optional and Not applicable live in the row's "More actions" menu, shown to writers only.
    for (const name of [/Upload Document/, /More actions/]) {
      expect(Boolean(screen.queryByRole("button", { name }))).toBe(writes);
    }
    if (!writes) return;
    await userEvent.click(screen.getByRole("button", { name: /More actions/ }));
    for (const name of [/Mark Optional/, /Not applicable/]) expect(await screen.findByRole("menuitem", { name })).toBeInTheDocument();
  });

  it("a viewer reads notes without a Save button, an editor can save", () => {
    const { unmount } = renderAs("viewer", <TaskNotes notes="Lives in the drive" onSave={async () => true} />);
    expect(screen.getByRole("textbox")).toHaveAttribute("readonly");
    expect(screen.queryByRole("button", { name: "Save Notes" })).toBeNull();
    unmount();
    renderAs("editor", <TaskNotes notes="Lives in the drive" onSave={async () => true} />);
    expect(screen.getByRole("textbox")).not.toHaveAttribute("readonly");
    expect(screen.getByRole("button", { name: "Save Notes" })).toBeInTheDocument();
  });

  it("shows the View only badge to a viewer only", () => {
    const { unmount } = renderAs("viewer", <ViewOnlyBadge />);
    expect(screen.getByTestId("view-only")).toHaveTextContent("View only");
    unmount();
    renderAs("editor", <ViewOnlyBadge />);
    expect(screen.queryByTestId("view-only")).toBeNull();
  });
});
