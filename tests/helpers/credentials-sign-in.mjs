// Signing in over plain HTTP the way a browser does, for the harnesses that talk to a running
// server without one: the e2e specs (e2e/support/http.ts), the reliability scripts
// (tests/reliability/support.mjs, plain node) and the benchmarks (bench/server.ts).

/** The name=value pairs of a response's Set-Cookie headers. @param {Response} res @returns {string[]} */
export const cookiesOf = (res) => res.headers.getSetCookie().map((c) => c.split(";")[0]);

/**
 * next-auth's CSRF token, then its credentials callback with it. Answers the callback's status and
 * the session cookie it set (`next-auth.session-token=...`), or null when it set none; the caller
 * decides what a failure means.
 * @param {string} baseUrl @param {string} email @param {string} password
 * @returns {Promise<{ status: number; session: string | null; body: string }>}
 */
export async function credentialsSignIn(baseUrl, email, password) {
  const csrf = await fetch(`${baseUrl}/api/auth/csrf`);
  const { csrfToken } = await csrf.json();
  const res = await fetch(`${baseUrl}/api/auth/callback/credentials`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: cookiesOf(csrf).join("; "), origin: baseUrl },
    body: new URLSearchParams({ csrfToken, email, password, json: "true" }),
  });
  const session = cookiesOf(res).find((c) => c.startsWith("next-auth.session-token=")) ?? null;
  return { status: res.status, session, body: session ? "" : await res.text() };
}
