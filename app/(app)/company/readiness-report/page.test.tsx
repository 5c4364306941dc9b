import { renderToStaticMarkup } from "react-dom/server";
import { getDb } from "@/lib/db";
import { dashboardReadiness, getReadiness } from "@/lib/company/readiness";
import { listPhases } from "@/lib/data/checklist";
import { createTestUser } from "@/tests/helpers/auth";
import { setupTestDatabase } from "@/tests/helpers/db";
import { createTestCompany, createTestPhase } from "@/tests/helpers/workspace";
import { setRequestCookie } from "@/tests/perf/server-tree";

jest.mock("next/headers", () => jest.requireActual("@/tests/perf/next-headers-stub"));

import ReadinessReportPage from "./page";

jest.setTimeout(60_000);
setupTestDatabase();

const held = (taskId: string, index: number, extra: Record<string, unknown> = {}) => ({
  [`${taskId}-doc-${index}`]: {
    id: `${taskId}-doc-${index}`,
    name: "x",
    completed: true,
    fileUrl: "/api/files/x",
    fileName: "x.pdf",
    uploadedAt: "2026-01-01T00:00:00.000Z",
    ...extra,
  },
});

async function render(cookie: string | undefined): Promise<string> {
  setRequestCookie(cookie);
  return renderToStaticMarkup(await ReadinessReportPage());
}

/** An Indian founder (foreign investors, founded 2020) with one controlled phase: high task half held (one expired), low task empty. */
async function founderWithProgress() {
  const user = await createTestUser();
  const company = await createTestCompany(user, { name: "Report Co" });
  const db = await getDb();
  await db.company.update({
    where: { id: company.id },
    data: { countryOfIncorporation: "IN", foreignInvestors: true, foundedDate: new Date("2020-01-15") },
  });
  const { phase, tasks } = await createTestPhase(["Why.\n- Share register\n- Trade licence\n- Board minutes", "Why.\n- Lease deed"]);
  await db.task.update({ where: { id: tasks[0].id }, data: { priority: "high" } });
  await db.task.update({ where: { id: tasks[1].id }, data: { priority: "low" } });
  await db.companyProgress.create({
    data: {
      companyId: company.id,
      taskId: tasks[0].id,
      documents: { ...held(tasks[0].id, 0), ...held(tasks[0].id, 1, { expiresOn: "2026-01-01" }), ...held(tasks[0].id, 2) },
    },
  });
  return { user, company, phase, tasks };
}

describe("GET /company/readiness-report (server-rendered)", () => {
  it("shows score, formula, per-section scores, gaps, expired items, flags and the date", async () => {
    const { user, phase } = await founderWithProgress();
    const html = await render(user.cookie);
    expect(html).toContain("Readiness report");
    expect(html).toContain("Report Co");
    expect(html).toMatch(/Generated on <time dateTime="\d{4}-/);
    expect(html).toContain("How is this calculated?");
    expect(html).toContain("Score = 100 × Σ (weight × held ÷ required) ÷ Σ weight");
    // The controlled phase: high (3) holds 2 of 3 valid (one expired), low (1) holds 0 of 1: (3 × 2/3 + 1 × 0) / 4 = 50.
    expect(html).toMatch(new RegExp(`${phase.name}</th><td[^>]*>2 / 4</td><td[^>]*>50%</td>`));
    expect(html).toContain("Trade licence");
    expect(html).toContain("Lease deed");
    expect(html).toContain(`href="/phase/${phase.id}?task=`);
    expect(html).toContain("Expired and expiring documents");
    expect(html).toContain("Jan 1, 2026");
    expect(html).toContain("Risk flags (rule-based checks)");
    expect(html).toContain("Lapsed licence or certificate");
    expect(html).toContain("Foreign investment without allotment reporting");
    expect(html).toContain("No annual return after the first year");
    expect(html).toContain("Print / Save as PDF");
    expect(html).not.toMatch(/\bAI\b/);
  });

  it("leads with the next five actions worth the most points, and its sections' points add up to Readiness", async () => {
    const { user } = await founderWithProgress();
    const html = await render(user.cookie);
    const actionsAt = html.indexOf("Next 5 actions worth the most points");
    expect(actionsAt).toBeGreaterThan(0);
    expect(actionsAt).toBeLessThan(html.indexOf('data-testid="report-score"'));
    const actions = html.slice(actionsAt).match(/<ol[^>]*aria-label="Next actions"[^>]*>([\s\S]*?)<\/ol>/)![1]!;
    const gains = [...actions.matchAll(/\+(\d+\.\d) pts/g)].map((m) => Number(m[1]));
    expect(gains).toHaveLength(5);
    expect(gains).toEqual([...gains].sort((a, b) => b - a));
    expect(html).toContain("the sections&#x27; points add up to your overall Readiness");
    const overall = Number(html.match(/data-testid="report-score">([\d.]+)</)![1]);
    const body = html.slice(html.indexOf("Readiness per section"));
    const rows = [...body.slice(0, body.indexOf("<tfoot")).matchAll(/>([\d.]+) of ([\d.]+)<\/td>/g)];
    expect(rows.length).toBeGreaterThan(1);
    const tenths = (values: string[]) => values.reduce((sum, v) => sum + Math.round(Number(v) * 10), 0);
    expect(tenths(rows.map((m) => m[1]!))).toBe(Math.round(overall * 10));
    expect(tenths(rows.map((m) => m[2]!))).toBe(1000);
    expect(body).toContain(`${overall} of 100`);
  });

  it("never shows another company's progress", async () => {
    const { phase } = await founderWithProgress();
    const other = await createTestUser();
    await createTestCompany(other, { name: "Other Co" });
    const html = await render(other.cookie);
    expect(html).toContain("Other Co");
    expect(html).not.toContain("Report Co");
    expect(html).toMatch(new RegExp(`${phase.name}</th><td[^>]*>0 / 4</td><td[^>]*>0%</td>`));
    expect(html).not.toContain("Lapsed licence or certificate");
  });

  it("is a 404 for a signed-in user without a company", async () => {
    const user = await createTestUser();
    await expect(render(user.cookie)).rejects.toMatchObject({ digest: expect.stringMatching(/404/) });
  });

  it("sends a signed-out visitor to sign in", async () => {
    await expect(render(undefined)).rejects.toMatchObject({ digest: expect.stringMatching(/^NEXT_REDIRECT/) });
  });
});

describe("dashboard readiness", () => {
  it("keeps the top five gaps and the full count", async () => {
    const { company } = await founderWithProgress();
    const row = await (await getDb()).company.findUniqueOrThrow({ where: { id: company.id } });
    const readiness = await getReadiness({ company: row, phaseIds: (await listPhases()).map((p) => p.id) });
    const dashboard = dashboardReadiness(readiness);
    expect(readiness.summary.gaps.length).toBeGreaterThan(5);
    expect(dashboard.gaps).toEqual(readiness.summary.gaps.slice(0, 5));
    expect(dashboard.gapCount).toBe(readiness.summary.gaps.length);
    expect(dashboard.gaps.every((gap) => gap.weight === 3)).toBe(true);
    expect(readiness.expiring.map((item) => item.name)).toEqual(["Trade licence"]);
  });
});
