import { expect, test } from "@playwright/test";
import { DEMO_ACCOUNTS } from "../../src/server/seed/demo-accounts";
import { DEMO, login } from "./fixtures";

/**
 * Targeting (issue 26 item 1, decision media-044) on the demo seed: both demo retailers are in
 * Auckland. The Auckland shopper (Ponsonby) sees their banner, featured deals and coupons; the
 * Seattle and Sydney shoppers see none of them — no "$3 off Veggie Box" from an NZ shop, and no
 * "deals from local retailers" that are not local.
 */
test("an Auckland shopper sees the Auckland retailers' banner and coupons", async ({ page }) => {
  await login(page, DEMO.shopper.email, DEMO.shopper.password);
  await page.goto("/");
  const banner = page.getByTestId("sponsored-home");
  await expect(banner).toBeVisible();
  await expect(banner.getByTestId("sponsored-ad")).toContainText(/Harbour Fresh Co|Kingsland Butchery Ltd/);
  await expect(page.getByTestId("featured-deals")).toContainText(/Harbour Fresh Co|Kingsland Butchery Ltd/);

  await page.goto("/coupons");
  await expect(page.getByRole("article", { name: "$3 off Veggie Box" })).toBeVisible();
  await expect(page.locator("section[aria-labelledby='weekly-deals-heading']")).toContainText(/\d+ deals? from local retailers near /);
});

for (const who of ["shopper_seattle", "shopper_sydney"] as const) {
  test(`a shopper in ${who === "shopper_seattle" ? "Seattle" : "Sydney"} sees no Auckland banner, deal or coupon`, async ({ page }) => {
    await login(page, DEMO_ACCOUNTS[who].email, DEMO_ACCOUNTS[who].password);
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "Featured Deals" })).toBeVisible();
    await expect(page.getByTestId("sponsored-home")).toHaveCount(0);
    await expect(page.getByText("No deals from retailers near you right now. Check back soon.")).toBeVisible();
    await expect(page.getByText("Harbour Fresh Co")).toHaveCount(0);

    await page.goto("/coupons");
    await expect(page.getByTestId("coupons-empty")).toHaveText("No real coupons available");
    await expect(page.getByRole("article", { name: "$3 off Veggie Box" })).toHaveCount(0);
    await expect(page.getByText(/Harbour Fresh|Kingsland/)).toHaveCount(0);
  });
}
