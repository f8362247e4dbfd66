import { expect, test, type Page } from "@playwright/test";
import { DEMO, login, signUpAndIn, toasts, uniqueEmail } from "./fixtures";

/**
 * Issue 22: the same basket at every store (one amount per line, on /compare and Best Savings), the
 * shopper's own place (browser location when no address is saved) and one display currency.
 */
const PASSWORD = "Str0ng!Passw0rd";
const settled = (page: Page) => expect(page.locator("main[aria-busy='true']")).toHaveCount(0, { timeout: 30_000 });

async function setCurrency(page: Page, label: string) {
  await page.goto("/profile");
  await page.getByRole("region", { name: "Location and currency" }).getByLabel("Currency", { exact: true }).selectOption({ label });
  await expect(toasts(page)).toContainText("Currency updated");
}

test("Weekly Basics shows one amount per line at every store, on /compare and on Best Savings", async ({ page }) => {
  test.slow();
  await login(page, DEMO.shopper.email, DEMO.shopper.password, "/compare");
  await page.goto("/compare");
  await expect(page.getByTestId("store-standing").first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText("Milk ×2 → 2 × 2 L", { exact: false })).toBeVisible();
  const standings = page.getByTestId("store-standing");
  const n = await standings.count();
  expect(n).toBeGreaterThan(2);
  // Each store's breakdown names the same amount for a line as every other store.
  const amountsAt = async (i: number) => {
    // The breakdown sits in a closed <details>: read the text, not what is rendered.
    const rows = await standings.nth(i).locator("li").allTextContents();
    const out = new Map<string, string>();
    for (const text of rows) {
      const m = /^\s*(.+?) → (.+?) —/.exec(text);
      if (m) out.set(m[1].trim(), m[2].trim());
    }
    return out;
  };
  const first = await amountsAt(0);
  expect(first.get("Milk")).toBe("2 × 2 L");
  for (let i = 1; i < n; i++) for (const [item, amount] of await amountsAt(i)) expect(first.get(item) ?? amount).toBe(amount);

  await page.goto("/cheapest-list");
  await expect(page.getByTestId("plan-store").first()).toBeVisible({ timeout: 30_000 });
  const lineAmounts = page.getByTestId("line-amount");
  expect(await lineAmounts.count()).toBe(12);
  await expect(lineAmounts.filter({ hasText: "→ 2 × 2 L" })).toHaveCount(1);
  await expect(lineAmounts.filter({ hasText: "→ 2 × 1 kg" })).toHaveCount(1);
});

test.describe("a Seattle shopper with no saved address", () => {
  test.use({ geolocation: { latitude: 47.6097, longitude: -122.3422 }, permissions: ["geolocation"] });

  test("sees Seattle stores in USD only, compared around the browser's location", async ({ page }) => {
    test.slow();
    await signUpAndIn(page, uniqueEmail("seattle-nomad"), PASSWORD, "/");
    await page.goto("/cheapest-list");
    await expect(page).toHaveURL(/near=47\.6/, { timeout: 30_000 });
    await expect(page.getByTestId("plan-store").first()).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId("distance-origin")).toContainText("your browser's location");
    const main = page.locator("main").first();
    await expect(main).toContainText("USD");
    await expect(main).not.toContainText(/NZD|AUD|A\$|NZ\$|Sydney|Auckland/);
    await expect(page.getByTestId("plan-store").first()).toContainText(/\/(lb|oz|gal|fl oz|ea)\b/);

    // One click saves the browser's position as the address; the plan then measures from it.
    await page.getByTestId("save-location").click();
    await expect(page).not.toHaveURL(/near=/, { timeout: 30_000 });
    await expect(page.getByTestId("distance-origin")).toContainText("your saved address", { timeout: 30_000 });
    await expect(page.getByTestId("distance-origin")).toContainText("United States");
    await page.goto("/profile");
    await expect(page.locator("main").last()).toContainText("United States");

    await page.goto("/compare");
    await expect(page.getByTestId("store-standing").first()).toBeVisible({ timeout: 30_000 });
    const compare = page.locator("main").last();
    await expect(compare).toContainText("USD");
    await expect(compare).not.toContainText(/NZD|AUD|A\$|NZ\$/);
  });
});

test("switching the display currency converts every figure on Best Savings and /compare", async ({ page }) => {
  test.slow();
  await login(page, DEMO.shopper.email, DEMO.shopper.password, "/profile");
  await setCurrency(page, "US Dollar ($ USD)");
  try {
    await page.goto("/cheapest-list");
    await expect(page.getByTestId("plan-store").first()).toBeVisible({ timeout: 30_000 });
    await settled(page);
    const plan = page.locator("main").last();
    await expect(plan).toContainText("USD");
    await expect(plan).not.toContainText(/NZD|NZ\$/);
    await expect(page.getByLabel("Visit cost per store").locator("..")).toContainText("$");
    await expect(page.getByLabel("Visit cost per store").locator("..")).not.toContainText("NZ$");
    // Subtotals are the sums of the rounded line amounts shown.
    const cents = (t: string | null) => Math.round(Number((t ?? "").replace(/[^0-9.]/g, "")) * 100);
    const stores = page.getByTestId("plan-store");
    for (let i = 0; i < (await stores.count()); i++) {
      const store = stores.nth(i);
      const lines = await store.locator("li span.font-semibold").allTextContents();
      const subtotal = cents(await store.getByTestId("store-subtotal").textContent());
      expect(lines.reduce((n, t) => n + cents(t), 0)).toBe(subtotal);
    }

    await page.goto("/compare");
    await expect(page.getByTestId("smart-tip")).toBeVisible({ timeout: 30_000 });
    const compare = page.locator("main").last();
    await expect(page.getByTestId("smart-tip")).not.toContainText(/NZD|NZ\$/);
    await expect(compare).not.toContainText(/NZD|NZ\$/);
    await expect(compare).toContainText("USD");
  } finally {
    await setCurrency(page, "New Zealand Dollar (NZ$ NZD)");
  }
});
