import { NextResponse } from "next/server";
import { ZodError } from "zod";
import { classifyDbError } from "@/lib/db/errors";
import { ApiError, RetryLaterError } from "@/lib/errors";
import { errorAnswers } from "@/lib/messages/requests";

export function json(data: unknown, status = 200, headers?: HeadersInit) {
  return NextResponse.json(data, { status, headers });
}

/**
 * A JSON body already serialised as UTF-8, whole or in parts (the cached answers of lib/progress/read.ts,
 * checklist.ts and shared-view.ts): sent as is, no parse and re-stringify. As a stream, because a
 * Response given a byte array copies it, and a stream's chunks go to the socket as they are: a
 * cached answer is written without a per-request copy, parts without being joined first.
 */
export function rawJson(body: Buffer | readonly Buffer[], headers?: Record<string, string>, status = 200) {
  const parts = Buffer.isBuffer(body) ? [body] : body;
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const part of parts) controller.enqueue(part);
      controller.close();
    },
  });
  return new NextResponse(stream, { status, headers: { "content-type": "application/json", ...headers } });
}

/** Maps anything a handler throws to the JSON error of DESIGN.md "Contract rules". */
export function errorResponse(error: unknown): Response {
  // A limit or a full password hasher (lib/auth/password.ts): the client is told when to try again.
  if (error instanceof RetryLaterError) {
    return json({ message: error.message, ...error.extra }, error.status, { "Retry-After": String(error.retryAfterSeconds) });
  }
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
      return json({ message: errorAnswers.notFound }, 404);
    case "unique":
      return json({ message: errorAnswers.alreadyExists }, 409);
    case "unavailable":
      return json({ message: errorAnswers.unavailable }, 503, { "Retry-After": "5" });
  }
  console.error("[api] unhandled error", error);
  return json({ message: errorAnswers.internal }, 500);
}
