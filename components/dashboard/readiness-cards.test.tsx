/** @jest-environment jsdom */
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Gap } from "@/lib/company/rules/readiness-score";
import type { RiskFlag } from "@/lib/checklist/risk-flags";
import { ReadinessCard } from "./readiness-card";
import { ReadinessScore } from "./readiness-score";
import { RiskFlagsCard } from "./risk-flags-card";
import { TopGapsCard } from "./top-gaps-card";

const gap = (n: number, extra: Partial<Gap> = {}): Gap => ({
  taskId: `task-${n}`,
  taskTitle: `Task ${n}`,
  phaseId: "phase-1",
  document: `Document ${n}`,
  index: 0,
  priority: "high",
  weight: 3,
  expired: false,
  gain: 1.25,
  ...extra,
});

const flag = (triggers: number): RiskFlag => ({
  id: "lapsed-document",
  title: "Lapsed licence or certificate",
  explanation: "A document you hold has passed its expiry date.",
  severity: "high",
  triggers: Array.from({ length: triggers }, (_, i) => ({
    taskId: `t${i}`,
    phaseId: "phase-1",
    taskTitle: `Task ${i}`,
    document: `Licence ${i}`,
    reason: "Expired on Jan 31, 2026",
  })),
});

describe("ReadinessCard", () => {
  it("shows Readiness as the one percentage, tasks as a count, the formula on demand and each section's points", async () => {
    render(
      <ReadinessCard
        overall={{ score: 42.5, held: 10, required: 40 }}
        completed={12}
        total={68}
        loading={false}
        details={
          <ReadinessScore
            phases={{ a: { score: 50, held: 5, required: 10 }, b: { score: null, held: 0, required: 0 } }}
            contributions={{ a: { points: 42.5, possible: 85 } }}
            phaseList={[
              { id: "a", name: "Legal" },
              { id: "b", name: "Empty" },
            ]}
          />
        }
      />,
    );
    expect(screen.getByRole("heading", { name: "Readiness" })).toBeInTheDocument();
    expect(screen.getByTestId("readiness-score-value")).toHaveTextContent("42.5");
    expect(screen.getByText("10 of 40 required documents held")).toBeInTheDocument();
    expect(screen.getByText("12 of 68 tasks completed")).toBeInTheDocument();
    // The only percentage on the card is Readiness's.
    expect(document.body.textContent!.match(/\d+(\.\d)?%/g)).toEqual(["42.5%"]);
    const trigger = screen.getByRole("button", { name: "How is this calculated?" });
    expect(trigger).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByText(/Score = 100/)).not.toBeInTheDocument();
    trigger.focus();
    await userEvent.keyboard("{Enter}");
    expect(trigger).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByText(/Score = 100 × Σ/)).toBeInTheDocument();
    expect(screen.getByText(/add up to your overall Readiness/)).toBeInTheDocument();
    expect(screen.getByLabelText("Weight per priority")).toHaveTextContent(/high\s*3\s*medium\s*2\s*low\s*1/i);
    const sections = within(screen.getByRole("list", { name: "Points per section" })).getAllByRole("listitem");
    expect(sections.map((li) => li.textContent)).toEqual(["Legal42.5 of 85 pts", "Empty–"]);
  });
});

describe("TopGapsCard", () => {
  it("links each gap to its task and offers the full report", () => {
    render(<TopGapsCard gaps={[gap(1), gap(2, { priority: "low", weight: 1, expired: true })]} gapCount={12} phaseNames={{ "phase-1": "Legal" }} />);
    expect(screen.getByRole("link", { name: "Document 1" })).toHaveAttribute("href", "/phase/phase-1?task=task-1");
    expect(screen.getByText("Task 1 · Legal")).toBeInTheDocument();
    expect(screen.getByText("high · weight 3")).toBeInTheDocument();
    expect(screen.getByText("Expired · +1.3 pts")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "All 12 gaps in the readiness report" })).toHaveAttribute("href", "/company/readiness-report");
  });

  it("says so when nothing is missing", () => {
    render(<TopGapsCard gaps={[]} gapCount={0} phaseNames={{}} />);
    expect(screen.getByText("No gaps: every required document is held.")).toBeInTheDocument();
  });
});

describe("RiskFlagsCard", () => {
  it("has an empty state that names the rule-based checks", () => {
    render(<RiskFlagsCard flags={[]} />);
    expect(screen.getByRole("heading", { name: "Risk flags" })).toBeInTheDocument();
    expect(screen.getByText("Rule-based checks")).toBeInTheDocument();
    expect(screen.getByText("No risks found by the rule-based checks")).toBeInTheDocument();
  });

  it("names the rule and at most three triggering items", () => {
    render(<RiskFlagsCard flags={[flag(5)]} />);
    expect(screen.getByText("Lapsed licence or certificate")).toBeInTheDocument();
    const items = within(screen.getByRole("list", { name: "Items that triggered Lapsed licence or certificate" })).getAllByRole("listitem");
    expect(items).toHaveLength(4);
    expect(items[3]).toHaveTextContent("and 2 more in the readiness report");
    expect(screen.getByRole("link", { name: "Licence 0" })).toHaveAttribute("href", "/phase/phase-1?task=t0");
    expect(document.body.textContent).not.toMatch(/\bAI\b/);
  });
});
