/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import { Save } from "lucide-react";
import { Button } from "./button";

describe("Button pending", () => {
  it("is disabled, busy and shows a spinner in place of its icon, keeping its name", () => {
    render(
      <Button pending>
        <Save aria-hidden="true" />
        Saving...
      </Button>,
    );
    const button = screen.getByRole("button", { name: "Saving..." });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute("aria-busy", "true");
    expect(button.querySelector('[data-slot="spinner"]')).not.toBeNull();
    expect(button.className).toContain("[&>svg]:hidden");
  });

  it("is a plain enabled button when not pending, and keeps its own disabled", () => {
    const { rerender } = render(<Button>Save</Button>);
    const button = screen.getByRole("button", { name: "Save" });
    expect(button).toBeEnabled();
    expect(button).not.toHaveAttribute("aria-busy");
    expect(button.querySelector('[data-slot="spinner"]')).toBeNull();
    rerender(<Button disabled>Save</Button>);
    expect(button).toBeDisabled();
  });

  it("never adds a spinner to a link drawn as a button (asChild takes one child)", () => {
    render(
      <Button asChild pending>
        <a href="https://example.com/deck">Open</a>
      </Button>,
    );
    const link = screen.getByRole("link", { name: "Open" });
    expect(link).toHaveAttribute("aria-busy", "true");
    expect(link.querySelector('[data-slot="spinner"]')).toBeNull();
  });
});
