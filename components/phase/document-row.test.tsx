/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { RoleProvider } from "@/components/company/role-context";
import { DocumentRow } from "./document-row";
import { taskDocumentRows } from "./document-state";

const [pending] = taskDocumentRows("task-1", "- Certificate of incorporation", {});

function renderRow(handlers: { onUpload?: () => void } = {}) {
  const noop = jest.fn();
  render(
    <RoleProvider role="owner">
      <ul>
        <DocumentRow
          row={pending!}
          onUpload={handlers.onUpload ?? noop}
          onAddLink={noop}
          onMarkOptional={noop}
          onMarkNotApplicable={noop}
          onRemove={noop}
        />
      </ul>
    </RoleProvider>,
  );
  return screen.getByRole("listitem", { name: "Certificate of incorporation" });
}

describe("DocumentRow: one primary action, the rest in a menu", () => {
  it("shows Upload Document as its only button besides the menu", () => {
    renderRow();
    expect(screen.getAllByRole("button").map((b) => b.textContent || b.getAttribute("aria-label"))).toEqual([
      "Upload Document",
      "More actions for Certificate of incorporation",
    ]);
  });

  it("runs the primary action on Enter on the focused row", async () => {
    const onUpload = jest.fn();
    renderRow({ onUpload }).focus();
    await userEvent.keyboard("{Enter}");
    expect(onUpload).toHaveBeenCalledTimes(1);
  });

  it("opens the menu with Shift+F10 on the focused row, listing what a pending row can do", async () => {
    renderRow().focus();
    await userEvent.keyboard("{Shift>}{F10}{/Shift}");
    const items = (await screen.findAllByRole("menuitem")).map((item) => item.textContent);
    expect(items).toEqual(["Add link", "Mark Optional", "Not applicable"]);
  });
});
