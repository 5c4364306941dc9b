import { after } from "next/server";

/**
 * Runs `work` once the response has gone out (Next's `after`), so an answer that must not tell
 * whether an account exists also takes the same time either way. Outside a request scope (route
 * tests call handlers directly) it runs now and is awaited.
 */
export async function afterResponse(work: () => Promise<void>): Promise<void> {
  const logged = () => work().catch((error: Error) => console.error(`[email] background step failed: ${error.message}`));
  try {
    after(logged);
  } catch {
    await work();
  }
}
