/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import { spaceStatus } from "@/lib/spaces/rules/expiry";
import type { VisitorPayload } from "@/lib/visitor/schema";
import { SpaceContent } from "./space-content";

const NOW = new Date("2031-03-05T09:00:00.000Z");

function payload(expiresAt: string, isActive = true): VisitorPayload {
  return {
    space: {
      name: "Seed room",
      companyName: "Acme Robotics",
      companyLogoUrl: null,
      showChecklistStatus: true,
      description: null,
      expiresAt,
      createdAt: "2031-03-01T10:00:00.000Z",
      isActive,
      itemCount: 0,
    },
    visitorToken: "t",
    visitorTokenExpiresAt: "2031-03-05T10:00:00.000Z",
    items: [],
  };
}

const badge = () => screen.getAllByText(/^(Active|Expiring Soon|Expired)$/);

describe("the visitor page's status badge", () => {
  it.each([
    ["75 seconds left", "2031-03-05T09:01:15.000Z", "Expiring Soon"],
    ["23 hours left", "2031-03-06T08:00:00.000Z", "Expiring Soon"],
    ["two days left", "2031-03-07T09:00:00.000Z", "Active"],
    ["past its expiry", "2031-03-05T08:59:00.000Z", "Expired"],
  ])("with %s reads what the founder's list reads", (_, expiresAt, expected) => {
    render(<SpaceContent payload={payload(expiresAt)} now={NOW} />);
    // One rule for both sides: the founder's badge is spaceStatus (components/sharing/space-status-badge.tsx).
    expect(spaceStatus(expiresAt, NOW)).toBe(expected);
    expect(badge().map((el) => el.textContent)).toEqual([expected]);
  });

  it("reads Expired for a space its owner turned off, whatever time is left", () => {
    render(<SpaceContent payload={payload("2031-03-05T09:01:15.000Z", false)} now={NOW} />);
    expect(badge().map((el) => el.textContent)).toEqual(["Expired"]);
  });
});
