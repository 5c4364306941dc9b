/** Plain-HTTP helpers for specs that talk to a server without a browser (fetch, any base URL). */
/** The name=value pairs of a response's Set-Cookie headers. */
export const cookiesOf = (res: Response) => res.headers.getSetCookie().map((c) => c.split(";")[0]);

/** Registers a new user over HTTP and signs them in with credentials; returns the session cookie. */
export async function signUp(base: string, label: string): Promise<string> {
  const email = `${label}-${Math.random().toString(36).slice(2, 10)}@example.com`;
  const password = "Network-test passphrase 2026";
  const reg = await fetch(`${base}/api/auth/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password, firstName: label }),
  });
  expect(reg.status).toBe(201);
  const csrf = await fetch(`${base}/api/auth/csrf`);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const res = await fetch(`${base}/api/auth/callback/credentials`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: cookiesOf(csrf).join("; ") },
    body: new URLSearchParams({ csrfToken, email, password, json: "true" }),
  });
  const session = cookiesOf(res).find((c) => c.startsWith("next-auth.session-token="));
  expect(session).toBeTruthy();
  return session!;
}
