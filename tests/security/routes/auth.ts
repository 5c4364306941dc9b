import * as nextAuth from "@/app/api/auth/[...nextauth]/route";
import * as register from "@/app/api/auth/register/route";
import * as authUser from "@/app/api/auth/user/route";
import * as login from "@/app/api/login/route";
import * as logout from "@/app/api/logout/route";
import * as health from "@/app/api/health/route";
import * as forgotPassword from "@/app/api/auth/forgot-password/route";
import * as resetPassword from "@/app/api/auth/reset-password/route";
import * as verifyEmail from "@/app/api/auth/verify-email/route";
import * as verifyResend from "@/app/api/auth/verify-email/resend/route";
import * as accountEmail from "@/app/api/account/email/route";
import * as cronEmail from "@/app/api/cron/email/route";
import * as cronExpiry from "@/app/api/cron/expiry/route";
import type { RouteEntry } from "./types";

/** Sign-up, sign-in, sign-out and the email flows: reset, verification, address change. */
export const AUTH_ROUTES: RouteEntry[] = [
  // ---------------------------------------------------------------- auth
  {
    method: "GET",
    route: "/api/auth/[...nextauth]",
    module: nextAuth,
    auth: "nextauth",
    contract: false,
    mutating: false,
    inProcess: false,
    params: () => ({ nextauth: ["session"] }),
    crossTenant: [200],
  },
  {
    method: "POST",
    route: "/api/auth/[...nextauth]",
    module: nextAuth,
    auth: "nextauth",
    contract: false,
    mutating: true,
    inProcess: false,
    params: () => ({ nextauth: ["signout"] }),
    crossTenant: [200, 302, 307],
  },
  // Registering A's email is refused as a duplicate; A's row stays as it is.
  {
    method: "POST",
    route: "/api/auth/register",
    module: register,
    auth: "public",
    contract: false,
    mutating: true,
    body: (t) => ({ email: t.user.email, password: "another password" }),
    crossTenant: [409],
  },
  { method: "GET", route: "/api/auth/user", module: authUser, auth: "session", contract: true, mutating: false, crossTenant: [200] },
  { method: "GET", route: "/api/health", module: health, auth: "public", contract: false, mutating: false, crossTenant: [200, 503] },
  { method: "GET", route: "/api/login", module: login, auth: "public", contract: true, mutating: false, crossTenant: [302, 307] },
  {
    method: "GET",
    route: "/api/logout",
    module: logout,
    auth: "public",
    contract: true,
    mutating: true,
    freshSession: true,
    crossTenant: [302, 307],
  },
  // The cross-site confirm form's POST: without the session-bound token it is refused.
  {
    method: "POST",
    route: "/api/logout",
    module: logout,
    auth: "public",
    contract: false,
    mutating: true,
    freshSession: true,
    form: () => {
      const f = new FormData();
      f.set("token", "not-the-token");
      return f;
    },
    crossTenant: [403],
  },

  // ---------------------------------------------------------------- email
  // Anyone may ask for a reset link to any address (same answer either way); only the mailbox can use it.
  {
    method: "POST",
    route: "/api/auth/forgot-password",
    module: forgotPassword,
    auth: "public",
    contract: false,
    mutating: true,
    body: (t) => ({ email: t.user.email }),
    crossTenant: [200],
  },
  // Tokens name their own user: a guessed one is refused, and a body naming A changes nothing of A's.
  {
    method: "GET",
    route: "/api/auth/reset-password",
    module: resetPassword,
    auth: "public",
    contract: false,
    mutating: false,
    query: () => ({ token: "guessed-token-0000000000000000000000000000" }),
    crossTenant: [200],
  },
  {
    method: "POST",
    route: "/api/auth/reset-password",
    module: resetPassword,
    auth: "public",
    contract: false,
    mutating: true,
    body: (t) => ({ token: "guessed-token-0000000000000000000000000000", password: "taken over passphrase", userId: t.user.id, email: t.user.email }),
    crossTenant: [400],
  },
  {
    method: "POST",
    route: "/api/auth/verify-email",
    module: verifyEmail,
    auth: "public",
    contract: false,
    mutating: true,
    body: (t) => ({ token: "guessed-token-0000000000000000000000000000", userId: t.user.id }),
    crossTenant: [400],
  },
  // B's own account only.
  {
    method: "POST",
    route: "/api/auth/verify-email/resend",
    module: verifyResend,
    auth: "session",
    contract: false,
    mutating: true,
    body: (t) => ({ userId: t.user.id, email: t.user.email }),
    crossTenant: [200],
  },
  { method: "GET", route: "/api/account/email", module: accountEmail, auth: "session", contract: false, mutating: false, crossTenant: [200] },
  // B asking to move to A's address without B's password is refused before anything is looked up.
  {
    method: "POST",
    route: "/api/account/email",
    module: accountEmail,
    auth: "session",
    contract: false,
    mutating: true,
    body: (t) => ({ email: t.user.email, userId: t.user.id }),
    crossTenant: [400],
  },
  {
    method: "DELETE",
    route: "/api/account/email",
    module: accountEmail,
    auth: "session",
    contract: false,
    mutating: true,
    body: (t) => ({ userId: t.user.id }),
    crossTenant: [200],
  },
  // Off (404) without CRON_SECRET, as in these suites; its drain is tested in app/api/account/email/email.test.ts.
  { method: "GET", route: "/api/cron/email", module: cronEmail, auth: "public", contract: false, mutating: false, crossTenant: [404] },
  { method: "POST", route: "/api/cron/email", module: cronEmail, auth: "public", contract: false, mutating: false, crossTenant: [404] },
  { method: "GET", route: "/api/cron/expiry", module: cronExpiry, auth: "public", contract: false, mutating: false, crossTenant: [404] },
  { method: "POST", route: "/api/cron/expiry", module: cronExpiry, auth: "public", contract: false, mutating: false, crossTenant: [404] },
];
