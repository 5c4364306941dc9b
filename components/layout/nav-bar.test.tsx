/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import { usePathname } from "next/navigation";
import { useCompany } from "@/lib/queries/company";
import { useCurrentUser } from "@/lib/queries/user";
import { NavBar } from "./nav-bar";

jest.mock("next/navigation", () => ({ usePathname: jest.fn() }));
jest.mock("@/lib/queries/user", () => ({ useCurrentUser: jest.fn() }));
jest.mock("@/lib/queries/company", () => ({ useCompany: jest.fn() }));

const user = { id: "u1", email: "ada@example.com", firstName: "Ada", lastName: null, profileImageUrl: null };

function setup({ path = "/", loading = false, signedIn = false, company = null as { name: string } | null } = {}) {
  jest.mocked(usePathname).mockReturnValue(path);
  jest.mocked(useCurrentUser).mockReturnValue({ user: signedIn ? user : null, isLoading: loading } as never);
  jest.mocked(useCompany).mockReturnValue({ company } as never);
  return render(<NavBar />);
}

beforeEach(() => jest.clearAllMocks());

describe("NavBar", () => {
  it("links the logo home and brands it as a company assistant", () => {
    setup();
    const logo = screen.getByRole("link", { name: /RaiseReady/ });
    expect(logo).toHaveAttribute("href", "/");
    expect(logo).toHaveTextContent("Company Assistant");
  });

  it("shows a skeleton while the user loads", () => {
    setup({ loading: true });
    expect(screen.getByRole("status", { name: "Loading account" })).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Sign In" })).not.toBeInTheDocument();
  });

  it("offers Sign In through /api/login when signed out", () => {
    setup();
    expect(screen.getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/api/login");
  });

  it("shows the avatar menu and the company name when signed in", async () => {
    setup({ signedIn: true, company: { name: "Acme Robotics" } });
    // The menu's code loads on demand (signed-out pages never fetch it).
    expect(await screen.findByRole("button", { name: "Open account menu" })).toBeInTheDocument();
    expect(screen.getByText("Acme Robotics")).toBeInTheDocument();
  });

  it("shows only the logo on shared-space pages", () => {
    setup({ path: "/shared/abc123", signedIn: true, company: { name: "Acme Robotics" } });
    expect(screen.getByRole("link", { name: /RaiseReady/ })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Open account menu" })).not.toBeInTheDocument();
    expect(screen.queryByRole("link", { name: "Sign In" })).not.toBeInTheDocument();
    expect(screen.queryByText("Acme Robotics")).not.toBeInTheDocument();
    expect(useCurrentUser).not.toHaveBeenCalled();
  });
});
