import { isValidElement, type ReactElement, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { Providers } from "@/components/providers";
import { getDb } from "@/lib/db";
import { listPhases } from "@/lib/data/checklist";
import { createTestUser } from "@/tests/helpers/auth";
import { setupTestDatabase } from "@/tests/helpers/db";
import { createTestCompany, createTestPhase } from "@/tests/helpers/workspace";
import { setRequestCookie } from "@/tests/perf/server-tree";

jest.mock("next/headers", () => jest.requireActual("@/tests/perf/next-headers-stub"));
// The client components read the router; outside a Next request there is none.
jest.mock("next/navigation", () => ({
  ...jest.requireActual("next/navigation"),
  useSearchParams: () => new URLSearchParams(),
  usePathname: () => "/",
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), refresh: jest.fn(), prefetch: jest.fn(), back: jest.fn() }),
}));

import HomePage from "@/app/(app)/dashboard/page";
import ReadinessReportPage from "@/app/(app)/company/readiness-report/page";
import PhasePage from "./page";

jest.setTimeout(60_000);
setupTestDatabase();

/** Calls the async (server) components at the top of a page's tree, as a request would, down to the first client one. */
async function resolveServer(node: ReactNode | Promise<ReactNode>): Promise<ReactNode> {
  const value = await node;
  if (!isValidElement(value)) return value;
  const { type, props } = value as ReactElement<Record<string, unknown>>;
  if (typeof type === "function" && type.constructor.name === "AsyncFunction") {
    return resolveServer((type as (p: unknown) => Promise<ReactNode>)(props));
  }
  return value;
}

/** The first HTML of a page, as the server renders it before any script runs. */
async function html(page: Promise<ReactNode> | ReactNode, wrap = false): Promise<string> {
  const tree = await resolveServer(page);
  return renderToStaticMarkup(wrap ? <Providers>{tree}</Providers> : tree);
}

/** The markup of the first link to /phase/{id} in `markup`. */
function phaseLink(markup: string, phaseId: string): string {
  const at = markup.indexOf(`href="/phase/${phaseId}"`);
  expect(at).toBeGreaterThan(-1);
  return markup.slice(at, markup.indexOf("</a>", at));
}

/** The figure a phase's link shows (its Readiness bar's text), from the link to /phase/{id} inside `scope`. */
function phaseFigure(markup: string, phaseId: string): string {
  const link = phaseLink(markup, phaseId);
  const figures = [...link.matchAll(/>(\d+(?:\.\d)?%|–)</g)].map((m) => m[1]);
  expect(figures).toHaveLength(1);
  return figures[0]!;
}

/** A phase name as the HTML spells it, as a pattern. */
const asPattern = (name: string) =>
  name
    .replace(/&/g, "&amp;")
    .replace(/'/g, "&#x27;")
    .replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

describe("one Readiness per phase on the dashboard, the phase page and the report", () => {
  it("the phase page's sidebar shows each phase's dashboard Readiness, for a company with one document held", async () => {
    const user = await createTestUser();
    const company = await createTestCompany(user, { name: "One Doc Co" });
    const db = await getDb();
    await db.company.update({ where: { id: company.id }, data: { countryOfIncorporation: "US", stage: "seed" } });
    // A phase of one task with two documents, one of them held: that phase's Readiness is 50%.
    const { phase, tasks } = await createTestPhase(["Why.\n- Stock ledger\n- Board consents"]);
    const key = `${tasks[0].id}-doc-0`;
    await db.companyProgress.create({
      data: {
        companyId: company.id,
        taskId: tasks[0].id,
        documents: { [key]: { id: key, name: "Stock ledger", completed: true, fileUrl: "/api/files/x", fileName: "ledger.pdf" } },
      },
    });
    setRequestCookie(user.cookie);

    const dashboard = await html(HomePage());
    const phasePage = await html(PhasePage({ params: Promise.resolve({ phaseId: phase.id }) }), true);
    const sidebar = phasePage.slice(phasePage.indexOf('<nav aria-label="Documentation Sections"'));
    const report = await html(ReadinessReportPage());

    expect(phaseFigure(dashboard, phase.id)).toBe("50%");
    const phases = await listPhases();
    expect(phases.length).toBeGreaterThan(1);
    for (const { id, name } of phases) {
      const figure = phaseFigure(dashboard, id);
      expect({ name, sidebar: phaseFigure(sidebar, id) }).toEqual({ name, sidebar: figure });
      // Every section's task count is in the first HTML too, not only this phase's: nothing to draw
      // again when the browser's figures arrive.
      expect({ name, count: /\d+(<!-- -->)? of (<!-- -->)?\d+(<!-- -->)? tasks/.test(phaseLink(sidebar, id)) }).toEqual({ name, count: true });
      expect(report).toMatch(new RegExp(`${asPattern(name)}</th><td[^>]*>[^<]*</td><td[^>]*>${figure}</td>`));
    }
    // The phase page's own header carries the same figure; task completion is a count, never a percentage.
    expect(phasePage).toMatch(/data-testid="phase-readiness-score">Readiness (<!-- -->)?50%</);
    expect(sidebar.slice(0, sidebar.indexOf("</nav>"))).not.toMatch(/ progress"/);
  });
});
