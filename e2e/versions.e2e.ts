import type { Browser, Page } from "playwright-core";
import { collectErrors, createCompany, launchBrowser, screenshot, signedInPage, chooseRowAction, openRowMenu } from "./support/browser";

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const pdf = (label: string) =>
  Buffer.from(
    `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Count 0/Kids[]>>endobj\n% ${label}\ntrailer<</Root 1 0 R>>\n%%EOF\n`,
    "latin1",
  );

const documentLines = (description: string) =>
  description
    .split("\n")
    .filter((l) => /^\s*[-•]/.test(l))
    .map((l) => l.replace(/^\s*[-•]\s*/, "").trim());

async function uploadThrough(page: Page, button: string, row: string, name: string) {
  const rowItem = page.getByRole("listitem", { name: row });
  // Upload Document is the row's own button; Replace is in its menu.
  if (button === "Replace") await chooseRowAction(rowItem, button);
  else await rowItem.getByRole("button", { name: button }).click();
  await page.getByLabel("Choose a file").setInputFiles({ name, mimeType: "application/pdf", buffer: pdf(name) });
  await page.getByRole("dialog").getByRole("button", { name: "Upload", exact: true }).click();
  await page
    .getByRole("listitem", { name: row })
    .getByRole("link", { name: new RegExp(name.replace(".", "\\.")) })
    .waitFor();
}

describe("document versions (issue 17)", () => {
  it("replace keeps the earlier file; the versions dialog lists it, serves it and restores it", async () => {
    const { context, page } = await signedInPage(browser);
    const errors = collectErrors(page);
    await createCompany(context, "Versions Ltd");
    const phases = (await (await context.request.get("/api/phases")).json()).data;
    const tasks = (await (await context.request.get(`/api/phases/${phases[0].id}/tasks`)).json()).data;
    const task = tasks.find((t: { description: string | null }) => documentLines(t.description ?? "").length >= 1);
    const [first] = documentLines(task.description);

    await page.goto(`/phase/${phases[0].id}`);
    await page.getByRole("button", { name: task.title }).first().click();
    const row = page.getByRole("listitem", { name: first });

    await uploadThrough(page, "Upload Document", first, "deck-a.pdf");
    await (await openRowMenu(row)).getByRole("menuitem", { name: /^Versions \(1\)/ }).waitFor();
    await page.keyboard.press("Escape");
    await uploadThrough(page, "Replace", first, "deck-b.pdf");
    await chooseRowAction(row, /^Versions \(2\)/);

    const dialog = page.getByRole("dialog", { name: `Versions of ${first}` });
    const listed = dialog.getByRole("list", { name: "Earlier versions" }).getByRole("listitem");
    await listed.filter({ hasText: "deck-a.pdf" }).waitFor();
    expect(await listed.count()).toBe(1);
    // The older file downloads through the owner file route.
    const href = await dialog.getByRole("link", { name: "Download deck-a.pdf" }).getAttribute("href");
    const download = await context.request.get(href!);
    expect(download.status()).toBe(200);
    expect(Buffer.from(await download.body()).equals(pdf("deck-a.pdf"))).toBe(true);
    await screenshot(page, "versions-dialog");
    await dialog.screenshot({ path: "/tmp/versions-dialog.png" });

    // Keyboard: the Restore button is focusable and the confirm opens with Enter.
    await dialog.getByRole("button", { name: "Restore deck-a.pdf" }).focus();
    await page.keyboard.press("Enter");
    const confirm = page.getByRole("alertdialog", { name: "Restore this version?" });
    await confirm.waitFor();
    await screenshot(page, "versions-confirm");
    await confirm.getByRole("button", { name: "Restore", exact: true }).click();
    await page.getByText("Version restored").first().waitFor();

    await row.getByRole("link", { name: /deck-a\.pdf/ }).waitFor();
    await chooseRowAction(row, /^Versions \(2\)/);
    await page
      .getByRole("dialog", { name: `Versions of ${first}` })
      .getByText("deck-b.pdf")
      .waitFor();
    expect(
      await page
        .getByRole("dialog", { name: `Versions of ${first}` })
        .getByRole("list", { name: "Earlier versions" })
        .getByText("deck-a.pdf")
        .count(),
    ).toBe(0);
    await screenshot(page, "versions-after-restore");
    await page.getByRole("dialog", { name: `Versions of ${first}` }).screenshot({ path: "/tmp/versions-after-restore.png" });
    await page.keyboard.press("Escape");
    await row.screenshot({ path: "/tmp/versions-row.png" });
    expect(errors).toEqual([]);
    await context.close();
  });
});
