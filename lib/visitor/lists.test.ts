import { judgeVisitorEmail, normalizeListEntry } from "./lists";

describe("judgeVisitorEmail", () => {
  const cases: Array<[string, string[], string[], string]> = [
    ["a@x.com", [], [], "allowed"],
    ["alice@fund.com", ["alice@fund.com"], [], "allowed"],
    ["ALICE@Fund.com", ["alice@fund.com"], [], "allowed"],
    ["bob@fund.com", ["alice@fund.com"], [], "not-allowed"],
    ["bob@fund.com", ["@fund.com"], [], "allowed"],
    ["bob@fund.com", ["fund.com"], [], "allowed"],
    ["bob@a.fund.com", ["fund.com"], [], "not-allowed"],
    ["bob@evil-fund.com", ["fund.com"], [], "not-allowed"],
    ["fund.com@evil.com", ["fund.com"], [], "not-allowed"],
    ["bob@fund.com", [], ["fund.com"], "denied"],
    ["bob@fund.com", [], ["bob@fund.com"], "denied"],
    ["carol@fund.com", [], ["bob@fund.com"], "allowed"],
    ["bob@fund.com", ["fund.com"], ["bob@fund.com"], "denied"],
    ["bob@fund.com", ["  ", ""], [], "allowed"],
    ["bob@other.com", [" @Fund.COM "], [], "not-allowed"],
  ];
  it.each(cases)("%s allow=%j deny=%j -> %s", (email, allowList, denyList, expected) => {
    expect(judgeVisitorEmail(email, { allowList, denyList })).toBe(expected);
  });
});

describe("normalizeListEntry", () => {
  it.each([
    ["@Fund.com", "fund.com"],
    [" Alice@Fund.com ", "alice@fund.com"],
    ["fund.com", "fund.com"],
  ])("%s -> %s", (input, expected) => expect(normalizeListEntry(input)).toBe(expected));
});
