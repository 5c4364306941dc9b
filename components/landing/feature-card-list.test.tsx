/** @jest-environment jsdom */
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { FeatureCardList } from "./feature-card-list";
import type { FeatureCardData } from "./feature-card-types";

const cards: FeatureCardData[] = [
  {
    slug: "legal",
    title: "Legal Due Diligence",
    summary: "Prove the company exists.",
    icon: "file-contract",
    color: "blue",
    categoriesLabel: "7 categories",
    documentsLabel: "120+",
    categories: [{ category: "Incorporation", documents: ["Certificate of Incorporation"] }],
  },
  {
    slug: "financial",
    title: "Financial Due Diligence",
    summary: "Show the numbers.",
    icon: "calculator",
    color: "green",
    categoriesLabel: "4 categories",
    documentsLabel: "80+",
    categories: [{ category: "Banking", documents: ["Bank statements for 24 months"] }],
  },
];

const toggle = (title: string) => screen.getByRole("button", { name: new RegExp(`about ${title}`) });

describe("FeatureCardList", () => {
  it("starts closed, with Learn More on every card and the details hidden", () => {
    render(<FeatureCardList cards={cards} />);
    for (const card of cards) {
      const button = toggle(card.title);
      expect(button).toHaveAttribute("aria-expanded", "false");
      expect(button).toHaveTextContent("Learn More");
      expect(document.getElementById(button.getAttribute("aria-controls")!)).not.toBeVisible();
    }
    expect(screen.getByText("7 categories")).toBeInTheDocument();
    expect(screen.getByText("120+ documents")).toBeInTheDocument();
  });

  it("keeps at most one card open and toggles Learn More / Hide Details", async () => {
    const user = userEvent.setup();
    render(<FeatureCardList cards={cards} />);

    await user.click(toggle("Legal Due Diligence"));
    expect(toggle("Legal Due Diligence")).toHaveAttribute("aria-expanded", "true");
    expect(toggle("Legal Due Diligence")).toHaveTextContent("Hide Details");
    const legalPanel = screen.getByRole("region", { name: "Legal Due Diligence" });
    expect(within(legalPanel).getByText("Certificate of Incorporation")).toBeVisible();

    await user.click(toggle("Financial Due Diligence"));
    expect(toggle("Financial Due Diligence")).toHaveAttribute("aria-expanded", "true");
    expect(toggle("Financial Due Diligence")).toHaveTextContent("Hide Details");
    expect(toggle("Legal Due Diligence")).toHaveAttribute("aria-expanded", "false");
    expect(toggle("Legal Due Diligence")).toHaveTextContent("Learn More");
    expect(screen.getByText("Certificate of Incorporation")).not.toBeVisible();

    await user.click(toggle("Financial Due Diligence"));
    expect(toggle("Financial Due Diligence")).toHaveAttribute("aria-expanded", "false");
    expect(screen.getByText("Bank statements for 24 months")).not.toBeVisible();
  });

  it("toggles from the keyboard", async () => {
    const user = userEvent.setup();
    render(<FeatureCardList cards={cards} />);
    toggle("Legal Due Diligence").focus();
    await user.keyboard("{Enter}");
    expect(toggle("Legal Due Diligence")).toHaveAttribute("aria-expanded", "true");
  });
});
