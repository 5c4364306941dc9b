import { replacedEntries, type DocumentState, type DocumentsMap } from "./rules";

const doc = (fileUrl: string | null, extra: Partial<DocumentState> = {}): DocumentState => ({
  id: "k",
  name: "Deck",
  completed: Boolean(fileUrl),
  fileUrl,
  fileName: fileUrl ? "a.pdf" : null,
  ...extra,
});

describe("replacedEntries", () => {
  const cases: [string, DocumentsMap | null, DocumentsMap | null, string[]][] = [
    ["a file replaced by another file", { k: doc("/api/files/a") }, { k: doc("/api/files/b") }, ["/api/files/a"]],
    ["a file replaced by a link", { k: doc("/api/files/a") }, { k: doc("https://example.com/x") }, ["/api/files/a"]],
    ["a link replaced by a file", { k: doc("https://example.com/x") }, { k: doc("/api/files/b") }, ["https://example.com/x"]],
    ["the same file kept (other fields changed)", { k: doc("/api/files/a") }, { k: doc("/api/files/a", { expiresOn: "2027-01-01" }) }, []],
    ["a file removed (trash, not a version)", { k: doc("/api/files/a") }, {}, []],
    ["a file cleared to an empty entry", { k: doc("/api/files/a") }, { k: doc(null) }, []],
    ["a first upload", null, { k: doc("/api/files/b") }, []],
    ["an optional mark replaced by a file", { k: doc(null, { optional: true }) }, { k: doc("/api/files/b") }, []],
    ["documents cleared", { k: doc("/api/files/a") }, null, []],
  ];
  it.each(cases)("%s", (_name, before, after, expected) => {
    expect(replacedEntries(before, after).map(({ entry }) => entry.fileUrl)).toEqual(expected);
  });

  it("keeps the key and the whole earlier entry", () => {
    const old = doc("/api/files/a", { uploadedAt: "2026-01-01T00:00:00.000Z" });
    expect(replacedEntries({ "t-doc-0": old, "t-doc-1": doc(null) }, { "t-doc-0": doc("/api/files/b"), "t-doc-1": doc("/api/files/c") })).toEqual([
      { key: "t-doc-0", entry: old },
    ]);
  });
});
