/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import type { VisitorPayload } from "@/lib/visitor/schema";
import { SharedSpaceView } from "./shared-space-view";

const payload: VisitorPayload = {
  space: {
    name: "Series A room",
    description: null,
    expiresAt: "2099-03-05T10:00:00.000Z",
    createdAt: "2031-03-01T10:00:00.000Z",
    isActive: true,
    itemCount: 0,
    companyName: "Acme Robotics",
    companyLogoUrl: null,
    showChecklistStatus: false,
  },
  visitorToken: "t",
  visitorTokenExpiresAt: "2099-03-01T11:00:00.000Z",
  items: [],
};

function answer(status: number, body: unknown) {
  return {
    ok: status === 200,
    status,
    statusText: "",
    headers: { get: () => "application/json" },
    text: async () => JSON.stringify(body),
    json: async () => body,
  };
}

describe("SharedSpaceView for a returning visitor", () => {
  it("opens the space without the email gate when the server remembers this browser", async () => {
    const fetchMock = jest.fn(async () => answer(200, payload));
    global.fetch = fetchMock as unknown as typeof fetch;
    render(<SharedSpaceView accessCode="CODE_abc" />);
    // The content is a dynamic import: a loaded machine may take longer than the default second.
    expect(await screen.findByRole("heading", { level: 1, name: "Series A room" }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByLabelText("Email address")).not.toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith("/api/shared/CODE_abc/returning", { method: "POST", credentials: "include" });
  });

  it("shows the email gate when it does not", async () => {
    global.fetch = jest.fn(async () => answer(401, { message: "Enter your email to open this space" })) as unknown as typeof fetch;
    render(<SharedSpaceView accessCode="CODE_abc" />);
    expect(await screen.findByLabelText("Email address")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });
});
