import pg from "pg";
import { expect, test, type Page, type Request } from "@playwright/test";
import { DEMO, login, toasts } from "./fixtures";

// sendBeacon bodies (a Blob) are not exposed to Playwright: the beacon is recognised by its address;
// what it carried is checked in the database below.
const isBeacon = (req: Request) => req.url().endsWith("/api/analytics/events") && req.method() === "POST";

/**
 * With a real PostgreSQL behind the server (CI's E2E_DATABASE_URL) the events are checked in the
 * database itself; on embedded PGlite the server holds the only connection, so the beacons seen
 * by the browser (and the integration tests) are the evidence.
 */
async function eventCount(type: string, adOrCouponId: string): Promise<number | null> {
  const url = process.env.E2E_DATABASE_URL;
  if (!url) return null;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const res = await client.query("select count(*)::int as n from analytics_events where event_type = $1 and (ad_id::text = $2 or coupon_id::text = $2)", [type, adOrCouponId]);
    return res.rows[0].n as number;
  } finally {
    await client.end();
  }
}

async function expectEvents(type: string, id: string, atLeast: number) {
  if (!process.env.E2E_DATABASE_URL) return;
  // Written by the batched flush (about a second after the beacon).
  await expect.poll(() => eventCount(type, id), { timeout: 10_000 }).toBeGreaterThanOrEqual(atLeast);
}

const card = (page: Page, title: string) => page.getByRole("article", { name: title });

test("the shopper sees Home's sponsored banner, and viewing and clicking it are recorded", async ({ page, context }) => {
  await login(page, DEMO.shopper.email, DEMO.shopper.password);
  const impression = page.waitForRequest(isBeacon);
  await page.goto("/");
  const banner = page.getByTestId("sponsored-home");
  await expect(banner).toBeVisible();
  // An impression counts once the banner is at least half on screen (it may start below the fold).
  await banner.scrollIntoViewIfNeeded();
  await banner.hover(); // a pointer resting on the banner holds its rotation
  // Premium retailers rotate first.
  await expect(banner.getByTestId("sponsored-ad")).toContainText("Harbour Fresh Co");
  await expect(banner.getByText("PREMIUM", { exact: true })).toBeVisible();
  const adId = (await banner.getAttribute("data-ad-id"))!;
  expect((await (await impression).response())?.status()).toBe(202);
  await expectEvents("ad_impression", adId, 1);

  // Clicks count only through the server's redirect (decision 032): the link carries the signed token.
  const findStore = banner.getByRole("link", { name: /Find Store Harbour Fresh Co/ });
  await expect(findStore).toHaveAttribute("href", /^\/api\/ads\/click\/[A-Za-z0-9_%.-]+\?to=store$/);
  const [storeTab] = await Promise.all([context.waitForEvent("page"), findStore.click()]);
  await storeTab.waitForLoadState();
  await expect(storeTab).toHaveURL(/\/store\/[0-9a-f-]{36}$/);
  await expect(storeTab.getByRole("heading", { name: "Available coupons" })).toBeVisible();
  await expect(storeTab.getByTestId("store-freshness")).toContainText("Prices last updated");
  await storeTab.close();

  await expectEvents("ad_click", adId, 1);
});

test("the shopper saves and redeems a coupon on /coupons; both survive a reload", async ({ page }) => {
  await login(page, DEMO.shopper.email, DEMO.shopper.password, "/coupons");
  await page.goto("/coupons");
  await expect(page.getByRole("heading", { level: 1, name: "Coupons & Deals" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Exclusive Weekly Deals" })).toBeVisible();
  // The coupon hub banner (bought by the premium demo retailer) with its two new-tab links.
  const hub = page.getByTestId("sponsored-coupon");
  await expect(hub.getByRole("link", { name: /Redeem Now/ })).toHaveAttribute("href", /^\/api\/ads\/click\/[A-Za-z0-9_%.-]+\?to=coupons$/);
  await expect(hub.getByRole("link", { name: /Visit Store/ })).toHaveAttribute("target", "_blank");

  // Seeded, fee-settled coupons are visible; the expired one is not in Available.
  const mussels = card(page, "Mussels Two for One");
  await expect(mussels).toBeVisible();
  await expect(card(page, "Winter Stew Pack")).toHaveCount(0);
  await expect(page.getByRole("tab", { name: "Saved (0)" })).toBeVisible();

  await mussels.getByRole("button", { name: "Save: Mussels Two for One" }).click();
  await expect(toasts(page)).toContainText("Coupon saved");
  await expect(page.getByRole("tab", { name: "Saved (1)" })).toBeVisible();

  await mussels.getByRole("button", { name: "Redeem: Mussels Two for One" }).click();
  await expect(toasts(page)).toContainText("Coupon redeemed");
  const code = await mussels.getByTestId("redemption-code").textContent();
  expect(code).toMatch(/^CW-[A-Z2-9]{5}-[A-Z2-9]{5}$/);
  await expect(mussels.getByRole("button", { name: /Redeem/ })).toHaveCount(0);

  // The server is the record: after a reload the save and the same code are still there.
  await page.reload();
  await expect(page.getByRole("tab", { name: "Saved (1)" })).toBeVisible();
  await page.getByRole("tab", { name: "Saved (1)" }).click();
  const savedPanel = page.getByRole("tabpanel");
  await expect(savedPanel.getByRole("article")).toHaveCount(1);
  await expect(savedPanel.getByTestId("redemption-code")).toHaveText(code!);

  await page.getByRole("tab", { name: "Expired" }).click();
  await expect(page.getByRole("tabpanel").getByRole("article", { name: "Winter Stew Pack" })).toBeVisible();
  await expect(page.getByRole("tabpanel").getByRole("button")).toHaveCount(0);
});

test("Redeem Now's retailer page lists that retailer's coupons; a second redemption says it was already redeemed", async ({ page, context }) => {
  await login(page, DEMO.shopper.email, DEMO.shopper.password, "/coupons");
  await page.goto("/coupons");
  const href = (await page.getByTestId("sponsored-coupon").getByRole("link", { name: /Redeem Now/ }).getAttribute("href"))!;
  await page.goto(href);
  await expect(page.getByRole("heading", { level: 1, name: "Harbour Fresh Co" })).toBeVisible();
  await expect(card(page, "Sausage Sizzle Saver")).toHaveCount(0); // another retailer's coupon
  const staleVeg = card(page, "$3 off Veggie Box");
  await expect(staleVeg.getByRole("button", { name: "Redeem: $3 off Veggie Box" })).toBeVisible();

  // Redeemed from a second tab first…
  const other = await context.newPage();
  await other.goto(href);
  const veg = card(other, "$3 off Veggie Box");
  await veg.getByRole("button", { name: "Redeem: $3 off Veggie Box" }).click();
  await expect(veg.getByTestId("redemption-code")).toBeVisible();
  const code = await veg.getByTestId("redemption-code").textContent();
  await other.close();

  // …so the first tab's (stale) button is told it was already redeemed, and shows the same code.
  await staleVeg.getByRole("button", { name: "Redeem: $3 off Veggie Box" }).click();
  await expect(toasts(page)).toContainText("Already redeemed");
  await expect(toasts(page)).toContainText("You have already redeemed this coupon.");
  await expect(staleVeg.getByTestId("redemption-code")).toHaveText(code!);

  await page.goto("/retailer/00000000-0000-4000-8000-000000000000/coupons");
  await expect(page.getByText("Oops! Page not found")).toBeVisible();
});

test("/test-banner-qa is for administrators: live placements, premium-first check and the validation sandbox", async ({ page }) => {
  await login(page, DEMO.shopper.email, DEMO.shopper.password);
  const denied = await page.goto("/test-banner-qa");
  expect(denied?.status()).toBe(404);

  await page.goto("/profile");
  await page.getByRole("button", { name: "Sign Out" }).click();
  await page.waitForURL((url) => url.pathname === "/login");
  await login(page, DEMO.admin.email, DEMO.admin.password, "/test-banner-qa");
  await page.goto("/test-banner-qa");
  const home = page.getByTestId("qa-placement-homepage");
  await expect(home.getByText("Premium first: Pass")).toBeVisible();
  await expect(home.getByRole("row")).not.toHaveCount(0);
  await expect(page.getByTestId("qa-placement-category")).toBeVisible();
  await expect(page.getByTestId("qa-placement-coupon")).toBeVisible();

  const sandbox = page.getByTestId("banner-sandbox");
  await expect(sandbox.getByText("Banner text is required")).toBeVisible();
  await sandbox.getByLabel("Banner text").fill("Fresh bread every morning");
  await sandbox.getByLabel("Click-through URL (optional)").fill("javascript:alert(1)");
  await expect(sandbox.getByText(/Enter a full https:\/\/ address/)).toBeVisible();
  await sandbox.getByLabel("Click-through URL (optional)").fill("https://example.com/deals");
  await expect(sandbox.getByTestId("sandbox-result")).toContainText('"cta": null');
  await expect(sandbox.getByTestId("sandbox-result")).toContainText("https://example.com/deals");
});
