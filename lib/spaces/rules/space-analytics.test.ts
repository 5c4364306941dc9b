import {
  clampDuration,
  csvCell,
  formatDuration,
  MAX_PAGE_MS,
  mergePageSamples,
  summarizeSpace,
  toCsv,
  type EventRow,
  type VisitRow,
} from "./space-analytics";

const t = (minutes: number) => new Date(Date.UTC(2026, 10, 24, 10, minutes));
const visits: VisitRow[] = [
  { id: "v1", email: "ann@fund.vc", startedAt: t(0) },
  { id: "v2", email: "bob@fund.vc", startedAt: t(5) },
  { id: "v3", email: "ann@fund.vc", startedAt: t(30) },
];
const ev = (
  visitId: string,
  fileId: string,
  kind: EventRow["kind"],
  minute: number,
  page: number | null = null,
  durationMs: number | null = null,
): EventRow => ({
  visitId,
  fileId,
  fileName: fileId === "deck" ? "Deck.pdf" : "Cap table.pdf",
  kind,
  page,
  durationMs,
  occurredAt: t(minute),
});
const events: EventRow[] = [
  ev("v1", "deck", "open", 1),
  ev("v1", "deck", "page", 2, 1, 30_000),
  ev("v1", "deck", "page", 3, 2, 60_000),
  ev("v1", "deck", "page", 4, 1, 10_000),
  ev("v2", "cap", "open", 6),
  ev("v2", "cap", "page", 7, 1, 5_000),
  ev("v2", "cap", "download", 8),
  ev("v3", "deck", "open", 31),
  ev("v3", "deck", "page", 32, 3, 20_000),
  ev("ghost", "deck", "page", 40, 1, 99_000),
];

describe("summarizeSpace", () => {
  const result = summarizeSpace(visits, events);

  it("totals visits, distinct visitors, opens per visit, distinct pages per visit, downloads and time", () => {
    expect(result.totals).toEqual({ visits: 3, visitors: 2, documentsOpened: 3, pagesViewed: 4, downloads: 1, totalMs: 125_000 });
  });

  it("orders the most-read documents by time and counts their readers", () => {
    expect(result.documents.map((d) => [d.fileName, d.totalMs, d.visitors, d.opens, d.downloads])).toEqual([
      ["Deck.pdf", 120_000, 1, 2, 0],
      ["Cap table.pdf", 5_000, 1, 1, 1],
    ]);
    expect(result.documents[0].pages).toEqual([
      { page: 1, ms: 40_000 },
      { page: 2, ms: 60_000 },
      { page: 3, ms: 20_000 },
    ]);
  });

  it("gives each visitor their visits in order with what they did, the latest visitor first", () => {
    const [ann, bob] = result.visitors;
    expect(ann.email).toBe("ann@fund.vc");
    expect(ann.visits).toBe(2);
    expect(ann.timeline.map((v) => [v.visitId, v.totalMs, v.events.length])).toEqual([
      ["v1", 100_000, 4],
      ["v3", 20_000, 2],
    ]);
    expect(ann.lastSeen).toEqual(t(32));
    expect(bob).toMatchObject({ email: "bob@fund.vc", visits: 1, documentsOpened: 1, pagesViewed: 1, downloads: 1, totalMs: 5_000 });
  });

  it("ignores events of a visit it was not given", () => {
    expect(result.documents.flatMap((d) => d.pages).some((p) => p.ms >= 99_000)).toBe(false);
  });

  it("is empty for a space nobody opened", () => {
    expect(summarizeSpace([], [])).toEqual({
      totals: { visits: 0, visitors: 0, documentsOpened: 0, pagesViewed: 0, downloads: 0, totalMs: 0 },
      documents: [],
      visitors: [],
    });
  });
});

describe("clampDuration", () => {
  it.each([
    [1500.4, 1500],
    [-5, 0],
    [Number.NaN, 0],
    [Number.POSITIVE_INFINITY, 0],
    [MAX_PAGE_MS + 1, MAX_PAGE_MS],
  ])("%p -> %p", (input, expected) => expect(clampDuration(input)).toBe(expected));
});

describe("mergePageSamples", () => {
  it("adds the time of repeated pages, drops empty ones and caps the batch", () => {
    const merged = mergePageSamples([
      { fileId: "a", page: 1, ms: 1000 },
      { fileId: "a", page: 2, ms: 0 },
      { fileId: "a", page: 1, ms: 500 },
      { fileId: "b", page: 1, ms: 200 },
    ]);
    expect(merged).toEqual([
      { fileId: "a", page: 1, ms: 1500 },
      { fileId: "b", page: 1, ms: 200 },
    ]);
    expect(
      mergePageSamples(
        Array.from({ length: 80 }, (_, i) => ({ fileId: "a", page: i + 1, ms: 10 })),
        50,
      ),
    ).toHaveLength(50);
  });
});

describe("csvCell and toCsv", () => {
  it.each([
    ["plain", "plain"],
    ["a,b", '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ["two\nlines", '"two\nlines"'],
    ['=HYPERLINK("x")', '"\'=HYPERLINK(""x"")"'],
    ["+1", "'+1"],
    ["-2", "'-2"],
    ["@SUM(A1)", "'@SUM(A1)"],
    [null, ""],
    [42, "42"],
  ])("%p -> %p", (input, expected) => expect(csvCell(input)).toBe(expected));

  it("joins rows with CRLF", () => {
    expect(
      toCsv([
        ["a", 1],
        ["b,c", null],
      ]),
    ).toBe('a,1\r\n"b,c",\r\n');
  });
});

describe("formatDuration", () => {
  it.each([
    [0, "0s"],
    [45_000, "45s"],
    [200_000, "3m 20s"],
    [120_000, "2m"],
    [3_900_000, "1h 5m"],
  ])("%p -> %p", (ms, text) => expect(formatDuration(ms)).toBe(text));
});
