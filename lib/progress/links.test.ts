import { normalizeLink, safeExternalHref } from "./links";

describe("normalizeLink (SPEC.md section 5)", () => {
  it.each([
    ["example.com", "https://example.com/"],
    ["  docs.example.com/a b?q=1  ", "https://docs.example.com/a%20b?q=1"],
    ["http://example.com/x", "http://example.com/x"],
    ["HTTPS://Example.com/Path", "https://example.com/Path"],
    ["example.com:8080/data-room", "https://example.com:8080/data-room"],
    ["localhost:3000", "https://localhost:3000/"],
    ["http://localhost:3000/x", "http://localhost:3000/x"],
  ])("accepts %p as %p", (input, expected) => {
    expect(normalizeLink(input)).toBe(expected);
  });

  it.each([
    ["", "empty"],
    ["   ", "blank"],
    [null, "null"],
    ["javascript:alert(1)", "a javascript: link"],
    ["JaVaScRiPt:alert(1)", "a javascript: link in mixed case"],
    ["data:text/html,<script>alert(1)</script>", "a data: link"],
    ["vbscript:msgbox", "a vbscript: link"],
    ["ftp://example.com/file", "another scheme"],
    ["mailto:a@example.com", "a mail link"],
    ["javascript:1", "a script link that looks like host:port"],
    ["not a link", "text with spaces"],
    ["intranet", "a host without a dot"],
    ["https://", "a scheme without a host"],
  ] as [string | null, string][])("refuses %p (%s)", (input) => {
    expect(normalizeLink(input)).toBeNull();
  });
});

describe("safeExternalHref", () => {
  it("answers an href only for safe links", () => {
    expect(safeExternalHref("linkedin.com/in/ada")).toBe("https://linkedin.com/in/ada");
    expect(safeExternalHref("javascript:alert(1)")).toBeUndefined();
    expect(safeExternalHref(undefined)).toBeUndefined();
  });
});
