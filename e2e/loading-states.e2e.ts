import type { Browser, BrowserContext, CDPSession, Locator, Page } from "playwright-core";
import { createCompany, launchBrowser, signedInPage } from "./support/browser";
import { loadingLabels } from "@/lib/messages/chrome";
import { profileMessages } from "@/lib/messages/profile";

// Feedback on every click: on a slow phone (4x CPU slowdown, DevTools' "Slow 3G") a click on a
// section card changes the screen within 200 ms, and the main routes show their loading state while
// the server's answer is on its way.
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The bound for the first visible change after a click, in ms. */
const FIRST_CHANGE_MS = 200;
/** DevTools' "Slow 3G" preset (Puppeteer's PredefinedNetworkConditions): 400 kbit/s each way, 2 s round trip. */
const SLOW_3G = { offline: false, latency: 2000, downloadThroughput: (500 * 1000 * 0.8) / 8, uploadThroughput: (500 * 1000 * 0.8) / 8 };

async function throttle(page: Page): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", SLOW_3G);
  return cdp;
}

/**
 * Resolves once no request has been in flight for `quietMs`: the links on screen have fetched what
 * Next prefetches for them (their loading states) and the page's cards their data, as when a
 * founder has read the dashboard before clicking.
 */
async function requestsSettled(page: Page, quietMs = 1500, timeoutMs = 60_000): Promise<void> {
  const inFlight = new Set<unknown>();
  let last = Date.now();
  const onRequest = (req: import("playwright-core").Request) => {
    inFlight.add(req);
    last = Date.now();
  };
  const onDone = (req: import("playwright-core").Request) => {
    if (inFlight.delete(req)) last = Date.now();
  };
  page.on("request", onRequest);
  page.on("requestfinished", onDone);
  page.on("requestfailed", onDone);
  const deadline = Date.now() + timeoutMs;
  try {
    while (inFlight.size > 0 || Date.now() - last < quietMs) {
      if (Date.now() > deadline) throw new Error(`requests still in flight after ${timeoutMs} ms: ${inFlight.size}`);
      await page.waitForTimeout(200);
    }
  } finally {
    page.off("request", onRequest);
    page.off("requestfinished", onDone);
    page.off("requestfailed", onDone);
  }
}

/**
 * Clicks `link` and answers the ms from the click (the event's own timestamp) to the first frame
 * after the DOM shows the next page's loading state, the next page, or the link's own pending
 * spinner. Measured in the page (performance.now), with the observer started before the click.
 */
async function msToFirstChange(page: Page, link: Locator, shows: { status: string; heading: string }): Promise<number> {
  await link.evaluate((el, { status, heading }) => {
    const w = window as unknown as { __click?: number; __change?: number; __what?: string };
    w.__click = undefined;
    w.__change = undefined;
    el.addEventListener("click", (e) => (w.__click = e.timeStamp), { capture: true, once: true });
    const changed = () =>
      !!document.querySelector(`[role="status"][aria-label="${status}"]`) ||
      !!el.querySelector("[data-pending]") ||
      [...document.querySelectorAll("h1")].some((h) => h.textContent?.trim() === heading);
    const observer = new MutationObserver(() => {
      if (w.__change !== undefined || !changed()) return;
      observer.disconnect();
      w.__what = el.querySelector("[data-pending]") ? "the card's pending spinner" : "the next page or its loading state";
      requestAnimationFrame(() => (w.__change = performance.now()));
    });

    observer.observe(document.body, { childList: true, subtree: true, attributes: true });
  }, shows);
  const box = await link.boundingBox();
  if (!box) throw new Error("the link is not on screen");
  // As a hand does: onto the card first (its hover styles, Next's hover prefetch), then the click.
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.waitForTimeout(500);
  await page.mouse.down();
  await page.mouse.up();
  const handle = await page.waitForFunction(
    () => {
      const w = window as unknown as { __click?: number; __change?: number };
      return w.__click !== undefined && w.__change !== undefined ? w.__change - w.__click : null;
    },
    undefined,
    { timeout: 30_000 },
  );
  const ms = Math.round((await handle.jsonValue()) as number);
  console.log(`[loading-states] first visible change ${ms} ms after the click: ${await page.evaluate(() => (window as { __what?: string }).__what)}`);
  return ms;
}

describe("loading states on a slow phone", () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    ({ context, page } = await signedInPage(browser, 390));
    context.setDefaultTimeout(60_000);
    await createCompany(context, "Slowlane Labs");
  });
  afterAll(async () => {
    await context?.close();
  });

  it("a click on a section card changes the screen within 200 ms, and the phase page follows", async () => {
    await throttle(page);
    await page.goto("/", { timeout: 120_000 });
    const card = page.getByRole("link", { name: /^Legal Due Diligence/ });
    await card.waitFor();
    await requestsSettled(page);
    const ms = await msToFirstChange(page, card, { status: loadingLabels.phase, heading: "Legal Due Diligence" });
    expect(ms).toBeLessThanOrEqual(FIRST_CHANGE_MS);
    await page.getByRole("heading", { level: 1, name: "Legal Due Diligence" }).waitFor({ timeout: 60_000 });
    await page.getByRole("status", { name: loadingLabels.phase }).waitFor({ state: "detached" });
  });

  // In the order a founder might go, each page holding the link to the next: phase page -> dashboard
  // (Back to Dashboard) -> company details (Quick actions) -> profile (Edit) -> shared spaces (nav bar).
  it.each([
    ["/", loadingLabels.dashboard],
    ["/company", loadingLabels.company],
    ["/profile", profileMessages.loading],
    ["/spaces", "Loading shared spaces"],
  ])("a link to %s shows its loading state while the page is on its way", async (href, status) => {
    const link = page.locator(`a[href="${href}"]:visible`).first();
    await link.waitFor();
    // On screen, as a link is before anyone clicks it: Next prefetches a visible link's loading state.
    await link.scrollIntoViewIfNeeded();
    await requestsSettled(page);
    await link.click();
    await page.getByRole("status", { name: status }).waitFor({ timeout: 10_000 });
    await page.waitForURL((url) => url.pathname === href, { timeout: 60_000 });
    await page.getByRole("status", { name: status }).waitFor({ state: "detached", timeout: 60_000 });
  });
});
