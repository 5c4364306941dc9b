import { NextResponse } from "next/server";
import { ZodError } from "zod";
import { classifyDbError } from "@/lib/db/errors";
import { ApiError } from "@/lib/errors";

export function json(data: unknown, status = 200, headers?: HeadersInit) {
  return NextResponse.json(data, { status, headers });
}

/**
 * A JSON body already serialised as UTF-8 (lib/data/progress.ts, lib/data/shared-view.ts): sent as
 * is, no parse and re-stringify. Bytes in parts are streamed part by part: a Response copies a
 * byte array it is given, and a stream's chunks are written to the socket as they are.
 */
export function rawJson(body: Buffer | readonly Uint8Array[], headers?: Record<string, string>, status = 200) {
  const content = Array.isArray(body)
    ? new ReadableStream<Uint8Array>({
        start(controller) {
          for (const part of body as readonly Uint8Array[]) controller.enqueue(part);
          controller.close();
        },
      })
    : (body as Uint8Array<ArrayBuffer>);
  return new NextResponse(content, { status, headers: { "content-type": "application/json", ...headers } });
}

/** Maps anything a handler throws to the JSON error of DESIGN.md "Contract rules". */
export function errorResponse(error: unknown): Response {
  if (error instanceof ApiError) {
    return json({ message: error.message, ...error.extra }, error.status);
  }
  if (error instanceof ZodError) {
    const first = error.issues[0];
    const message = first ? `${first.path.length ? `${first.path.join(".")}: ` : ""}${first.message}` : "Invalid input";
    return json({ message, issues: error.issues }, 400);
  }
  switch (classifyDbError(error)) {
    case "not-found":
    case "foreign-key":
      return json({ message: "Not found" }, 404);
    case "unique":
      return json({ message: "Already exists" }, 409);
    case "unavailable":
      return json({ message: "The service is temporarily unavailable. Please try again." }, 503, { "Retry-After": "5" });
  }
  console.error("[api] unhandled error", error);
  return json({ message: "Internal server error" }, 500);
}
