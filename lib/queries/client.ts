import type { QueryFunction } from "@tanstack/react-query";
import { toast } from "sonner";
import { LOGIN_PATH, UNAUTHORIZED_REDIRECT_MS } from "@/lib/constants";
import { toasts } from "@/lib/messages/toasts";

/** A non-OK response, with the message chosen by the rules of SPEC.md section 8. */
export class ApiClientError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    /** The parsed JSON body, when there was one (e.g. zod `issues` on a 400). */
    public readonly body?: unknown,
  ) {
    super(message);
    this.name = "ApiClientError";
  }
}

export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiClientError && error.status === 401;
}

function hasMessage(body: unknown): body is { message: string } {
  return (
    typeof body === "object" &&
    body !== null &&
    typeof (body as { message?: unknown }).message === "string" &&
    (body as { message: string }).message.length > 0
  );
}

/** Throws an ApiClientError for a non-OK response; returns it untouched otherwise. */
export async function throwIfNotOk(res: Response): Promise<Response> {
  if (res.ok) return res;
  const contentType = res.headers.get("content-type") ?? "";
  let body: unknown;
  let text = "";
  if (contentType.includes("application/json")) {
    // Read as text first: a body that claims JSON but does not parse falls back to its text.
    text = await res.text().catch(() => "");
    try {
      body = JSON.parse(text);
    } catch {
      body = text || res.statusText;
    }
  } else {
    text = await res.text().catch(() => "");
    body = text || res.statusText;
  }
  // HTTP/2 responses carry no status text; keep the "status: text" shape readable anyway.
  const message = hasMessage(body) ? body.message : `${res.status}: ${res.statusText || "Request failed"}`;
  throw new ApiClientError(res.status, message, body);
}

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** Sends cookies, and a JSON body when `body` is given. Resolves to the OK response. */
export async function apiRequest(method: HttpMethod, url: string, body?: unknown): Promise<Response> {
  const res = await fetch(url, {
    method,
    headers: body === undefined ? undefined : { "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: "include",
  });
  return throwIfNotOk(res);
}

/** apiRequest + parsed JSON (null for an empty 204 body). */
export async function apiJson<T>(method: HttpMethod, url: string, body?: unknown): Promise<T> {
  const res = await apiRequest(method, url, body);
  if (res.status === 204) return null as T;
  const text = await res.text();
  return (text ? JSON.parse(text) : null) as T;
}

export type StatusBehavior = "throw" | "returnNull";

export interface QueryFnOptions {
  on401?: StatusBehavior;
  on404?: StatusBehavior;
}

/** Joins the key parts with "/" (["/api/company", id, "team"] -> "/api/company/{id}/team"). */
export function queryKeyToUrl(queryKey: readonly unknown[]): string {
  return queryKey.map(String).join("/");
}

/** A queryFn that GETs the URL built from the query key and returns its JSON. */
export function getQueryFn<T>({ on401 = "throw", on404 = "throw" }: QueryFnOptions = {}): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const res = await fetch(queryKeyToUrl(queryKey), { credentials: "include", signal });
    if (on401 === "returnNull" && res.status === 401) return null;
    if (on404 === "returnNull" && res.status === 404) return null;
    await throwIfNotOk(res);
    return (await res.json()) as T;
  };
}

/** The default queryFn of the QueryClient: 401 throws (and the QueryCache handler logs out). */
export const defaultQueryFn = getQueryFn<unknown>();

let redirectScheduled = false;

/** SPEC.md section 8: toast, then a full navigation to sign-in after 500 ms. Runs once per page. */
export function handleUnauthorized(): void {
  if (redirectScheduled || typeof window === "undefined") return;
  redirectScheduled = true;
  toast.error(toasts.unauthorized.title, { description: toasts.unauthorized.description });
  window.setTimeout(() => {
    window.location.href = LOGIN_PATH;
  }, UNAUTHORIZED_REDIRECT_MS);
}

/** For tests: allow handleUnauthorized to run again. */
export function resetUnauthorizedState(): void {
  redirectScheduled = false;
}

/** The message to show for any error thrown by apiRequest / a query, with a fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiClientError) return error.message;
  return fallback;
}
