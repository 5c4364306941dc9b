import { NextResponse, type NextRequest } from "next/server";
import type { z } from "zod";
import { getSessionUser, type SessionUser } from "@/lib/account/session";
import { scopeCompany } from "@/lib/data/membership";
import { enforceLimit, type Limit } from "@/lib/data/rate-limit";
import { clientIp, rateLimitKeyForIp } from "@/lib/auth/client-ip";
import type { Action, CompanyScope } from "@/lib/team/rules/roles";
import { ApiError } from "@/lib/errors";
import { COMPANY_NOT_FOUND } from "@/lib/messages/company";
import { errorAnswers } from "@/lib/messages/requests";
import { uuid } from "@/lib/validations/common";
import { readJsonBody } from "./json-body";
import { API_CSP, NO_STORE } from "./security-headers.mjs";
import { errorResponse } from "./respond";

type Params = Record<string, string | string[]>;
type RouteContext = { params: Promise<Params> };

interface BaseContext<P extends Params> {
  req: NextRequest;
  params: P;
  /**
   * The client's address (lib/auth/client-ip.ts: the proxies this deployment trusts), read once
   * per request by the wrapper, which keys the route's per-address limits on it too; null when
   * it cannot be known. What a visit's log and a file's watermark record.
   */
  ip: string | null;
}
export interface AuthedContext<P extends Params = Params> extends BaseContext<P> {
  user: SessionUser;
}
export type PublicContext<P extends Params = Params> = BaseContext<P>;

type Result = Response | Record<string, unknown> | unknown[] | null;

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Cookie-authenticated writes must come from our own pages: a browser always sends Origin on a
 * cross-site POST/PUT/PATCH/DELETE, so a foreign Origin is refused (CSRF). Requests with no
 * Origin (curl, server-to-server) carry no ambient cookie risk.
 */
function assertSameOrigin(req: NextRequest) {
  if (SAFE_METHODS.has(req.method)) return;
  const origin = req.headers.get("origin");
  if (!origin) return;
  const host = req.headers.get("x-forwarded-host") ?? req.headers.get("host");
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    throw new ApiError(403, errorAnswers.crossSite);
  }
  if (!host || originHost !== host) throw new ApiError(403, errorAnswers.crossSite);
}

/** What a route declares besides the wrapper's defaults. */
export interface RouteOptions {
  /**
   * Runs before anything else, the body unread; what it throws is the answer. A route that hashes
   * a password passes `assertHashCapacity` (lib/auth/password.ts): with the hasher full it answers
   * 503 at once, so no queue builds up behind a flood.
   */
  refuseFirst?: () => void;
  /**
   * The rate limits the route spends (lib/account/rules/limits.ts declares the account's), counted
   * in order after the session and before the body is read; over one, a 429 with Retry-After.
   * Per client address, per signed-in user (signed-in routes only) or for everyone.
   */
  limits?: readonly RouteLimit[];
}

/** A limit a route declares; one counted per signed-in user needs a signed-in route. */
export type RouteLimit = Limit & { per: "client" | "user" | "global" };

/**
 * The company a route works in and what it does there. `from`: where the request names it, the
 * path's `id` (`/api/company/[id]/…`), the body's or the query's `companyId` (the route then
 * declares that schema, which the wrapper parses first, so bad input stays a 400 before any
 * membership answer, as before the check moved here). `can`: the action the role must allow
 * (lib/team/rules/roles.ts): not a member is a 404 (`notFound`, the company's message by default), a
 * member whose role cannot is a 403.
 */
export interface CompanyAccess {
  from: "path" | "body" | "query";
  can: Action;
  notFound?: string;
}

type Schema = z.ZodType | undefined;
type Parsed<S extends Schema> = S extends z.ZodType ? z.output<S> : undefined;

export interface CompanyOptions<B extends Schema, Q extends Schema> {
  company: CompanyAccess;
  /** The JSON body's schema (a 400 when it fails), handed to the handler as `body`. */
  body?: B;
  /** The query string's schema (a 400 when it fails), handed to the handler as `query`. */
  query?: Q;
}

/** A company-scoped route's context: the company already checked for the user and its role. */
export interface CompanyContext<B extends Schema = undefined, Q extends Schema = undefined> extends AuthedContext {
  company: CompanyScope;
  body: Parsed<B>;
  query: Parsed<Q>;
}

/**
 * Resolves what a company-scoped route declared, in the order the answers always had: a malformed
 * path id (404), the body and the query (400), then the membership (404, 403).
 */
async function scoped(options: CompanyOptions<Schema, Schema>, req: NextRequest, params: Params, user: SessionUser) {
  const { company: access } = options;
  const notFound = access.notFound ?? COMPANY_NOT_FOUND;
  if (access.from === "path" && !uuid.safeParse(params.id).success) throw new ApiError(404, notFound);
  const body = options.body ? options.body.parse(await readJsonBody(req)) : undefined;
  const query = options.query ? options.query.parse(Object.fromEntries(req.nextUrl.searchParams)) : undefined;
  const named =
    access.from === "path"
      ? params.id
      : ((access.from === "body" ? body : (query ?? Object.fromEntries(req.nextUrl.searchParams))) as { companyId?: unknown } | undefined)?.companyId;
  const company = await scopeCompany({ user, companyId: named, action: access.can, notFound });
  return { company, body, query };
}

function limitSubject(limit: RouteLimit, ip: string | null, user: SessionUser | null): string {
  if (limit.per === "client") return rateLimitKeyForIp(ip);
  if (limit.per === "global") return "";
  if (!user) throw new Error(`The limit ${limit.name} is counted per user, on a route without a session`);
  return user.id;
}

function wrap<C>(
  needsUser: boolean,
  handler: (ctx: C) => Promise<Result>,
  options: RouteOptions & Partial<CompanyOptions<Schema, Schema>> = {},
): (req: NextRequest, route: RouteContext) => Promise<Response> {
  return async (req, route) => {
    try {
      assertSameOrigin(req);
      options.refuseFirst?.();
      const params = ((await route?.params) ?? {}) as Params;
      let user: SessionUser | null = null;
      if (needsUser) {
        user = await getSessionUser(req);
        if (!user) throw new ApiError(401, errorAnswers.unauthorized);
      }
      const ip = clientIp(req.headers);
      for (const limit of options.limits ?? []) await enforceLimit(limit, limitSubject(limit, ip, user));
      const scope = user && options.company ? await scoped(options as CompanyOptions<Schema, Schema>, req, params, user) : {};
      const result = await handler({ req, params, ip, user, ...scope } as C);
      return finish(result instanceof Response ? result : NextResponse.json(result));
    } catch (error) {
      return finish(errorResponse(error));
    }
  };
}

export { API_CSP };

/**
 * Headers every API answer gets, errors included. JSON never needs to run anything; a route that
 * streams a file sets its own policy (an inline PDF must stay viewable), so only a response
 * without one gets the strict default. Every answer here is someone's private data (a founder's,
 * or a visitor's behind the email gate), so no browser or shared cache may keep it.
 */
function finish(res: Response): Response {
  if (!res.headers.has("Content-Security-Policy")) res.headers.set("Content-Security-Policy", API_CSP);
  if (!/\bno-store\b/.test(res.headers.get("Cache-Control") ?? "")) res.headers.set("Cache-Control", NO_STORE);
  return res;
}

type RouteHandler = (req: NextRequest, route: RouteContext) => Promise<Response>;

/**
 * Every signed-in route: 401 without a live session, params awaited, errors to JSON. A route that
 * works in one company declares it (`{ company: { from, can } }`) and gets it already checked.
 */
export function withAuth<P extends Params = Params>(handler: (ctx: AuthedContext<P>) => Promise<Result>, options?: RouteOptions): RouteHandler;
export function withAuth<B extends Schema = undefined, Q extends Schema = undefined>(
  handler: (ctx: CompanyContext<B, Q>) => Promise<Result>,
  options: CompanyOptions<B, Q> & RouteOptions,
): RouteHandler;
export function withAuth(handler: (ctx: never) => Promise<Result>, options?: RouteOptions & Partial<CompanyOptions<Schema, Schema>>): RouteHandler {
  return wrap(true, handler, options);
}

/** Routes open to anyone (register, the shared-space viewer): same error handling, no session. */
export function withPublic<P extends Params = Params>(
  handler: (ctx: PublicContext<P>) => Promise<Result>,
  options?: RouteOptions & { limits?: readonly (RouteLimit & { per: "client" | "global" })[] },
) {
  return wrap<PublicContext<P>>(false, handler, options);
}

/** Reads and validates a JSON body; malformed JSON and schema failures both become 400 (lib/api/json-body.ts). */
export async function readJson<S extends z.ZodType>(req: Request, schema: S): Promise<z.output<S>> {
  return schema.parse(await readJsonBody(req));
}

export function parseWith<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  return schema.parse(value);
}
