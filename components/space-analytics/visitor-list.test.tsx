/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import { VisitorList } from "./visitor-list";

const visitor = (pagesViewed: number) => ({
  email: `reader-${pagesViewed}@fund.example`,
  visits: 1,
  documentsOpened: 1,
  pagesViewed,
  downloads: 0,
  totalMs: 3000,
  lastSeen: new Date("2026-11-29T20:25:00Z"),
  timeline: [],
});

describe("VisitorList", () => {
  it("counts one page viewed in the singular, more in the plural", () => {
    render(<VisitorList visitors={[visitor(1), visitor(4)]} />);
    const [one, four] = screen.getAllByText(/opened ·/);
    expect(one.textContent).toContain("1 opened · 1 page ·");
    expect(four.textContent).toContain("1 opened · 4 pages ·");
  });
});
