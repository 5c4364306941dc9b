import fc from "fast-check";
import { visitorEmailSchema } from "@/lib/visitor/schema";
import { parseVisitorEmail } from "./email-schema";

const zodResult = (value: string) => {
  const parsed = visitorEmailSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
};

describe("parseVisitorEmail (the email gate's zod-free rule)", () => {
  it.each([
    "ada@fund.com",
    "  Ada.Lovelace+deals@Fund.Example.ORG ",
    "",
    "ada",
    "ada@fund",
    "ada@@fund.com",
    ".ada@fund.com",
    "ada..l@fund.com",
    "ada@-fund.com",
    "o'brien@fund.io",
    `${"a".repeat(250)}@x.io`,
    `${"a".repeat(240)}@fund.com`,
  ])("agrees with visitorEmailSchema on %j", (value) => {
    expect(parseVisitorEmail(value)).toBe(zodResult(value));
  });

  it("agrees with visitorEmailSchema on generated input", () => {
    const local = fc.stringMatching(/^[A-Za-z0-9_'+.-]{0,20}$/);
    const domain = fc.stringMatching(/^[A-Za-z0-9.-]{0,20}$/);
    const candidate = fc.oneof(
      fc.string(),
      fc.emailAddress(),
      fc.tuple(local, domain).map(([l, d]) => `${l}@${d}`),
    );
    fc.assert(
      fc.property(candidate, (value) => parseVisitorEmail(value) === zodResult(value)),
      { numRuns: 2000 },
    );
  });
});
