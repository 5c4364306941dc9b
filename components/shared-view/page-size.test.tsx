/** @jest-environment jsdom */
import { render, within } from "@testing-library/react";
import type { VisitorItem, VisitorPayload } from "@/lib/visitor/schema";
import { SpaceContent } from "./space-content";

/*
 * A data room's markup per document: the 300-document visitor page held ~1.8 kB of DOM per row
 * when every row carried two full inline SVG icons and long utility lists. Rows now reference one
 * icon sprite and name their looks once (doc-rows.css); this keeps them small.
 */

const DOCUMENTS = 300;
const PHASES = ["Legal", "Financial", "Operations"];

function dataRoom(): VisitorPayload {
  const items: VisitorItem[] = Array.from({ length: DOCUMENTS }, (_, i) => ({
    id: `d${i}`,
    itemType: "document",
    order: i,
    itemData: {
      label: `Certificate of incorporation and memorandum ${i + 1}`,
      taskTitle: `Incorporation documents ${Math.floor(i / 3) + 1}`,
      category: `Section ${Math.floor(i / 30) + 1}`,
      phaseName: PHASES[Math.floor(i / 100)],
      fileUrl: `https://drive.example.com/acme/doc-${i + 1}`,
      fileName: "Link attached",
    },
  }));
  return {
    space: {
      name: "Three hundred documents",
      companyName: "Bulk Robotics",
      companyLogoUrl: null,
      showChecklistStatus: false,
      description: null,
      expiresAt: "2031-03-05T10:00:00.000Z",
      createdAt: "2031-03-01T10:00:00.000Z",
      isActive: true,
      itemCount: DOCUMENTS,
    },
    visitorToken: "t",
    visitorTokenExpiresAt: "2031-03-01T11:00:00.000Z",
    items,
  };
}

describe("the visitor page's markup for a 300-document data room", () => {
  it("stays small per document row, with every link, its name and its icon still there", () => {
    const { container } = render(<SpaceContent payload={dataRoom()} now={new Date("2031-03-02T00:00:00Z")} />);
    expect(container.querySelectorAll('a[href^="https://drive.example.com/acme/"]')).toHaveLength(DOCUMENTS);
    // Each link keeps its name and its note that it leaves the page (checked on one: 300 accessible names are slow in jsdom).
    const row = container.querySelector<HTMLElement>("li[data-scroll-unit=row]")!;
    expect(within(row).getByRole("link", { name: /Open link.*external link, opens in a new tab/ })).toBeInTheDocument();
    expect(container.querySelectorAll("li[data-scroll-unit=row] svg use")).toHaveLength(DOCUMENTS * 2);
    const bytes = container.innerHTML.length;
    const perRow = bytes / DOCUMENTS;
    console.log(`[visitor page, ${DOCUMENTS} documents] content markup ${(bytes / 1024).toFixed(1)} kB, ${perRow.toFixed(0)} bytes per document`);
    expect(perRow).toBeLessThan(1000);
  });
});
