import { GET as login } from "@/app/api/login/route";
import { getAuthOptions } from "@/lib/account/sign-in";
import { setupTestDatabase } from "@/tests/helpers/db";
import { call } from "@/tests/helpers/http";

setupTestDatabase();

describe("redirects", () => {
  it.each(["/\t/evil.example/phish", "//evil", "/\\evil", "https://evil", "/\r\n/evil", "/\u0000/evil", "/.//evil"])(
    "/api/login keeps the callbackUrl %j on this site, with a relative Location",
    async (callbackUrl) => {
      const res = await call(login, "/api/login", { query: { callbackUrl } });
      expect(res.status).toBe(302);
      const location = res.headers.get("location")!;
      expect(location.startsWith("/login")).toBe(true);
      const back = new URL(location, "http://app.test").searchParams.get("callbackUrl");
      if (back !== null) {
        expect(back.startsWith("/") && !back.startsWith("//")).toBe(true);
        expect(new URL(back, "http://app.test").host).toBe("app.test");
      }
    },
  );

  it("/api/login keeps a safe callbackUrl", async () => {
    const res = await call(login, "/api/login", { query: { callbackUrl: "/phase/2?x=1" } });
    expect(res.headers.get("location")).toBe("/login?callbackUrl=%2Fphase%2F2%3Fx%3D1");
  });

  it("next-auth's redirect callback only ever answers a path on this site", async () => {
    const redirect = getAuthOptions().callbacks!.redirect!;
    const baseUrl = "http://localhost:3000";
    expect(await redirect({ url: "https://evil.example/x", baseUrl })).toBe("http://localhost:3000/");
    expect(await redirect({ url: "/\t/evil.example", baseUrl })).toBe("http://localhost:3000/");
    expect(await redirect({ url: "//evil.example", baseUrl })).toBe("http://localhost:3000/");
    expect(await redirect({ url: "/profile?tab=team", baseUrl })).toBe("http://localhost:3000/profile?tab=team");
    expect(await redirect({ url: "http://localhost:3000/phase/1", baseUrl })).toBe("http://localhost:3000/phase/1");
  });
});
