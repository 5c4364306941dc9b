import type { Browser, BrowserContext, Locator, Page } from "playwright-core";
import { baseUrl, createCompany, launchBrowser, signedInPage } from "./support/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface Task {
  id: string;
  phaseId: string;
  title: string;
}

/** The last task of the last phase: far down its page, so opening it must also scroll to it. */
async function deepTask(context: BrowserContext): Promise<Task> {
  const phases = (await (await context.request.get("/api/phases")).json()).data;
  const phase = phases[phases.length - 1];
  const tasks: (Task & { description: string | null; notApplicable?: number[] })[] = (
    await (await context.request.get(`/api/phases/${phase.id}/tasks`)).json()
  ).data;
  // The last one that applies to the company (other jurisdictions' tasks are not listed).
  const lineCount = (t: { description: string | null }) => (t.description ?? "").split("\n").filter((l) => /^\s*[-•]/.test(l)).length;
  return tasks.filter((t) => (t.notApplicable ?? []).length < lineCount(t)).at(-1)!;
}

/** Presses until the palette is open: a key press that lands before hydration does nothing. */
async function pressUntil(page: Page, key: string, shows: Locator) {
  for (let attempt = 0; attempt < 10; attempt++) {
    await page.keyboard.press(key);
    try {
      await shows.waitFor({ timeout: 1500 });
      return;
    } catch {
      /* not hydrated yet, or the press toggled it shut */
    }
  }
  await shows.waitFor();
}

async function expectCardOpened(page: Page, task: Task) {
  await page.waitForURL((url) => url.pathname === `/phase/${task.phaseId}` && url.searchParams.get("task") === task.id);
  const toggle = page.locator(`#task-${task.id} button[data-card-toggle]`);
  await toggle.waitFor();
  expect(await toggle.getAttribute("aria-expanded")).toBe("true");
  expect(await toggle.textContent()).toBe(task.title);
  // Scrolled into view: the card's title is inside the viewport once the (smooth) scroll settles.
  const inView = await toggle.evaluate(
    (el) =>
      new Promise<boolean>((resolve) => {
        const started = Date.now();
        const check = () => {
          const box = el.getBoundingClientRect();
          if (box.top >= 0 && box.bottom <= window.innerHeight) resolve(true);
          else if (Date.now() - started > 5000) resolve(false);
          else requestAnimationFrame(check);
        };
        check();
      }),
  );
  expect(inView).toBe(true);
}

describe("search", () => {
  it("Ctrl+K opens the palette; typing a word from a note and Enter open the task's card on its phase page", async () => {
    const { context, page } = await signedInPage(browser);
    const company = await createCompany(context, "Search Labs");
    const task = await deepTask(context);
    const saved = await context.request.post("/api/progress", {
      data: { companyId: company.id, taskId: task.id, notes: "Ask Zanzibar Legal about the escrow <b>agreement</b>." },
    });
    expect(saved.status()).toBe(200);

    await page.goto("/");
    const palette = page.getByRole("dialog", { name: "Search your workspace" });
    await pressUntil(page, "Control+k", palette);
    const input = palette.getByRole("combobox", { name: "Search" });
    await input.pressSequentially("zanzib");
    const option = palette.getByRole("option").filter({ hasText: "Zanzibar" });
    await option.waitFor();
    expect(await palette.getByRole("group", { name: "Notes" }).count()).toBe(1);
    // The match is marked with a React element; the note's markup stays text.
    expect(await option.locator("mark").first().textContent()).toBe("Zanzib");
    expect(await option.textContent()).toContain("<b>agreement</b>");
    expect(await input.getAttribute("aria-activedescendant")).toBe(await option.getAttribute("id"));

    await input.press("Enter");
    await expectCardOpened(page, task);
    expect(await palette.count()).toBe(0);

    await page.keyboard.press("Control+k");
    await palette.waitFor();
    await input.pressSequentially("qqqzzzxxy");
    await palette.getByText('No results for "qqqzzzxxy"').waitFor();
    await page.keyboard.press("Escape");
    await palette.waitFor({ state: "detached" });
    await context.close();
  });

  it("the nav bar's search button opens the palette; a task title found by prefix opens that task", async () => {
    const { context, page } = await signedInPage(browser);
    await createCompany(context, "Search Labs Two");
    const task = await deepTask(context);

    await page.goto("/profile");
    const button = page.getByRole("navigation", { name: "Main" }).getByRole("button", { name: /Search/ });
    const palette = page.getByRole("dialog", { name: "Search your workspace" });
    for (let attempt = 0; attempt < 10 && !(await palette.isVisible()); attempt++) {
      await button.click();
      await palette.waitFor({ timeout: 1500 }).catch(() => {});
    }
    const input = palette.getByRole("combobox", { name: "Search" });
    await input.fill(task.title);
    const option = palette.getByRole("option").filter({ hasText: task.title }).first();
    await option.waitFor();
    await option.click();
    await expectCardOpened(page, task);
    await context.close();
  });

  it("a link to a task opens its card at the top of the page, below the nav bar, at a phone's and a desktop's width", async () => {
    const { context } = await signedInPage(browser);
    await createCompany(context, "Search Labs Three");
    const phases: { id: string }[] = (await (await context.request.get("/api/phases")).json()).data;
    // A card with many above it and enough below it for the page to scroll it to the top.
    const tasks: Task[] = (await (await context.request.get(`/api/phases/${phases[0].id}/tasks`)).json()).data;
    const task = tasks[tasks.length - 2];
    const storageState = await context.storageState();
    for (const width of [390, 1280]) {
      const viewer = await browser.newContext({ baseURL: baseUrl(), storageState, viewport: { width, height: 844 } });
      const page = await viewer.newPage();
      await page.goto(`/phase/${task.phaseId}?task=${task.id}`);
      // Focused once it has been scrolled to (the card is drawn open from the server's HTML on).
      await page.waitForFunction((id) => document.activeElement?.closest(`#task-${id}`) != null, task.id);
      // Where the (smooth) scroll comes to rest: the same top for ten frames. The cards above it
      // are laid out at their own sizes when it is scrolled to, so it does not move once drawn.
      const top = await page.locator(`#task-${task.id}`).evaluate(
        (anchor) =>
          new Promise<string>((resolve) => {
            let last = NaN;
            let still = 0;
            const check = () => {
              const now = Math.round(anchor.getBoundingClientRect().top);
              still = now === last ? still + 1 : 0;
              last = now;
              if (still >= 10) resolve(`${now} of ${getComputedStyle(anchor).scrollMarginTop}`);
              else requestAnimationFrame(check);
            };
            check();
          }),
      );
      expect({ width, top }).toEqual({ width, top: "80 of 80px" });
      await viewer.close();
    }
    await context.close();
  });
});
