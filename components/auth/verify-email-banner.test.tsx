/** @jest-environment jsdom */
import { act, render, screen } from "@testing-library/react";
import { VerifyEmailBanner } from "./verify-email-banner";
import { announceEmailVerified } from "./email-verified-channel";

// The watcher asks the server; here only this tab's own announcement is under test.
jest.mock("./verified-watch", () => ({ VerifiedWatch: () => null }));

describe("VerifyEmailBanner", () => {
  it("goes at once when this tab's page announces a verification the server confirmed", () => {
    render(<VerifyEmailBanner />);
    expect(screen.getByRole("region", { name: "Email verification" })).toBeInTheDocument();
    act(() => announceEmailVerified());
    expect(screen.queryByRole("region", { name: "Email verification" })).toBeNull();
  });

  it("stays for any other event", () => {
    render(<VerifyEmailBanner />);
    act(() => void window.dispatchEvent(new Event("focus")));
    expect(screen.getByRole("region", { name: "Email verification" })).toBeInTheDocument();
  });
});
