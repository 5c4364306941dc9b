/** Runs once when the server starts: migrate and seed before the first request arrives. */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { getAuthSecret } = await import("@/lib/auth/secret");
  const { getDatabase } = await import("@/lib/db");
  getAuthSecret();
  await getDatabase();
  (await import("@/lib/data/sweep")).startSweeper();
}
