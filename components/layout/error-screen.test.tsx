/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import { chrome, SOMETHING_WENT_WRONG } from "@/lib/messages/chrome";
import { ErrorScreen } from "./error-screen";

describe("ErrorScreen", () => {
  beforeEach(() => jest.spyOn(console, "error").mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it("says what lib/messages says", () => {
    expect(SOMETHING_WENT_WRONG).toBe(chrome.somethingWentWrong);
  });

  it("shows the heading, the reference, a refresh button and a link home, and logs the error", () => {
    const error = Object.assign(new Error("boom"), { digest: "abc123" });
    render(<ErrorScreen error={error} />);
    expect(screen.getByRole("heading", { level: 1, name: chrome.somethingWentWrong })).toBeInTheDocument();
    expect(screen.getByText("Reference: abc123")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Refresh Page" })).toHaveAttribute("type", "button");
    expect(screen.getByRole("link", { name: "Go to Home" })).toHaveAttribute("href", "/");
    expect(console.error).toHaveBeenCalledWith(error);
  });
});
