/** @jest-environment node */
import { JURISDICTIONS } from "./index";
import { overlays } from "./overlays";
import { reviewOverdue } from "./review-by";

describe("review-by dates of the jurisdictions", () => {
  it.each(JURISDICTIONS.filter((j) => j !== "core"))("%s has a review-by date that has not passed", (code) => {
    const overlay = overlays.find((o) => o.jurisdiction === code);
    // Today's date at test time: this starts failing the day after the date, until the lines are re-checked.
    expect({ code, reviewBy: overlay?.reviewBy, overdue: reviewOverdue(overlay?.reviewBy, new Date()) }).toEqual({
      code,
      reviewBy: expect.stringMatching(/^2\d{3}-\d{2}-\d{2}$/),
      overdue: false,
    });
  });

  it.each([
    ["2027-01-31", "2027-01-31T23:59:00Z", false],
    ["2027-01-31", "2027-02-01T00:00:00Z", true],
    ["2027-01-31", "2026-11-29T10:00:00Z", false],
    [undefined, "2026-11-29T10:00:00Z", true],
    ["31/01/2027", "2026-11-29T10:00:00Z", true],
    ["2027-02-30x", "2026-11-29T10:00:00Z", true],
  ])("review by %s, today %s: overdue %s", (reviewBy, today, overdue) => {
    expect(reviewOverdue(reviewBy, new Date(today))).toBe(overdue);
  });
});
