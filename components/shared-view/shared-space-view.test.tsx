/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { payload } from "@/tests/helpers/visitor-payload";
import { AccessError } from "./access-error";
import { EmailGate } from "./email-gate";
import { SharedSpaceView } from "./shared-space-view";

describe("EmailGate", () => {
  it("refuses an empty or malformed email with 'Invalid email'", async () => {
    const user = userEvent.setup();
    const onSubmit = jest.fn();
    render(<EmailGate defaultEmail="" pending={false} serverError={null} onSubmit={onSubmit} />);
    await user.click(screen.getByRole("button", { name: "View Shared Space" }));
    expect(screen.getByRole("alert")).toHaveTextContent("Invalid email");
    await user.type(screen.getByLabelText("Email address"), "not-an-email");
    await user.click(screen.getByRole("button", { name: "View Shared Space" }));
    expect(onSubmit).not.toHaveBeenCalled();
    await user.clear(screen.getByLabelText("Email address"));
    await user.type(screen.getByLabelText("Email address"), " VC@Fund.com ");
    await user.click(screen.getByRole("button", { name: "View Shared Space" }));
    expect(onSubmit).toHaveBeenCalledWith("vc@fund.com");
  });
});

describe("AccessError", () => {
  it("shows the not-available text for an unknown code", () => {
    render(<AccessError message="This shared space is not available" />);
    expect(screen.getByRole("heading", { name: "This shared space is not available" })).toBeInTheDocument();
    expect(screen.getByText("The link may have expired or been removed.")).toBeInTheDocument();
  });

  it("shows 'Access Error' with the server's message otherwise", () => {
    render(<AccessError message="This shared space has expired" />);
    expect(screen.getByRole("heading", { name: "Access Error" })).toBeInTheDocument();
    expect(screen.getByText("This shared space has expired")).toBeInTheDocument();
    expect(screen.getByText("The link may have expired or been removed.")).toBeInTheDocument();
  });
});

describe("SharedSpaceView", () => {
  function mockFetch(status: number, body: unknown, contentType = "application/json") {
    const text = typeof body === "string" ? body : JSON.stringify(body);
    // The page first asks whether this browser is a returning verified visitor: here it is not.
    const fetchMock = jest.fn(async (url: string) => ({
      ...(url.endsWith("/returning") ? { ok: false, status: 401 } : { ok: status >= 200 && status < 300, status }),
      statusText: status === 410 ? "Gone" : "",
      headers: { get: (name: string) => (name.toLowerCase() === "content-type" ? contentType : null) },
      text: async () => text,
      json: async () => JSON.parse(text),
    }));
    global.fetch = fetchMock as unknown as typeof fetch;
    return fetchMock;
  }

  async function submit(email = "vc@fund.com") {
    const user = userEvent.setup();
    render(<SharedSpaceView accessCode="CODE_abc" />);
    await user.type(await screen.findByLabelText("Email address"), email);
    await user.click(screen.getByRole("button", { name: "View Shared Space" }));
  }

  afterEach(() => window.localStorage.clear());

  it("opens the space with the email, remembers the email, and shows the content", async () => {
    const fetchMock = mockFetch(200, payload);
    await submit();
    expect(await screen.findByRole("heading", { level: 1, name: "Series A room" })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith("/api/shared/CODE_abc?email=vc%40fund.com", { credentials: "include" });
    expect(window.localStorage.getItem("shared-space-visitor-email")).toBe("vc@fund.com");
  });

  it("keeps the gate with the server's message on a 400", async () => {
    mockFetch(400, { message: "Invalid email" });
    await submit();
    expect(await screen.findByRole("alert")).toHaveTextContent("Invalid email");
    expect(screen.getByRole("button", { name: "View Shared Space" })).toBeEnabled();
  });

  it("shows 'Access Error' with the server's message for other statuses", async () => {
    mockFetch(410, { message: "This shared space has expired" });
    await submit();
    expect(await screen.findByRole("heading", { name: "Access Error" })).toBeInTheDocument();
    expect(screen.getByText("This shared space has expired")).toBeInTheDocument();
  });

  it("falls back to 'status: text' without a JSON message", async () => {
    mockFetch(410, "<html>gone</html>", "text/html");
    await submit();
    expect(await screen.findByText("410: Gone")).toBeInTheDocument();
  });

  it("says the space is not available when the request fails outright", async () => {
    global.fetch = jest.fn(async () => {
      throw new TypeError("Failed to fetch");
    }) as unknown as typeof fetch;
    await submit();
    expect(await screen.findByRole("heading", { name: "This shared space is not available" })).toBeInTheDocument();
  });
});
