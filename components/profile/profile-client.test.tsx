/** @jest-environment jsdom */
import { act, fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderWithQuery, testQueryClient } from "@/tests/helpers/query-render";
import { companyKeys, type Company } from "@/lib/queries/company";
import { userKeys } from "@/lib/queries/user";
import { ProfileClient } from "./profile-client";

let search = new URLSearchParams();
jest.mock("next/navigation", () => ({ useSearchParams: () => search, useRouter: () => ({ push: jest.fn(), replace: jest.fn() }) }));
jest.mock("sonner", () => ({ toast: { error: jest.fn(), success: jest.fn() } }));

const company: Company = {
  id: "c1",
  userId: "u1",
  name: "Acme",
  logoUrl: null,
  industry: null,
  stage: null,
  description: null,
  foundedDate: null,
  monthlyRevenue: null,
  employeeCount: null,
  previousFunding: null,
  targetFunding: null,
  createdAt: "2026-01-01T00:00:00.000Z",
  updatedAt: "2026-01-01T00:00:00.000Z",
};

function renderProfile(query = "") {
  search = new URLSearchParams(query);
  window.history.replaceState(null, "", `/profile${query ? `?${query}` : ""}`);
  const client = testQueryClient();
  client.setQueryData(userKeys.current(), { id: "u1", email: "ada@example.com", firstName: "Ada", lastName: null, profileImageUrl: null });
  client.setQueryData(companyKeys.current(), company);
  client.setQueryData(companyKeys.team("c1"), { founders: [], employees: [], advisors: [], investors: [] });
  return renderWithQuery(<ProfileClient />, client);
}

/** A link that leaves the page (the profile's Log out, /api/logout). */
function logOutLink() {
  return screen.getByRole("link", { name: "Log out" });
}

function beforeUnloadIsBlocked() {
  const event = new Event("beforeunload", { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

// Radix's checkbox (the investors' Lead Investor) measures itself; jsdom has no ResizeObserver.
beforeAll(() => {
  global.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});
afterEach(() => jest.restoreAllMocks());

describe("ProfileClient tab in the URL", () => {
  it("opens the tab the URL names", () => {
    renderProfile("tab=investors");
    expect(screen.getByRole("tab", { name: "Investors" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("button", { name: "Save Investors" })).toBeInTheDocument();
  });

  it("puts the selected tab in the URL and drops it for the default tab", async () => {
    renderProfile();
    expect(screen.getByRole("tab", { name: "Company" })).toHaveAttribute("aria-selected", "true");
    await userEvent.click(screen.getByRole("tab", { name: "Advisors" }));
    expect(window.location.search).toBe("?tab=advisors");
    await userEvent.click(screen.getByRole("tab", { name: "Company" }));
    expect(window.location.search).toBe("");
  });

  it("falls back to the Company tab for an unknown tab", () => {
    renderProfile("tab=nope");
    expect(screen.getByRole("tab", { name: "Company" })).toHaveAttribute("aria-selected", "true");
  });
});

describe("ProfileClient unsaved changes", () => {
  it("lets the page go when nothing is typed", async () => {
    const confirm = jest.spyOn(window, "confirm").mockReturnValue(false);
    renderProfile();
    expect(beforeUnloadIsBlocked()).toBe(false);
    const click = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 });
    // jsdom cannot navigate: stop the default once our listener has had its say.
    logOutLink().addEventListener("click", (e) => e.preventDefault());
    act(() => void logOutLink().dispatchEvent(click));
    expect(confirm).not.toHaveBeenCalled();
  });

  it("warns before a reload or a link loses typing, on any tab, and stops the link when told to stay", async () => {
    const confirm = jest.spyOn(window, "confirm").mockReturnValue(false);
    renderProfile("tab=founders");
    await userEvent.type(screen.getByLabelText("Name *"), "Ada Lovelace");
    // Another tab: the founders' typing is stashed, still unsaved.
    await userEvent.click(screen.getByRole("tab", { name: "Company" }));
    expect(beforeUnloadIsBlocked()).toBe(true);

    const click = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 });
    act(() => void logOutLink().dispatchEvent(click));
    expect(confirm).toHaveBeenCalledWith("You have unsaved changes on your profile. Leave this page and lose them?");
    expect(click.defaultPrevented).toBe(true);
  });

  it("stops warning once the change is undone", async () => {
    renderProfile();
    const name = screen.getByLabelText("Company Name *");
    fireEvent.change(name, { target: { value: "Acme Robotics" } });
    expect(await screen.findByText("You have unsaved changes.")).toBeInTheDocument();
    expect(beforeUnloadIsBlocked()).toBe(true);
    fireEvent.change(name, { target: { value: "Acme" } });
    expect(screen.queryByText("You have unsaved changes.")).not.toBeInTheDocument();
    expect(beforeUnloadIsBlocked()).toBe(false);
  });
});
