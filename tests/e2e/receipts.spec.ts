import path from "node:path";
import sharp from "sharp";
import { expect, test, type Page } from "@playwright/test";
import { DEMO, login, quantityOf, toasts } from "./fixtures";

// A Countdown receipt rendered by the parser corpus (tests/fixtures/receipts); it holds
// "ANCHOR BLUE TOP MILK 2L", which the demo catalogue stocks.
const RECEIPT_IMAGE = path.join(process.cwd(), "tests/fixtures/receipts/nz-countdown-02/clean.png");

/** Every request to another host is refused: OCR must run from Cartwise's own origin. */
async function blockOtherHosts(page: Page): Promise<string[]> {
  const blocked: string[] = [];
  await page.route("**/*", (route) => {
    const url = new URL(route.request().url());
    if (url.hostname === "127.0.0.1") return route.continue();
    blocked.push(url.href);
    return route.abort();
  });
  return blocked;
}

async function openScanDialog(page: Page) {
  await login(page, DEMO.shopper.email, DEMO.shopper.password, "/lists");
  if (!new URL(page.url()).pathname.startsWith("/lists")) await page.goto("/lists");
  await expect(page.getByRole("heading", { level: 1, name: "My Shopping Lists" })).toBeVisible();
  await page.getByRole("button", { name: "Scan Receipt" }).click();
  const dialog = page.getByRole("dialog", { name: "Scan Receipt" });
  await expect(dialog).toBeVisible();
  return dialog;
}

test("a file that is not an image is refused with the spec's message", async ({ page }) => {
  await blockOtherHosts(page);
  const dialog = await openScanDialog(page);
  await dialog.getByLabel("Choose Image").setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("MILK 2L 4.29") });
  await expect(dialog.getByText("Please select an image file (JPG, PNG, etc.)")).toBeVisible();
  await expect(toasts(page)).toContainText("Please select an image file (JPG, PNG, etc.)");
  await expect(dialog.getByRole("progressbar")).toHaveCount(0);
});

test("scan a receipt offline, edit an item, add them as a new list", async ({ page }) => {
  test.setTimeout(240_000);
  const blocked = await blockOtherHosts(page);
  const dialog = await openScanDialog(page);

  await dialog.getByLabel("Choose Image").setInputFiles(RECEIPT_IMAGE);
  await expect(dialog.getByRole("progressbar", { name: "Receipt scan progress" })).toBeVisible();

  const items = dialog.getByRole("list", { name: "Items found on the receipt" });
  await expect(items).toBeVisible({ timeout: 180_000 });
  const milkRow = items.getByRole("listitem").filter({ hasText: "ANCHOR BLUE TOP MILK 2L" });
  await expect(milkRow).toHaveCount(1);
  // Read cleanly, the receipt's lines add up to its printed total: nothing to confirm.
  await expect(dialog.getByRole("status").filter({ hasText: "Prices check out: the items add up to the receipt's" })).toBeVisible();
  await expect(milkRow).toContainText("Matched: Anchor Blue Top Milk 2L");
  const firstRead = await items.getByRole("listitem").allInnerTexts();

  // The same photo again (Upload Different, then the same file): the image prepared the first
  // time is reused and recognition runs again on it — the same items come back.
  await dialog.getByRole("button", { name: "Upload Different" }).click();
  await expect(items).toBeHidden();
  await dialog.getByLabel("Choose Image").setInputFiles(RECEIPT_IMAGE);
  await expect(items).toBeVisible({ timeout: 60_000 });
  expect(await items.getByRole("listitem").allInnerTexts()).toEqual(firstRead);

  const edited = `Receipt milk ${Date.now().toString(36)}`;
  const nameInput = milkRow.getByRole("textbox", { name: /^Item \d+ name$/ });
  await nameInput.fill(edited);
  await expect(milkRow).not.toContainText("Matched:");

  const found = await items.getByRole("listitem").count();
  expect(found).toBeGreaterThan(5);
  // Remove the last item to show the review is editable before anything is saved.
  await items.getByRole("listitem").last().getByRole("button", { name: /^Remove item/ }).click();
  await expect(items.getByRole("listitem")).toHaveCount(found - 1);

  await dialog.getByRole("button", { name: "Add to List" }).click();
  await page.waitForURL(/\/lists\/[0-9a-f-]{36}$/, { timeout: 30_000 });
  await expect(page.getByRole("heading", { level: 1, name: /^Receipt Items - / })).toBeVisible();
  await expect(quantityOf(page, edited)).toHaveText("1");
  await expect(toasts(page)).toContainText(`Added ${found - 1} items`);

  const listName = (await page.getByRole("heading", { level: 1 }).innerText()).trim();
  await page.goto("/lists");
  await expect(page.getByRole("article", { name: listName }).first()).toBeVisible();

  expect(blocked.filter((u) => !u.startsWith("data:") && !u.startsWith("blob:"))).toEqual([]);
});

const SHOTS = process.env.RECEIPT_SCREENSHOTS; // a directory: also save the review at 390 and 1280 px

async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** A clean photo of a short receipt whose bread line was printed (or, as far as we know, read) as 7.90 against a total of 10.79. */
async function receiptThatDoesNotAddUp(): Promise<Buffer> {
  const lines = [
    "          FRESHCHOICE NELSON",
    "          69 Collingwood Street",
    "",
    "ANCHOR BLUE TOP MILK 2L           3.29",
    "TIP TOP SUPERSOFT WHITE 700G      7.90",
    "",
    "TOTAL                            10.79",
    "EFTPOS                           10.79",
  ];
  const escape = (t: string) => t.replace(/&/g, "&amp;").replace(/</g, "&lt;");
  const text = lines.map((l, i) => `<text x="28" y="${52 + i * 31}" xml:space="preserve">${escape(l)}</text>`).join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="620" height="${lines.length * 31 + 70}"><rect width="100%" height="100%" fill="#fff"/><g font-family="DejaVu Sans Mono" font-size="24" fill="#000">${text}</g></svg>`;
  return sharp(Buffer.from(svg)).flatten({ background: "#ffffff" }).png().toBuffer();
}

test("a receipt whose lines do not add up to its total: both figures shown, fixing the misread price reconciles it", async ({ page }) => {
  test.setTimeout(240_000);
  await blockOtherHosts(page);
  const dialog = await openScanDialog(page);
  await dialog.getByLabel("Choose Image").setInputFiles({ name: "receipt.png", mimeType: "image/png", buffer: await receiptThatDoesNotAddUp() });

  const items = dialog.getByRole("list", { name: "Items found on the receipt" });
  await expect(items).toBeVisible({ timeout: 180_000 });
  const alert = dialog.getByRole("alert").filter({ hasText: "The prices don't add up" });
  await expect(alert).toContainText("The items add up to $11.19, but the receipt's total is $10.79 ($0.40 over).");
  await shoot(page, "receipt-prices-differ");

  // Adding is held until the shopper fixes a price or confirms the receipt as read.
  await dialog.getByRole("button", { name: "Add to List" }).click();
  await expect(alert).toContainText("Fix the prices or confirm the receipt as read before adding.");
  await expect(page).toHaveURL(/\/lists$/);
  const confirm = alert.getByRole("checkbox", { name: /The receipt is right as read/ });
  await confirm.check();
  await expect(alert).not.toContainText("Fix the prices or confirm");

  // The shopper checks the paper: the bread was 7.50. Fixing it reconciles the receipt.
  const bread = items.getByRole("listitem").filter({ hasText: "TIP TOP SUPERSOFT WHITE 700G" });
  const price = bread.getByRole("textbox", { name: /price as printed/ });
  await expect(price).toHaveValue("7.90");
  await price.fill("7.50");
  await expect(dialog.getByRole("status").filter({ hasText: "Prices check out: the items add up to the receipt's total, $10.79." })).toBeVisible();
  await expect(alert).toHaveCount(0);
  await shoot(page, "receipt-prices-match");

  await dialog.getByRole("button", { name: "Add to List" }).click();
  await page.waitForURL(/\/lists\/[0-9a-f-]{36}$/, { timeout: 30_000 });
  await expect(toasts(page)).toContainText("Added 2 items");
});
