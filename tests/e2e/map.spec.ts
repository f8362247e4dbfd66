import fs from "node:fs";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Browser, type Page } from "@playwright/test";
import { DEMO, login, toasts } from "./fixtures";

/**
 * Find Stores with no Google key and no internet: every request to a host other than
 * 127.0.0.1 is aborted and recorded. Signs in once (the sign-in limiter is per e-mail) and
 * reuses the session. The address test changes the shared demo shopper and puts it back.
 */
const STORAGE = path.join("test-results", "map-shopper-state.json");
const externalRequests: string[] = [];

test.describe.configure({ mode: "serial" });
test.use({ storageState: STORAGE });

async function offline(page: Page) {
  await page.route("**/*", (route) => {
    const url = new URL(route.request().url());
    if (url.hostname === "127.0.0.1") return route.continue();
    externalRequests.push(url.href);
    return route.abort();
  });
}

async function expectNoSeriousA11yViolations(page: Page) {
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id}: ${v.nodes[0]?.target}`)).toEqual([]);
}

async function openMap(page: Page, query = "") {
  await offline(page);
  await page.goto(`/map${query}`);
  await expect(page.getByRole("heading", { level: 1, name: "Find Stores" })).toBeVisible();
  await expect(page.getByTestId("store-list-item").first()).toBeVisible({ timeout: 20_000 });
}

const listItem = (page: Page, name: string) => page.getByTestId("store-list-item").filter({ has: page.getByRole("button", { name: new RegExp(`^.*${name}`) }) });
const mapMarker = (page: Page, name: string) => page.getByTestId("offline-map").getByRole("button", { name: new RegExp(`^${name},`) });
const locationButton = (page: Page) => page.getByTestId("location-button");

async function setAddressManually(page: Page, street: string, suburb: string, country: string) {
  await locationButton(page).click();
  const dialog = page.getByRole("dialog", { name: "Update Your Location" });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel("Street address", { exact: true }).fill(street);
  await dialog.getByLabel("Suburb", { exact: true }).fill(suburb);
  await dialog.getByLabel("Country", { exact: true }).fill(country);
  await dialog.getByRole("button", { name: "Use This Address" }).click();
  const confirm = page.getByRole("dialog", { name: "Confirm Your Location" });
  await expect(confirm).toBeVisible();
  return confirm;
}

async function restoreDemoAddress(browser: Browser) {
  const context = await browser.newContext({ storageState: STORAGE });
  const page = await context.newPage();
  await openMap(page);
  if ((await locationButton(page).textContent())?.includes("Ponsonby")) return context.close();
  const confirm = await setAddressManually(page, "120 Ponsonby Road", "Ponsonby", "New Zealand");
  await confirm.getByRole("button", { name: "Confirm Location" }).click();
  await expect(locationButton(page)).toContainText("Ponsonby");
  await context.close();
}

test.beforeAll(async ({ browser }) => {
  fs.mkdirSync(path.dirname(STORAGE), { recursive: true });
  const context = await browser.newContext({ storageState: undefined });
  const page = await context.newPage();
  await offline(page);
  await login(page, DEMO.shopper.email, DEMO.shopper.password, "/map");
  await context.storageState({ path: STORAGE });
  await context.close();
});

test.afterAll(async ({ browser }) => {
  await restoreDemoAddress(browser);
});

test("shows the built-in map and the nearby Auckland stores without Google or internet", async ({ page }) => {
  await openMap(page);
  const map = page.getByTestId("offline-map");
  await expect(map).toBeVisible();
  await expect(page.getByText("Google Maps API key not configured. Please contact support or set your API key.")).toBeVisible();
  await expect(page.getByText(/Showing stores near your saved location/)).toBeVisible();

  const items = page.getByTestId("store-list-item");
  expect(await items.count()).toBeGreaterThan(5);
  await expect(items.first()).toContainText(/\d+\.\d km \(\d+\.\d mi\)/);
  await expect(page.getByRole("list", { name: "Store types nearby" })).toContainText("Supermarket");
  // Markers are named buttons on the built-in map; every listed store that is on screen has one.
  await expect(map.getByRole("button", { name: /km away$/ }).first()).toBeVisible();
  await expect(page.getByTestId("currency-badge")).toContainText("NZD");
  await expectNoSeriousA11yViolations(page);

  // Zoom controls change the view; the 30 km ring becomes visible when zoomed out.
  await map.getByRole("button", { name: "Zoom out" }).click();
  await map.getByRole("button", { name: "Zoom out" }).click();
  await expect(map.getByText("Built-in map · zoom 11.0")).toBeVisible();

  // Selecting a marker (a real button, so the keyboard works) expands the same store in the list.
  const marker = map.getByRole("button", { name: /km away$/ }).first();
  const markerName = (await marker.getAttribute("aria-label"))!.split(",")[0];
  await marker.focus();
  await page.keyboard.press("Enter");
  await expect(marker).toHaveAttribute("aria-pressed", "true");
  await expect(listItem(page, markerName).getByRole("button", { name: new RegExp(markerName) })).toHaveAttribute("aria-expanded", "true");
  expect(externalRequests).toEqual([]);
});

test.describe("with GPS allowed in Surry Hills", () => {
  test.use({ permissions: ["geolocation"], geolocation: { latitude: -33.8861, longitude: 151.2111 } });

  test("GPS comes before the saved Auckland address", async ({ page }) => {
    await openMap(page);
    await expect(listItem(page, "Coles Surry Hills")).toBeVisible();
    await expect(listItem(page, "Kingsland Butchery")).toHaveCount(0);
    await expect(page.getByText(/Showing stores near your saved location/)).toHaveCount(0);
    expect(externalRequests).toEqual([]);
  });
});

test.describe("with GPS allowed in the open Pacific", () => {
  test.use({ permissions: ["geolocation"], geolocation: { latitude: 0, longitude: -140 } });

  test("an empty area shows No Stores Found and Try Again with GPS", async ({ page }) => {
    await offline(page);
    await page.goto("/map");
    await expect(toasts(page)).toContainText("No Stores Found");
    const retry = page.getByRole("button", { name: /Try Again with GPS/ });
    await expect(retry).toBeVisible();
    await expect(page.getByTestId("store-list-item")).toHaveCount(0);
    await expect(page.getByTestId("offline-map")).toBeVisible();
    await retry.click();
    await expect(page.getByRole("status").filter({ hasText: /^No stores found within 30 km$/ })).toBeVisible();
    expect(externalRequests).toEqual([]);
  });
});

test("search bar: store mode selects the only match; location mode searches a place", async ({ page }) => {
  await openMap(page);
  const search = page.getByRole("searchbox", { name: "Search location" });
  const searchButton = page.getByRole("button", { name: "Search", exact: true });
  await expect(searchButton).toBeDisabled();
  await search.fill("   ");
  await expect(searchButton).toBeDisabled();

  await page.getByRole("radio", { name: /Store/ }).click();
  const storeSearch = page.getByRole("searchbox", { name: "Search stores" });
  await storeSearch.fill("Auckland");
  const dropdown = page.getByRole("list", { name: "Matching stores" });
  await expect(dropdown.getByRole("button")).toHaveCount(8);
  await expect(page.getByText(/^\d+ more stores\.\.\.$/)).toBeVisible();

  await storeSearch.fill("zzzz");
  await expect(page.getByText('No stores found matching "zzzz"')).toBeVisible();

  await storeSearch.fill("kingsland butch");
  await storeSearch.press("Enter");
  const item = listItem(page, "Kingsland Butchery");
  await expect(item.getByRole("button", { name: /Kingsland Butchery/ })).toHaveAttribute("aria-expanded", "true");
  await expect(mapMarker(page, "Kingsland Butchery")).toHaveAttribute("aria-pressed", "true");
  await expect(page.getByTestId("offline-map").getByText("Built-in map · zoom 15.0")).toBeVisible();

  await page.getByRole("radio", { name: /Location/ }).click();
  await page.getByRole("searchbox", { name: "Search location" }).fill("Surry Hills, Australia");
  await page.getByRole("searchbox", { name: "Search location" }).press("Enter");
  await expect(page.getByText(/Stores near .*Surry Hills/)).toBeVisible();
  await expect(listItem(page, "Coles Surry Hills")).toBeVisible();
  await expect(page.getByTestId("offline-map").getByText("Built-in map · zoom 15.0")).toBeVisible();

  await page.getByRole("searchbox", { name: "Search location" }).fill("Qwxzplace Nowhere");
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await expect(toasts(page)).toContainText("Search Failed");
  await expect(toasts(page)).toContainText("Could not find that location");
  expect(externalRequests).toEqual([]);
});

test("?store= focuses that store, and Directions/Info come from the expanded entry", async ({ page }) => {
  await openMap(page, `?store=${encodeURIComponent("New World Victoria Park")}`);
  const item = listItem(page, "New World Victoria Park");
  await expect(item.getByRole("button", { name: /New World Victoria Park/ })).toHaveAttribute("aria-expanded", "true");
  await expect(mapMarker(page, "New World Victoria Park")).toHaveAttribute("aria-pressed", "true");

  const directions = item.getByRole("link", { name: /Directions/ });
  await expect(directions).toHaveAttribute("target", "_blank");
  await expect(directions).toHaveAttribute(
    "href",
    `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent("2 College Hill, Freemans Bay, Auckland 1011")}`,
  );

  await item.getByRole("link", { name: /Info/ }).click();
  // Generous: a dev server compiles the page on first visit.
  await page.waitForURL(/\/store\/[0-9a-f-]{36}$/, { timeout: 60_000 });
  await expect(page.getByRole("heading", { level: 1, name: "New World Victoria Park" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Available coupons" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Biggest recent price drops" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  expect(externalRequests).toEqual([]);
});

test("a Google key that cannot load falls back to the built-in map with the spec's error text", async ({ page }) => {
  // The spec's local-storage key slot; the script request is blocked like every other external host.
  await page.addInitScript(() => window.localStorage.setItem("google_maps_api_key", "e2e-unusable-key"));
  const before = externalRequests.length;
  await openMap(page);
  await expect(page.getByText("Google Maps unavailable")).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(/Failed to load Google Maps\. Please check your API key\./)).toBeVisible();
  await expect(page.getByTestId("offline-map")).toBeVisible();
  await expect(page.getByTestId("offline-map").getByRole("button", { name: /km away$/ }).first()).toBeVisible();
  // The only outside requests were the (blocked) Maps script attempts: the first load plus 3 retries.
  const attempts = externalRequests.splice(before);
  expect(attempts).toHaveLength(4);
  expect(attempts.every((url) => url.startsWith("https://maps.googleapis.com/maps/api/js"))).toBe(true);
});

test("the address editor's manual path updates the profile, the stores and the currency", async ({ page }) => {
  await openMap(page);
  await expect(locationButton(page)).toContainText("Ponsonby");
  await expect(page.getByTestId("currency-badge")).toContainText("NZD");

  await locationButton(page).click();
  const dialog = page.getByRole("dialog", { name: "Update Your Location" });
  await dialog.getByLabel("Suburb", { exact: true }).fill("   ");
  await dialog.getByRole("button", { name: "Use This Address" }).click();
  await expect(toasts(page)).toContainText("Incomplete Address");
  await expect(toasts(page)).toContainText("Please fill in all address fields");
  await dialog.getByRole("button", { name: "Cancel" }).click();

  const confirm = await setAddressManually(page, "1 Crown Street", "Surry Hills", "Australia");
  await expect(confirm.getByTestId("confirm-formatted-address")).toHaveText("1 Crown Street, Surry Hills, Sydney, NSW, Australia");
  await expectNoSeriousA11yViolations(page);
  await confirm.getByRole("button", { name: "Choose Different Address" }).click();
  await expect(page.getByRole("dialog", { name: "Update Your Location" })).toBeVisible();
  await page.getByRole("dialog").getByRole("button", { name: "Cancel" }).click();

  const again = await setAddressManually(page, "1 Crown Street", "Surry Hills", "Australia");
  await again.getByRole("button", { name: "Confirm Location" }).click();
  await expect(toasts(page)).toContainText("Location Updated");
  await expect(toasts(page)).toContainText("1 Crown Street, Surry Hills, Sydney, NSW, Australia");
  await expect(locationButton(page)).toContainText("Surry Hills");
  await expect(page.getByTestId("currency-badge")).toContainText("AUD");
  await expect(listItem(page, "Coles Surry Hills")).toBeVisible();

  // Survives a reload: it was saved on the profile.
  await page.reload();
  await expect(locationButton(page)).toContainText("Surry Hills");
  await expect(page.getByTestId("currency-badge")).toContainText("AUD");
  expect(externalRequests).toEqual([]);
});
