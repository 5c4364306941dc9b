import type { Browser, BrowserContext, Page } from "playwright-core";
import { clickUntil, createCompany, launchBrowser, newContext, createUser, screenshot, signIn } from "./support/browser";
import { parseDocumentLines } from "@/lib/progress/rules";

/**
 * Nothing floats over content: on the dashboard, a phase page with a task expanded and the
 * profile, at phone, tablet and desktop widths, every visible button and input is what the
 * browser hits at its centre, both with the control in the middle of the viewport and scrolled
 * just into view at the bottom edge (where floating buttons and toasts live).
 */
let browser: Browser;
let context: BrowserContext;
let phaseUrl: string;
let taskTitle: string;
let firstLine: string;

const WIDTHS = [390, 768, 1280] as const;

beforeAll(async () => {
  browser = await launchBrowser();
  context = await newContext(browser, 1280);
  const user = await createUser(context);
  await signIn(context, user);
  await createCompany(context, "Overlap Check Ltd");
  const phases = (await (await context.request.get("/api/phases")).json()).data as { id: string }[];
  const tasks = (await (await context.request.get(`/api/phases/${phases[0]!.id}/tasks`)).json()).data as {
    title: string;
    description: string | null;
  }[];
  const task = tasks.find((t) => parseDocumentLines(t.description).length >= 2)!;
  phaseUrl = `/phase/${phases[0]!.id}`;
  taskTitle = task.title;
  firstLine = parseDocumentLines(task.description)[0]!.name;
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
});

/** Each covered control: its name, where it was scrolled, and what the browser hit instead. */
function coveredControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selector = 'button, input, select, textarea, [role="button"], [role="tab"], [role="checkbox"], [role="switch"], [role="combobox"]';
    const describe = (el: Element) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ""}[${(el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 40)}]`;
    const visible = (el: Element) => {
      if (el.closest('[aria-hidden="true"], [inert]')) return false;
      const rect = el.getBoundingClientRect();
      if (rect.width <= 1 || rect.height <= 1) return false;
      const style = getComputedStyle(el);
      return style.visibility !== "hidden" && style.display !== "none" && Number(style.opacity) > 0;
    };
    const problems: string[] = [];
    for (const el of document.querySelectorAll(selector)) {
      if (!visible(el)) continue;
      for (const block of ["center", "end"] as const) {
        el.scrollIntoView({ block, inline: "nearest", behavior: "instant" });
        const rect = el.getBoundingClientRect();
        const x = rect.left + rect.width / 2;
        const y = rect.top + rect.height / 2;
        // A control clipped by a scrolling ancestor is not on screen there: nothing to check.
        if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) continue;
        const hit = document.elementFromPoint(x, y);
        if (hit && (hit === el || el.contains(hit) || hit.contains(el))) continue;
        problems.push(`${describe(el)} at ${block}: covered by ${hit ? describe(hit) : "nothing"}`);
      }
    }
    return [...new Set(problems)];
  });
}

async function check(page: Page, width: number, where: string) {
  await page.setViewportSize({ width, height: width < 768 ? 780 : 900 });
  await page.waitForTimeout(300);
  expect({ where, width, covered: await coveredControls(page) }).toEqual({ where, width, covered: [] });
}

describe("nothing floats over content", () => {
  it.each(WIDTHS)("covers no control on the dashboard at %p px", async (width) => {
    const page = await context.newPage();
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/");
    await page.getByRole("heading", { name: "Documentation Sections" }).waitFor();
    await page.getByRole("button", { name: "Share Documents" }).waitFor();
    await check(page, width, "dashboard");
    // From tablet width the bar names the company in full, not "Overla..." (the phone's bar leaves it out).
    if (width >= 768) {
      const name = page.getByRole("navigation", { name: "Main" }).getByText("Overlap Check Ltd", { exact: true });
      expect(await name.evaluate((el) => ({ visible: el.getClientRects().length > 0, cut: el.scrollWidth > el.clientWidth }))).toEqual({
        visible: true,
        cut: false,
      });
    }
    await page.close();
  });

  it.each(WIDTHS)("covers no control on a phase page with a task expanded at %p px", async (width) => {
    const page = await context.newPage();
    await page.setViewportSize({ width, height: 900 });
    await page.goto(phaseUrl);
    await clickUntil(page.getByRole("button", { name: taskTitle }).first(), page.getByRole("listitem", { name: firstLine }));
    await page.getByRole("button", { name: "Save Notes" }).first().waitFor();
    await page.getByRole("button", { name: "Share Documents" }).waitFor();
    await check(page, width, "phase");
    await page.getByRole("listitem", { name: firstLine }).scrollIntoViewIfNeeded();
    await screenshot(page, `no-overlap-phase-${width}`);
    await page.close();
  });

  it("Share Documents on a phone: every phase tab in view and the footer's buttons on screen without scrolling", async () => {
    const page = await context.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    const dialog = page.getByRole("dialog", { name: "Share Documents" });
    await clickUntil(page.getByRole("button", { name: "Multi-Select" }), dialog);
    await dialog.getByRole("checkbox").first().waitFor();
    await page.waitForTimeout(300);
    const laidOut = await dialog.evaluate((box) => {
      const edge = box.getBoundingClientRect();
      const onScreen = (el: Element) => {
        const r = el.getBoundingClientRect();
        const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
        // A disabled button lets the pointer through to its footer: the footer then is what covers it.
        return r.left >= edge.left && r.right <= edge.right && r.bottom <= innerHeight && !!hit && (el.contains(hit) || hit.contains(el));
      };
      const tabs = [...box.querySelectorAll('[role="tab"]')];
      return {
        tabs: tabs.length > 1,
        // A tab's name cut by the dialog's edge ("Financial Due Dilige") or hidden behind a scroll.
        cutTabs: tabs.filter((t) => !onScreen(t)).map((t) => t.textContent),
        buttons: ["Create New Space", "Add to Existing Space"].filter((name) =>
          [...box.querySelectorAll("button")].some((b) => b.textContent?.trim() === name && onScreen(b)),
        ),
      };
    });
    await screenshot(page, "share-documents-dialog-390");
    expect(laidOut).toEqual({ tabs: true, cutTabs: [], buttons: ["Create New Space", "Add to Existing Space"] });
    await page.close();
  });

  it.each(WIDTHS)("covers no control on the profile at %p px", async (width) => {
    const page = await context.newPage();
    await page.setViewportSize({ width, height: 900 });
    await page.goto("/profile");
    await page.getByRole("heading", { level: 1 }).waitFor();
    await page.waitForLoadState("networkidle");
    await check(page, width, "profile");
    await page.close();
  });
});
