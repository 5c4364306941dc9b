/**
 * The page-load benches' founder: a phone-wide signed-in context (E2E_BASE_URL must name the
 * server) with a new company, and the path of its busiest phase page, the one with most tasks.
 */
import type { Browser, BrowserContext } from "playwright-core";
import { busiestPhase, createCompany, createUser, newContext, signIn } from "../e2e/support/browser";

export async function signedInBusiestPhase(browser: Browser, companyName: string): Promise<{ context: BrowserContext; phasePath: string }> {
  const context = await newContext(browser, 412);
  context.setDefaultTimeout(60_000);
  await signIn(context, await createUser(context));
  await createCompany(context, companyName);
  return { context, phasePath: `/phase/${(await busiestPhase(context)).id}` };
}
