import { AUTH_ROUTES } from "./auth";
import { COMPANY_ROUTES } from "./company";
import { PROGRESS_ROUTES } from "./progress";
import { SPACE_ROUTES } from "./spaces";
import { FILE_ROUTES } from "./files";
import { WORK_ROUTES } from "./work";
import { ACCOUNT_ROUTES } from "./account";
import type { RouteEntry } from "./types";

export type { Method, RouteEntry } from "./types";

type Handler = (req: never, ctx: never) => Response | Promise<Response>;

/**
 * Every API route, one row per (method, route file), grouped by area in the files beside this one.
 * The suites call them in this order: "Sign out everywhere" (account.ts) ends the sessions the rows
 * before it use, so it stays last.
 */
export const ROUTES: RouteEntry[] = [
  ...AUTH_ROUTES,
  ...COMPANY_ROUTES,
  ...PROGRESS_ROUTES,
  ...SPACE_ROUTES,
  ...FILE_ROUTES,
  ...WORK_ROUTES,
  ...ACCOUNT_ROUTES,
];

/** The rows the in-process suites (isolation matrix, fuzzing) call. */
export const IN_PROCESS_ROUTES = ROUTES.filter((entry) => entry.inProcess !== false);

export function handlerOf(entry: RouteEntry): Handler {
  const handler = entry.module[entry.method];
  if (typeof handler !== "function") throw new Error(`${entry.method} ${entry.route}: the route module exports no ${entry.method}`);
  return handler as Handler;
}

export const routeLabel = (entry: RouteEntry) => `${entry.method} ${entry.route}${entry.variant ? ` (${entry.variant})` : ""}`;

/** A concrete path for the entry: each [param] / [...param] replaced by its value. */
export function pathOf(entry: RouteEntry, params: Record<string, string | string[]>): string {
  return entry.route.replace(/\[(?:\.\.\.)?([^\]]+)\]/g, (_m, name: string) => {
    const value = params[name];
    return Array.isArray(value) ? value.map(encodeURIComponent).join("/") : encodeURIComponent(value ?? "");
  });
}
