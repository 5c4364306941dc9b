import { loginPath, safeCallbackPath } from "./safe-path";

describe("safeCallbackPath", () => {
  it.each([
    "/\t/evil.example/phish",
    "/%09/evil.example",
    "//evil",
    "/\\evil",
    "\\\\evil",
    "https://evil",
    "http:/evil",
    "javascript:alert(1)",
    "/\r/evil.example",
    "/\n/evil.example",
    "/\u0000/evil.example",
    "/.//evil",
    "/a/..//evil",
    " //evil",
    "",
  ])("keeps %j on this site", (value) => {
    const path = safeCallbackPath(decodeURIComponentSafe(value));
    expect(path.startsWith("/")).toBe(true);
    expect(path.startsWith("//")).toBe(false);
    expect(path.startsWith("/\\")).toBe(false);
    expect(new URL(path, "http://app.test").host).toBe("app.test");
    // No control character survives into a Location header.
    expect(path).not.toMatch(/[\u0000-\u001f\u007f]/);
  });

  it("keeps ordinary in-app paths with their query and fragment", () => {
    expect(safeCallbackPath("/profile?tab=investors#team")).toBe("/profile?tab=investors#team");
    expect(safeCallbackPath("/phase/1")).toBe("/phase/1");
  });

  it("drops control characters inside a path rather than failing", () => {
    expect(safeCallbackPath("/pro\r\nfile")).toBe("/profile");
  });

  it("builds a relative sign-in path", () => {
    expect(loginPath("/phase/1")).toBe("/login?callbackUrl=%2Fphase%2F1");
    expect(loginPath("//evil")).toBe("/login");
  });
});

function decodeURIComponentSafe(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
