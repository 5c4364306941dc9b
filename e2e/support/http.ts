// Plain-HTTP helpers for specs that talk to a server without a browser (fetch, any base URL).
import { credentialsSignIn } from "../../tests/helpers/credentials-sign-in.mjs";

export { cookiesOf } from "../../tests/helpers/credentials-sign-in.mjs";

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
  const { session } = await credentialsSignIn(base, email, password);
  expect(session).toBeTruthy();
  return session!;
}
