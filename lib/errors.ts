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
