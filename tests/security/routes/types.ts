import type { Tenant } from "../fixtures";

export type Method = "GET" | "HEAD" | "POST" | "PUT" | "PATCH" | "DELETE";
type Module = Record<string, unknown>;

/**
 * One row per (method, route file). `route` mirrors the directory under app/ ("/api/company/[id]")
 * so the disk walk in route-table.test.ts can prove no route file or method is missing.
 * The factories get the tenant whose ids go into the request (`target`) and the caller (`actor`):
 * the isolation matrix calls them with target = A and actor = B.
 */
export interface RouteEntry {
  method: Method;
  route: string;
  module: Module;
  /** session: cookie auth; public: anyone; nextauth: next-auth's own catch-all. */
  auth: "session" | "public" | "nextauth";
  /** Listed in SPEC.md section 7, or one of the file routes the issue names. */
  contract: boolean;
  /** Changes stored state (fuzzed by fuzz-*.test.ts). */
  mutating: boolean;
  params?: (target: Tenant, actor: Tenant) => Record<string, string | string[]>;
  query?: (target: Tenant, actor: Tenant) => Record<string, string>;
  body?: (target: Tenant, actor: Tenant) => unknown;
  form?: (target: Tenant, actor: Tenant) => FormData;
  /** Extra cookies the actor's browser sends (the visitor's file token), beside its session. */
  cookie?: (target: Tenant, actor: Tenant) => string;
  /** The caller needs a session of its own that the call may end (logout). */
  freshSession?: boolean;
  /**
   * What B gets with A's ids. "not-yours": 404 or 403 (an A id is in the request). Otherwise the
   * request carries no A id the route could honour, and the listed statuses are the expected answer
   * (B's own data, or a refusal), checked together with "no A data in the answer".
   */
  crossTenant: "not-yours" | number[];
  /**
   * false: cannot be called in-process (next-auth's catch-all reads next/headers, which needs
   * Next's request scope); it is exercised over HTTP by the e2e specs instead.
   */
  inProcess?: false;
  /** Extra label for routes listed twice (the four team lists). */
  variant?: string;
  /**
   * Left out of the positive control (the same request with one's own ids), with the reason: the
   * ownership transfer would hand the control tenant's company away from the rows after it.
   */
  noOwnControl?: string;
}
