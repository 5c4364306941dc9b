import { SECURE_SPACE_DEFAULTS, spaceSettingsLine } from "./space-settings";

const now = new Date("2026-11-29T08:00:00Z");

describe("spaceSettingsLine", () => {
  it.each([
    [
      "the secure defaults",
      { ...SECURE_SPACE_DEFAULTS, expiresAt: "2026-12-13T12:00:00Z" },
      "Verified emails · No downloads · Watermarked · Expires 13 Dec",
    ],
    [
      "an open space with an NDA and an allow list",
      {
        requireVerification: false,
        allowList: ["fund.com"],
        agreementText: "Keep it secret",
        allowDownloads: true,
        watermark: false,
        expiresAt: "2027-02-01T12:00:00Z",
      },
      "Any email · Allow list · NDA · Downloads · Expires 1 Feb 2027",
    ],
    [
      "an expired space",
      { ...SECURE_SPACE_DEFAULTS, expiresAt: "2026-11-01T12:00:00Z" },
      "Verified emails · No downloads · Watermarked · Expired 1 Nov",
    ],
  ])("%s", (_, space, line) => {
    expect(spaceSettingsLine(space, now)).toBe(line);
  });
});
