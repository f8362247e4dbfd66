import { expect, test } from "@playwright/test";
import { DEMO_ACCOUNTS } from "../../src/server/seed/demo-accounts";
import { DEMO, bookPlacementAndPay, login, toasts } from "./fixtures";

/**
 * Placements are products (issue 26 item 3, decision 051a). The seeded Kingsland Butchery (basic,
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

  const card = await bookPlacementAndPay(retailer, "Homepage Header Banner", { timeZone: "Pacific/Auckland", days: 29, amount: /^Pay \$149\.00 USD/ });
  const booking = card.getByTestId("placement-booking-homepage");
  await expect(booking.getByTestId("booking-status")).toHaveText("Live");
  await expect(booking).toContainText(/NZ\$[\d.]+ NZD for 1 × 30 days/);
  await expect(booking).toContainText(/charged US\$149\.00 USD at 1 USD = [\d.]+ NZD/);
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
