/**
 * User-facing messages of SPEC.md sections 5 and 8, one file per concern (lib/messages/*.ts); import
 * from the file, e.g. "@/lib/messages/toasts", so a page ships only the groups it reads. Do not
 * retype these strings in components.
 */

export const BODY_TOO_LARGE = "Request body is too large";
export const INVALID_JSON = "Request body must be valid JSON";
export const INVALID_TEXT = "Text must not contain NUL characters or invalid Unicode";

/** What the error answer (lib/api/respond.ts) says when a failure carries no message of its own. */
export const errorAnswers = {
  notFound: "Not found",
  unauthorized: "Unauthorized",
  crossSite: "Cross-site request refused",
  malformedMultipart: "Malformed multipart body",
  alreadyExists: "Already exists",
  unavailable: "The service is temporarily unavailable. Please try again.",
  internal: "Internal server error",
} as const;
