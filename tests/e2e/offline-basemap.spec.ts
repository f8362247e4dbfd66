import fs from "node:fs";
import path from "node:path";
import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { DEMO, login } from "./fixtures";

/**
 * The built-in map draws land, coast and place names with no Google key and, once the page has
 * loaded, no network at all (decision 055). Requests to hosts other than 127.0.0.1 are aborted
 * throughout; for each city the browser is then taken fully offline before the map is checked,
 * panned and zoomed. Screenshots go to test-results/offline-basemap-<city>-<width>.png.
 */
const STORAGE = path.join("test-results", "offline-basemap-state.json");
const SHOTS = "test-results";

test.describe.configure({ mode: "serial" });
test.use({ storageState: STORAGE });

async function blockExternal(context: BrowserContext) {
  await context.route("**/*", (route) => (new URL(route.request().url()).hostname === "127.0.0.1" ? route.continue() : route.abort()));
}

test.beforeAll(async ({ browser }) => {
  fs.mkdirSync(path.dirname(STORAGE), { recursive: true });
  const context = await browser.newContext({ storageState: undefined });
  await blockExternal(context);
  const page = await context.newPage();
  await login(page, DEMO.shopper.email, DEMO.shopper.password, "/map");
  await context.storageState({ path: STORAGE });
  await context.close();
});

const map = (page: Page) => page.getByTestId("offline-map");

async function searchPlace(page: Page, place: string, expected: RegExp) {
  await page.getByRole("radio", { name: /Location/ }).click();
  const box = page.getByRole("searchbox", { name: "Search location" });
  await box.fill(place);
  await box.press("Enter");
  await expect(page.getByText(expected)).toBeVisible();
}

/** With the network off: the city's detailed land and coast are drawn, names are shown, pan and zoom still redraw. */
async function expectReadableOffline(page: Page, context: BrowserContext, region: string, names: string[], shot: string) {
  await expect(map(page)).toHaveAttribute("data-basemap", "ready");
  await context.setOffline(true);
  try {
    const basemap = map(page).getByTestId("map-basemap");
    await expect(basemap).toHaveAttribute("data-regions", new RegExp(`\\b${region}\\b`));
    const metro = basemap.locator(`[data-region="${region}"]`);
    expect((await metro.locator('path[data-layer="land"]').getAttribute("d"))?.length ?? 0).toBeGreaterThan(500);
    expect((await metro.locator('path[data-layer="coast"]').getAttribute("d"))?.length ?? 0).toBeGreaterThan(500);
    const labels = map(page).getByTestId("map-labels").locator("span");
    expect(await labels.count()).toBeGreaterThanOrEqual(1);
    const shown = await labels.allTextContents();
    expect(shown.filter((name) => names.includes(name)), `labels shown: ${shown.join(", ")}`).not.toEqual([]);
    await page.screenshot({ path: path.join(SHOTS, `${shot}.png`), fullPage: false });

    // The page never grows sideways on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);

    // Pan by dragging and zoom with the buttons, still offline: the land moves, names are re-placed.
    const land = metro.locator('g[transform]').first();
    const before = await land.getAttribute("transform");
    const surface = map(page).getByRole("region", { name: /Map of nearby stores/ });
    const rect = (await surface.boundingBox())!;
    await page.mouse.move(rect.x + rect.width * 0.3, rect.y + rect.height * 0.85);
    await page.mouse.down();
    await page.mouse.move(rect.x + rect.width * 0.5, rect.y + rect.height * 0.7, { steps: 5 });
    await page.mouse.up();
    await expect(land).not.toHaveAttribute("transform", before!);
    const panned = await land.getAttribute("transform");
    await map(page).getByRole("button", { name: "Zoom out" }).click();
    await expect(land).not.toHaveAttribute("transform", panned!);
    await expect(map(page).getByTestId("map-labels").locator("span").first()).toBeVisible();
    // Two levels further out, still offline: more coast and the towns' names.
    await map(page).getByRole("button", { name: "Re-centre map" }).click();
    await map(page).getByRole("button", { name: "Zoom out" }).click();
    await map(page).getByRole("button", { name: "Zoom out" }).click();
    await expect(map(page).getByTestId("map-labels").locator("span").first()).toBeVisible();
    await page.screenshot({ path: path.join(SHOTS, `${shot}-wide.png`), fullPage: false });
  } finally {
    await context.setOffline(false);
  }
}

for (const width of [390, 1280]) {
  test(`land, coast and place names at ${width} px with the network off: Auckland, Sydney, Seattle`, async ({ browser }) => {
    const context = await browser.newContext({ storageState: STORAGE, viewport: { width, height: width === 390 ? 844 : 900 } });
    await blockExternal(context);
    const page = await context.newPage();
    await page.goto("/map");
    await expect(page.getByTestId("store-list-item").first()).toBeVisible({ timeout: 20_000 });
    await map(page).scrollIntoViewIfNeeded();
    await expectReadableOffline(page, context, "metro-auckland", ["Ponsonby", "Grey Lynn", "Herne Bay", "Freemans Bay", "Auckland CBD", "Parnell", "Westmere", "Newton", "Newmarket", "Point Chevalier", "Kingsland", "Arch Hill", "Eden Terrace", "Mount Eden", "Auckland"], `offline-basemap-auckland-${width}`);

    await searchPlace(page, "Surry Hills, Australia", /Stores near .*Surry Hills/);
    await map(page).scrollIntoViewIfNeeded();
    await expectReadableOffline(page, context, "metro-sydney", ["Surry Hills", "Redfern", "Darlinghurst", "Sydney CBD", "Paddington", "Haymarket", "Chippendale", "Moore Park", "Waterloo", "Woolloomooloo", "Ultimo", "Sydney"], `offline-basemap-sydney-${width}`);

    await searchPlace(page, "Capitol Hill, Seattle", /Stores near .*Capitol Hill/);
    await map(page).scrollIntoViewIfNeeded();
    await expectReadableOffline(page, context, "metro-seattle", ["Capitol Hill", "First Hill", "Eastlake", "Madison Valley", "Central District", "Montlake", "Madison Park", "South Lake Union", "Downtown Seattle", "Seattle"], `offline-basemap-seattle-${width}`);
    await context.close();
  });
}

test("the store form's position map draws the land under the pin too", async ({ browser }) => {
  for (const width of [390, 1280]) {
    const context = await browser.newContext({ storageState: undefined, viewport: { width, height: 900 } });
    await blockExternal(context);
    const page = await context.newPage();
    await login(page, DEMO.admin.email, DEMO.admin.password, "/admin/stores/new");
    await page.goto("/admin/stores/new");
    await page.getByLabel("Street address").fill("120 Ponsonby Road");
    await page.getByLabel("Suburb").fill("Ponsonby");
    await page.getByLabel("City").fill("Auckland");
    await page.getByRole("button", { name: "Find on map" }).click();
    await expect(page.getByTestId("map-pin")).toBeVisible();
    await expect(map(page)).toHaveAttribute("data-basemap", "ready");
    await expect(map(page).getByTestId("map-basemap")).toHaveAttribute("data-regions", /\bmetro-auckland\b/);
    await expect(map(page).getByTestId("map-labels").locator("span").first()).toBeVisible();
    await map(page).scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(SHOTS, `offline-basemap-store-form-${width}.png`), fullPage: false });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await context.close();
  }
});
