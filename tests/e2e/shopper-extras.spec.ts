import { randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { e2eQuery, openList, quantityOf, saveAddress, signUpAndIn, toasts, uniqueEmail } from "./fixtures";

/**
 * Issue 27 items 3–5 (decision 054), end to end, with a screenshot of every changed screen at
 * 390 and 1280 px (test-results/shopper-extras-*.png): substitutes for a line no store nearby
 * prices (Best Savings and /compare), "special ends …" on the list row, Home's savings from trips
 * and receipts, Profile's price-alert settings.
 */
const DB_URL = process.env.E2E_DATABASE_URL;
test.skip(!DB_URL, "needs E2E_DATABASE_URL: the spec writes a special and a shared receipt to the server's PostgreSQL");

const PASSWORD = "Str0ng!Passw0rd";

/** Full-page screenshots at a phone's and a desktop's width; nothing may be wider than the phone. */
async function shoot(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    if (width === 390) expect(await page.evaluate(() => document.documentElement.scrollWidth), `${name} fits 390 px`).toBeLessThanOrEqual(390);
    await page.screenshot({ path: `test-results/shopper-extras-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test("substitutes, special ends, savings from trips and receipts, price-alert settings", async ({ page }) => {
  test.slow();
  test.setTimeout(300_000);
  const email = uniqueEmail("extras-shopper");
  await signUpAndIn(page, email, PASSWORD, "/map");
  await saveAddress(page, "120 Ponsonby Road", "Ponsonby", "New Zealand");

  // "Weekly Basics", so /compare compares it too. "Butter 333g" fits no pack (250 g is 75%, 500 g 150%).
  await page.goto("/lists");
  await page.getByLabel("New list name").fill("Weekly Basics");
  await page.getByRole("button", { name: "Create List" }).click();
  await openList(page.getByRole("article", { name: "Weekly Basics" }));
  const listUrl = page.url();
  for (const item of ["Butter 333g", "Milk", "Bread", "Eggs", "Cheese", "Bananas", "Rice", "Coffee"]) {
    await page.getByLabel("Item name").fill(item);
    await page.getByRole("button", { name: "Add Item" }).click();
    await expect(quantityOf(page, item)).toHaveText("1");
  }

  // Best Savings: the line is not in the plan; up to three substitutes with prices.
  await page.getByRole("link", { name: "Compare Prices" }).click();
  await expect(page.getByTestId("plan-store").first()).toBeVisible({ timeout: 60_000 });
  const missing = page.getByTestId("uncovered-item").filter({ hasText: "Butter 333g" });
  await expect(missing).toHaveCount(1);
  const suggestions = missing.getByTestId("substitutes").getByRole("listitem");
  const count = await suggestions.count();
  expect(count).toBeGreaterThanOrEqual(1);
  expect(count).toBeLessThanOrEqual(3);
  await expect(suggestions.first()).toContainText(/NZ\$\d+\.\d\d/);
  await shoot(page, "best-savings-substitutes");

  // Choose the first: remembered on the item, the line is back in the plan.
  const chosenName = (await suggestions.first().locator("span.font-medium").first().textContent())!.trim();
  await suggestions.first().getByRole("button", { name: /^Use .+ instead of Butter 333g$/ }).click();
  const chosen = page.getByTestId("chosen-substitutes");
  await expect(chosen).toContainText(`Butter 333g: using ${chosenName}`);
  await expect(page.getByTestId("uncovered-item").filter({ hasText: "Butter 333g" })).toHaveCount(0);
  const [item] = await e2eQuery<{ id: string; substitute_product_id: string | null }>(
    `select i.id, i.substitute_product_id from shopping_list_items i join shopping_lists l on l.id = i.list_id join users u on u.id = l.user_id
     where lower(u.email) = lower($1) and i.item_name = 'Butter 333g'`, [email]);
  expect(item.substitute_product_id).toBeTruthy();
  await shoot(page, "best-savings-chosen");
  await page.getByTestId("shop-plan-button").click();
  await expect(toasts(page)).toContainText("Trip saved");

  // A special on the substitute, ending in three days, at the nearest store that sells it.
  const [store] = await e2eQuery<{ store_id: string }>(
    `select cp.store_id from current_prices cp join stores s on s.id = cp.store_id, profiles pf join users u on u.id = pf.user_id
     where cp.product_id = $1 and lower(u.email) = lower($2) order by power(s.latitude - pf.latitude, 2) + power(s.longitude - pf.longitude, 2) limit 1`, [item.substitute_product_id, email]);
  await e2eQuery(`insert into prices (product_id, store_id, amount_cents, currency, source, observed_at, on_special, valid_until)
    select product_id, store_id, greatest(amount_cents - 50, 1), currency, 'scrape', now(), true, now() + interval '3 days'
    from current_prices where product_id = $1 and store_id = $2`, [item.substitute_product_id, store.store_id]);
  await page.goto(listUrl);
  const specialEnds = page.getByTestId("special-ends");
  await expect(specialEnds).toHaveCount(1);
  await expect(specialEnds).toHaveText(/^special ends (Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)$/);
  await shoot(page, "list-special-ends");

  // /compare: the Weekly Basics list, with the chosen substitute and its special.
  await page.goto("/compare");
  await expect(page.getByTestId("best-deal")).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId("missing-lines")).toContainText(`Butter 333g: using ${chosenName}`);
  await shoot(page, "compare");

  // A shared receipt at that store: one pack of the substitute, paid 1 c less than the store's special.
  const [proof] = await e2eQuery<{ id: string }>(
    `insert into receipt_proofs (user_id, store_id, receipt_date, currency, lines_hash, shared, reconciled, line_count)
     select u.id, $2, (now() at time zone s.time_zone)::date, s.currency, $3, true, true, 1 from users u, stores s where lower(u.email) = lower($1) and s.id = $2
     returning id`, [email, store.store_id, randomUUID().replace(/-/g, "").padEnd(64, "0")]);
  await e2eQuery(`insert into price_observations (proof_id, user_id, store_id, product_id, amount_cents, currency, observed_at, observed_on, status)
    select $1, rp.user_id, rp.store_id, $2, 100, rp.currency, now(), rp.receipt_date, 'published' from receipt_proofs rp where rp.id = $1`, [proof.id, item.substitute_product_id]);

  // Home: the card counts the trip and the receipt, and no longer asks to compare a list above them.
  await page.goto("/");
  const recent = page.getByTestId("recent-savings");
  await expect(recent.locator("li[data-kind=trip]")).toHaveCount(1);
  await expect(recent.locator("li[data-kind=receipt]")).toHaveCount(1);
  await expect(page.getByTestId("savings-total")).toContainText("saved over 1 planned trip and 1 shared receipt");
  await expect(page.getByText("Compare a list and shop its plan, or share a receipt, to see your savings.")).toHaveCount(0);
  await shoot(page, "home");

  // Profile: the same figures; price alerts validated and saved.
  await page.goto("/profile");
  await expect(page.getByText("from 1 planned trip and 1 receipt")).toBeVisible();
  const alerts = page.getByTestId("alert-settings");
  await alerts.getByLabel("Smallest change (%)").fill("0");
  await alerts.getByRole("button", { name: "Save price alerts" }).click();
  await expect(alerts).toContainText("Choose a whole percentage from 1 to 90.");
  await shoot(page, "profile-alerts-error");
  await alerts.getByLabel("Smallest change (%)").fill("10");
  await alerts.getByRole("switch", { name: "Tell me about rises too" }).click();
  await alerts.getByRole("button", { name: "Save price alerts" }).click();
  await expect(toasts(page)).toContainText("Price alerts updated");
  const [settings] = await e2eQuery<{ threshold_pct: number; include_rises: boolean }>(
    `select threshold_pct, include_rises from price_alert_settings s join users u on u.id = s.user_id where lower(u.email) = lower($1)`, [email]);
  expect(settings).toEqual({ threshold_pct: 10, include_rises: true });
  await page.reload();
  await expect(page.getByTestId("alert-settings").getByLabel("Smallest change (%)")).toHaveValue("10");
  await shoot(page, "profile-alerts");
});
