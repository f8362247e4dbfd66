import { expect, test, type Page } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import { DEMO, login, retailerLogin, toasts } from "./fixtures";

/**
 * The open read API from a person's side: /developers is public and rendered from the OpenAPI
 * document; a retailer turns its open-data switch on and off in portal settings; a shopper issues
 * an API key in Profile (shown once), calls the API with it, and revokes it.
 */
const SHOTS = process.env.OPEN_DATA_SCREENSHOTS; // a directory: also save each screen at 390 and 1280 px

async function shoot(page: Page, name: string) {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    // Nothing wider than the phone: the page never scrolls sideways.
    if (width === 390) expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test("/developers documents the API from its OpenAPI document, with the licence and the download", async ({ page, request }) => {
  const doc = (await (await request.get("/api/v1/openapi.json")).json()) as { openapi: string; paths: Record<string, unknown> };
  expect(doc.openapi).toBe("3.1.0");
  await page.goto("/developers");
  await expect(page.getByRole("heading", { level: 1, name: "Cartwise open prices API" })).toBeVisible();
  for (const path of Object.keys(doc.paths)) await expect(page.getByRole("heading", { level: 3, name: new RegExp(path.replace(/[{}.]/g, "\\$&")) })).toBeVisible();
  await expect(page.locator("#licence")).toContainText("Open Database License (ODbL)");
  await expect(page.getByRole("heading", { name: "Data dictionary" })).toBeVisible();
  await expect(page.getByText("store.latitude", { exact: true })).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await shoot(page, "developers");
});

test("a retailer shares its feed prices as open data from settings, off by default", async ({ page }) => {
  await retailerLogin(page, DEMO.retailerBasic.email, DEMO.retailerBasic.password);
  await page.goto("/retailer/settings#open-data");
  const sw = page.getByRole("switch", { name: "Share my feed prices as open data" });
  await expect(sw).toHaveAttribute("aria-checked", "false");
  await sw.click();
  await expect(toasts(page)).toContainText("Your feed prices are now open data");
  await page.reload();
  await expect(sw).toHaveAttribute("aria-checked", "true");
  await page.locator("#open-data").scrollIntoViewIfNeeded();
  await shoot(page, "retailer-settings-open-data");
  await sw.click();
  await expect(toasts(page)).toContainText("Your feed prices are no longer shared");
  await page.reload();
  await expect(sw).toHaveAttribute("aria-checked", "false");
});

test("a shopper issues an API key in Profile, uses it, and revokes it", async ({ page, playwright, baseURL }) => {
  await login(page, DEMO.shopper.email, DEMO.shopper.password, "/profile");
  await expect(page.getByRole("heading", { name: "Developer API keys" })).toBeVisible();
  await expect(page.getByText("You have no API keys.")).toBeVisible();
  await page.getByRole("button", { name: "Create key" }).click();
  await expect(page.getByText("Give the key a name of 1 to 60 characters.")).toBeVisible();
  await page.getByLabel("New key name").fill("Price tracker");
  await page.getByRole("button", { name: "Create key" }).click();
  const shown = page.getByTestId("new-api-key");
  await expect(shown).toHaveText(/^cwk_[A-Za-z0-9_-]{43}$/);
  const key = (await shown.textContent())!.trim();
  await page.locator("#api-keys").scrollIntoViewIfNeeded();
  await shoot(page, "profile-api-keys");

  const api = await playwright.request.newContext({ baseURL });
  const ok = await api.get("/api/v1/prices?limit=5", { headers: { authorization: `Bearer ${key}` } });
  expect(ok.status()).toBe(200);
  expect(ok.headers()["ratelimit-limit"]).toBe("60");
  const body = (await ok.json()) as { data: { source: string }[] };
  expect(body.data.every((p) => p.source === "receipt" || p.source === "retailer")).toBe(true);

  // Shown once: after a reload only the prefix is left, with its last use.
  await page.reload();
  await expect(page.getByTestId("new-api-key")).toHaveCount(0);
  await expect(page.getByText("Price tracker")).toBeVisible();
  await expect(page.getByText(/last used \d/)).toBeVisible();
  await page.getByRole("button", { name: "Revoke Price tracker" }).click();
  await page.getByRole("button", { name: "Revoke now" }).click();
  await expect(toasts(page)).toContainText("API key revoked");
  await expect(page.getByText("You have no API keys.")).toBeVisible();
  const refused = await api.get("/api/v1/prices?limit=5", { headers: { authorization: `Bearer ${key}` } });
  expect(refused.status()).toBe(401);
  expect(refused.headers()["content-type"]).toBe("application/problem+json");
  await api.dispose();
});
