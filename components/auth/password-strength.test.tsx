/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import { authMessages } from "@/lib/messages/auth";
import { PasswordStrength } from "./password-strength";

describe("PasswordStrength", () => {
  it("says a common password is refused and why", async () => {
    render(<PasswordStrength password="qwertyui" />);
    // The estimator loads lazily (a dynamic import of ~49,000 words): wait for it generously.
    expect(await screen.findByText(authMessages.commonPassword, {}, { timeout: 15_000 })).toBeInTheDocument();
  });

  it("rates a long unusual password as strong", async () => {
    render(<PasswordStrength password="tangerine-viaduct-orbit-1987-mosaic" />);
    expect(await screen.findByText(`${authMessages.passwordStrengthLabel}: Strong`, {}, { timeout: 15_000 })).toBeInTheDocument();
  });

  it("shows nothing for an empty password", () => {
    const { container } = render(<PasswordStrength password="" />);
    expect(container).toBeEmptyDOMElement();
  });
});
