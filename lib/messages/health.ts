/** What GET /api/health says when the server is not ready, for the person reading the health check. */
export const healthMessages = {
  starting: "The server is still starting (migrating or connecting to the database).",
  database: "The database cannot be reached; the server retries on the next request.",
  storage: "File storage cannot be read or written.",
} as const;
