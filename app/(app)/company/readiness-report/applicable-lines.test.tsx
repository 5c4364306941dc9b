import { renderToStaticMarkup } from "react-dom/server";
import { getDb } from "@/lib/db";
import { createTestUser } from "@/tests/helpers/auth";
import { setupTestDatabase } from "@/tests/helpers/db";
import { createTestCompany } from "@/tests/helpers/workspace";
import { setRequestCookie } from "@/tests/perf/server-tree";

jest.mock("next/headers", () => jest.requireActual("@/tests/perf/next-headers-stub"));

import ReadinessReportPage from "./page";

jest.setTimeout(60_000);
setupTestDatabase();

// The report's gaps list every required document the company lacks: only the lines its checklist shows.
const INDIA_ONLY = "Beneficiary position (BENPOS) statement from the registrar and transfer agent";
const CORE = "Fully diluted capitalisation table, reconciled to the register of members";

async function reportFor(country: string): Promise<string> {
  const user = await createTestUser();
  const company = await createTestCompany(user);
  const db = await getDb();
  await db.company.update({ where: { id: company.id }, data: { countryOfIncorporation: country } });
  setRequestCookie(user.cookie);
  return renderToStaticMarkup(await ReadinessReportPage());
}

describe("GET /company/readiness-report lists the company's applicable lines only", () => {
  it("lists an India-only document as a gap for an Indian company and not for a US one", async () => {
    const india = await reportFor("IN");
    expect(india).toContain(INDIA_ONLY);
    const us = await reportFor("US");
    expect(us).toContain(CORE);
    expect(us).not.toContain(INDIA_ONLY);
    expect(us).not.toContain("BENPOS");
  });
});
