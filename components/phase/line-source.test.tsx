/** @jest-environment jsdom */
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { RoleProvider } from "@/components/company/role-context";
import { DocumentRow } from "./document-row";
import { taskDocumentRows } from "./document-state";

const SOURCE = "Companies Act 2013, s. 7(2); Companies (Incorporation) Rules 2014, r. 18 (Form INC-11)";
const [sourced, unsourced] = taskDocumentRows(
  "task-1",
  "- Certificate of Incorporation (INC-11) showing the CIN\n- Cap table",
  {},
  [],
  [{ index: 0, source: SOURCE, asOf: "2026-11-29" }],
);

function renderRows() {
  const noop = jest.fn();
  const handlers = { onUpload: noop, onMarkOptional: noop, onRemove: noop };
  render(
    <RoleProvider role="owner">
      <ul>
        <DocumentRow row={sourced!} {...handlers} />
        <DocumentRow row={unsourced!} {...handlers} />
      </ul>
    </RoleProvider>,
  );
}

describe("the source of a document line", () => {
  it("opens from an info button on a sourced line, with the source and the date it was last reviewed", async () => {
    renderRows();
    const row = screen.getByRole("listitem", { name: "Certificate of Incorporation (INC-11) showing the CIN" });
    await userEvent.click(within(row).getByRole("button", { name: "Source of Certificate of Incorporation (INC-11) showing the CIN" }));
    const popover = await screen.findByRole("dialog");
    expect(popover).toHaveTextContent(SOURCE);
    expect(popover).toHaveTextContent("Last reviewed Nov 29, 2026");
  });

  it("opens with the keyboard and closes with Escape, giving focus back to the button", async () => {
    renderRows();
    const button = screen.getByRole("button", { name: "Source of Certificate of Incorporation (INC-11) showing the CIN" });
    button.focus();
    await userEvent.keyboard("{Enter}");
    expect(await screen.findByRole("dialog")).toHaveTextContent(SOURCE);
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(button).toHaveFocus();
  });

  it("shows no source and no date on a line without one", () => {
    renderRows();
    const row = screen.getByRole("listitem", { name: "Cap table" });
    expect(within(row).queryByRole("button", { name: /^Source of/ })).not.toBeInTheDocument();
    expect(row).not.toHaveTextContent(/Last reviewed/);
    expect(screen.getAllByRole("button", { name: /^Source of/ })).toHaveLength(1);
  });
});
