import { expect, test, type Page } from "@playwright/test";
import { DEMO, login, retailerLogin, toasts } from "./fixtures";

/**
 * Billing with no Stripe keys: the app starts the local Stripe fake, whose hosted Checkout and
 * portal pages are driven here like a customer would, and whose signed webhooks update our database.
 */
const SHOTS = process.env.BILLING_SCREENSHOTS; // a directory: also save screenshots at 390 and 1280 px

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test("a basic retailer upgrades through the test Checkout, returns with success=true and sees Premium; a failed renewal moves it back to Basic", async ({ page, context }) => {
  await retailerLogin(page, DEMO.retailerBasic.email, DEMO.retailerBasic.password);
  await page.goto("/retailer/subscription");
  await expect(page.getByTestId("current-tier")).toHaveText("Basic");
  await expect(page.getByText("$49.99 USD")).toBeVisible();
  await shoot(page, "subscription-basic");

  const checkoutOpened = context.waitForEvent("page");
  await page.getByRole("button", { name: "Upgrade to Premium" }).click();
  const checkout = await checkoutOpened;
  await checkout.waitForURL(/\/checkout\/cs_test_/);
  await expect(checkout.getByText("Test payment — no money moves")).toBeVisible();
  await expect(checkout.getByTestId("checkout-amount")).toContainText("$49.99 USD");
  await shoot(checkout, "fake-checkout");

  // A declined card changes nothing and keeps the checkout open.
  await checkout.getByRole("button", { name: /Simulate failed payment/ }).click();
  await expect(checkout.getByRole("alert")).toContainText("Your card was declined");
  await page.reload();
  await expect(page.getByTestId("current-tier")).toHaveText("Basic");

  await checkout.getByRole("button", { name: /^Pay \$49\.99 USD/ }).click();
  await checkout.waitForURL(/\/retailer\/subscription\?success=true/);
  await expect(checkout.getByTestId("current-tier")).toHaveText("Premium");
  await expect(toasts(checkout)).toContainText("Welcome to Premium!", { timeout: 8000 }); // re-checked after ~2 s
  await expect(checkout).toHaveURL(/\/retailer\/subscription$/);
  await expect(checkout.getByText(/Renews on/)).toBeVisible();
  await shoot(checkout, "subscription-premium");

  // Manage opens the portal; a failed renewal payment downgrades the account (per the FAQ).
  const portalOpened = context.waitForEvent("page");
  await checkout.getByRole("button", { name: "Manage Subscription" }).click();
  const portal = await portalOpened;
  await portal.waitForURL(/\/portal\/bps_/);
  await expect(portal.getByText("Test payment — no money moves")).toBeVisible();
  await shoot(portal, "fake-portal");
  await portal.getByRole("button", { name: "Simulate failed renewal payment" }).click();
  await expect(portal.getByRole("status")).toContainText("Renewal payment failed");
  await checkout.reload();
  await expect(checkout.getByTestId("current-tier")).toHaveText("Basic");
  await expect(checkout.getByText(/Your last payment failed/)).toBeVisible();
});

test("returning with canceled=true shows the spec's toast; the demo account has no billing", async ({ page }) => {
  await retailerLogin(page, DEMO.retailerPremium.email, DEMO.retailerPremium.password);
  await page.goto("/retailer/subscription?canceled=true");
  await expect(toasts(page)).toContainText("Payment canceled");
  await expect(toasts(page)).toContainText("Your upgrade didn't go through");
  await expect(page.getByTestId("current-tier")).toHaveText("Premium");
  await expect(page.getByText("Demo Access – No Billing. Explore all premium features for free!")).toBeVisible();
  await expect(page.getByRole("button", { name: "Upgrade to Premium" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Manage Subscription" })).toHaveCount(0);
  await shoot(page, "subscription-demo");
});

test("with no shopper plan configured, the profile says premium for shoppers is coming later (no dead button)", async ({ page }) => {
  await login(page, DEMO.shopper.email, DEMO.shopper.password);
  await page.goto("/profile");
  // In the page's main landmark: while /profile's streamed section is being revealed, a hidden
  // server copy can sit beside the rendered one (as with the Currency select in home-recent-savings).
  const card = page.getByRole("main").getByTestId("shopper-premium");
  await expect(card).toContainText("Premium for shoppers is coming later");
  await expect(card.getByRole("button")).toHaveCount(0);
  await shoot(page, "profile-premium-later");
});
