/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { resetQueryClient } from "@/components/providers";
import { jsonResponse } from "@/tests/helpers/query-render";
import { NotificationBell } from "./notification-bell";

const fetchMock = jest.fn();
const user = { id: "u1", email: "ada@example.com", firstName: "Ada", lastName: null, profileImageUrl: null };
const list = {
  items: [{ kind: "new-visitor", at: new Date().toISOString(), email: "vc@fund.example", spaceId: "s1", spaceName: "Seed room", unread: true }],
  unreadCount: 1,
  seenAt: null,
};

beforeEach(() => {
  resetQueryClient();
  fetchMock.mockReset().mockResolvedValue(jsonResponse(list));
  global.fetch = fetchMock;
});

describe("NotificationBell", () => {
  it("shows the unread count on a closed button, and nothing of the popover until it is pressed", async () => {
    render(<NotificationBell user={user} />);
    const bell = await screen.findByRole("button", { name: "Notifications, 1 unread" });
    expect(bell).toHaveAttribute("aria-expanded", "false");
    expect(bell).toHaveAttribute("aria-haspopup", "dialog");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("opens the list with the first press, and Escape gives the focus back to the bell", async () => {
    const events = userEvent.setup();
    render(<NotificationBell user={user} />);
    await events.click(await screen.findByRole("button", { name: "Notifications, 1 unread" }));
    const panel = await screen.findByRole("dialog", { name: "Recent activity" });
    expect(panel).toHaveTextContent("vc@fund.example");
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await events.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Notifications, 1 unread" })).toHaveFocus();
  });
});
