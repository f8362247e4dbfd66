import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { expect, type Locator, type Page } from "@playwright/test";

/** Demo logins created by the seed (accepted terms). */
export const DEMO = {
  shopper: { email: "shopper@cartwise.demo", password: "Shopper!2345" },
  admin: { email: "admin@cartwise.demo", password: "Admin!23456" },
  retailerBasic: { email: "retailer.basic@cartwise.demo", password: "Retailer!234" },
  retailerPremium: { email: "retailer.premium@cartwise.demo", password: "Premium!2345" },
} as const;

// Same default as playwright.config.ts gives the server it starts.
export const OUTBOX_DIR = process.env.MAIL_OUTBOX_DIR ?? "./.data/e2e-outbox";

export function uniqueEmail(label: string): string {
  return `${label}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}@example.test`;
}

export const toasts = (page: Page) => page.getByRole("region", { name: "Notifications" });

/**
 * An item's shown quantity on a list page. Visible ones only: while React swaps a list's rows (a
 * refresh, the offline copy giving way to the server's) a hidden second copy can be in the DOM.
 */
export const quantityOf = (page: Page, item: string) => page.getByLabel(`Quantity of ${item}`, { exact: true }).filter({ visible: true });

/**
 * Opens a list from its card on /lists and waits for the list's own page: /lists shows some of the
 * same controls (Compare Prices), so acting before the URL changed can hit the card instead.
 */
export async function openList(card: Locator): Promise<void> {
  await card.getByRole("link", { name: "View List" }).click();
  await expect(card.page()).toHaveURL(/\/lists\/[0-9a-f-]{36}$/);
}

/** Signs in through /login and waits until the app has left the login page. */
export async function login(page: Page, email: string, password: string, from?: string): Promise<void> {
  await page.goto(from ? `/login?from=${encodeURIComponent(from)}` : "/login");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith("/login"));
}

/** A new shopper through the Sign up form, up to the spec's confirmation toast. */
export async function signUp(page: Page, email: string, password: string): Promise<void> {
  await page.goto("/login");
  await page.getByRole("button", { name: "Sign up" }).click();
  await expect(page.getByRole("heading", { name: "Create your Cartwise account" })).toBeVisible();
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByLabel("Confirm password", { exact: true }).fill(password);
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: "Create Account" }).click();
  await expect(toasts(page)).toContainText("Check your email");
}

/** signUp, then signed in, landing on `from`. */
export async function signUpAndIn(page: Page, email: string, password: string, from?: string): Promise<void> {
  await signUp(page, email, password);
  await login(page, email, password, from);
}

/** Signs in through the retailer portal's Login tab (/retailer/auth) and waits for the dashboard. */
export async function retailerLogin(page: Page, email: string, password: string): Promise<void> {
  await page.goto("/retailer/auth");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Login", exact: true }).click();
  await page.waitForURL("**/retailer/dashboard");
}

export interface RetailerSignUp { email: string; password: string; business: string; address: string; gstNumber?: string }

/** A new retailer through the portal's Sign Up tab, signed in on its dashboard. */
export async function retailerSignUp(page: Page, account: RetailerSignUp): Promise<void> {
  await page.goto("/retailer/auth");
  await page.getByRole("tab", { name: "Sign Up" }).click();
  await page.getByLabel("Email", { exact: true }).fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByLabel("Business name").fill(account.business);
  await page.getByLabel("Business address").fill(account.address);
  if (account.gstNumber !== undefined) await page.getByLabel("GST number (optional)").fill(account.gstNumber);
  await page.getByRole("button", { name: "Create Retailer Account" }).click();
  await page.waitForURL("**/retailer/dashboard");
}

/** Signs out from the profile page; ends on /login. */
export async function signOut(page: Page): Promise<void> {
  await page.goto("/profile");
  await page.getByRole("button", { name: "Sign Out" }).click();
  await page.waitForURL((url) => url.pathname === "/login");
}

interface OutboxMail { to: string; subject: string; text: string; links: string[]; sentAt: string }

/** The newest e-mail the server wrote to the local outbox for `to` (polls while it arrives). */
export async function latestMailTo(to: string, timeoutMs = 10_000): Promise<OutboxMail> {
  let found: OutboxMail | undefined;
  await expect
    .poll(
      () => {
        if (!fs.existsSync(OUTBOX_DIR)) return false;
        const mails = fs
          .readdirSync(OUTBOX_DIR)
          .filter((f) => f.endsWith(".json"))
          .sort()
          .map((f) => JSON.parse(fs.readFileSync(path.join(OUTBOX_DIR, f), "utf8")) as OutboxMail)
          .filter((m) => m.to.toLowerCase() === to.toLowerCase());
        found = mails.at(-1);
        return Boolean(found);
      },
      { timeout: timeoutMs, message: `no mail to ${to} in ${OUTBOX_DIR}` },
    )
    .toBe(true);
  return found!;
}

/** The path and query of a link from an e-mail, so it opens on the server under test. */
export function pathOf(link: string): string {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

/**
 * One query against the server's PostgreSQL (E2E_DATABASE_URL): for specs that read what the server
 * wrote, or plant a price the way a scrape would. Opens and closes its own connection.
 */
export async function e2eQuery<T extends pg.QueryResultRow>(text: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: process.env.E2E_DATABASE_URL });
  await client.connect();
  try {
    return (await client.query<T>(text, params)).rows;
  } finally {
    await client.end();
  }
}

/** Saves the shopper's address through the location dialog (from the map), as a shopper types it. */
export async function saveAddress(page: Page, street: string, suburb: string, country: string): Promise<void> {
  await page.goto("/map");
  await clickPastToasts(page, page.getByTestId("location-button"));
  const dialog = page.getByRole("dialog", { name: "Update Your Location" });
  await dialog.getByLabel("Street address", { exact: true }).fill(street);
  await dialog.getByLabel("Suburb", { exact: true }).fill(suburb);
  await dialog.getByLabel("Country", { exact: true }).fill(country);
  await dialog.getByRole("button", { name: "Use This Address" }).click();
  await page.getByRole("dialog", { name: "Confirm Your Location" }).getByRole("button", { name: "Confirm Location" }).click();
  await expect(page.getByTestId("location-button")).toContainText(suburb);
}

/**
 * Clicks a control a toast may cover. At a phone's width a toast sits over the header (top-center),
 * and a shopper without a location gets "Location Required" on /map a moment after it loads; the
 * pointer resting on a toast pauses its 5 s timer, so a click retried against it never lands. As a
 * shopper would, dismiss what is in the way and click again.
 */
export async function clickPastToasts(page: Page, target: Locator): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await target.click({ timeout: 3_000 });
      return;
    } catch (e) {
      if (attempt >= 5) throw e;
      const dismiss = page.getByRole("button", { name: "Dismiss notification" });
      for (const button of await dismiss.all()) await button.click({ timeout: 2_000 }).catch(() => undefined);
    }
  }
}

/** A calendar day in a zone, `days` from now, as the date inputs take it (yyyy-mm-dd). */
export function dayInZone(timeZone: string, days = 0): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date(Date.now() + days * 86_400_000));
}

/**
 * On /retailer/banners: book a placement (standard, from today to `days` later in `timeZone`) and
 * pay on the local fake Checkout (same tab), back on the banners page (decision 051).
 */
export async function bookPlacementAndPay(page: Page, title: string, opts: { timeZone: string; days: number; amount: RegExp }): Promise<Locator> {
  const card = page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title, exact: true }) }).first();
  await card.getByRole("button", { name: "Book this placement" }).click();
  await card.getByLabel("End date", { exact: true }).fill(dayInZone(opts.timeZone, opts.days));
  await card.getByRole("button", { name: "Book and pay" }).click();
  await page.waitForURL(/\/checkout\/cs_test_/);
  await page.getByRole("button", { name: opts.amount }).click();
  await page.waitForURL(/\/retailer\/banners\?placement_payment=success/);
  return page.getByRole("listitem").filter({ has: page.getByRole("heading", { name: title, exact: true }) }).first();
}
