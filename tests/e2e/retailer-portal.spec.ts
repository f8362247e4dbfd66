import { expect, test, type Page } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import sharp from "sharp";
import { DEMO, retailerLogin, retailerSignUp, toasts, uniqueEmail } from "./fixtures";

/**
 * The retailer portal end to end with no Stripe keys: a new basic retailer signs up, uploads a
 * coupon and pays its 19.99 USD fee on the local Stripe fake's Checkout (the signed webhook makes
 * it live), uploads a logo and creates, edits and deletes banners. axe checks every portal page.
 */
const PASSWORD = "Str0ng!Passw0rd";
const SHOTS = process.env.RETAILER_SCREENSHOTS; // a directory: also save every portal page at 390 and 1280 px

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}
const PAGES = ["/retailer/dashboard", "/retailer/coupons/upload", "/retailer/banners", "/retailer/analytics", "/retailer/settings"];

async function signUpRetailer(page: Page, email: string, business: string) {
  await retailerSignUp(page, { email, password: PASSWORD, business, address: "12 Queen Street, Seattle WA" });
}

test("signed-out visitors are sent to /retailer/auth from every portal page", async ({ page }) => {
  for (const path of PAGES) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/retailer\/auth\?from=/);
  }
});

test("a new basic retailer uploads a coupon, pays on the test Checkout, and sees it live", async ({ page }) => {
  await signUpRetailer(page, uniqueEmail("coupon-retailer"), "E2E Coupon Grocer");
  await expect(page.getByRole("heading", { name: "Retailer Dashboard" })).toBeVisible();
  await expect(page.getByText("Basic", { exact: true })).toBeVisible();

  await page.getByRole("link", { name: "Upload coupon", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Upload New Coupon" })).toBeVisible();
  await expect(page.getByTestId("coupon-fee")).toContainText("19.99");
  await expect(page.getByText("All charges are in U.S. dollars (USD).", { exact: false })).toBeVisible();
  await expect(page.getByText(/non-refundable/)).toBeVisible();

  const submit = page.getByRole("button", { name: "Upload coupon" });
  await expect(submit).toBeDisabled();
  await expect(page.getByRole("heading", { name: "Preview" })).toHaveCount(0);
  await page.getByLabel("Coupon title *").fill("20% off fresh bread");
  await expect(page.getByRole("heading", { name: "Preview" })).toBeVisible();
  await page.getByLabel("Discount value *").fill("20%");
  await expect(submit).toBeDisabled();
  await page.locator("#coupon-expiry").click();
  // Yesterday cannot be picked; a day next month can.
  await page.getByRole("button", { name: /next month/i }).click();
  await page.getByRole("grid").getByRole("button", { name: /15/ }).first().click();
  await expect(submit).toBeEnabled();
  await submit.click();

  await page.waitForURL(/\/checkout\/cs_test_/);
  await page.getByRole("button", { name: /^Pay \$19\.99 USD/ }).click();
  await page.waitForURL(/\/retailer\/dashboard/);
  await expect(toasts(page)).toContainText("Payment received");

  // The signed webhook settles the fee; the coupon shows as Live in coupon management.
  await expect
    .poll(async () => {
      await page.goto("/retailer/settings#coupons");
      return page.locator("#coupons").getByText("Live", { exact: true }).count();
    }, { timeout: 20_000 })
    .toBe(1);
  await expect(page.locator("#coupons")).toContainText("20% off fresh bread");
  await expect(page.locator("#billing")).toContainText("Paid");

  await page.goto("/retailer/analytics");
  await expect(page.getByTestId("funnel-totals")).toContainText("1 coupon uploaded");
  await expect(page.getByRole("list", { name: "Coupon views, saves, redemptions and spend, last 30 days" })).toContainText("20% off fresh bread");
  // The spec's cards and lists: total coupons, views, click rate, spend; top (3) and recent (5) coupons.
  await expect(page.getByText("Total coupons").locator("..").locator("..")).toContainText("1");
  await expect(page.getByText("Click rate (30 days)")).toBeVisible();
  await expect(page.getByRole("list", { name: "Your five newest coupons" })).toContainText("20% off fresh bread");
  await expect(page.getByRole("list", { name: "Your three most redeemed coupons" })).toContainText("20% off fresh bread");
});

test("banners: logo upload, create with placement and link, validation, edit, delete", async ({ page }) => {
  await signUpRetailer(page, uniqueEmail("banner-retailer"), "E2E Banner Butchery");
  await page.goto("/retailer/banners");
  await expect(page.getByRole("heading", { name: "Homepage Header Banner" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Coupon Hub Featured Banner" })).toBeVisible();
  // A Seattle business: the placement prices in its own currency, USD (as charged).
  await expect(page.getByText("$149.00 USD/mo standard").first()).toBeVisible();

  const png = await sharp({ create: { width: 800, height: 400, channels: 3, background: "#0a7a4a" } }).png().toBuffer();
  await page.locator("#logo-file").setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: png });
  await expect(toasts(page)).toContainText("Logo uploaded successfully!");
  const logo = page.getByRole("img", { name: "Your store logo" });
  await expect(logo).toHaveAttribute("src", /^\/api\/uploads\/[a-f0-9]{32}\.png$/);
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(500);

  // Choosing a placement card opens the form with that placement selected.
  await page.getByRole("button", { name: "Create a category inline banner" }).click();
  const form = page.getByRole("form", { name: "Create banner" });
  await expect(form.getByRole("radio", { name: /Category Inline Banner/ })).toBeChecked();
  await form.getByRole("button", { name: "Create banner" }).click();
  await expect(toasts(page)).toContainText("Validation Error");
  await expect(form.getByText("Banner text is required")).toBeVisible();

  await form.getByLabel("Banner text *").fill("Grass-fed steaks, 15% off this week");
  await expect(form.getByText("35/120")).toBeVisible();
  await form.getByLabel("Call to action (optional)").fill("Shop steaks");
  await form.getByLabel("Click-through link (optional)").fill("javascript:alert(1)");
  await form.getByRole("button", { name: "Create banner" }).click();
  await expect(form.getByText(/Enter a full https:\/\/ address/)).toBeVisible();
  await form.getByLabel("Click-through link (optional)").fill("https://butchery.example/steaks");
  await form.getByRole("button", { name: "Create banner" }).click();
  await expect(toasts(page)).toContainText("Banner Ad Created");
  await expect(page.getByRole("form", { name: "Create banner" })).toHaveCount(0);

  const list = page.getByRole("list").filter({ hasText: "Grass-fed steaks" });
  // Targeting (decision media-044): with no approved location the banner is not shown, and the page says so.
  await expect(list).toContainText("Not shown");
  await expect(list.getByTestId("banner-standing")).toContainText("none of your locations is approved yet");
  await expect(list).toContainText("Category Inline Banner");
  await expect(list).toContainText("https://butchery.example/steaks");
  await expect(list.locator("img")).toHaveAttribute("src", /\/api\/uploads\//);

  // Reopened, the create form is empty again.
  await page.getByRole("button", { name: "New banner" }).click();
  await expect(page.getByRole("form", { name: "Create banner" }).getByLabel("Banner text *")).toHaveValue("");
  await page.getByRole("button", { name: "Close" }).click();

  await list.getByRole("button", { name: /^Edit banner/ }).click();
  const edit = page.getByRole("form", { name: "Edit banner" });
  await edit.getByLabel("Banner text *").fill("Lamb chops, 2 for 1");
  await edit.getByRole("button", { name: "Save changes" }).click();
  await expect(toasts(page)).toContainText("Banner Ad Updated");
  await page.reload();
  await expect(page.getByText("Lamb chops, 2 for 1")).toBeVisible();
  await expect(page.getByText("Category Inline Banner").last()).toBeVisible();

  await page.getByRole("button", { name: /^Delete banner/ }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete banner" }).click();
  await expect(toasts(page)).toContainText("Banner Ad Deleted");
  await page.reload();
  await expect(page.getByText("Lamb chops, 2 for 1")).toHaveCount(0);
});

test("settings: account edit trims and Cancel restores; a toggle applies at once", async ({ page }) => {
  await signUpRetailer(page, uniqueEmail("settings-retailer"), "E2E Settings Market");
  await page.goto("/retailer/settings");
  await page.getByRole("button", { name: "Edit account" }).click();
  await page.getByLabel("Store name").fill("Something else");
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(page.locator("#account")).toContainText("E2E Settings Market");
  await page.getByRole("button", { name: "Edit account" }).click();
  await expect(page.getByLabel("Contact e-mail (read-only)")).toHaveAttribute("readonly", "");
  await page.getByLabel("Store name").fill("   Renamed Market   ");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(toasts(page)).toContainText("Account updated");
  await page.reload();
  await expect(page.locator("#account")).toContainText("Renamed Market");

  const marketing = page.getByRole("switch", { name: "Marketing emails" });
  await expect(marketing).toHaveAttribute("aria-checked", "false");
  await marketing.click();
  await expect(toasts(page)).toContainText("Preferences updated");
  await page.reload();
  await expect(page.getByRole("switch", { name: "Marketing emails" })).toHaveAttribute("aria-checked", "true");
  await expect(page.getByRole("link", { name: "Contact support" })).toHaveAttribute("href", /Renamed%20Market.*Basic/);
});

test("axe finds no serious or critical violations on any retailer page", async ({ page }) => {
  await signUpRetailer(page, uniqueEmail("axe-retailer"), "E2E Axe Grocer");
  for (const path of PAGES) {
    await page.goto(path);
    await expect(page.getByRole("navigation", { name: "Retailer portal" })).toBeVisible();
    const result = await new AxeBuilder({ page }).analyze();
    const serious = result.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    expect(serious.map((v) => `${path}: ${v.id} ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
    await shoot(page, `new${path.replaceAll("/", "-")}`);
  }
});

test("the seeded premium demo retailer's pages (coupons and banners from the seed) pass axe too", async ({ page }) => {
  await retailerLogin(page, DEMO.retailerPremium.email, DEMO.retailerPremium.password);
  for (const path of PAGES) {
    await page.goto(path);
    await expect(page.getByRole("navigation", { name: "Retailer portal" })).toBeVisible();
    const result = await new AxeBuilder({ page }).analyze();
    const serious = result.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    expect(serious.map((v) => `${path}: ${v.id} ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
    await shoot(page, `premium${path.replaceAll("/", "-")}`);
  }
  await page.goto("/retailer/banners");
  await page.getByRole("button", { name: "New banner" }).click();
  await shoot(page, "premium-banner-form");
});
