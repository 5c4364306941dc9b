import {
  digestLineText,
  digestReadingText,
  digestSections,
  digestSummary,
  isUnread,
  notificationText,
  unreadBadge,
  withReading,
  type NotificationEvent,
} from "./rules";

const ev = (kind: NotificationEvent["kind"], email: string, spaceId = "s1", spaceName = "Seed"): NotificationEvent & { companyName: string } => ({
  kind,
  email,
  spaceId,
  spaceName,
  at: "2030-01-01T00:00:00.000Z",
  companyName: "Acme",
});

describe("notification rules", () => {
  it.each([
    ["new-visitor", "New visitor a@b.vc opened Seed"],
    ["returning-visit", "a@b.vc came back to Seed"],
    ["agreement-accepted", "a@b.vc accepted the agreement of Seed"],
    ["verified", "a@b.vc verified their email for Seed"],
  ] as const)("words %s", (kind, text) => expect(notificationText({ kind, email: "a@b.vc", spaceName: "Seed" })).toBe(text));

  it.each([
    [0, null],
    [1, "1"],
    [9, "9"],
    [10, "9+"],
  ])("badge for %i is %s", (count, badge) => expect(unreadBadge(count)).toBe(badge));

  it("treats events after seen-at as unread, and everything as unread before the first mark", () => {
    expect(isUnread({ at: "2030-01-02T00:00:00Z" }, "2030-01-01T00:00:00Z")).toBe(true);
    expect(isUnread({ at: "2030-01-01T00:00:00Z" }, "2030-01-01T00:00:00Z")).toBe(false);
    expect(isUnread({ at: "2020-01-01T00:00:00Z" }, null)).toBe(true);
  });

  it("groups the digest per space, new visitors first, each visitor once per kind, and leaves out other kinds", () => {
    const sections = digestSections([
      ev("returning-visit", "b@x"),
      ev("new-visitor", "a@x"),
      ev("new-visitor", "a@x"),
      ev("verified", "a@x"),
      ev("new-visitor", "c@x", "s2", "Series A"),
      ev("verified", "d@x", "s3", "Quiet"),
    ]);
    expect(sections.map((s) => [s.spaceName, s.lines.map(digestLineText)])).toEqual([
      ["Seed", ["New visitor: a@x", "Returning visit: b@x"]],
      ["Series A", ["New visitor: c@x"]],
    ]);
    expect(digestSummary(sections)).toBe("2 new visitors, 1 returning visit");
    expect(digestSections([])).toEqual([]);
  });

  it.each([
    [{ documentsOpened: 0, pagesViewed: 0, downloads: 0 }, undefined],
    [{ documentsOpened: 1, pagesViewed: 1, downloads: 1 }, "Read: 1 document opened, 1 page viewed, 1 download"],
    [{ documentsOpened: 2, pagesViewed: 9, downloads: 0 }, "Read: 2 documents opened, 9 pages viewed"],
    [{ documentsOpened: 0, pagesViewed: 0, downloads: 3 }, "Read: 3 downloads"],
  ])("reading line for %o is %s", (counts, text) => expect(digestReadingText(counts)).toBe(text));

  it("adds reading to its space's section, gives a read-only space its own section, and skips spaces that read nothing", () => {
    const sections = digestSections([ev("new-visitor", "a@x")]);
    const read = (spaceId: string, spaceName: string, documentsOpened: number) => ({
      spaceId,
      spaceName,
      companyName: "Acme",
      documentsOpened,
      pagesViewed: 0,
      downloads: 0,
    });
    const merged = withReading(sections, [read("s1", "Seed", 2), read("s4", "Board", 1), read("s5", "Idle", 0)]);
    expect(merged.map((s) => [s.spaceName, s.lines.length, s.reading])).toEqual([
      ["Seed", 1, "Read: 2 documents opened"],
      ["Board", 0, "Read: 1 document opened"],
    ]);
    expect(digestSummary(merged)).toBe("1 new visitor, documents read in 2 spaces");
    expect(sections[0].reading).toBeUndefined();
  });
});
