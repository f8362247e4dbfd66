import { expect, test } from "@playwright/test";
import { DEMO, login, signOut, toasts } from "./fixtures";

const DEMO_SITES = `http://127.0.0.1:${process.env.DEMO_SITES_PORT ?? 4010}`;
const STORE = "Ponsonby Real Grocer";

/*
 * An administrator adds a real store by its address (found on the offline gazetteer, pin corrected
 * on the map), gives it a scraper configuration for one of the demo store sites and runs it; the
 * demo shopper, who lives in Ponsonby, then finds it on the map and reads its prices with their age.
 */
test("an admin adds a real store by address, runs it, and a shopper nearby sees its prices with their age", async ({ page }) => {
  test.setTimeout(240_000);
  await login(page, DEMO.admin.email, DEMO.admin.password, "/admin/stores");
  await page.goto("/admin/stores/new");
  await expect(page.getByRole("heading", { level: 1, name: "Add store" })).toBeVisible();

  await page.getByLabel("Store name").fill(STORE);
  await page.getByLabel("Store type").selectOption("grocery");
  await page.getByLabel("Street address").fill("120 Ponsonby Road");
  await page.getByLabel("Suburb").fill("Ponsonby");
  await page.getByLabel("City").fill("Auckland");
  await page.getByRole("button", { name: "Find on map" }).click();
  await expect(page.getByTestId("geocode-note")).toContainText("Ponsonby");
  await expect(page.getByTestId("map-pin")).toBeVisible();
  const latBefore = await page.getByLabel("Latitude").inputValue();
  // Correct the position: a click on the map moves the pin there.
  const map = page.getByRole("region", { name: /Map of nearby stores/ });
  const box = (await map.boundingBox())!;
  await map.click({ position: { x: box.width / 2 + 30, y: box.height / 2 + 20 } });
  await expect(page.getByLabel("Latitude")).not.toHaveValue(latBefore);
  await expect(page.getByLabel("Time zone (IANA)")).toHaveValue("Pacific/Auckland");
  await page.getByRole("button", { name: "Add store" }).click();
  await expect(page).toHaveURL(/\/admin\/stores$/);
  const card = page.getByTestId("managed-stores").getByRole("listitem").filter({ hasText: STORE });
  await expect(card).toContainText("Hidden until it has a price");
  await expect(card).toContainText("NZ (NZD)");

  // Configure it for the demo Countdown API and run it from Scraping Administration.
  await page.goto("/admin/scraping");
  await page.getByRole("tab", { name: "Store Management" }).click();
  const storeCard = page.locator(`[data-testid="store-card"][data-store-name="${STORE}"]`);
  await expect(storeCard).toContainText("no configuration");
  await page.getByRole("button", { name: `Config ${STORE}` }).click();
  const config = {
    scraper_type: "api",
    api_endpoint: `${DEMO_SITES}/countdown/api/products?page={page}&size=24`,
    items_path: "$.data.products[*]",
    field_mappings: { name: "$.title", price: "$.price.now", brand: "$.brand", size: "$.pack_size", in_stock: "$.available" },
    max_pages: 2,
  };
  await page.getByLabel("Scraper configuration (JSON)").fill(JSON.stringify(config, null, 2));
  await page.getByLabel("Enable Scraping").click();
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(toasts(page).getByText("Store configuration updated successfully")).toBeVisible();
  await expect(storeCard).toContainText("never scraped");
  await page.getByRole("button", { name: `Test ${STORE}` }).click();
  await expect(toasts(page).getByText("Test Successful")).toBeVisible({ timeout: 60_000 });
  await expect(storeCard.getByText("active", { exact: true })).toBeVisible({ timeout: 30_000 });

  // What the run did: every product is new on a first run.
  await page.getByRole("tab", { name: "Recent Logs" }).click();
  const log = page.getByTestId("scrape-log").filter({ hasText: STORE }).first();
  await expect(log).toContainText(/\d+ new · 0 changed · 0 unavailable/);
  await log.getByRole("link", { name: "What this run did" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "What this run did" })).toBeVisible();
  await expect(page.getByTestId("run-new").getByRole("listitem").first()).toBeVisible();

  await signOut(page);
  await login(page, DEMO.shopper.email, DEMO.shopper.password, "/map");
  await page.goto("/map");
  await expect(page.getByRole("heading", { level: 1, name: "Find Stores" })).toBeVisible();
  const item = page.getByTestId("store-list-item").filter({ hasText: STORE });
  await expect(item).toBeVisible({ timeout: 20_000 });
  await expect(item).toContainText("120 Ponsonby Road");
  await item.getByRole("button").first().click();
  await item.getByRole("link", { name: "Info" }).click();
  await expect(page.getByRole("heading", { level: 1, name: STORE })).toBeVisible();
  const line = page.getByTestId("store-price-line").first();
  await expect(line).toContainText("from the store's website, today");
  await expect(page.getByTestId("store-freshness")).toContainText("Prices last updated");
});

test("a store without a real address or a price stays hidden from shoppers", async ({ page }) => {
  await login(page, DEMO.shopper.email, DEMO.shopper.password, "/map");
  await page.goto("/map");
  await expect(page.getByTestId("store-list-item").first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText("To be updated")).toHaveCount(0);
});
