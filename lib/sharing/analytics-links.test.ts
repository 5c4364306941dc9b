import { analyticsBackLink, spaceAnalyticsPath } from "./analytics-links";

describe("the analytics page's back link", () => {
  it("returns to the links page when opened from it", () => {
    expect(analyticsBackLink("spaces")).toEqual({ href: "/spaces", label: "Back to Shared Spaces" });
  });

  it("keeps Back to Dashboard otherwise (the dashboard's menu, a typed URL, anything else in ?from=)", () => {
    for (const from of [undefined, "", "dashboard", "https://evil.example", ["spaces", "spaces"]]) {
      expect(analyticsBackLink(from)).toEqual({ href: "/", label: "Back to Dashboard" });
    }
  });

  it("adds ?from=spaces only when asked", () => {
    expect(spaceAnalyticsPath("abc")).toBe("/company/spaces/abc/analytics");
    expect(spaceAnalyticsPath("abc", "spaces")).toBe("/company/spaces/abc/analytics?from=spaces");
  });
});
