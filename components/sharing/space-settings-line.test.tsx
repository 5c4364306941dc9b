/** @jest-environment jsdom */
import { render, screen } from "@testing-library/react";
import { SpaceSettingsLine } from "./space-settings-line";

describe("SpaceSettingsLine", () => {
  it("reads as one line and wraps only between settings, never inside one", () => {
    const expiresAt = new Date(Date.now() + 7 * 86_400_000);
    render(<SpaceSettingsLine space={{ requireVerification: true, allowDownloads: false, watermark: true, expiresAt }} />);
    const line = screen.getByTestId("space-settings");
    expect(line.textContent).toMatch(/^Verified emails · No downloads · Watermarked · Expires \d{1,2} \w{3}/);
    const expires = screen.getByText(/^Expires /);
    expect(expires).toHaveClass("whitespace-nowrap");
  });
});
