import { expect, test } from "@playwright/test";
import { DEMO, dayInZone, login, toasts } from "./fixtures";

/**
 * Coming back from a placement's Checkout (decision 056): "Cancel and return to Cartwise" on the
 * local fake lands on /retailer/banners?placement_payment=canceled, which says nothing was charged
 * and the placement is not running; the booking waits for payment, and cancelling it leaves the
 * card bookable again. Screenshots at 390 and 1280 px; the page is never wider than the phone.
 */
test("a canceled placement checkout says so on the banners page; the booking can then be cancelled", async ({ page }) => {
  test.setTimeout(120_000);
  await login(page, DEMO.retailerBasic.email, DEMO.retailerBasic.password, "/retailer/banners");
  await page.goto("/retailer/banners");
  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: "Coupon Hub Featured Banner", exact: true }) }).first();
  await card.getByRole("button", { name: "Book this placement" }).click();
  await card.getByLabel("End date", { exact: true }).fill(dayInZone("Pacific/Auckland", 10));
  await card.getByRole("button", { name: "Book and pay" }).click();
  await page.waitForURL(/\/checkout\/cs_test_/);
  await page.getByRole("button", { name: "Cancel and return to Cartwise" }).click();
  await page.waitForURL(/\/retailer\/banners\?placement_payment=canceled/);

  const notice = page.getByTestId("placement-payment-return");
  await expect(notice).toContainText("Checkout canceled — nothing was charged");
  await expect(notice).toContainText("The placement is not running");
  // The parameter is dropped (a reload does not repeat it); the notice stays until dismissed.
  await page.waitForURL((url) => !url.search.includes("placement_payment"));
  await expect(notice).toBeVisible();
  const booked = page.getByTestId("placement-booking-coupon");
  await expect(booked.getByTestId("booking-status")).toHaveText("Awaiting payment");
  await page.screenshot({ path: "test-results/placement-return-canceled-1280.png" });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(notice).toBeVisible();
  await page.screenshot({ path: "test-results/placement-return-canceled-390.png" });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await notice.getByRole("button", { name: "Dismiss" }).click();
  await expect(notice).toHaveCount(0);

  page.once("dialog", (d) => void d.accept());
  await booked.getByRole("button", { name: "Cancel booking" }).click();
  await expect(toasts(page)).toContainText("Booking cancelled");
  await expect(page.getByTestId("placement-booking-coupon").getByTestId("booking-status")).toHaveText("Cancelled");
  await page.setViewportSize({ width: 1280, height: 900 });

  // The success return, as Checkout's success_url lands: it says the payment was received.
  await page.goto("/retailer/banners?placement_payment=success");
  await expect(notice).toContainText("Payment received");
  await page.screenshot({ path: "test-results/placement-return-success-1280.png" });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: "test-results/placement-return-success-390.png" });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
