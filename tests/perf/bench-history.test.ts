import { comparable, renderHistory, type Row } from "@/bench/history";
import type { Endpoint, LoadResult } from "@/bench/load";

const endpoint = (name: string, kind: Endpoint["kind"] = "read"): Endpoint => ({ name, kind, path: `/${name}` });
const result = (rps: number, extra: Partial<LoadResult> = {}): LoadResult => ({
  rps,
  p50: 10,
  p99: 100,
  requests: rps * 10,
  non2xx: 0,
  errors: 0,
  ...extra,
});
const row = (name: string, baseline: string, pairs: [number, number][], extra: Partial<LoadResult> = {}): Row => ({
  name,
  baseline,
  rounds: pairs.map(([a, b]) => ({ a: result(a), b: result(b, extra) })),
});
/** The cells of the table row that starts with `name`. */
const cells = (markdown: string, name: string) =>
  markdown
    .split("\n")
    .find((l) => l.startsWith(`| ${name} `))!
    .split(" | ")
    .map((c) => c.replace(/^\| |\s*\|$/g, "").trim());

describe("bench/history.ts, this checkout against an earlier commit", () => {
  it("compares only the endpoints both versions have, without the reference page and the second baseline runs", () => {
    const a = [endpoint("bare handler", "baseline"), endpoint("GET /api/phases"), endpoint("bare handler (again)", "baseline")];
    const b = [...a, endpoint("GET /api/search?q="), endpoint("signed-in page, nav only (reference)", "reference")];
    expect(comparable(a, b).map(([ea, eb]) => [ea.name, eb.name])).toEqual([
      ["bare handler", "bare handler"],
      ["GET /api/phases", "GET /api/phases"],
    ]);
  });

  it("gives the median of the rounds' B/A ratios and each side's ratio to its own baseline", () => {
    const markdown = renderHistory({
      rev: "a".repeat(40),
      head: "bbbbbbb",
      started: "s",
      ended: "e",
      postgres: "15",
      rows: [
        row("bare page", "bare page", [
          [100, 150],
          [100, 150],
          [100, 150],
        ]),
        row("page /", "bare page", [
          [20, 40],
          [25, 30],
          [20, 60],
        ]),
        row("POST /api/progress", "bare handler", [[100, 90]], { non2xx: 2 }),
      ],
    });
    const page = cells(markdown, "page /");
    // Ratios 2.00, 1.20, 3.00: the median is 2.00, whatever the medians of each side's figures say.
    expect(page[3]).toBe("**2.00** (2.00, 1.20, 3.00)");
    // A's median 20 of its bare page's 100, B's 40 of 150.
    expect(page[6]).toBe("20% → 27%");
    expect(cells(markdown, "bare page")[6]).toBe("– → –");
    // No bare handler row was measured: no ratio to it is made up.
    const progress = cells(markdown, "POST /api/progress (2 non-2xx or errors)");
    expect(progress[3]).toBe("**0.90** (0.90)");
    expect(progress[6]).toBe("– → –");
  });
});
