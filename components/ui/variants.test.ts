import { readFileSync } from "node:fs";
import path from "node:path";
import { BADGE_VARIANTS, BUTTON_VARIANTS, badgeVariants, buttonVariants } from "./variants";

const css = readFileSync(path.join(process.cwd(), "app/globals.css"), "utf8");
/** The class names globals.css gives a rule of their own (`.btn-outline {`). */
const defined = new Set([...css.matchAll(/^\s*\.([a-z][a-z0-9-]*)\s*\{/gm)].map((m) => m[1]));

describe("button and badge variants", () => {
  const classes = [
    "btn",
    "badge",
    ...Object.values(BUTTON_VARIANTS).flatMap((group) => Object.values(group)),
    ...Object.values(BADGE_VARIANTS).flatMap((group) => Object.values(group)),
  ];

  it.each(classes)("globals.css defines .%s", (name) => {
    expect(defined).toContain(name);
  });

  it("names the base, the variant and the size, then the caller's classes", () => {
    expect(buttonVariants()).toBe("btn btn-default btn-md");
    expect(buttonVariants({ variant: "outline", size: "sm", className: "self-start" })).toBe("btn btn-outline btn-sm self-start");
    expect(badgeVariants({ variant: "secondary" })).toBe("badge badge-secondary");
  });

  it("a size's rule comes after the base's, so its gap and radius win", () => {
    expect(css.indexOf(".btn-sm {")).toBeGreaterThan(css.indexOf(".btn {"));
    expect(css.indexOf(".badge-secondary {")).toBeGreaterThan(css.indexOf(".badge {"));
  });
});
