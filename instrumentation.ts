/**
 * Runs once when the server starts: migrate and seed (or, with MIGRATE_ON_START=false / on Vercel,
 * check the schema) before the first request arrives. A failure here is logged, never thrown: a
 * throwing hook makes Next answer 500 to every request until a restart, while getDatabase()
 * retries on the next request and GET /api/health says what is wrong.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { getAuthSecret } = await import("@/lib/auth/secret");
  const { getDatabase } = await import("@/lib/db");
  // A missing NEXTAUTH_SECRET is a configuration error no retry fixes: start-up fails loudly.
  getAuthSecret();
  await getDatabase().then(
    () => console.log("[db] ready"),
    (error: Error) => console.error(`[db] start-up did not finish (${error.message}); requests retry it`),
  );
  // Hashing threads and the common-password list load now, not inside the first sign-ups' requests.
  const { warmUpHashing } = await import("@/lib/auth/password");
  const { commonPasswords } = await import("@/lib/auth/common-passwords");
  await Promise.all([warmUpHashing(), commonPasswords()]).catch((error: Error) =>
    console.error(`[auth] warm-up failed (${error.message}); the first sign-up retries it`),
  );
  // The periodic jobs (sweep, mail outbox, reminders, digest, expiry): lib/jobs/schedule.ts lists
  // them with their intervals; each pass logs its own failure and the next tick tries again.
  (await import("@/lib/jobs/schedule")).startJobs();
}
