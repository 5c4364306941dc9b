/** An error a handler throws on purpose; the wrapper turns it into `{ message }` with `status`. */
export class ApiError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    public readonly extra?: Record<string, unknown>,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/** A refusal that tells the client when to try again (a limit's 429, a busy 503): the wrapper adds Retry-After. */
export class RetryLaterError extends ApiError {
  constructor(
    status: number,
    message: string,
    public readonly retryAfterSeconds: number,
  ) {
    super(status, message);
    this.name = "RetryLaterError";
  }
}
