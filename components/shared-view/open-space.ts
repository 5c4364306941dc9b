import type { VisitorPayload } from "@/lib/sharing/types";

/** A non-OK answer of GET /api/shared/{code}: its status and the message SPEC.md section 8 picks. */
export class OpenSpaceError extends Error {
  constructor(
    public readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = "OpenSpaceError";
  }
}

/** lib/api/client's throwIfNotOk rule: the JSON body's message, else "status: text". */
async function messageOf(res: Response): Promise<string> {
  const text = await res.text().catch(() => "");
  if ((res.headers.get("content-type") ?? "").includes("application/json")) {
    try {
      const body: unknown = JSON.parse(text);
      const message = typeof body === "object" && body !== null ? (body as { message?: unknown }).message : undefined;
      if (typeof message === "string" && message.length > 0) return message;
    } catch {
      // Not JSON after all: the generic message below.
    }
  }
  return `${res.status}: ${res.statusText || "Request failed"}`;
}

/**
 * GET /api/shared/{code}?email=, the visitor's only request. Not lib/api/client's apiJson: that
 * module brings sonner (for its sign-out toast, which a visitor without an account never sees),
 * ~9 kB gzip of this public page's first-load budget (docs/PERFORMANCE.md).
 */
export async function openSharedSpace(accessCode: string, email: string): Promise<VisitorPayload> {
  const res = await fetch(`/api/shared/${encodeURIComponent(accessCode)}?email=${encodeURIComponent(email)}`, { credentials: "include" });
  if (!res.ok) throw new OpenSpaceError(res.status, await messageOf(res));
  return (await res.json()) as VisitorPayload;
}
