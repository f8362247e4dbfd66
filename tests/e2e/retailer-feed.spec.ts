import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { DEMO, login, retailerLogin, signOut, toasts } from "./fixtures";

/**
 * Issue 24 item 6: the demo retailer (Kingsland Butchery, one approved store) uploads its price
 * feed, reads the stored dry-run report, publishes it, and a shopper nearby reads the price on the
 * store's page "from the retailer"; an administrator finds the product the feed created for review.
 */
const FEED = path.resolve(import.meta.dirname, "../fixtures/feeds/demo-kingsland-butchery/feed.tsv");
const SHOTS = process.env.FEED_SCREENSHOTS_DIR ?? "test-reports/retailer-feed";

/** The screen at a phone's and a desktop's width (looked at by hand; nothing asserted on pixels). */
async function shoot(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test("a retailer uploads its feed, reads the dry-run report, publishes; a shopper sees the price from the retailer", async ({ page }) => {
  test.setTimeout(180_000);
  await retailerLogin(page, DEMO.retailerBasic.email, DEMO.retailerBasic.password);
  await page.getByRole("link", { name: "Price feed" }).first().click();
  await expect(page).toHaveURL(/\/retailer\/feeds$/);
  await expect(page.getByText("Kingsland Butchery", { exact: true })).toBeVisible();
  await shoot(page, "feeds-page");

  await page.getByLabel("Feed file").setInputFiles(FEED);
  await page.getByRole("button", { name: "Upload and check" }).click();
  await page.waitForURL(/\/retailer\/feeds\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { name: "Check before publishing" })).toBeVisible();
  await expect(page.getByText("9 rows: 8 ok, 0 info, 0 warnings, 1 errors")).toBeVisible();
  const rows = page.getByTestId("feed-row");
  await expect(rows).toHaveCount(9);
  // Nothing published yet: the row with an error says why, the GTIN row shows old → new.
  await expect(rows.filter({ hasText: "Scotch Fillet Steak 1kg" })).toContainText("price is missing");
  await expect(rows.filter({ hasText: "Angus Pure Beef Mince 500g" })).toContainText("matched by GTIN");
  await expect(rows.filter({ hasText: "Angus Pure Beef Mince 500g" })).toContainText("NZD 7.29");
  await expect(rows.filter({ hasText: "Kingsland Pork & Fennel Sausages 500g" })).toContainText("new product (for review)");
  await shoot(page, "feed-report");

  await page.getByRole("button", { name: "Publish prices" }).click();
  await expect(toasts(page)).toContainText("Feed published");
  await expect(page.getByRole("heading", { name: "What was published" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Publish prices" })).toHaveCount(0);
  await shoot(page, "feed-published");

  // A shopper nearby finds the store and reads the feed's prices with their source.
  await page.goto("/retailer/dashboard");
  await signOut(page);
  await login(page, DEMO.shopper.email, DEMO.shopper.password, "/map");
  await page.goto("/map");
  const store = page.getByTestId("store-list-item").filter({ hasText: "Kingsland Butchery" }).first();
  await expect(store).toBeVisible({ timeout: 20_000 });
  await store.getByRole("button").first().click();
  await store.getByRole("link", { name: "Info" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Kingsland Butchery" })).toBeVisible();
  const line = page.getByTestId("store-price-line").filter({ hasText: "Angus Pure Beef Mince 500g" });
  await expect(line).toContainText("from the retailer, today");
  await expect(line).toContainText("7.29");

  // The product no catalogue entry matched safely waits for an administrator's review.
  await signOut(page);
  await login(page, DEMO.admin.email, DEMO.admin.password, "/admin/feeds");
  await page.goto("/admin/feeds");
  await expect(page.getByText("Kingsland Pork & Fennel Sausages 500g")).toBeVisible();
  await shoot(page, "admin-review");

  // A much smaller feed with a price doubling: held below the 80% floor and the change held over
  // 50%; the retailer confirms both, then it publishes.
  await signOut(page);
  await retailerLogin(page, DEMO.retailerBasic.email, DEMO.retailerBasic.password);
  await page.goto("/retailer/feeds");
  const small = "id\ttitle\tprice\tavailability\tgtin\nKB-1002\tAngus Pure Beef Mince 500g\t14.99 NZD\tin_stock\t9410045000018\n";
  await page.getByLabel("Feed file").setInputFiles({ name: "small.tsv", mimeType: "text/tab-separated-values", buffer: Buffer.from(small) });
  await page.getByRole("button", { name: "Upload and check" }).click();
  await page.waitForURL(/\/retailer\/feeds\/[0-9a-f-]{36}$/);
  await expect(page.getByText("Held: below 80%")).toBeVisible();
  await expect(page.getByText(/fewer than 80% of the 8 in your last published feed/)).toBeVisible();
  await expect(page.getByTestId("feed-row")).toContainText("price changes by 106% (more than 50%): held until you confirm it");
  await expect(page.getByRole("button", { name: "Publish prices" })).toBeDisabled();
  await shoot(page, "feed-held");
  await page.getByRole("button", { name: "Confirm change" }).click();
  await expect(toasts(page)).toContainText("Change confirmed");
  await expect(page.getByTestId("feed-row")).toContainText("Confirmed change");
  await page.getByLabel(/I confirm this smaller feed is intended/).check();
  await page.getByRole("button", { name: "Publish prices" }).click();
  await expect(page.getByRole("heading", { name: "What was published" })).toBeVisible();
});

test("a retailer saves its feed address and hour; a bad address is refused; Fetch now reports a refused private address", async ({ page }) => {
  await retailerLogin(page, DEMO.retailerBasic.email, DEMO.retailerBasic.password);
  await page.goto("/retailer/feeds");
  const form = page.getByRole("form", { name: "Feed address" });
  await form.getByLabel("Feed address (URL)").fill("ftp://example.com/feed.tsv");
  await form.getByRole("button", { name: "Save" }).click();
  await expect(form.getByRole("alert")).toContainText("starting with https://");
  await form.getByLabel("Feed address (URL)").fill("http://127.0.0.1:9/feed.tsv");
  await form.getByLabel("Fetch daily at").selectOption("5");
  await form.getByRole("button", { name: "Save" }).click();
  await expect(toasts(page)).toContainText("Feed address saved");
  await expect(page.getByTestId("feed-source-status")).toContainText(/Next fetch .* 05:00 \(Pacific\/Auckland\)/);
  // The guarded fetcher refuses a private address: the failure is shown, nothing is published.
  await form.getByRole("button", { name: "Fetch now" }).click();
  await expect(toasts(page)).toContainText("Feed fetch failed");
  await expect(page.getByTestId("feed-source-status")).toContainText("failed");
  await shoot(page, "feed-url");
  await form.getByRole("button", { name: "Remove" }).click();
  await expect(toasts(page)).toContainText("Feed address removed");
  await expect(page.getByTestId("feed-source-status")).toHaveCount(0);
});

test("shoppers cannot open the feed screens", async ({ page }) => {
  await login(page, DEMO.shopper.email, DEMO.shopper.password, "/lists");
  for (const p of ["/retailer/feeds", "/admin/feeds"]) {
    await page.goto(p);
    await expect(page.getByText("Oops! Page not found")).toBeVisible();
  }
});
