import { expect, test } from "@playwright/test";
import { DEMO, login } from "./fixtures";

/*
 * "Add shop by URL": an administrator pastes the address of the demo Shopify-like shop in
 * /test-scraping, Cartwise recognises the platform and fills the editor, and the dry run lists the
 * shop's products. The demo store sites run with the app (DEMO_SITES_PORT).
 */
const demoPort = process.env.DEMO_SITES_PORT ?? "4010";

test("an admin adds a Shopify shop by its URL and runs the proposed configuration dry", async ({ page }) => {
  test.setTimeout(120_000);
  await login(page, DEMO.admin.email, DEMO.admin.password, "/test-scraping");
  await page.goto("/test-scraping");
  const panel = page.getByRole("region", { name: "Add shop by URL" });
  await panel.getByLabel("Shop address").fill(`http://127.0.0.1:${demoPort}/harbour-grocer/`);
  await panel.getByRole("button", { name: "Detect platform" }).click();
  await expect(panel.getByTestId("detect-result")).toContainText("Shopify — configuration proposed below", { timeout: 30_000 });
  const editor = page.getByLabel("Scraper configuration (JSON)");
  await expect(editor).toHaveValue(/"scraper_type": "shopify"/);
  await expect(page.getByText("Valid configuration")).toBeVisible();
  if (process.env.SCREENSHOT_DIR) {
    await panel.getByText(/What was checked/).click();
    await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/add-shop-${page.viewportSize()?.width}.png`, fullPage: true });
  }

  // A faster dry run than the proposed 1 s politeness delay (one page only at 250 per page anyway).
  await page.getByRole("button", { name: "Run dry" }).click();
  await expect(page.getByTestId("dry-products")).not.toHaveText("0", { timeout: 60_000 });
  expect(Number(await page.getByTestId("dry-products").textContent())).toBeGreaterThan(200);
  await expect(page.getByTestId("dry-product-row").first()).toContainText(/\d+\.\d{2}/);
});

test("an address with no recognisable shop says so and leaves the editor alone", async ({ page }) => {
  await login(page, DEMO.admin.email, DEMO.admin.password, "/test-scraping");
  await page.goto("/test-scraping");
  const editor = page.getByLabel("Scraper configuration (JSON)");
  const before = await editor.inputValue();
  const panel = page.getByRole("region", { name: "Add shop by URL" });
  await panel.getByLabel("Shop address").fill(`http://127.0.0.1:${demoPort}/butcher/`);
  await panel.getByRole("button", { name: "Detect platform" }).click();
  await expect(panel.getByTestId("detect-result")).toContainText("Platform not recognised", { timeout: 30_000 });
  await expect(editor).toHaveValue(before);
});
