import { ApiError } from "@/lib/errors";
import { BODY_TOO_LARGE, INVALID_JSON, INVALID_TEXT } from "@/lib/messages/requests";

/** No JSON payload of the contract comes near this (the largest, 500 share items, is ~100 KB). */
export const JSON_BODY_LIMIT = 1024 * 1024;

/** The body as text, refusing (413) as soon as it passes `limit` bytes instead of buffering it all. */
async function readText(req: Request, limit: number): Promise<string> {
  const declared = Number(req.headers.get("content-length"));
  if (Number.isFinite(declared) && declared > limit) throw new ApiError(413, BODY_TOO_LARGE);
  if (!req.body) return "";
  const reader = req.body.getReader();
  const decoder = new TextDecoder();
  let size = 0;
  let text = "";
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      throw new ApiError(413, BODY_TOO_LARGE);
    }
    text += decoder.decode(value, { stream: true });
  }
  return text + decoder.decode();
}

const clean = (text: string) => !text.includes("\u0000") && text.isWellFormed();

/**
 * PostgreSQL text and jsonb cannot hold a NUL character, and a lone UTF-16 surrogate has no
 * UTF-8 form: stored, either would be a database error (a 500) rather than bad input. Walks the
 * parsed body (keys included) without recursion, so deep nesting cannot overflow the stack.
 */
export function assertCleanText(value: unknown): void {
  const stack: unknown[] = [value];
  while (stack.length) {
    const item = stack.pop();
    if (typeof item === "string") {
      if (!clean(item)) throw new ApiError(400, INVALID_TEXT);
    } else if (item && typeof item === "object") {
      for (const [key, child] of Object.entries(item)) {
        if (!clean(key)) throw new ApiError(400, INVALID_TEXT);
        stack.push(child);
      }
    }
  }
}

/** A JSON request body: at most 1 MB, valid JSON, and only text PostgreSQL can store. */
export async function readJsonBody(req: Request, limit = JSON_BODY_LIMIT): Promise<unknown> {
  const text = await readText(req, limit);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new ApiError(400, INVALID_JSON);
  }
  assertCleanText(body);
  return body;
}
