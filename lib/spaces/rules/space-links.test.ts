import { sortByLastVisit } from "./space-links";

const space = (id: string, lastVisitAt: string | null, createdAt = "2026-11-01T00:00:00Z") => ({ id, lastVisitAt, createdAt });

describe("sortByLastVisit", () => {
  it("puts the most recent visit first and never-visited spaces last, newest of those first", () => {
    const spaces = [
      space("never-old", null, "2026-10-01T00:00:00Z"),
      space("monday", "2026-11-23T09:00:00Z"),
      space("never-new", null, "2026-11-20T00:00:00Z"),
      space("today", "2026-11-29T07:00:00Z"),
    ];
    expect(sortByLastVisit(spaces).map((s) => s.id)).toEqual(["today", "monday", "never-new", "never-old"]);
  });

  it("leaves its input alone", () => {
    const spaces = [space("a", null), space("b", "2026-11-29T07:00:00Z")];
    sortByLastVisit(spaces);
    expect(spaces.map((s) => s.id)).toEqual(["a", "b"]);
  });
});
