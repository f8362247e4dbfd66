import fs from "node:fs";
import pg from "pg";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { DEMO, login as signIn, openList, quantityOf, signOut } from "./fixtures";

/*
 * Issue 16 item 4 (decision 022): the app installs (manifest, service worker), opens offline with
 * the lists as last seen, and queues every list edit made offline for replay in order, once each.
 * The server's state is read back without the service worker (a fresh context that blocks it) and,
 * on PostgreSQL, straight from the database.
 */

const SHOTS = "test-results/offline-lists";
const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const card = (page: Page, name: string) => page.getByRole("article", { name });
const status = (page: Page) => page.getByTestId("offline-status");
const queueLength = (page: Page) => page.evaluate(() => (JSON.parse(localStorage.getItem("shopping_offline_queue") ?? "[]") as unknown[]).length);

async function login(page: Page, from = "/lists") {
  await signIn(page, DEMO.shopper.email, DEMO.shopper.password, from);
  if (new URL(page.url()).pathname !== from) await page.goto(from);
}

async function createListWithMilk(page: Page, name: string): Promise<string> {
  await page.getByLabel("New list name").fill(name);
  await page.getByRole("button", { name: "Create List" }).click();
  await openList(card(page, name));
  await page.waitForURL(/\/lists\/[0-9a-f-]{36}$/);
  await page.getByLabel("Item name").fill("Milk");
  await page.getByRole("button", { name: "Add Item" }).click();
  await expect(quantityOf(page, "Milk")).toHaveText("1");
  return new URL(page.url()).pathname.split("/").pop()!;
}

/** The list as the server has it, read in a context with no service worker and no local copies. */
async function serverView(browser: Browser, listId: string) {
  const context = await browser.newContext({ serviceWorkers: "block" });
  const page = await context.newPage();
  await login(page, `/lists/${listId}`);
  await expect(page.getByRole("heading", { level: 2, name: "Items" })).toBeVisible();
  const title = (await page.getByRole("heading", { level: 1 }).textContent())?.trim();
  const items = await page.locator("output[aria-label^='Quantity of ']").evaluateAll((outputs) =>
    outputs.map((o) => `${o.getAttribute("aria-label")!.replace("Quantity of ", "")}×${o.textContent?.trim()}`),
  );
  await context.close();
  return { title, items };
}

/** Rows straight from PostgreSQL when the server runs on it (CI); null on embedded PGlite. */
async function databaseRows(listId: string) {
  const url = process.env.E2E_DATABASE_URL;
  if (!url) return null;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const list = await client.query<{ name: string }>("select name from shopping_lists where id = $1", [listId]);
    const items = await client.query<{ item_name: string; quantity: number }>("select item_name, quantity from shopping_list_items where list_id = $1 order by created_at, id", [listId]);
    return { name: list.rows[0]?.name ?? null, items: items.rows.map((r) => `${r.item_name}×${r.quantity}`) };
  } finally {
    await client.end();
  }
}

async function shoot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  const size = page.viewportSize();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  if (size) await page.setViewportSize(size);
}

test("installable: manifest with icons, and a registered service worker that controls the page", async ({ page }) => {
  await login(page);
  const href = await page.locator('link[rel="manifest"]').getAttribute("href");
  expect(href).toBe("/manifest.webmanifest");
  const manifest = (await (await page.request.get(href!)).json()) as { display: string; start_url: string; theme_color: string; icons: { src: string; sizes: string; purpose: string }[] };
  expect(manifest).toMatchObject({ display: "standalone", start_url: "/lists", theme_color: "#047857" });
  expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(["192x192 any", "512x512 any", "512x512 maskable"]);
  for (const icon of manifest.icons) {
    const res = await page.request.get(icon.src);
    expect(res.status()).toBe(200);
    expect(res.headers()["content-type"]).toBe("image/png");
  }
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(scope).toBe(new URL("/", page.url()).href);
  await page.reload();
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);

  // What was kept for offline use is the shopper's: sign-out forgets it (pages and copies).
  await expect.poll(() => page.evaluate(async () => Boolean(await (await caches.open("cartwise-pages-v1")).match(`${location.origin}/lists`))), { timeout: 20_000 }).toBe(true);
  expect(await page.evaluate(() => localStorage.getItem("cartwise_offline_lists"))).not.toBeNull();
  await signOut(page);
  expect(await page.evaluate(() => caches.has("cartwise-pages-v1"))).toBe(false);
  expect(await page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith("cartwise_offline_") || k.startsWith("shopping_offline_")))).toEqual([]);
});

test("offline: the lists and a list open as last seen; add, quantities and rename queue and replay in order once back online", async ({ page, context, browser }) => {
  // Offline pages must hydrate cleanly (the kept copy replaces the page's data only after hydration).
  const problems: string[] = [];
  page.on("pageerror", (e) => problems.push(e.message));
  page.on("console", (m) => {
    if (m.type() === "error" && /hydrat|did not match/i.test(m.text())) problems.push(m.text());
  });
  await login(page);
  const name = unique("E2E PWA");
  const listId = await createListWithMilk(page, name);
  await page.evaluate(async () => navigator.serviceWorker.ready);

  // Seen online: the list page and this list are kept by the worker (the detail page arrived by
  // a client-side navigation, so the page asks the worker to keep it).
  await page.goto("/lists");
  await expect(card(page, name)).toContainText("Milk");
  await page.goto(`/lists/${listId}`);
  await expect(quantityOf(page, "Milk")).toHaveText("1");
  await expect
    .poll(() => page.evaluate(async (id) => {
      const cache = await caches.open("cartwise-pages-v1");
      return Boolean((await cache.match(`${location.origin}/lists`)) && (await cache.match(`${location.origin}/lists/${id}`)));
    }, listId), { timeout: 20_000 })
    .toBe(true);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(quantityOf(page, "Milk")).toHaveText("1");
  await expect(page.getByRole("note")).toContainText("You're offline");
  await page.goto("/lists");
  await expect(card(page, name)).toContainText("1 item");
  await expect(status(page)).toContainText("Offline");
  await shoot(page, "lists-offline");

  // Offline edits: add an item, change its quantity and another's, rename the list.
  await openList(card(page, name));
  await page.waitForURL(`**/lists/${listId}`);
  await page.getByLabel("Item name").fill("Bread");
  await page.getByRole("button", { name: "Add Item" }).click();
  await expect(quantityOf(page, "Bread")).toHaveText("1");
  await page.getByRole("button", { name: "Increase quantity of Bread" }).click();
  await page.getByRole("button", { name: "Increase quantity of Milk" }).click();
  await page.getByRole("button", { name: "Increase quantity of Milk" }).click();
  await page.getByRole("button", { name: "Decrease quantity of Milk" }).click();
  const renamed = `${name} Sat`;
  await page.getByRole("button", { name: "Rename" }).click();
  await page.getByRole("dialog", { name: "Rename list" }).getByLabel("List name").fill(renamed);
  await page.getByRole("dialog", { name: "Rename list" }).getByRole("button", { name: "Save" }).click();
  await expect(page.getByRole("heading", { level: 1, name: renamed })).toBeVisible();
  await expect(quantityOf(page, "Bread")).toHaveText("2");
  await expect(quantityOf(page, "Milk")).toHaveText("2");
  await expect(status(page)).toContainText("6 changes will sync");
  expect(await queueLength(page)).toBe(6);

  // The server has none of it yet.
  expect(await serverView(browser, listId)).toEqual({ title: name, items: ["Milk×1"] });

  // Still offline, a reload shows the same: the last-seen copy with the queued edits over it.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: renamed })).toBeVisible();
  await expect(quantityOf(page, "Bread")).toHaveText("2");
  await expect(quantityOf(page, "Milk")).toHaveText("2");
  await shoot(page, "list-offline-pending");
  await page.goto("/lists");
  await expect(card(page, renamed)).toContainText("2 items");
  await expect(card(page, renamed)).toContainText("Bread ×2");
  // Chromium's offline emulation leaks as a reloaded, worker-controlled page starts: the queue's
  // first replay reached the server although the context was offline (once in CI, once in 4 runs
  // here; not in the page's own network log, so not stoppable by a route). A phone can have the same
  // moment (navigator.onLine true, network flaky); the replay keeps its edit id, so whatever got
  // through is applied once, as the end state below checks. The count shown is the queue's own.
  await expect(card(page, renamed)).toContainText(`${await queueLength(page)} changes waiting to sync`);

  // Back online: the queue drains in order and the screen shows the server's state.
  await context.setOffline(false);
  await expect.poll(() => queueLength(page), { timeout: 30_000 }).toBe(0);
  await expect(status(page)).toBeHidden();
  await expect(card(page, renamed)).toContainText("2 items");
  await page.goto(`/lists/${listId}`);
  await expect(quantityOf(page, "Bread")).toHaveText("2");
  await expect(quantityOf(page, "Milk")).toHaveText("2");

  expect(await serverView(browser, listId)).toEqual({ title: renamed, items: ["Milk×2", "Bread×2"] });
  const rows = await databaseRows(listId);
  if (rows) expect(rows).toEqual({ name: renamed, items: ["Milk×2", "Bread×2"] });
  expect(problems).toEqual([]);
});

test("a replay after a lost answer has no second effect", async ({ browser }) => {
  // The queue is the page's own code; no service worker here so the test can drop answers.
  const context = await browser.newContext({ serviceWorkers: "block" });
  const page = await context.newPage();
  await login(page);
  const name = unique("E2E Replay");
  const listId = await createListWithMilk(page, name);

  await context.setOffline(true);
  await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
  await page.getByLabel("Item name").fill("Tea");
  await page.getByRole("button", { name: "Add Item" }).click();
  await page.getByRole("button", { name: "Increase quantity of Tea" }).click();
  await expect(quantityOf(page, "Tea")).toHaveText("2");
  const ids = await page.evaluate(() => (JSON.parse(localStorage.getItem("shopping_offline_queue") ?? "[]") as { id: string }[]).map((o) => o.id));
  expect(ids).toHaveLength(2);

  // Every edit's first attempt reaches the server, which applies it, but its answer is lost.
  const seen: string[] = [];
  await context.route("**/api/lists/edits", async (route) => {
    const id = (route.request().postDataJSON() as { id: string }).id;
    seen.push(id);
    const response = await route.fetch();
    if (seen.filter((s) => s === id).length === 1) await route.abort("failed");
    else await route.fulfill({ response });
  });
  await context.setOffline(false);
  // Each lost answer ends a run; the next "online" run replays the same edit id.
  await expect
    .poll(async () => {
      await page.evaluate(() => window.dispatchEvent(new Event("online")));
      return queueLength(page);
    }, { timeout: 30_000, intervals: [500, 1000] })
    .toBe(0);
  expect(seen.filter((s) => s === ids[0])).toHaveLength(2);
  expect(seen.filter((s) => s === ids[1])).toHaveLength(2);
  await context.unroute("**/api/lists/edits");

  expect(await serverView(browser, listId)).toEqual({ title: name, items: ["Milk×1", "Tea×2"] });
  const rows = await databaseRows(listId);
  if (rows) expect(rows.items).toEqual(["Milk×1", "Tea×2"]);
  await context.close();
});
