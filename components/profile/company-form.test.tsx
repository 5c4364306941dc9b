/** @jest-environment jsdom */
import { screen } from "@testing-library/react";
import { renderWithQuery } from "@/tests/helpers/query-render";
import type { Company } from "@/lib/queries/company";
import { CompanyForm } from "./company-form";

jest.mock("sonner", () => ({ toast: { error: jest.fn(), success: jest.fn() } }));

function company(stage: string | null): Company {
  return {
    id: "c1",
    userId: "u1",
    name: "Acme",
    logoUrl: null,
    industry: null,
    stage,
    description: null,
    foundedDate: null,
    monthlyRevenue: null,
    employeeCount: null,
    previousFunding: null,
    targetFunding: null,
    createdAt: "2026-01-01T00:00:00.000Z",
    updatedAt: "2026-01-01T00:00:00.000Z",
  };
}

/** The stage choices as the form offers them (Radix mirrors them into a native select). */
function stageOptions(container: HTMLElement) {
  const stage = container.querySelector("select");
  return [...(stage?.querySelectorAll("option") ?? [])].map((o) => o.textContent).filter(Boolean);
}

describe("CompanyForm stage", () => {
  it("shows a stage typed as free text in onboarding ('Seed') once, as the known stage", () => {
    const { container } = renderWithQuery(<CompanyForm company={company("Seed")} />);
    expect(stageOptions(container).filter((label) => label === "Seed")).toHaveLength(1);
    expect(stageOptions(container)).toEqual(["Idea", "Pre-Seed", "Seed", "Series A", "Series B", "Series C+"]);
    expect(screen.getAllByRole("combobox")[0]).toHaveTextContent("Seed");
  });

  it("offers an unknown stage once, as its own option", () => {
    const { container } = renderWithQuery(<CompanyForm company={company("Pre-revenue")} />);
    expect(stageOptions(container)).toEqual(["Pre-revenue", "Idea", "Pre-Seed", "Seed", "Series A", "Series B", "Series C+"]);
    expect(screen.getAllByRole("combobox")[0]).toHaveTextContent("Pre-revenue");
  });
});

describe("CompanyForm limits", () => {
  it("shows the name and description limits before they are reached", () => {
    renderWithQuery(<CompanyForm company={company(null)} />);
    expect(screen.getByLabelText("Company Name *")).toHaveAttribute("maxLength", "200");
    expect(screen.getByLabelText("Company Name *")).toHaveAccessibleDescription("Characters used: 4/200");
    expect(screen.getByLabelText("Description")).toHaveAttribute("maxLength", "2000");
    expect(screen.getByText("0/2000")).toBeInTheDocument();
    expect(screen.getByLabelText("Industry")).toHaveAttribute("maxLength", "120");
  });
});
