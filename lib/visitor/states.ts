import { sharedView } from "@/lib/messages/shared-view";

/**
 * A link a visitor clicks never ends on raw JSON. A browser navigation that fails lands
 * on the space's own page with one of these states; API clients (fetch, curl) keep the JSON error.
 */
export const VISITOR_STATES = ["expired", "removed", "email", "unavailable"] as const;
export type VisitorState = (typeof VISITOR_STATES)[number];

/** What the space's page says above the gate or the error for each state. */
export const visitorStateNotice: Record<VisitorState, string> = {
  expired: sharedView.expired,
  removed: sharedView.fileRemoved,
  email: sharedView.fileAccessLapsed,
  unavailable: sharedView.notAvailable,
};

export function parseVisitorState(value: unknown): VisitorState | null {
  return typeof value === "string" && (VISITOR_STATES as readonly string[]).includes(value) ? (value as VisitorState) : null;
}

/** The space's page with a state, as a relative URL (DESIGN.md: redirects are relative). */
export function visitorPagePath(code: string, state: VisitorState | null): string {
  return `/shared/${encodeURIComponent(code)}${state ? `?state=${state}` : ""}`;
}
