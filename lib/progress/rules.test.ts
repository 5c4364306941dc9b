import { addedDocuments, changedSince, LINK_FILE_NAME, mergeDocuments, sameDocument, type DocumentsMap, type DocumentState } from "./rules";

const entry = (id: string, fields: Partial<DocumentState> = {}): DocumentState => ({
  id,
  name: id,
  completed: true,
  fileUrl: `/api/files/${id}`,
  fileName: `${id}.pdf`,
  uploadedAt: "2026-01-01T00:00:00.000Z",
  ...fields,
});
const a = entry("a");
const b = entry("b");
const link = entry("l", { fileUrl: "https://x.example/doc", fileName: "Link attached" });
const optional = entry("o", { fileUrl: null, fileName: "Marked as optional", optional: true });

describe("mergeDocuments", () => {
  it.each([
    ["keeps documents the patch does not mention", { a }, { b }, { a, b }, []],
    ["removes a document given as null, trashing its file", { a, b }, { a: null }, { b }, ["a"]],
    [
      "replaces a file, trashing the old one",
      { a },
      { a: entry("a", { fileUrl: "/api/files/new" }) },
      { a: entry("a", { fileUrl: "/api/files/new" }) },
      ["a"],
    ],
    ["trashes nothing when the same entry is sent again", { a }, { a }, { a }, []],
    ["trashes a link too", { l: link }, { l: null }, {}, ["l"]],
    ["trashes nothing for an optional mark removed", { o: optional }, { o: null }, {}, []],
    ["stays null for an empty patch on nothing", null, {}, null, []],
  ])("%s", (_label, before, patch, documents, removed) => {
    const result = mergeDocuments(before, patch);
    expect(result.documents).toEqual(documents);
    expect(result.removed.map((r) => r.key)).toEqual(removed);
  });

  it("clears everything for a null patch (the contract's documents: null), trashing each file", () => {
    expect(mergeDocuments({ a, l: link }, null)).toEqual({
      documents: null,
      removed: [
        { key: "a", entry: a },
        { key: "l", entry: link },
      ],
    });
  });
});

describe("changedSince", () => {
  const stored = { notes: "n", priority: "high", documents: { a } };
  it.each([
    ["no base: never", {}, undefined, false],
    ["the document it writes is as it started", { documents: { a: null } }, { documents: { a } }, false],
    ["the document it writes changed since", { documents: { a: null } }, { documents: { a: b } }, true],
    ["a document it writes was empty in its view but holds a file now", { documents: { a: optional } }, {}, true],
    ["another document changed: no conflict", { documents: { z: optional } }, { documents: { z: null } }, false],
    ["notes changed since", { notes: "x" }, { notes: "old" }, true],
    ["notes as they were", { notes: "x" }, { notes: "n" }, false],
    ["priority changed since", { priority: "low" }, { priority: null }, true],
  ])("%s", (_label, writes, base, expected) => {
    expect(changedSince(stored, writes, base)).toBe(expected);
  });

  it("treats missing and null fields alike", () => {
    expect(sameDocument({ id: "x", name: "x", completed: false }, null)).toBe(true);
    expect(sameDocument(a, { ...a, name: "renamed" })).toBe(true);
    expect(sameDocument(a, { ...a, expiresOn: null })).toBe(true);
  });

  it("counts an expiry date as the document's content (issue 18)", () => {
    const dated = entry("a", { expiresOn: "2027-01-31" });
    expect(sameDocument(a, dated)).toBe(false);
    // A stale tab that saw the file without its expiry date cannot write over the date.
    expect(changedSince({ notes: null, priority: null, documents: { a: dated } }, { documents: { a: null } }, { documents: { a } })).toBe(true);
    expect(mergeDocuments({ a: dated }, { b }).documents).toEqual({ a: dated, b });
  });
});

describe("addedDocuments", () => {
  const doc = (fileUrl: string | null, fileName = "a.pdf") => ({ id: "x", name: "Line", completed: true, fileUrl, fileName });
  it.each<[string, DocumentsMap | null, DocumentsMap | null, string[]]>([
    ["a new file", null, { k: doc("/api/files/1") }, ["a.pdf"]],
    ["the same file again", { k: doc("/api/files/1") }, { k: doc("/api/files/1") }, []],
    ["a replaced file", { k: doc("/api/files/1") }, { k: doc("/api/files/2", "b.pdf") }, ["b.pdf"]],
    ["a link, named by its line", null, { k: { ...doc("https://example.com"), fileName: LINK_FILE_NAME } }, ["Line"]],
    ["a document without content (optional)", null, { k: doc(null) }, []],
    ["a removal", { k: doc("/api/files/1") }, {}, []],
  ])("%s", (_label, before, after, expected) => {
    expect(addedDocuments(before, after)).toEqual(expected);
  });
});
