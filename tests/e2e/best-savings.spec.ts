import { expect, test, type Page } from "@playwright/test";
import { DEMO, login, openList, toasts } from "./fixtures";

const planStores = (page: Page) => page.getByTestId("plan-store");
/** The view marks itself busy while a re-optimisation is in flight. */
const settled = (page: Page) => expect(page.locator("main[aria-busy='true']")).toHaveCount(0, { timeout: 30_000 });

async function expectValidPlan(page: Page): Promise<number> {
  await expect(planStores(page).first()).toBeVisible({ timeout: 30_000 });
  const n = await planStores(page).count();
  if (n > 1) {
    for (let i = 0; i < n; i++) {
      const items = Number(await planStores(page).nth(i).getByTestId("store-item-count").textContent());
      expect(items).toBeGreaterThanOrEqual(5);
    }
  }
  return n;
}

test("the demo shopper compares Weekly Basics, and a large visit cost re-plans to one store", async ({ page }) => {
  await login(page, DEMO.shopper.email, DEMO.shopper.password, "/lists");
  await page.goto("/lists");
  await openList(page.getByRole("article", { name: "Weekly Basics" }).first());
  await page.getByRole("link", { name: "Compare Prices" }).click();

  await expect(page).toHaveURL(/\/cheapest-list\/[0-9a-f-]{36}/);
  await expect(page.getByRole("heading", { level: 1, name: "Best Savings" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Weekly Basics" })).toBeVisible();
  const stores = await expectValidPlan(page);
  await expect(page.getByTestId("savings-banner")).toContainText(/vs shopping everything at|cheapest single store/);
  await expect(page.getByRole("heading", { name: "Why These Stores?" })).toBeVisible();
  await expect(page.getByTestId("distance-filtering")).toContainText("km");
  await expect(page.getByRole("link", { name: "View Map" }).first()).toHaveAttribute("href", /^\/map\?store=/);
  const totalBefore = await page.getByTestId("plan-total").textContent();

  // A NZ$50 stop costs more than any split of a 12-item basket can save: one store, and the
  // plan total now carries the visit cost, so it changes whatever the plan was before.
  await page.getByLabel("Visit cost per store").fill("50");
  await expect(page).toHaveURL(/[?&]visit=5000/);
  await expect(planStores(page)).toHaveCount(1, { timeout: 30_000 });
  await expect(page.getByTestId("plan-total")).not.toHaveText(totalBefore ?? "");
  await expect(page.getByTestId("plan-store-count")).toHaveText("1");
  expect(stores).toBeGreaterThanOrEqual(1);

  // The URL keeps the controls: a reload shows the same single-store plan.
  await page.reload();
  await expect(page.getByLabel("Visit cost per store")).toHaveValue("50");
  await expect(planStores(page)).toHaveCount(1, { timeout: 30_000 });

  await page.getByRole("link", { name: "← Back to lists" }).click();
  await expect(page).toHaveURL(/\/lists$/);
});

/** "NZ$1,234.50" → 1234.5 */
const amount = (text: string | null) => Number((text ?? "").replace(/[^0-9.]/g, ""));

test("Shop this plan records the trip once, and the profile's Saved tile counts its saving", async ({ page }) => {
  await login(page, DEMO.shopper.email, DEMO.shopper.password, "/lists");
  await page.goto("/lists");
  await page.getByRole("article", { name: "Weekly Basics" }).first().getByRole("link", { name: "Compare Prices" }).click();
  await expect(page).toHaveURL(/\/cheapest-list\/[0-9a-f-]{36}/);
  await expectValidPlan(page);
  const saving = amount(await page.getByTestId("savings-banner").locator("p").nth(1).textContent());

  await page.goto("/profile");
  const stats = page.getByRole("region", { name: "Your activity" });
  await expect(stats).toContainText("Shop a Best Savings plan or share a receipt to start counting");
  await page.goBack();
  await expectValidPlan(page);

  const button = page.getByTestId("shop-plan-button");
  await expect(button).toHaveText("Shop this plan");
  await button.click();
  await expect(toasts(page)).toContainText("Trip saved");
  await expect(button).toHaveText("Trip saved ✓");
  await expect(button).toBeDisabled();

  await page.goto("/profile");
  await expect(stats).toContainText("from 1 planned trip");
  const tile = await stats.textContent();
  const saved = amount(/([A-Z]{0,2}\$[\d,]+\.\d\d)Saved/.exec(tile ?? "")?.[1] ?? null);
  expect(saved).toBeCloseTo(saving, 2);
});

test("a one-store cap and a store lock re-optimise in place", async ({ page }) => {
  test.slow();
  await login(page, DEMO.shopper.email, DEMO.shopper.password, "/cheapest-list");
  await expect(page.getByRole("heading", { level: 1, name: "Best Savings" })).toBeVisible();
  await expectValidPlan(page);
  await page.getByLabel("Maximum stores").selectOption("1");
  await expect(page).toHaveURL(/[?&]max=1/);
  await expect(planStores(page)).toHaveCount(1, { timeout: 30_000 });
  await page.getByLabel("Maximum stores").selectOption("any");
  await settled(page);
  await expectValidPlan(page);

  // Lock the first line to the store it is already bought at (so the shared demo plan keeps its
  // shape), see the lock reported, then remove it again.
  const firstStore = planStores(page).first();
  const storeName = (await firstStore.getByRole("heading", { level: 3 }).textContent())!.trim();
  await firstStore.getByLabel(/^Lock options for /).first().click();
  await firstStore.getByRole("button", { name: `This store (${storeName})` }).first().click();
  await settled(page);
  await expect(firstStore.getByText(`Locked — store: ${storeName}`)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId("why-these-stores")).toContainText(`at ${storeName}, as you asked`);
  await firstStore.getByLabel(/^Lock options for /).first().click();
  await firstStore.getByRole("button", { name: "Remove locks" }).click();
  await expect(firstStore.getByText(/^Locked — /)).toHaveCount(0, { timeout: 30_000 });
});

test("without a list id the page shows the Weekly Basics list and says so", async ({ page }) => {
  await login(page, DEMO.shopper.email, DEMO.shopper.password, "/cheapest-list");
  await expect(page.getByText(/"Weekly Basics" list|Built-in sample items/)).toBeVisible({ timeout: 30_000 });
  await expectValidPlan(page);
});

test("a list that does not exist sends the shopper to /lists with the spec's message", async ({ page }) => {
  await login(page, DEMO.shopper.email, DEMO.shopper.password, "/lists");
  await page.goto("/cheapest-list/00000000-0000-4000-8000-000000000000");
  await expect(page).toHaveURL(/\/lists/);
  await expect(page.getByRole("region", { name: "Notifications" })).toContainText("The shopping list you're looking for doesn't exist.");
});

test("/compare ranks every store's total for Weekly Basics with a strategy tip", async ({ page }) => {
  await login(page, DEMO.shopper.email, DEMO.shopper.password, "/compare");
  await expect(page.getByRole("heading", { level: 1, name: "Price Comparison" })).toBeVisible();
  await expect(page.getByTestId("best-deal")).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId("smart-tip")).toContainText(/Splitting between|Shopping everything at|together/);
  const totals = await page.getByTestId("store-total").allTextContents();
  expect(totals.length).toBeGreaterThan(3);
  await page.getByRole("button", { name: "Refresh" }).click();
  await expect(page.getByTestId("best-deal")).toBeVisible();
});

test("POST /api/scrape-prices answers in the spec's shape for a signed-in shopper", async ({ page }) => {
  await login(page, DEMO.shopper.email, DEMO.shopper.password, "/");
  const res = await page.request.post("/api/scrape-prices", {
    data: { shoppingList: [{ item_name: "Milk", quantity: 2 }, { item_name: "Bread", quantity: 1 }, { item_name: "Eggs", quantity: 1 }], userCurrency: "NZD" },
  });
  expect(res.status()).toBe(200);
  const body = await res.json();
  expect(body.success).toBe(true);
  const r = body.optimization_result;
  expect(r.recommended_lists.length).toBeGreaterThan(0);
  expect(r.recommended_lists[0].total_price).toMatch(/^\$\d+\.\d{2}$/);
  expect(r.distance_filtering).toMatchObject({ initial_distance: 5, max_distance: 30 });
  expect(Array.isArray(r.decision_log)).toBe(true);
  expect(r.all_item_prices.map((p: { item: string }) => p.item)).toEqual(["Milk", "Bread", "Eggs"]);

  const empty = await page.request.post("/api/scrape-prices", { data: { shoppingList: [] } });
  expect(empty.status()).toBe(400);
  expect((await empty.json()).error.message).toBe("Add some items to your list before comparing prices.");
});
