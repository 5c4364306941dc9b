import { matchFilesToLines, nameSimilarity, nameWords } from "./match-files";

const lines = [
  { index: 0, name: "Certificate of incorporation" },
  { index: 1, name: "Memorandum of association" },
  { index: 2, name: "Articles of association" },
  { index: 3, name: "Cap table with every allotment" },
  { index: 5, name: "Board resolution approving the ESOP pool" },
];

describe("matching dropped files to a task's document lines", () => {
  it("splits file names into words without extension, version or filler", () => {
    expect(nameWords("CapTable_2026-final.v2.pdf")).toEqual(["cap", "table", "2026"]);
    expect(nameWords("scan.jpeg")).toEqual([]);
  });

  it("scores the share of the file's words found in the line, prefixes of 3+ letters included", () => {
    expect(nameSimilarity("cert-of-incorp.pdf", "Certificate of incorporation")).toBe(1);
    expect(nameSimilarity("articles.pdf", "Articles of association")).toBe(1);
    expect(nameSimilarity("holiday photo.png", "Articles of association")).toBe(0);
  });

  it("gives each file its best line, each line at most one file, and leaves unknown files unplaced", () => {
    const files = ["Articles of Association (signed).pdf", "MOA.pdf", "memorandum_association.pdf", "cap-table.xlsx", "IMG_0042.jpg"];
    expect(matchFilesToLines(files, lines)).toEqual([2, null, 1, 3, null]);
  });

  it("does not give two files the same line: the closer name wins it", () => {
    expect(matchFilesToLines(["association.pdf", "memorandum of association.pdf"], lines)).toEqual([2, 1]);
  });

  it("matches nothing when the task has no open line", () => {
    expect(matchFilesToLines(["cap table.xlsx"], [])).toEqual([null]);
  });
});
