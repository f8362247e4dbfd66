import { expect, test, type Page } from "@playwright/test";
import { extractText, getDocumentProxy } from "unpdf";
import { e2eQuery, retailerSignUp, uniqueEmail } from "./fixtures";

/**
 * Issue 26 items 5 and 8 (decision 052) in the browser: a retailer with a GST number pays a coupon
 * fee on the local Stripe fake, opens its receipt from the billing history and downloads the PDF
 * tax invoice; the analytics page shows its funnel (events written to the server's PostgreSQL)
 * and exports the CSV. Both pages are saved at 390 and 1280 px and must not be wider than the screen.
 */
const DB_URL = process.env.E2E_DATABASE_URL;
test.skip(!DB_URL, "needs E2E_DATABASE_URL: the spec writes analytics events to the server's PostgreSQL");
const PASSWORD = "Str0ng!Passw0rd";

async function shootAndCheckWidth(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `test-results/${name}-${width}.png`, fullPage: true });
    const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(scroll, `${name} at ${width}px`).toBeLessThanOrEqual(width);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test("a paid coupon fee has a receipt and a PDF tax invoice; analytics show the funnel and export CSV", async ({ page }) => {
  test.setTimeout(180_000);
  const business = `Kāpiti Fresh ${Date.now().toString(36)}`;
  await retailerSignUp(page, { email: uniqueEmail("invoice-retailer"), password: PASSWORD, business, address: "12 Queen Street, Seattle WA", gstNumber: "123-456-789" });

  await page.goto("/retailer/coupons/upload");
  await page.getByLabel("Coupon title *").fill("20% off fresh bread");
  await page.getByLabel("Discount value *").fill("20%");
  await page.locator("#coupon-expiry").click();
  await page.getByRole("button", { name: /next month/i }).click();
  await page.getByRole("grid").getByRole("button", { name: /15/ }).first().click();
  await page.getByRole("button", { name: "Upload coupon" }).click();
  await page.waitForURL(/\/checkout\/cs_test_/);
  await page.getByRole("button", { name: /^Pay \$19\.99 USD/ }).click();
  await page.waitForURL(/\/retailer\/dashboard/);

  // The webhook settles the fee and the database numbers the invoice.
  await expect
    .poll(async () => {
      await page.goto("/retailer/settings#billing");
      return page.locator("#billing").getByText(/Tax invoice CW-\d{6}/).count();
    }, { timeout: 30_000 })
    .toBe(1);
  await shootAndCheckWidth(page, "billing-history");
  await page.getByTestId("receipt-link").first().click();
  await page.waitForURL(/\/retailer\/billing\/[0-9a-f-]{36}$/);
  const receipt = page.getByTestId("receipt");
  await expect(receipt.getByTestId("invoice-number")).toHaveText(/CW-\d{6}/);
  const number = (await receipt.getByTestId("invoice-number").textContent())!.trim();
  await expect(receipt.getByTestId("billed-to")).toContainText(business);
  await expect(receipt.getByTestId("billed-to")).toContainText("GST / tax number: 123-456-789");
  await expect(receipt).toContainText("$19.99 USD");
  await expect(receipt.getByTestId("receipt-status")).toHaveText("Paid");
  await shootAndCheckWidth(page, "receipt");

  const pdfUrl = await receipt.getByRole("link", { name: "Download tax invoice (PDF)" }).getAttribute("href");
  const pdf = await page.request.get(pdfUrl!);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()["content-type"]).toBe("application/pdf");
  expect(pdf.headers()["content-disposition"]).toBe(`attachment; filename="cartwise-${number}.pdf"`);
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(await pdf.body())), { mergePages: true });
  expect(text).toContain(`Invoice number: ${number}`);
  expect(text).toContain(business);
  expect(text).toContain("GST / tax number: 123-456-789");

  // Analytics: a banner and the coupon with counted events on two days.
  const [{ id: retailerId }] = await e2eQuery<{ id: string }>("select id from retailers where name = $1", [business]);
  const [{ id: couponId }] = await e2eQuery<{ id: string }>("select id from coupons where retailer_id = $1", [retailerId]);
  const [{ id: adId }] = await e2eQuery<{ id: string }>(
    "insert into ads (retailer_id, banner_text, placement) values ($1, 'Fresh sourdough every morning, baked on site', 'homepage') returning id",
    [retailerId],
  );
  await e2eQuery(
    `insert into analytics_events (event_type, retailer_id, ad_id, coupon_id, created_at)
     select t.event_type, $1, case when t.event_type like 'ad_%' then $2::uuid end, case when t.event_type like 'coupon_%' then $3::uuid end, now() - (t.days || ' days')::interval
     from (values ('ad_impression', 1, 40), ('ad_click', 1, 6), ('ad_impression', 4, 25), ('ad_click', 4, 2),
                  ('coupon_view', 2, 30), ('coupon_save', 2, 9), ('coupon_redemption', 2, 3)) as t(event_type, days, n),
          generate_series(1, t.n)`,
    [retailerId, adId, couponId],
  );
  // The dashboard's spend in the retailer's terms (decision 056).
  await page.goto("/retailer/dashboard");
  await expect(page.getByText("Spend (7 days)")).toBeVisible();
  await shootAndCheckWidth(page, "dashboard-spend");
  await page.goto("/retailer/analytics");
  const totals = page.getByTestId("funnel-totals");
  await expect(totals).toContainText("65");
  await expect(page.getByTestId("placement-row")).toContainText("12.3%");
  await expect(page.getByTestId("coupon-row")).toContainText("20% off fresh bread");
  await expect(page.getByTestId("coupon-row")).toContainText("10.0%");
  await expect(page.getByTestId("spend-by-kind")).toContainText("Coupon fees");
  await shootAndCheckWidth(page, "analytics");
  await page.getByRole("link", { name: "Last 90 days" }).click();
  await expect(page).toHaveURL(/days=90/);
  await expect(page.getByRole("link", { name: "Last 90 days" })).toHaveAttribute("aria-current", "page");

  const csv = await page.request.get("/api/retailer/analytics/export?days=90");
  expect(csv.status()).toBe(200);
  expect(csv.headers()["content-disposition"]).toMatch(/^attachment; filename="cartwise-analytics-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv"$/);
  const body = await csv.text();
  expect(body).toContain(`,placement,${adId},"Fresh sourdough every morning, baked on site",homepage,40,6,0,0,0,15.0,,0.00`);
  expect(body).toContain(`,coupon,${couponId},20% off fresh bread,20%,0,0,30,9,3,,10.0,`);
});
