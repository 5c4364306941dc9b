import { NextResponse } from "next/server";
import { ZodError } from "zod";
import { classifyDbError } from "@/lib/db/errors";
import { ApiError } from "@/lib/errors";

export function json(data: unknown, status = 200, headers?: HeadersInit) {
  return NextResponse.json(data, { status, headers });
}

/** A JSON body already serialised as UTF-8 (lib/data/progress.ts, lib/data/shared-view.ts): sent as is, no parse and re-stringify. */
export function rawJson(body: Buffer, headers?: Record<string, string>, status = 200) {
  return new NextResponse(body as Uint8Array<ArrayBuffer>, { status, headers: { "content-type": "application/json", ...headers } });
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
