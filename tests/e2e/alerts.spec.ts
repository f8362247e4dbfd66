import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { expect, test } from "@playwright/test";
import { e2eQuery, latestMailTo, openList, OUTBOX_DIR, saveAddress, signUpAndIn, toasts, uniqueEmail } from "./fixtures";

/**
 * Price-drop alerts end to end: a new shopper in Ponsonby watches an item from its list row; a
 * lower price for that product is then observed at a store near them (written to the server's
 * database as a scrape would write it) and the daily alert job (`npm run alerts`) runs against
 * the same database. The header's bell shows the unread count, opening it lists the drop (and any
 * new coupons from stores nearby) and clears the count; the digest e-mail lands in the outbox.
 */
const DB_URL = process.env.E2E_DATABASE_URL;
test.skip(!DB_URL, "needs E2E_DATABASE_URL: the spec writes the price drop to the server's PostgreSQL and runs the alert job against it (embedded PGlite has one connection: the server's)");

const PASSWORD = "Str0ng!Passw0rd";
const run = promisify(execFile);

test("a shopper watches an item; a price drop nearby lights the bell, opening it lists the drop and clears the count; the digest is mailed", async ({ page }) => {
  test.slow();
  const email = uniqueEmail("alerts-shopper");
  await signUpAndIn(page, email, PASSWORD, "/map");
  await saveAddress(page, "120 Ponsonby Road", "Ponsonby", "New Zealand");

  // A list with one item, watched from its row.
  await page.goto("/lists");
  const listName = `Watch ${Date.now().toString(36)}`;
  await page.getByLabel("New list name").fill(listName);
  await page.getByRole("button", { name: "Create List" }).click();
  await openList(page.getByRole("article", { name: listName }));
  await page.getByLabel("Item name").fill("Butter");
  await page.getByRole("button", { name: "Add Item" }).click();
  const watch = page.getByRole("button", { name: "Watch the price of Butter" });
  await watch.click();
  await expect(toasts(page)).toContainText("Watching the price");
  await expect(page.getByRole("button", { name: "Stop watching the price of Butter" })).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByTestId("watch-list-prices")).toHaveText("Watching");
  const bell = page.getByTestId("notifications-bell");
  await expect(bell).toHaveAttribute("aria-label", "Notifications");

  // The watched product gets 20% cheaper at the nearest store that sells it.
  const [watched] = await e2eQuery<{ product_id: string; product_name: string; lat: number; lng: number }>(
    `select w.product_id, p.name as product_name, pf.latitude as lat, pf.longitude as lng
     from price_watches w join users u on u.id = w.user_id join products p on p.id = w.product_id join profiles pf on pf.user_id = u.id
     where lower(u.email) = lower($1)`, [email]);
  expect(watched).toBeTruthy();
  const [store] = await e2eQuery<{ store_id: string; store_name: string; amount_cents: number }>(
    `select cp.store_id, s.name as store_name, cp.amount_cents from current_prices cp join stores s on s.id = cp.store_id
     where cp.product_id = $1 order by power(s.latitude - $2, 2) + power(s.longitude - $3, 2) limit 1`, [watched.product_id, watched.lat, watched.lng]);
  const newCents = Math.round(store.amount_cents * 0.8);
  await e2eQuery(`insert into prices (product_id, store_id, amount_cents, currency, source, observed_at)
    select $1, $2, $3, currency, 'scrape', now() from current_prices where product_id = $1 and store_id = $2`, [watched.product_id, store.store_id, newCents]);

  // The daily job, against the server's database, twice: the second run adds nothing.
  const job = () => run("npx", ["tsx", "--conditions=react-server", "--import", "./scripts/lib/next-react-server.mjs", "scripts/price-alerts.ts"], {
    // The server's secret (playwright.config.ts), so the digest's unsubscribe links verify there.
    env: { ...process.env, DATABASE_URL: DB_URL, MAIL_OUTBOX_DIR: OUTBOX_DIR, PGLITE_DIR: "", AUTH_SECRET: process.env.AUTH_SECRET ?? "e2e-only-secret-e2e-only-secret-e2e-only-secret" }, timeout: 120_000,
  });
  await job();
  const count = async () => Number((await e2eQuery<{ n: string }>(`select count(*) as n from notifications n join users u on u.id = n.user_id where lower(u.email) = lower($1)`, [email]))[0].n);
  const afterFirst = await count();
  expect(afterFirst).toBeGreaterThanOrEqual(1);
  await job();
  expect(await count()).toBe(afterFirst);

  // The bell: the unread count, the drop in the list, read once opened.
  await page.goto("/");
  const unread = page.getByTestId("notifications-unread");
  await expect(unread).toHaveText(String(afterFirst));
  await expect(bell).toHaveAttribute("aria-label", `Notifications, ${afterFirst} unread`);
  await bell.click();
  const list = page.getByTestId("notifications-list");
  const drop = list.getByRole("listitem").filter({ hasText: `${watched.product_name} dropped 20%` });
  await expect(drop).toHaveCount(1);
  await expect(drop).toContainText(`At ${store.store_name}`);
  await expect(drop.getByRole("link")).toHaveAttribute("href", `/store/${store.store_id}`);
  // New coupons from stores nearby come to shoppers who watch prices too (the seed's fresh ones).
  const coupons = await e2eQuery<{ title: string }>(`select n.title from notifications n join users u on u.id = n.user_id where lower(u.email) = lower($1) and n.kind = 'coupon'`, [email]);
  for (const c of coupons) await expect(list.getByText(c.title, { exact: true })).toBeVisible();
  await expect(unread).toHaveCount(0);
  await page.keyboard.press("Escape");
  await page.reload();
  await expect(bell).toHaveAttribute("aria-label", "Notifications");
  await expect(page.getByTestId("notifications-unread")).toHaveCount(0);

  // The e-mail digest went through the mail module's outbox (price-drop e-mails are on by default).
  const mail = await latestMailTo(email);
  expect(mail.subject).toBe(`Price drop: ${watched.product_name} dropped 20%`);
  expect(mail.text).toContain(`At ${store.store_name}.`);
});
