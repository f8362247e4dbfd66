import { expect, test } from "@playwright/test";
import { DEMO_ACCOUNTS } from "../../src/server/seed/demo-accounts";
import { DEMO, bookPlacementAndPay, dayInZone, login, toasts } from "./fixtures";

/**
 * Placements are products (issue 26 item 3, decision 051). The seeded Kingsland Butchery (basic,
 * not the demo account, an approved store in Auckland) has a homepage banner but no booking, so
 * it does not run. Its owner books the homepage placement and pays on the local fake Checkout;
 * then the Auckland shopper sees its banner on Home and the Sydney shopper does not. Finally the
 * booking is cancelled, leaving Home's rotation as the seed has it for the other specs.
 */
const KINGSLAND = "Kingsland Butchery Ltd";

test("a retailer books and pays for the homepage placement; a shopper in range sees its banner, one in another city does not", async ({ browser }) => {
  test.setTimeout(150_000);
  const retailerContext = await browser.newContext();
  const retailer = await retailerContext.newPage();
  await login(retailer, DEMO.retailerBasic.email, DEMO.retailerBasic.password, "/retailer/banners");
  await retailer.goto("/retailer/banners");
  await expect(retailer.getByTestId("placement-unbooked-homepage")).toContainText("Not booked");
  await expect(retailer.getByTestId("banner-standing").first()).toContainText("Not running: book this placement to show it");

  // Before the booking, the Auckland shopper's Home shows only the demo account's banner (exempt).
  const shopperContext = await browser.newContext();
  const shopper = await shopperContext.newPage();
  await login(shopper, DEMO.shopper.email, DEMO.shopper.password);
  await shopper.goto("/");
  await expect(shopper.getByTestId("sponsored-home")).toBeVisible();
  await expect(shopper.getByTestId("sponsored-home")).not.toContainText(KINGSLAND);

  // The booking form (category card): the total is the server's price in NZD; a wrong end date is said at once.
  const category = retailer.getByRole("listitem").filter({ has: retailer.getByRole("heading", { name: "Category Inline Banner", exact: true }) }).first();
  await category.getByRole("button", { name: "Book this placement" }).click();
  await expect(category.getByRole("radio", { name: /Exclusive/ })).toBeDisabled(); // basic retailer
  await category.getByLabel("End date", { exact: true }).fill(dayInZone("Pacific/Auckland", 40));
  await expect(category.getByTestId("booking-total")).toContainText(/NZ\$[\d.]+ NZD for 2 × 30 days/);
  await category.getByLabel("End date", { exact: true }).fill(dayInZone("Pacific/Auckland", 0));
  await expect(category).toContainText("The end date must be after the start date.");
  await retailer.setViewportSize({ width: 390, height: 844 });
  await category.screenshot({ path: "test-results/placement-form-390.png" });
  await retailer.setViewportSize({ width: 1280, height: 900 });
  await retailer.reload();

  const card = await bookPlacementAndPay(retailer, "Homepage Header Banner", { timeZone: "Pacific/Auckland", days: 29, amount: /^Pay \$149\.00 USD/ });
  const booking = card.getByTestId("placement-booking-homepage");
  await expect(booking.getByTestId("booking-status")).toHaveText("Live");
  await expect(booking).toContainText(/NZ\$[\d.]+ NZD for 1 × 30 days/);
  await expect(booking).toContainText(/charged \$149\.00 USD at 1 USD = [\d.]+ NZD/);
  await expect(retailer.getByTestId("banner-standing").first()).toContainText(/^(Live now|Waiting)/);
  await retailer.screenshot({ path: "test-results/placement-booking-1280.png", fullPage: true });
  await retailer.setViewportSize({ width: 390, height: 844 });
  await retailer.reload();
  await retailer.screenshot({ path: "test-results/placement-booking-390.png", fullPage: true });
  expect(await retailer.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // The Auckland shopper: Kingsland's banner is in Home's rotation (step through the sponsors to it).
  await shopper.goto("/");
  const banner = shopper.getByTestId("sponsored-home");
  await expect(banner).toBeVisible();
  const slide = banner.getByTestId("sponsored-ad");
  for (let i = 0; i < 3 && !(await slide.textContent())?.includes(KINGSLAND); i++) {
    await banner.getByRole("button", { name: new RegExp(`Show sponsor ${i + 1} of`) }).click();
  }
  await expect(slide).toContainText(KINGSLAND);

  // The Sydney shopper: no Auckland banner at all.
  const sydneyContext = await browser.newContext();
  const sydney = await sydneyContext.newPage();
  await login(sydney, DEMO_ACCOUNTS.shopper_sydney.email, DEMO_ACCOUNTS.shopper_sydney.password);
  await sydney.goto("/");
  await expect(sydney.getByRole("heading", { name: "Featured Deals" })).toBeVisible();
  await expect(sydney.getByTestId("sponsored-home")).toHaveCount(0);
  await expect(sydney.getByText(KINGSLAND)).toHaveCount(0);

  // Analytics: the paid placement's spend is its own, in NZD with the USD charged (decision 056).
  await retailer.setViewportSize({ width: 1280, height: 900 });
  await retailer.goto("/retailer/analytics");
  await expect(retailer.getByTestId("placement-spend")).toContainText(/Homepage Header Banner: NZ\$[\d.]+ NZD \(charged \$149\.00 USD at 1 USD = [\d.]+ NZD\)/);
  await expect(retailer.getByTestId("spend-by-kind")).toContainText(/Placements .*NZ\$[\d.]+ NZD/);
  await retailer.screenshot({ path: "test-results/placement-analytics-1280.png", fullPage: true });
  await retailer.setViewportSize({ width: 390, height: 844 });
  await retailer.screenshot({ path: "test-results/placement-analytics-390.png", fullPage: true });
  expect(await retailer.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await retailer.goto("/retailer/banners");

  // Cancel: the banner stops at once.
  retailer.once("dialog", (d) => void d.accept());
  await booking.getByRole("button", { name: "Cancel booking" }).click();
  await expect(toasts(retailer)).toContainText("Booking cancelled");
  await expect(retailer.getByTestId("placement-booking-homepage").getByTestId("booking-status")).toHaveText("Cancelled");
  await shopper.goto("/");
  await expect(shopper.getByTestId("sponsored-home")).not.toContainText(KINGSLAND);

  await sydneyContext.close();
  await shopperContext.close();
  await retailerContext.close();
});

test("the demo account's banners page says placements run without a booking or billing", async ({ page }) => {
  await login(page, DEMO.retailerPremium.email, DEMO.retailerPremium.password, "/retailer/banners");
  await page.goto("/retailer/banners");
  await expect(page.getByTestId("placement-demo-note")).toContainText("Demo account: your banners run in every placement without a booking");
  await expect(page.getByTestId("placement-demo-note")).toContainText("Demo Access – No Billing");
  await expect(page.getByTestId("placement-unbooked-homepage")).toContainText("No booking needed (demo account)");
  const home = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Homepage Header Banner", exact: true }) }).first();
  await home.getByRole("button", { name: "Book this placement" }).click();
  await expect(home.getByRole("button", { name: "Book (no charge)" })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: "test-results/placement-demo-390.png", fullPage: true });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
