/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import type { SharedSpace } from "@/lib/queries/shared-spaces";
import { SpaceLinkRow } from "./space-link-row";

const inAWeek = new Date(Date.now() + 7 * 86_400_000).toISOString();
const space = (patch: Partial<SharedSpace> = {}) =>
  ({
    id: "11111111-1111-4111-8111-111111111111",
    name: "Old room",
    accessCode: "abc123",
    expiresAt: inAWeek,
    revokedAt: null,
    isActive: true,
    itemCount: 3,
    viewCount: 0,
    visitorCount: 0,
    lastVisitAt: null,
    ...patch,
  }) as SharedSpace;

const row = (s: SharedSpace) => render(<ul>{<SpaceLinkRow space={s} canShare={false} onCopy={() => {}} onAction={() => {}} />}</ul>);

describe("SpaceLinkRow", () => {
  it("a live space reads Active and offers its link", () => {
    row(space());
    expect(screen.getByText("Active")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Copy link to Old room" })).toBeInTheDocument();
  });

  it("a revoked space reads Access revoked, never Active, and offers no link to send", () => {
    row(space({ revokedAt: new Date().toISOString() }));
    expect(screen.getByText("Access revoked")).toBeInTheDocument();
    expect(screen.queryByText("Active")).toBeNull();
    expect(screen.queryByRole("button", { name: "Copy link to Old room" })).toBeNull();
  });

  it("opens the space's analytics saying it came from the links page, so its back link returns here", () => {
    row(space());
    expect(screen.getByRole("link", { name: "Analytics of Old room" })).toHaveAttribute(
      "href",
      "/company/spaces/11111111-1111-4111-8111-111111111111/analytics?from=spaces",
    );
  });
});
