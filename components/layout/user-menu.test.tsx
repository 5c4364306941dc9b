/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { CurrentUser } from "@/lib/queries/user";
import { UserMenu } from "./user-menu";

const base: CurrentUser = { id: "u1", email: null, firstName: null, lastName: null, profileImageUrl: null };

function renderMenu(user: Partial<CurrentUser>) {
  return render(<UserMenu user={{ ...base, ...user }} />);
}

describe("UserMenu", () => {
  it("shows the first letter of firstName in the avatar", () => {
    renderMenu({ firstName: "ada", email: "zed@example.com" });
    expect(screen.getByTestId("avatar-fallback")).toHaveTextContent(/^a$/);
  });

  it("shows the uppercased first letter of the email without a first name", () => {
    renderMenu({ email: "grace@example.com" });
    expect(screen.getByTestId("avatar-fallback")).toHaveTextContent(/^G$/);
  });

  it("shows U with neither", () => {
    renderMenu({});
    expect(screen.getByTestId("avatar-fallback")).toHaveTextContent(/^U$/);
  });

  it("opens a menu with the name, email, profile, settings and log out entries", async () => {
    const user = userEvent.setup();
    renderMenu({ firstName: "Ada", lastName: "Lovelace", email: "ada@example.com" });
    await user.click(screen.getByRole("button", { name: "Open account menu" }));
    expect(await screen.findByText("Ada Lovelace")).toBeInTheDocument();
    expect(screen.getByText("ada@example.com")).toBeInTheDocument();
    expect(screen.getByRole("menuitem", { name: "Company Profile" })).toHaveAttribute("href", "/profile");
    expect(screen.getByRole("menuitem", { name: "Settings" })).toHaveAttribute("href", "/settings");
    expect(screen.getByRole("menuitem", { name: "Log out" })).toHaveAttribute("href", "/api/logout");
  });

  it("shows only the email when there is no first name", async () => {
    const user = userEvent.setup();
    renderMenu({ email: "grace@example.com", lastName: "Hopper" });
    await user.click(screen.getByRole("button", { name: "Open account menu" }));
    expect(await screen.findByText("grace@example.com")).toBeInTheDocument();
    expect(screen.queryByText("Hopper")).not.toBeInTheDocument();
  });
});

describe("UserMenu before its first press", () => {
  it("is a closed menu button, and the keyboard opens the menu on its first item", async () => {
    const user = userEvent.setup();
    renderMenu({ firstName: "Ada", email: "ada@example.com" });
    const button = screen.getByRole("button", { name: "Open account menu" });
    expect(button).toHaveAttribute("aria-haspopup", "menu");
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("menu")).not.toBeInTheDocument();
    button.focus();
    await user.keyboard("{Enter}");
    expect(await screen.findByRole("menuitem", { name: "Company Profile" })).toHaveFocus();
  });
});
