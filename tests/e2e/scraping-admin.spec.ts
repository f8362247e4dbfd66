import { expect, test } from "@playwright/test";
import { DEMO, login, signOut, toasts } from "./fixtures";

/*
 * The administrator's scraping journey against the demo store sites the app serves on 127.0.0.1:
 * add the sample stores, test one, validate 8/8, set up schedules; then a shopper nearby finds the
 * scraped store and reads its scraped prices with their source and age.
 */
test("an admin adds sample stores, tests one, validates 8/8 and schedules; a shopper sees a scraped price", async ({ page }) => {
  test.setTimeout(300_000);
  await login(page, DEMO.admin.email, DEMO.admin.password, "/admin/scraping");
  await page.goto("/admin/scraping");
  await expect(page.getByRole("heading", { level: 1, name: "Scraping Administration" })).toBeVisible();
  for (const tab of ["Overview", "Validation", "Store Status", "Recent Logs", "Store Management"]) {
    await expect(page.getByRole("tab", { name: tab, exact: true })).toBeVisible();
  }

  await page.getByRole("tab", { name: "Store Management" }).click();
  await expect(page.getByRole("heading", { name: "Store Management" })).toBeVisible();
  await page.getByRole("button", { name: "Add Sample Stores" }).click();
  await expect(toasts(page).getByText("Stores Added")).toBeVisible();
  await expect(toasts(page).getByText("Successfully added 4 default stores")).toBeVisible();
  const countdown = page.locator('[data-testid="store-card"][data-store-name="Countdown"]');
  await expect(countdown).toBeVisible();

  await page.getByRole("button", { name: "Test Countdown" }).click();
  // Live progress while the run works, then the result.
  await expect(page.getByRole("region", { name: "Scrapes in progress" })).toBeVisible();
  const found = toasts(page).getByText(/^Found \d+ products$/);
  await expect(toasts(page).getByText("Test Successful")).toBeVisible({ timeout: 60_000 });
  const n = Number((await found.textContent())?.match(/\d+/)?.[0]);
  expect(n).toBeGreaterThanOrEqual(5);
  await expect(countdown.getByText("active")).toBeVisible();
  await expect(countdown).not.toContainText("Never");

  // The live panel refreshes the page data when the run is over: let that settle first (a refresh
  // committing in the middle of the next click could swallow it on a slow machine).
  await expect(page.getByRole("region", { name: "Scrapes in progress" })).toHaveCount(0, { timeout: 30_000 });

  await page.getByRole("tab", { name: "Validation", exact: true }).click();
  await page.getByRole("button", { name: "Start Full Validation" }).click();
  await expect(page.getByTestId("validation-step").first()).not.toHaveAttribute("data-status", "pending");
  // The run's progress survives a tab switch (an inactive tab's content is unmounted).
  await page.getByRole("tab", { name: "Overview", exact: true }).click();
  await page.getByRole("tab", { name: "Validation", exact: true }).click();
  await expect(page.getByTestId("validation-step").first()).not.toHaveAttribute("data-status", "pending");
  await expect(page.getByTestId("validation-score")).toHaveText("8/8 passed · 100% complete", { timeout: 180_000 });
  await expect(page.getByRole("progressbar", { name: "Validation progress" })).toHaveAttribute("aria-valuenow", "100");
  await expect(toasts(page).getByText("8/8 tests passed")).toBeVisible();

  await page.getByRole("button", { name: "Setup Schedules" }).click();
  await expect(toasts(page).getByText(/^\d+ stores? scheduled$/)).toBeVisible();
  await page.getByRole("tab", { name: "Store Status" }).click();
  await expect(page.getByTestId("store-status-card").filter({ hasText: "Countdown" })).toContainText("Next run:");
  await page.getByRole("tab", { name: "Recent Logs" }).click();
  await expect(page.getByTestId("scrape-log").first()).toBeVisible();
  await page.getByRole("tab", { name: "Overview" }).click();
  const last24h = page.getByTestId("overview-counter").filter({ hasText: "Last 24h Scrapes" });
  expect(Number((await last24h.locator("p").nth(1).textContent())?.replace(/,/g, ""))).toBeGreaterThanOrEqual(6);

  // A shopper nearby finds the scraped store (a real address and a current price make it visible)
  // and reads its scraped prices with their source and age. Whether a plan picks it depends on the
  // same-basket rule and the seed's prices, so the store's own page is where this is checked.
  await signOut(page);
  await login(page, DEMO.shopper.email, DEMO.shopper.password, "/map");
  await page.goto("/map");
  await expect(page.getByRole("heading", { level: 1, name: "Find Stores" })).toBeVisible();
  const scraped = page.getByTestId("store-list-item").filter({ hasText: "1 Demo Lane" }).first();
  await expect(scraped).toBeVisible({ timeout: 20_000 });
  await scraped.getByRole("button").first().click();
  await scraped.getByRole("link", { name: "Info" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Countdown" })).toBeVisible();
  await expect(page.getByTestId("store-price-line").first()).toContainText("from the store's website, today");
});

test("shoppers cannot open the scraping screens", async ({ page }) => {
  await login(page, DEMO.shopper.email, DEMO.shopper.password, "/lists");
  for (const path of ["/admin/scraping", "/test-scraping"]) {
    await page.goto(path);
    await expect(page.getByText("Oops! Page not found")).toBeVisible();
  }
});
