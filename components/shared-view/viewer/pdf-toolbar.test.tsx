/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import { PdfToolbar, type ToolbarProps } from "./pdf-toolbar";

const noop = () => {};

function renderToolbar(patch: Partial<ToolbarProps> = {}) {
  const props: ToolbarProps = {
    page: 1,
    count: 5,
    shownScale: 1,
    zoom: { mode: "width" },
    thumbnails: false,
    fullscreen: false,
    canFind: true,
    finding: false,
    onGo: noop,
    onZoom: noop,
    onFit: noop,
    onThumbnails: noop,
    onFullscreen: noop,
    onFind: noop,
    ...patch,
  };
  return render(<PdfToolbar {...props} />);
}

/**
 * Lucide icons drawn as four corner brackets: side by side they read as one control whatever
 * their names (Scan and Maximize differ only in the brackets' length).
 */
const CORNER_BRACKETS = ["lucide-scan", "lucide-maximize", "lucide-minimize", "lucide-fullscreen", "lucide-maximize-2", "lucide-expand"];

/** The lucide icon a button draws (its `lucide-<name>` class). */
const iconOf = (name: string) => {
  const svg = screen.getByRole("button", { name }).querySelector("svg");
  return [...(svg?.classList ?? [])].find((c) => c.startsWith("lucide-"));
};

describe("PdfToolbar", () => {
  it("draws Fit page and Full screen with different icons, each keeping its name", () => {
    renderToolbar();
    const fitPage = iconOf("Fit page");
    const fullScreen = iconOf("Full screen");
    expect(fitPage).toBeDefined();
    expect(fullScreen).toBeDefined();
    expect(fitPage).not.toBe(fullScreen);
    // Full screen keeps the brackets; Fit page must not look like it.
    expect(CORNER_BRACKETS).toContain(fullScreen);
    expect(CORNER_BRACKETS).not.toContain(fitPage);
  });

  it("keeps them apart in full screen too (Minimize while full screen)", () => {
    renderToolbar({ fullscreen: true });
    expect(CORNER_BRACKETS).not.toContain(iconOf("Fit page"));
    expect(screen.getByRole("button", { name: "Full screen" })).toHaveAttribute("aria-pressed", "true");
  });
});
