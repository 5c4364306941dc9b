import type { VisitorPayload } from "@/lib/visitor/schema";

/** A non-OK answer of GET /api/shared/{code}: its status and the message SPEC.md section 8 picks. */
export class OpenSpaceError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    /** The visitor gate: what the visit still needs ("verification", "agreement") and the agreement's text. */
    public readonly gate: { steps: string[]; agreementText: string | null } | null = null,
  ) {
    super(message);
    this.name = "OpenSpaceError";
  }
}

/** lib/queries/client's throwIfNotOk rule: the JSON body's message, else "status: text"; plus the gate's steps. */
export async function errorOf(res: Response): Promise<OpenSpaceError> {
  const text = await res.text().catch(() => "");
  if ((res.headers.get("content-type") ?? "").includes("application/json")) {
    try {
      const body = JSON.parse(text) as { message?: unknown; gate?: unknown; agreementText?: unknown } | null;
      const message = body?.message;
      const gate = Array.isArray(body?.gate)
        ? {
            steps: body.gate.filter((s): s is string => typeof s === "string"),
            agreementText: typeof body.agreementText === "string" ? body.agreementText : null,
          }
        : null;
      if (typeof message === "string" && message.length > 0) return new OpenSpaceError(res.status, message, gate);
    } catch {
      // Not JSON after all: the generic message below.
    }
  }
  return new OpenSpaceError(res.status, `${res.status}: ${res.statusText || "Request failed"}`);
}

/** The gate's answers; sent in a POST body (a code never goes into a URL). */
export interface GateAnswers {
  code?: string;
  agree?: boolean;
}

/** POST /api/shared/{code}/verification: emails the visitor a 6-digit code. */
export async function requestVisitorCode(accessCode: string, email: string): Promise<void> {
  const res = await fetch(`/api/shared/${encodeURIComponent(accessCode)}/verification`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email }),
    credentials: "include",
  });
  if (!res.ok) throw await errorOf(res);
}

/**
 * GET /api/shared/{code}?email=, the visitor's only request. Not lib/queries/client's apiJson: that
 * module brings sonner (for its sign-out toast, which a visitor without an account never sees),
 * ~9 kB gzip of this public page's first-load budget (docs/PERFORMANCE.md).
 */
export async function openSharedSpace(accessCode: string, email: string, answers?: GateAnswers): Promise<VisitorPayload> {
  const path = `/api/shared/${encodeURIComponent(accessCode)}`;
  const res = answers
    ? await fetch(path, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ email, ...answers }),
        credentials: "include",
      })
    : await fetch(`${path}?email=${encodeURIComponent(email)}`, { credentials: "include" });
  if (!res.ok) throw await errorOf(res);
  return (await res.json()) as VisitorPayload;
}

/**
 * POST /api/shared/{code}/returning: a browser that verified its email here within the founder's
 * period goes straight in (the cookie is HttpOnly, so only the server can tell); null otherwise,
 * and the page asks for the email.
 */
export async function openAsReturningVisitor(accessCode: string): Promise<VisitorPayload | null> {
  const res = await fetch(`/api/shared/${encodeURIComponent(accessCode)}/returning`, { method: "POST", credentials: "include" });
  if (res.ok) return (await res.json()) as VisitorPayload;
  // Read the refusal to its end: a body left unread keeps the request open in the browser.
  await res.text().catch(() => "");
  return null;
}

/** GET /api/shared/{code}/preview: "Preview as investor", for a signed-in member of the space's company. */
export async function openPreview(accessCode: string): Promise<VisitorPayload> {
  const res = await fetch(`/api/shared/${encodeURIComponent(accessCode)}/preview`, { credentials: "include" });
  if (!res.ok) throw await errorOf(res);
  return (await res.json()) as VisitorPayload;
}
