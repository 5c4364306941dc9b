import { NextRequest } from "next/server";

type Handler = (req: NextRequest, ctx: { params: Promise<Record<string, string | string[]>> }) => Response | Promise<Response>;

export interface CallOptions {
  method?: string;
  cookie?: string;
  body?: unknown;
  /** Sent as-is (for malformed-JSON tests). */
  rawBody?: string | FormData;
  params?: Record<string, string | string[]>;
  headers?: Record<string, string>;
  query?: Record<string, string>;
}

export interface CallResult<T = any> {
  status: number;
  body: T;
  headers: Headers;
  response: Response;
}

/** Calls a route handler with a real Request, the way Next would. */
export async function call<T = any>(handler: Handler, path: string, options: CallOptions = {}): Promise<CallResult<T>> {
  const url = new URL(path, "http://localhost:3000");
  for (const [k, v] of Object.entries(options.query ?? {})) url.searchParams.set(k, v);
  const headers = new Headers(options.headers);
  if (options.cookie) headers.set("cookie", options.cookie);
  let body: BodyInit | undefined;
  if (options.rawBody !== undefined) body = options.rawBody;
  else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers.set("content-type", "application/json");
  }
  const req = new NextRequest(url, { method: options.method ?? "GET", headers, body });
  const response = await handler(req, { params: Promise.resolve(options.params ?? {}) });
  const text = await response.clone().text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : null;
  } catch {
    /* non-JSON body (file downloads) stays text */
  }
  return { status: response.status, body: parsed as T, headers: response.headers, response };
}
