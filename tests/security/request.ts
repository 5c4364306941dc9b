import { sessionCookieFor } from "@/tests/helpers/auth";
import { call, type CallResult } from "@/tests/helpers/http";
import type { Tenant } from "./fixtures";
import { handlerOf, pathOf, type RouteEntry } from "./routes";

/** Calls a route-table row as `actor` with `target`'s ids, the way a browser of `actor` would. */
export async function callRoute(entry: RouteEntry, target: Tenant, actor: Tenant): Promise<CallResult> {
  const params = entry.params?.(target, actor) ?? {};
  const session = entry.freshSession ? await sessionCookieFor(actor.user.id) : actor.user.cookie;
  const cookie = [session, entry.cookie?.(target, actor)].filter(Boolean).join("; ");
  return call(handlerOf(entry) as never, pathOf(entry, params), {
    method: entry.method,
    cookie,
    params,
    query: entry.query?.(target, actor),
    body: entry.body?.(target, actor),
    rawBody: entry.form?.(target, actor),
    headers: { "x-forwarded-for": "198.51.100.200" },
  });
}

/** Strings that identify `tenant`'s data; none may appear in an answer to someone else. */
export function identifiers(tenant: Tenant): string[] {
  return [tenant.marker, tenant.user.id, tenant.user.email, tenant.companyId, tenant.fileId, tenant.spaceId, tenant.accessCode, tenant.visitorEmail];
}

export function leakedIdentifiers(res: CallResult, tenant: Tenant): string[] {
  const text =
    `${typeof res.body === "string" ? res.body : JSON.stringify(res.body)} ${res.headers.get("location") ?? ""} ${res.headers.get("set-cookie") ?? ""}`.toLowerCase();
  return identifiers(tenant).filter((id) => text.includes(id.toLowerCase()));
}
