import { csvRow, safeSegment, uniquePaths } from "./export-paths";

describe("safeSegment", () => {
  it.each([
    ["Legal Due Diligence", "Legal Due Diligence"],
    ["../../etc/passwd", "__.._etc_passwd"],
    ["a/b\\c:d", "a_b_c_d"],
    ["  ", "Untitled"],
    [null, "Untitled"],
    [".hidden", "_hidden"],
    ["evil\u202efdp.exe", "evil_fdp.exe"],
  ])("%j -> %j", (raw, expected) => {
    expect(safeSegment(raw)).toBe(expected);
  });

  it("keeps the extension when it shortens a long name", () => {
    const name = safeSegment(`${"x".repeat(300)}.pdf`);
    expect(Array.from(name)).toHaveLength(100);
    expect(name.endsWith(".pdf")).toBe(true);
  });
});

describe("uniquePaths", () => {
  it("numbers repeats, case-insensitively, before the extension", () => {
    const unique = uniquePaths();
    expect(unique("A/b.pdf")).toBe("A/b.pdf");
    expect(unique("A/B.pdf")).toBe("A/B (2).pdf");
    expect(unique("A/b.pdf")).toBe("A/b (3).pdf");
    expect(unique("A/notes")).toBe("A/notes");
    expect(unique("A/notes")).toBe("A/notes (2)");
  });
});

describe("csvRow", () => {
  it("quotes every cell and defuses formulas", () => {
    expect(csvRow(["a", 'say "hi"', null, "=HYPERLINK(1)", "-2", "@x", new Date("2026-01-02T03:04:05Z")])).toBe(
      `"a","say ""hi""","","'=HYPERLINK(1)","'-2","'@x","2026-01-02T03:04:05.000Z"\r\n`,
    );
  });
});
