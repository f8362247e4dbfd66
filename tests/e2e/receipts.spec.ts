import path from "node:path";
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
  const nameInput = milkRow.getByRole("textbox");
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
