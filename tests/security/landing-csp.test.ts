import { createHash } from "node:crypto";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { NextRequest } from "next/server";
import { hashedPolicy, inlineScriptHashes, landingPolicy } from "@/lib/security/csp";
import { DASHBOARD_PATH, proxy } from "@/proxy";

/** The prerendered landing's CSP (hashes, no nonce) and how proxy.ts routes `/`. */
function withEnv<T>(values: Record<string, string | undefined>, run: () => T): T {
  const env = process.env as Record<string, string | undefined>;
  const previous = Object.fromEntries(Object.keys(values).map((k) => [k, env[k]]));
  Object.assign(env, values);
  try {
    return run();
  } finally {
    for (const [k, v] of Object.entries(previous)) {
      if (v === undefined) delete env[k];
      else env[k] = v;
    }
  }
}

const sha = (text: string) => `sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`;
const HTML = `<html><head><script src="/_next/static/chunks/a.js" async=""></script></head><body><script>self.__next_f=self.__next_f||[]</script><script>self.__next_f.push([1,"é"])</script><script type="module" src="/_next/x.js"></script></body></html>`;

/** A build directory (relative to the working directory, as NEXT_DIST_DIR is) holding `/`'s prerendered HTML. */
function fakeBuild(html: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), "landing-csp-"));
  mkdirSync(path.join(dir, "server", "app"), { recursive: true });
  writeFileSync(path.join(dir, "server", "app", "index.html"), html);
  return path.relative(process.cwd(), dir);
}

describe("the landing page's CSP", () => {
  it("hashes every inline script and no script file", () => {
    expect(inlineScriptHashes(HTML)).toEqual([sha("self.__next_f=self.__next_f||[]"), sha('self.__next_f.push([1,"é"])')]);
  });

  it("allows scripts from 'self' and those hashes only, and keeps every other directive", () => {
    const csp = hashedPolicy(["sha256-abc="], false);
    expect(csp).toContain("script-src 'self' 'sha256-abc='; ");
    expect(csp).not.toMatch(/nonce|strict-dynamic/);
    expect(csp.split("; ").find((d) => d.startsWith("script-src"))).toBe("script-src 'self' 'sha256-abc='");
    for (const directive of [
      "default-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "frame-ancestors 'none'",
      "form-action 'self'",
      "worker-src 'self'",
    ]) {
      expect(csp).toContain(directive);
    }
  });

  it("is read from the build in production only, and absent without a prerendered `/`", () => {
    const distDir = fakeBuild(HTML);
    expect(withEnv({ NODE_ENV: "production" }, () => landingPolicy(distDir))).toBe(hashedPolicy(inlineScriptHashes(HTML), false));
    expect(withEnv({ NODE_ENV: "development" }, () => landingPolicy(distDir))).toBeNull();
    expect(withEnv({ NODE_ENV: "production" }, () => landingPolicy(path.join(distDir, "missing")))).toBeNull();
  });
});

describe("proxy.ts on `/`", () => {
  const distDir = fakeBuild(HTML);
  const run = (url: string, cookie?: string) =>
    withEnv({ NODE_ENV: "production", NEXT_DIST_DIR: distDir }, () => proxy(new NextRequest(url, { headers: cookie ? { cookie } : {} })));

  it("serves the static landing to a visitor without a session cookie, under the hash CSP", () => {
    const res = run("http://localhost:3000/");
    expect(res.headers.get("content-security-policy")).toBe(hashedPolicy(inlineScriptHashes(HTML), false));
    expect(res.headers.get("x-middleware-rewrite")).toBeNull();
    expect(res.headers.get("x-middleware-request-x-nonce")).toBeNull();
    expect(res.headers.get("strict-transport-security")).toMatch(/max-age=\d{8,}/);
  });

  it("renders the dashboard at `/` for a request with a session cookie, with a nonce", () => {
    const res = run("http://localhost:3000/?tab=x", "next-auth.session-token=abc");
    expect(new URL(res.headers.get("x-middleware-rewrite") ?? "").pathname).toBe(DASHBOARD_PATH);
    expect(new URL(res.headers.get("x-middleware-rewrite") ?? "").search).toBe("?tab=x");
    const nonce = /'nonce-([^']+)'/.exec(res.headers.get("content-security-policy") ?? "")?.[1];
    expect(nonce).toBeTruthy();
    expect(res.headers.get("x-middleware-request-x-nonce")).toBe(nonce);
  });

  it("sends a direct visit of the dashboard's internal path to `/`", () => {
    for (const cookie of [undefined, "next-auth.session-token=abc"]) {
      const res = run("http://localhost:3000/dashboard", cookie);
      expect(res.status).toBe(307);
      expect(new URL(res.headers.get("location") ?? "").pathname).toBe("/");
    }
  });

  it("gives `/` a nonce when this build did not prerender it", () => {
    const res = withEnv({ NODE_ENV: "production", NEXT_DIST_DIR: path.join(distDir, "missing") }, () =>
      proxy(new NextRequest("http://localhost:3000/")),
    );
    expect(res.headers.get("content-security-policy")).toMatch(/'nonce-[^']+' 'strict-dynamic'/);
  });
});
