/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import { DocRow } from "./document-list";

const row = (fileUrl: string, fileName = "Link attached") =>
  render(
    <ul>
      <DocRow doc={{ key: "k", name: "Cap table", fileUrl, fileName }} />
    </ul>,
  );

describe("a document's external link on the visitor page", () => {
  it("names the site it goes to beside Open link, before the visitor taps it", () => {
    row("https://docs.google.com/spreadsheets/d/abc/edit");
    const link = screen.getByRole("link", { name: /Open link/ });
    expect(link).toHaveAttribute("href", "https://docs.google.com/spreadsheets/d/abc/edit");
    expect(screen.getByText("docs.google.com")).toBeInTheDocument();
    expect(link).toHaveTextContent(/Open link\s*docs\.google\.com/);
  });

  it("shows the host as text, never as markup", () => {
    const { container } = row("https://example.com/<b>x</b>");
    expect(screen.getByText("example.com")).toBeInTheDocument();
    expect(container.querySelector("b")).toBeNull();
  });

  it("adds no host to our own files (they open in the viewer or download)", () => {
    row("/api/shared/CODE_abcdefghijklmnopqrs/files/3f2b8c1e-1a2b-4c3d-8e9f-0123456789ab", "deck.pdf");
    const link = screen.getByRole("link", { name: /deck\. ?pdf/ });
    expect(link.textContent).not.toMatch(/\.(com|net|org)/);
    expect(link.querySelector(".doc-link-host")).toBeNull();
  });
});
