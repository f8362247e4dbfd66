import { expect, test, type Page } from "@playwright/test";
import { DEMO, login, openList } from "./fixtures";

// Issue 27, items 1 and 2: the list's estimated total and budget, and "I'm at <store>", on a phone.
test.use({ viewport: { width: 390, height: 844 } });

async function openWeeklyBasics(page: Page): Promise<string> {
  await login(page, DEMO.shopper.email, DEMO.shopper.password, "/lists");
  await page.goto("/lists");
  await openList(page.getByRole("article", { name: "Weekly Basics" }).first());
  return page.url();
}

const noSideScroll = async (page: Page) => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

test("the list shows its estimated total at a store, each line's price and source, and a budget bar", async ({ page }) => {
  const listUrl = await openWeeklyBasics(page);
  const card = page.locator("[aria-label='Estimated total']");
  await expect(card.getByTestId("list-total")).toHaveText(/\d+\.\d\d/, { timeout: 30_000 });
  await expect(card.getByTestId("split-priced")).toContainText("priced");
  await expect(card.getByTestId("split-unpriced")).toContainText("no price here");

  // Each line's price sits beside it; a tap shows where the price comes from and how old it is.
  const firstPrice = page.getByTestId("line-price").filter({ has: page.locator("summary") }).first();
  await expect(firstPrice).toBeVisible();
  await firstPrice.locator("summary").click();
  await expect(firstPrice.getByTestId("price-source")).toHaveText(/demo data|today|ago|yesterday/);

  // Switching the store recomputes the total there.
  const select = card.getByLabel("Store", { exact: true });
  const options = await select.locator("option").count();
  if (options > 1) {
    const second = await select.locator("option").nth(1).getAttribute("value");
    await select.selectOption(second!);
    await expect(page).toHaveURL(new RegExp(`store=${second}`));
    await expect(card.getByLabel("Store", { exact: true })).toHaveValue(second!);
  }

  // A budget far under the total: red, over budget. A bad amount says why and saves nothing.
  await card.getByRole("button", { name: "Set a budget" }).click();
  await card.getByLabel(/^Budget \(/).fill("0");
  await card.getByRole("button", { name: "Save" }).click();
  await expect(card.getByText("The budget must be more than 0.")).toBeVisible();
  await card.getByLabel(/^Budget \(/).fill("1");
  await card.getByRole("button", { name: "Save" }).click();
  await expect(card.getByTestId("budget-standing")).toHaveAttribute("data-standing", "over");
  await expect(card.getByTestId("budget-standing")).toContainText("Over budget");
  await noSideScroll(page);
  await page.screenshot({ path: "test-results/list-totals-390.png", fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: "test-results/list-totals-1280.png", fullPage: true });

  // A generous budget: green. Then the budget goes again (the demo list is shared by other journeys).
  await page.setViewportSize({ width: 390, height: 844 });
  await card.getByRole("button", { name: "Change budget" }).click();
  await card.getByLabel(/^Budget \(/).fill("100000");
  await card.getByRole("button", { name: "Save" }).click();
  await expect(card.getByTestId("budget-standing")).toHaveAttribute("data-standing", "under");
  await card.getByRole("button", { name: "Remove budget" }).click();
  await expect(card.getByRole("button", { name: "Set a budget" })).toBeVisible();
  await page.goto(listUrl);
});

test("\"I'm here\" on a Best Savings store shows that store's plan items first, ticks go through the list edits", async ({ page }) => {
  await openWeeklyBasics(page);
  // A line no store prices: it is in no store's plan, so it comes after the plan's lines.
  const UNPRICED = "Moon cheese from the far side";
  await page.getByLabel("Item name").fill(UNPRICED);
  await page.getByRole("button", { name: "Add Item" }).click();
  await expect(page.getByTestId("list-item-name").filter({ hasText: UNPRICED })).toBeVisible();
  await page.getByRole("link", { name: "Compare Prices" }).click();
  const store = page.getByTestId("plan-store").first();
  await expect(store).toBeVisible({ timeout: 30_000 });
  const storeName = (await store.getByRole("heading", { level: 3 }).textContent())!.trim();
  const planItems = (await store.getByRole("list", { name: `Items at ${storeName}` }).locator(":scope > li > div > p:first-child").allTextContents()).map((t) => t.replace(/\s×\s\d+.*$/, "").trim());
  expect(planItems.length).toBeGreaterThan(0);
  await expect(store.getByRole("link", { name: `I'm at ${storeName}` })).toBeVisible();
  await noSideScroll(page);
  await store.screenshot({ path: "test-results/best-savings-im-here-390.png" });

  await store.getByRole("link", { name: `I'm at ${storeName}` }).click();
  await expect(page).toHaveURL(/\/lists\/[0-9a-f-]{36}\?at=[0-9a-f-]{36}&plan=1/);
  await expect(page.getByTestId("shopping-at")).toContainText(storeName, { timeout: 30_000 });
  await expect(page.locator("[aria-label='Estimated total']")).toContainText(`at ${storeName} · where you are`);
  await expect(page.getByRole("heading", { name: `Buy here at ${storeName} (from your plan)` })).toBeVisible();
  const here = page.getByTestId("buy-here").getByTestId("list-item-name");
  await expect(here).toHaveCount(planItems.length);
  expect((await here.allTextContents()).sort()).toEqual([...planItems].sort());
  // The plan's items for this store come first on the page, then the rest.
  const all = await page.getByTestId("list-item-name").allTextContents();
  expect(all.slice(0, planItems.length).sort()).toEqual([...planItems].sort());
  await expect(page.getByTestId("buy-elsewhere").getByTestId("list-item-name")).toContainText([UNPRICED]);
  await noSideScroll(page);
  await page.screenshot({ path: "test-results/im-at-390.png", fullPage: true });

  // Tick the first item off here, and untick it (the demo list is shared by other journeys).
  const first = (await here.first().textContent())!.trim();
  const box = page.getByRole("checkbox", { name: `Got ${first}` });
  await box.check();
  await expect(box).toBeChecked();
  await page.reload();
  await expect(page.getByRole("checkbox", { name: `Got ${first}` })).toBeChecked({ timeout: 30_000 });
  // Move the second item up: it becomes first here and stays first after a reload.
  if (planItems.length > 1) {
    const second = (await here.nth(1).textContent())!.trim();
    await page.getByRole("button", { name: `Move ${second} up` }).click();
    await expect(here.first()).toHaveText(second);
    await page.reload();
    await expect(page.getByTestId("buy-here").getByTestId("list-item-name").first()).toHaveText(second, { timeout: 30_000 });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: "test-results/im-at-1280.png", fullPage: true });
  await page.getByRole("checkbox", { name: `Got ${first}` }).uncheck();
  await expect(page.getByRole("checkbox", { name: `Got ${first}` })).not.toBeChecked();
  // Leave the demo list as it was for the other journeys.
  await page.getByRole("button", { name: `Remove ${UNPRICED}` }).click();
  await expect(page.getByTestId("list-item-name").filter({ hasText: UNPRICED })).toHaveCount(0);
});

const queueLength = (page: Page) => page.evaluate(() => (JSON.parse(localStorage.getItem("shopping_offline_queue") ?? "[]") as unknown[]).length);

test("a tick made offline waits in the offline queue and is saved once back online", async ({ page, context }) => {
  await openWeeklyBasics(page);
  const box = page.getByRole("checkbox", { name: "Got Bread" });
  await expect(box).not.toBeChecked();
  await context.setOffline(true);
  await box.check();
  await expect(box).toBeChecked();
  expect(await queueLength(page)).toBe(1);
  await expect(page.getByTestId("list-item").filter({ hasText: "Bread" }).getByText("(waiting to sync)")).toBeAttached();
  await context.setOffline(false);
  await expect.poll(() => queueLength(page), { timeout: 30_000 }).toBe(0);
  await page.reload();
  await expect(page.getByRole("checkbox", { name: "Got Bread" })).toBeChecked({ timeout: 30_000 });
  // Untick (online, straight to the server) so the demo list is as it was.
  await page.getByRole("checkbox", { name: "Got Bread" }).uncheck();
  await page.reload();
  await expect(page.getByRole("checkbox", { name: "Got Bread" })).not.toBeChecked({ timeout: 30_000 });
});
