import { ZodError } from "zod";
import { ApiError } from "@/lib/errors";
import { sharedView } from "@/lib/messages/shared-view";
import { visitorPagePath, type VisitorState } from "./states";

/**
 * A top-level browser navigation (a clicked link, a typed URL), as opposed to a script's fetch:
 * Sec-Fetch-Mode when the browser sends it, else an Accept that asks for HTML.
 */
export function isBrowserNavigation(headers: Headers): boolean {
  const mode = headers.get("sec-fetch-mode");
  if (mode) return mode === "navigate";
  return /\btext\/html\b/.test(headers.get("accept") ?? "");
}

/** The state a failed visitor request shows on the space's page (none for bad input: the page's own gate asks again). */
export function stateOf(error: unknown): VisitorState | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status === 401) return "email";
  if (error.status === 410 && error.message === sharedView.expired) return "expired";
  if (error.status === 404 && error.message === sharedView.fileNotFound) return "removed";
  return "unavailable";
}

/**
 * Runs a visitor route; if it fails (a refusal or bad input) and the request is a browser
 * navigation, answers 303 to the space's page in the matching state instead of the JSON error.
 * Anything else (a bug) still reaches the handler wrapper.
 */
export async function pageOnError(req: Request, code: string, run: () => Promise<Response>): Promise<Response> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof ApiError || error instanceof ZodError) || !isBrowserNavigation(req.headers)) throw error;
    return new Response(null, { status: 303, headers: { Location: visitorPagePath(code, stateOf(error)), "Cache-Control": "private, no-store" } });
  }
}
