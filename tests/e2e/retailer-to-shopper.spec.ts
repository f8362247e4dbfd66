import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { bookPlacementAndPay, DEMO, login, retailerSignUp, saveAddress, signUpAndIn, toasts, uniqueEmail } from "./fixtures";

/**
 * The whole money-to-shopper loop with no keys (issues 11 and 12): a new basic retailer signs up,
 * upgrades to Premium on the local Stripe fake, uploads a coupon paying the premium fee (3.99 USD),
 * creates a homepage banner with a logo; a shopper sees the banner on Home, clicks it, saves and
 * redeems the coupon; the retailer's analytics count exactly that impression, click and redemption.
 * Targeting (decision media-044): shoppers see only retailers with an approved location near them,
 * so the retailer adds its Ponsonby shop, an administrator approves it, and the shopper saves a
 * Ponsonby address first.
 */
const PASSWORD = "Str0ng!Passw0rd";
const stamp = Date.now().toString(36).slice(-5);
const BUSINESS = `Journey Grocer ${stamp}`;
const COUPON = `Journey ${stamp} 15% off`;

test("retailer upgrades, pays the premium coupon fee, buys a banner; a shopper sees, clicks, saves and redeems; analytics count it", async ({ browser }) => {
  test.setTimeout(180_000);
  const retailerContext = await browser.newContext();
  const retailer = await retailerContext.newPage();
  await retailerSignUp(retailer, { email: uniqueEmail("journey-retailer"), password: PASSWORD, business: BUSINESS, address: "120 Ponsonby Road, Auckland" });

  // Upgrade on the fake Checkout (opens in a new tab); the signed webhook makes the account Premium.
  await retailer.goto("/retailer/subscription");
  await expect(retailer.getByTestId("current-tier")).toHaveText("Basic");
  const checkoutOpened = retailerContext.waitForEvent("page");
  await retailer.getByRole("button", { name: "Upgrade to Premium" }).click();
  const checkout = await checkoutOpened;
  await checkout.waitForURL(/\/checkout\/cs_test_/);
  await checkout.getByRole("button", { name: /^Pay \$49\.99 USD/ }).click();
  await checkout.waitForURL(/\/retailer\/subscription\?success=true/);
  await expect(checkout.getByTestId("current-tier")).toHaveText("Premium");
  await checkout.close();

  // The premium fee is decided on the server: 3.99 USD.
  await retailer.goto("/retailer/coupons/upload");
  await expect(retailer.getByTestId("coupon-fee")).toContainText("3.99");
  await retailer.getByLabel("Coupon title *").fill(COUPON);
  await retailer.getByLabel("Discount value *").fill("15%");
  await retailer.locator("#coupon-expiry").click();
  await retailer.getByRole("button", { name: /next month/i }).click();
  await retailer.getByRole("grid").getByRole("button", { name: /15/ }).first().click();
  await retailer.getByRole("button", { name: "Upload coupon" }).click();
  await retailer.waitForURL(/\/checkout\/cs_test_/);
  await retailer.getByRole("button", { name: /^Pay \$3\.99 USD/ }).click();
  await retailer.waitForURL(/\/retailer\/dashboard/);
  await expect
    .poll(async () => {
      await retailer.goto("/retailer/settings#coupons");
      return retailer.locator("#coupons").getByText("Live", { exact: true }).count();
    }, { timeout: 20_000 })
    .toBe(1);

  // Its shop in Ponsonby, approved by an administrator: from now on shoppers near it see its coupon and banner.
  await retailer.goto("/retailer/locations/new");
  await retailer.getByLabel("Store name").fill(`${BUSINESS} Ponsonby`);
  await retailer.getByLabel("Store type").selectOption("grocery");
  await retailer.getByLabel("Street address").fill("120 Ponsonby Road");
  await retailer.getByLabel("Suburb").fill("Ponsonby");
  await retailer.getByLabel("City").fill("Auckland");
  await retailer.getByRole("button", { name: "Find on map" }).click();
  await expect(retailer.getByTestId("geocode-note")).toContainText("Ponsonby");
  await retailer.getByRole("button", { name: "Submit for approval" }).click();
  await retailer.waitForURL(/\/retailer\/locations$/);
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await login(admin, DEMO.admin.email, DEMO.admin.password, "/admin/stores");
  await admin.goto("/admin/stores");
  await admin.getByTestId("approval-queue").getByRole("listitem").filter({ hasText: `${BUSINESS} Ponsonby` }).getByRole("button", { name: "Approve" }).click();
  await expect(toasts(admin)).toContainText("Location approved");
  await adminContext.close();

  // A homepage banner with a logo; an Auckland shop reads the placement prices in NZD, with the USD charged and the rate.
  await retailer.goto("/retailer/banners");
  await expect(retailer.getByTestId("placement-price").first()).toContainText(/NZ\$[\d.]+ NZD\/mo standard/);
  await expect(retailer.getByTestId("placement-price").first()).toContainText(/charged in USD at 1 USD = [\d.]+ NZD/);
  const png = await sharp({ create: { width: 600, height: 300, channels: 3, background: "#1d4ed8" } }).png().toBuffer();
  await retailer.locator("#logo-file").setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: png });
  await expect(toasts(retailer)).toContainText("Logo uploaded successfully!");
  // Banners run only in a booked, paid placement (decision 051): book the homepage placement for 30 days and pay.
  const placement = await bookPlacementAndPay(retailer, "Homepage Header Banner", { timeZone: "Pacific/Auckland", days: 29, amount: /^Pay \$149\.00 USD/ });
  await expect(placement.getByTestId("booking-status")).toHaveText("Live");
  await retailer.getByRole("button", { name: /Create a homepage header banner/i }).click();
  const form = retailer.getByRole("form", { name: "Create banner" });
  await expect(form.getByRole("radio", { name: /Homepage Header Banner/ })).toBeChecked();
  await form.getByLabel("Banner text *").fill(`Fresh deals at ${BUSINESS}`);
  await form.getByRole("button", { name: "Create banner" }).click();
  await expect(toasts(retailer)).toContainText("Banner Ad Created");
  await expect(retailer.getByTestId("banner-standing").first()).toContainText(/^(Live now|Waiting)/);

  // A new shopper (so the demo shopper's saved coupons stay as other specs expect): lands on
  // the map first to save a Ponsonby address (no Home view yet), then opens Home once.
  const shopperContext = await browser.newContext();
  const shopper = await shopperContext.newPage();
  const shopperEmail = uniqueEmail("journey-shopper");
  await signUpAndIn(shopper, shopperEmail, PASSWORD, "/map");
  await saveAddress(shopper, "120 Ponsonby Road", "Ponsonby", "New Zealand");
  await shopper.goto("/");
  const banner = shopper.getByTestId("sponsored-home");
  await expect(banner).toBeVisible();
  await banner.scrollIntoViewIfNeeded();
  // Premium banners rotate (at most 3); step to ours if it is not the one showing.
  const slide = banner.getByTestId("sponsored-ad");
  for (let i = 0; i < 3 && !(await slide.textContent())?.includes(BUSINESS); i++) {
    await banner.getByRole("button", { name: new RegExp(`Show sponsor ${i + 1} of`) }).click();
  }
  await expect(slide).toContainText(BUSINESS);
  await banner.hover();
  const [storeTab] = await Promise.all([shopperContext.waitForEvent("page"), banner.getByRole("link", { name: new RegExp(`Find Store ${BUSINESS}`) }).click()]);
  await storeTab.close();

  await shopper.goto("/coupons");
  const card = shopper.getByRole("article", { name: COUPON });
  await expect(card).toBeVisible();
  await card.getByRole("button", { name: `Save: ${COUPON}` }).click();
  await expect(toasts(shopper)).toContainText("Coupon saved");
  await card.getByRole("button", { name: `Redeem: ${COUPON}` }).click();
  await expect(card.getByTestId("redemption-code")).toHaveText(/^CW-/);

  // The retailer's analytics, from the recorded events (the impression and click are flushed in batches).
  await expect
    .poll(async () => {
      await retailer.goto("/retailer/analytics");
      return retailer.getByText(/1 clicks? on 1 impressions?/).count();
    }, { timeout: 20_000 })
    .toBe(1);
  const redemptions = retailer.getByText("Redemptions (30 days)").locator("..").locator("..");
  await expect(redemptions.getByText("1", { exact: true })).toBeVisible();
  await expect(redemptions).toContainText("1 all time");

  // Leave Home's rotation as the seed has it for the other specs: the retailer removes its banner.
  await retailer.goto("/retailer/banners");
  await retailer.getByRole("button", { name: /^Delete banner/ }).click();
  await retailer.getByRole("dialog").getByRole("button", { name: "Delete banner" }).click();
  await expect(toasts(retailer)).toContainText("Banner Ad Deleted");
  retailer.once("dialog", (d) => void d.accept());
  await retailer.getByTestId("placement-booking-homepage").getByRole("button", { name: "Cancel booking" }).click();
  await expect(retailer.getByTestId("placement-booking-homepage").getByTestId("booking-status")).toHaveText("Cancelled");

  await shopperContext.close();
  await retailerContext.close();
});
