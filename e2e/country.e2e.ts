import type { Browser } from "playwright-core";
import { collectErrors, launchBrowser, screenshot, signedInPage } from "./support/browser";

// Setup asks where the company is incorporated, in view and with nothing chosen; a company that
// skips it gets the neutral core, the dashboard asks until it answers, and Readiness is one figure.
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe("country of incorporation at setup", () => {
  it.each([390, 1280])("setup shows the country with nothing chosen; skipping it leads to the dashboard's prompt (%i px)", async (width) => {
    const { context, page } = await signedInPage(browser, width);
    const errors = collectErrors(page);
    await page.goto("/setup");
    const country = page.getByRole("group", { name: "Country of incorporation" });
    await country.waitFor();
    expect(await country.isVisible()).toBe(true);
    const radios = country.getByRole("radio");
    expect(await radios.count()).toBe(5);
    for (let i = 0; i < 5; i++) expect(await radios.nth(i).isChecked()).toBe(false);
    expect(await page.getByText("Not an Indian private limited company?").count()).toBe(0);
    await country.getByRole("radio", { name: "Other" }).check();
    await page.getByText(/no country's law/).waitFor();
    await screenshot(page, `country-setup-other-${width}`);
    // Entity types follow the country: a US company is offered no LLP.
    await country.getByRole("radio", { name: "United States" }).check();
    await page.getByRole("combobox", { name: "Entity type" }).click();
    await page.getByRole("option", { name: "C corporation (e.g. Delaware)" }).waitFor();
    expect(await page.getByRole("option", { name: /Limited liability partnership/ }).count()).toBe(0);
    await page.keyboard.press("Escape");
    if (width >= 640) {
      // Two selects side by side sit level, whatever their labels' lengths ("Owns real property
      // (land or buildings)" wraps, "Processes health data" does not).
      const tops = await page.getByRole("combobox").evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top)));
      const uneven = tops.flatMap((a, i) =>
        tops
          .slice(i + 1)
          .filter((b) => a !== b && Math.abs(a - b) < 30)
          .map((b) => [a, b]),
      );
      expect(uneven).toEqual([]);
    }

    // A fresh form: name only, no country.
    await page.reload();
    await page.getByLabel("Company Name *").fill(`Skip Co ${width}`);
    await page.getByRole("button", { name: "Create Company" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await page.getByRole("region", { name: "Where is your company incorporated?" }).waitFor();
    await page
      .getByText(/^Readiness (\d+(\.\d)?%|–)$/)
      .first()
      .waitFor();
    await screenshot(page, `country-dashboard-prompt-${width}`);
    await page.goto("/company/readiness-report");
    await page.getByRole("heading", { name: "Next 5 actions worth the most points" }).waitFor();
    await screenshot(page, `country-report-${width}`);
    expect(errors).toEqual([]);
    await context.close();
  });
});
