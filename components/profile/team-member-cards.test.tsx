/** @jest-environment jsdom */
import { render, screen, within } from "@testing-library/react";
import { TEAM_CONFIG } from "./team-config";
import { toEntryValues } from "./team-form-values";
import { MemberCardGrid } from "./team-member-cards";

const investors = TEAM_CONFIG.investors;

function entries(config: typeof investors, members: Record<string, unknown>[]) {
  return members.map((m, index) => ({ entry: toEntryValues(config, m), index }));
}

describe("MemberCardGrid", () => {
  it("shows only entries that have a name, with amounts in dollars and equity in percent", () => {
    render(
      <MemberCardGrid
        config={investors}
        entries={entries(investors, [
          { id: "i1", name: "Jane Doe", firm: "Northstar", investmentAmount: "1250000.00", equityPercentage: "12.50", leadInvestor: true },
          { id: "i2", name: "   ", firm: "Ghost Fund", investmentAmount: "10.00" },
          { id: "i3", name: "Bob", investmentAmount: "999.50", email: "bob@example.com", linkedinUrl: "linkedin.com/in/bob" },
        ])}
        onEdit={jest.fn()}
        onRemove={jest.fn()}
      />,
    );
    const cards = screen.getAllByRole("listitem");
    expect(cards).toHaveLength(2);
    expect(screen.queryByText("Ghost Fund")).not.toBeInTheDocument();
    const jane = within(cards[0]);
    expect(jane.getByText("$1,250,000")).toBeInTheDocument();
    expect(jane.getByText("12.5%")).toBeInTheDocument();
    expect(jane.getByText("Lead Investor")).toBeInTheDocument();
    const bob = within(cards[1]);
    expect(bob.getByText("$999.50")).toBeInTheDocument();
    expect(bob.getByRole("link", { name: "bob@example.com" })).toHaveAttribute("href", "mailto:bob@example.com");
    const linkedin = bob.getByRole("link", { name: /LinkedIn/ });
    expect(linkedin).toHaveAttribute("href", "https://linkedin.com/in/bob");
    expect(linkedin).toHaveAttribute("rel", "noopener noreferrer");
    expect(linkedin).toHaveAttribute("target", "_blank");
    expect(screen.getByRole("button", { name: "Remove Bob" })).toBeInTheDocument();
  });

  it("never links an unsafe LinkedIn value", () => {
    const founders = TEAM_CONFIG.founders;
    render(
      <MemberCardGrid
        config={founders}
        entries={entries(founders, [{ id: "f1", name: "Eve", linkedinUrl: "javascript:alert(1)", equityPercentage: "40.00" }])}
        onEdit={jest.fn()}
        onRemove={jest.fn()}
      />,
    );
    expect(screen.queryByRole("link")).not.toBeInTheDocument();
    expect(screen.getByText("40%")).toBeInTheDocument();
  });

  it("says so when there is nobody yet", () => {
    render(<MemberCardGrid config={investors} entries={[]} onEdit={jest.fn()} onRemove={jest.fn()} />);
    expect(screen.getByText("No investors added yet.")).toBeInTheDocument();
  });
});
