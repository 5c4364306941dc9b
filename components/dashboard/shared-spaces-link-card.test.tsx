/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import { useSharedSpaces } from "@/lib/queries/shared-spaces";
import { SharedSpacesLinkCard } from "./shared-spaces-link-card";

jest.mock("@/lib/queries/shared-spaces", () => ({ useSharedSpaces: jest.fn() }));

const inAWeek = new Date(Date.now() + 7 * 86_400_000).toISOString();

describe("the dashboard's Shared Spaces card for a viewer", () => {
  it("leads to the links page they may read, with the spaces' figures, and offers no dialog button", () => {
    jest.mocked(useSharedSpaces).mockReturnValue({
      isLoading: false,
      data: [
        { isActive: true, revokedAt: null, expiresAt: inAWeek, viewCount: 3 },
        { isActive: true, revokedAt: new Date().toISOString(), expiresAt: inAWeek, viewCount: 1 },
      ],
    } as never);
    render(<SharedSpacesLinkCard />);
    const card = screen.getByRole("link", { name: /Shared Spaces/ });
    expect(card).toHaveAttribute("href", "/spaces");
    expect(card).toHaveTextContent("2 spaces · 1 active · 4 views");
    expect(screen.queryByRole("button")).toBeNull();
  });
});
