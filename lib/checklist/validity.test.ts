/** @jest-environment node */
import { checklist } from "./index";
import { resolveTaskLines, shippedValidityIndex } from "./metadata";
import { VALIDITY } from "./validity";

const lines = checklist.flatMap((phase) => phase.tasks.flatMap((task) => resolveTaskLines(task).map((line) => ({ task: task.slug, ...line }))));
const validityOf = (task: string, name: string) => lines.find((line) => line.task === task && line.name === name)?.validity;

describe("default validity of documents that lapse", () => {
  it.each([
    ["legal-us-formation", "Delaware Certificate of Good Standing issued within the last 30 days", { days: 30 }],
    ["supporting-group-structure", "Certificates of good standing for each foreign subsidiary", { days: 30 }],
    ["legal-us-equity-plan", "Independent 409A valuation reports supporting each grant's exercise price", { months: 12 }],
    ["risk-insurance-policies", "Directors and officers (D&O) liability policy", { months: 12 }],
    ["risk-insurance-policies", "Employee's compensation policy", { months: 12 }],
    ["hr-uk-pensions-payroll", "Employers' liability insurance certificate", { months: 12 }],
    [
      "legal-directors-kmp",
      "DIR-3-KYC-Web acknowledgement of each director's latest KYC (yearly up to 2025; once every three financial years, by 30 June, from 31 March 2026)",
      { months: 36 },
    ],
  ])("%s: %s", (task, name, validity) => {
    expect(validityOf(task, name)).toEqual(validity);
    expect([...(shippedValidityIndex().get(task)?.values() ?? [])]).toContainEqual(validity);
  });

  it("keeps the India line's other metadata (its source and jurisdiction) beside the validity", () => {
    const line = lines.find((l) => l.task === "risk-insurance-policies" && l.name === "Employee's compensation policy");
    expect(line).toMatchObject({ jurisdiction: "IN", source: expect.stringContaining("Compensation") });
  });

  it("sets validity only on lines that lapse, from the named periods", () => {
    const periods = Object.values(VALIDITY).map((v) => JSON.stringify(v));
    const withValidity = lines.filter((line) => line.validity);
    expect(withValidity.every((line) => periods.includes(JSON.stringify(line.validity)))).toBe(true);
    // Event-driven filings (a KYC update within 30 days of a change) and multi-year cover do not lapse on a clock.
    const clockless = lines.filter((l) => /within 30 days of any change|Key person insurance/.test(l.name));
    expect(clockless).toHaveLength(2);
    expect(clockless.map((l) => l.validity)).toEqual([null, null]);
    expect(withValidity.length).toBeGreaterThanOrEqual(10);
  });
});
