/** @jest-environment jsdom */
import { act, render, screen } from "@testing-library/react";
import { usePathname } from "next/navigation";
import { useCompany } from "@/lib/queries/company";
import { NavBar } from "./nav-bar";

jest.mock("next/navigation", () => ({ usePathname: jest.fn() }));
jest.mock("@/lib/queries/company", () => ({ useCompany: jest.fn() }));

const user = { id: "u1", email: "ada@example.com", firstName: "Ada", lastName: null, profileImageUrl: null };

function setup({ path = "/", signedIn = false, company = null as { name: string } | null, companyCount = undefined as number | undefined } = {}) {
  jest.mocked(usePathname).mockReturnValue(path);
  jest.mocked(useCompany).mockReturnValue({ company } as never);
  return render(<NavBar user={signedIn ? { ...user, companyCount } : null} />);
}

beforeEach(() => jest.clearAllMocks());

describe("NavBar", () => {
  it("links the logo home and brands it as a company assistant", () => {
    setup();
    const logo = screen.getByRole("link", { name: /RaiseReady/ });
    expect(logo).toHaveAttribute("href", "/");
    expect(logo).toHaveTextContent("Company Assistant");
  });

  it("offers Sign In through /api/login when signed out", () => {
    setup();
    expect(screen.getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/api/login");
    expect(useCompany).not.toHaveBeenCalled();
  });

  it("has no second Sign In on the sign-in page", () => {
    setup({ path: "/login" });
    expect(screen.queryByRole("link", { name: "Sign In" })).not.toBeInTheDocument();
    expect(screen.getByRole("link", { name: /RaiseReady/ })).toBeInTheDocument();
  });

  it("shows the avatar menu and the company name when signed in", async () => {
    setup({ signedIn: true, company: { name: "Acme Robotics" } });
    // Both load on demand (signed-out pages never fetch their code).
    expect(await screen.findByRole("button", { name: "Open account menu" })).toBeInTheDocument();
    expect(await screen.findByText("Acme Robotics")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Sign In" })).not.toBeInTheDocument();
  });

  it("offers the search palette's button only when signed in", () => {
    setup({ signedIn: true, company: { name: "Acme Robotics" } });
    expect(screen.getByRole("button", { name: /Search/ })).toHaveAttribute("aria-keyshortcuts", "Control+K Meta+K");
  });

  it("links the founder's links page (/spaces) only when signed in", () => {
    setup({ signedIn: true, company: { name: "Acme Robotics" } });
    expect(screen.getByRole("link", { name: "Spaces" })).toHaveAttribute("href", "/spaces");
  });

  it("offers neither Spaces nor Search before the user has a company (setup comes first)", async () => {
    setup({ path: "/setup", signedIn: true, companyCount: 0 });
    expect(await screen.findByRole("button", { name: "Open account menu" })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Spaces" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: /Search/ })).not.toBeInTheDocument();
  });

  it("offers Spaces and Search once the user has a company", () => {
    setup({ signedIn: true, company: { name: "Acme Robotics" }, companyCount: 1 });
    expect(screen.getByRole("link", { name: "Spaces" })).toHaveAttribute("href", "/spaces");
    expect(screen.getByRole("button", { name: /Search/ })).toBeInTheDocument();
  });

  it("has no Spaces link when signed out", () => {
    setup();
    expect(screen.queryByRole("link", { name: "Spaces" })).not.toBeInTheDocument();
  });

  it("has no search button when signed out", () => {
    setup();
    expect(screen.queryByRole("button", { name: /Search/ })).not.toBeInTheDocument();
  });

  it("draws no bar on shared-space pages (they are branded with the sharing company)", async () => {
    setup({ path: "/shared/abc123", signedIn: true, company: { name: "Acme Robotics" } });
    expect(screen.queryByRole("link", { name: /RaiseReady/ })).not.toBeInTheDocument();
    // Give the on-demand islands a chance to render, were they mounted.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole("button", { name: "Open account menu" })).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Sign In" })).not.toBeInTheDocument();
    expect(screen.queryByText("Acme Robotics")).not.toBeInTheDocument();
    expect(useCompany).not.toHaveBeenCalled();
  });

  it("shows no Sign In on shared-space pages when signed out", () => {
    setup({ path: "/shared/abc123" });
    expect(screen.queryByRole("link", { name: "Sign In" })).not.toBeInTheDocument();
  });
});
