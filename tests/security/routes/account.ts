import * as account from "@/app/api/account/route";
import * as accountPassword from "@/app/api/account/password/route";
import * as accountSessions from "@/app/api/account/sessions/route";
import * as accountTwoFactor from "@/app/api/account/two-factor/route";
import * as accountExport from "@/app/api/account/export/route";
import * as accountAvatar from "@/app/api/account/avatar/route";
import * as notifications from "@/app/api/notifications/route";
import * as notificationsSeen from "@/app/api/notifications/seen/route";
import * as notificationPrefs from "@/app/api/account/notifications/route";
import * as cronDigest from "@/app/api/cron/digest/route";
import { uploadForm } from "@/tests/helpers/files";
import type { RouteEntry } from "./types";

const AVATAR_PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Array(32).fill(1)]);

/** The caller's own account and notifications; "Sign out everywhere" last. */
export const ACCOUNT_ROUTES: RouteEntry[] = [
  // ---------------------------------------------------------------- the caller's own account: no ids, so A's can only be in bodies
  { method: "GET", route: "/api/account", module: account, auth: "session", contract: false, mutating: false, crossTenant: [200] },
  {
    method: "PATCH",
    route: "/api/account",
    module: account,
    auth: "session",
    contract: false,
    mutating: true,
    body: () => ({ firstName: "Renamed", lastName: "" }),
    crossTenant: [200],
  },
  // A's email as the typed confirmation deletes nothing (it is not B's); called as the target itself, a wrong confirmation.
  {
    method: "DELETE",
    route: "/api/account",
    module: account,
    auth: "session",
    contract: false,
    mutating: true,
    body: (t, a) => ({ confirm: t === a ? "not my email" : t.user.email }),
    crossTenant: [400],
  },
  {
    method: "POST",
    route: "/api/account/password",
    module: accountPassword,
    auth: "session",
    contract: false,
    mutating: true,
    body: () => ({ currentPassword: "not the password", newPassword: "a brand new passphrase" }),
    crossTenant: [400],
  },
  { method: "GET", route: "/api/account/sessions", module: accountSessions, auth: "session", contract: false, mutating: false, crossTenant: [200] },
  {
    method: "GET",
    route: "/api/account/two-factor",
    module: accountTwoFactor,
    auth: "session",
    contract: false,
    mutating: false,
    crossTenant: [200],
  },
  {
    method: "POST",
    route: "/api/account/two-factor",
    module: accountTwoFactor,
    auth: "session",
    contract: false,
    mutating: true,
    crossTenant: [200, 409],
  },
  {
    method: "PUT",
    route: "/api/account/two-factor",
    module: accountTwoFactor,
    auth: "session",
    contract: false,
    mutating: true,
    body: () => ({ code: "000000" }),
    crossTenant: [400, 409],
  },
  {
    method: "DELETE",
    route: "/api/account/two-factor",
    module: accountTwoFactor,
    auth: "session",
    contract: false,
    mutating: true,
    body: () => ({ password: "not the password" }),
    crossTenant: [400],
  },
  { method: "GET", route: "/api/account/export", module: accountExport, auth: "session", contract: false, mutating: false, crossTenant: [200] },
  {
    method: "PUT",
    route: "/api/account/avatar",
    module: accountAvatar,
    auth: "session",
    contract: false,
    mutating: true,
    form: () => uploadForm(null, AVATAR_PNG, "me.png"),
    crossTenant: [200],
  },
  { method: "GET", route: "/api/account/avatar", module: accountAvatar, auth: "session", contract: false, mutating: false, crossTenant: [200, 404] },
  { method: "DELETE", route: "/api/account/avatar", module: accountAvatar, auth: "session", contract: false, mutating: true, crossTenant: [200] },
  // ---------------------------------------------------------------- notifications: the caller's own list and switches
  { method: "GET", route: "/api/notifications", module: notifications, auth: "session", contract: false, mutating: false, crossTenant: [200] },
  {
    method: "POST",
    route: "/api/notifications/seen",
    module: notificationsSeen,
    auth: "session",
    contract: false,
    mutating: true,
    crossTenant: [200],
  },
  {
    method: "GET",
    route: "/api/account/notifications",
    module: notificationPrefs,
    auth: "session",
    contract: false,
    mutating: false,
    crossTenant: [200],
  },
  // A's company id: B is no member there (404). It turns reminders on, the default, so a viewer allowed to call it changes no row of the company.
  {
    method: "PATCH",
    route: "/api/account/notifications",
    module: notificationPrefs,
    auth: "session",
    contract: false,
    mutating: true,
    body: (t) => ({ taskReminders: { companyId: t.companyId, enabled: true } }),
    crossTenant: "not-yours",
  },
  // Off (404) without CRON_SECRET, as in these suites; tested in app/api/notifications/notifications.test.ts.
  { method: "GET", route: "/api/cron/digest", module: cronDigest, auth: "public", contract: false, mutating: false, crossTenant: [404] },
  { method: "POST", route: "/api/cron/digest", module: cronDigest, auth: "public", contract: false, mutating: false, crossTenant: [404] },
  // Last on purpose: "Sign out everywhere" ends every session of the caller, the one the rows above use too.
  {
    method: "DELETE",
    route: "/api/account/sessions",
    module: accountSessions,
    auth: "session",
    contract: false,
    mutating: true,
    freshSession: true,
    crossTenant: [200],
  },
];
