/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import { authMessages } from "@/lib/messages";
import { PasswordStrength } from "./password-strength";

describe("PasswordStrength", () => {
  it("says a common password is refused and why", async () => {
    render(<PasswordStrength password="qwertyui" />);
    expect(await screen.findByText(authMessages.commonPassword)).toBeInTheDocument();
  });

  it("rates a long unusual password as strong", async () => {
    render(<PasswordStrength password="tangerine-viaduct-orbit-1987-mosaic" />);
    expect(await screen.findByText(`${authMessages.passwordStrengthLabel}: Strong`)).toBeInTheDocument();
  });

  it("shows nothing for an empty password", () => {
    const { container } = render(<PasswordStrength password="" />);
    expect(container).toBeEmptyDOMElement();
  });
});
