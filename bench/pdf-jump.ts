import type { Page } from "playwright-core";

/** Types `target` into the viewer's "Go to page" and answers the ms from the Enter key to that page's canvas drawn. */
export async function jumpTo(page: Page, target: number): Promise<number> {
  const field = page.getByRole("textbox", { name: "Go to page" });
  await field.fill(String(target));
  await page.evaluate((n) => {
    const w = window as unknown as { __drawn: Promise<number>; __asked: number };
    w.__drawn = new Promise((resolve) => {
      const observer = new MutationObserver(() => {
        if (!document.querySelector(`canvas[data-rendered-page='${n}']`)) return;
        observer.disconnect();
        resolve(performance.now());
      });
      observer.observe(document.body, { subtree: true, attributes: true, attributeFilter: ["data-rendered-page"] });
    });
    document.addEventListener("keydown", (e) => e.key === "Enter" && (w.__asked = e.timeStamp), { capture: true, once: true });
  }, target);
  await field.press("Enter");
  return page.evaluate(async () => {
    const w = window as unknown as { __drawn: Promise<number>; __asked: number };
    return (await w.__drawn) - w.__asked;
  });
}
