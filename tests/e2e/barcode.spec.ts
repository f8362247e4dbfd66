import sharp from "sharp";
import { expect, test } from "@playwright/test";
import { DEMO, login, openList } from "./fixtures";
import { MILK, UNKNOWN_EAN, US_FIRST, barcodePhoto, blockOtherHosts, itemsOf, newListPage, openScanner, unique, upload } from "./barcode-fixtures";

/*
 * Barcode scanning end to end: barcodes drawn by bwip-js, "photographed" (margin, a slight turn,
 * grain, blur, JPEG), uploaded to the Scan Barcode dialog, read in Chromium by zxing-wasm from
 * our own origin (Linux Chromium has no BarcodeDetector), looked up and added by name.
 */

test.describe("without a camera", () => {
  test("a photo of a known barcode adds the product to the list by its name", async ({ page }) => {
    const seen = await blockOtherHosts(page);
    const name = unique("E2E Barcode");
    await newListPage(page, name);
    const dialog = await openScanner(page);
    await expect(dialog.getByText(`Adding to “${name}”`)).toBeVisible();
    // Headless Chromium has no camera: the dialog says so and the photo upload is the way in.
    await expect(dialog.getByText("Camera unavailable")).toBeVisible();

    await upload(dialog, "milk.jpg", await barcodePhoto("ean13", MILK.barcode!));
    await expect(dialog.getByText(`Added to “${name}”`)).toBeVisible({ timeout: 20_000 });
    await expect(dialog.getByText(MILK.name, { exact: true })).toBeVisible();
    await expect(dialog.getByText(`Barcode ${MILK.barcode} (EAN-13)`)).toBeVisible();
    await dialog.getByRole("button", { name: "Done" }).click();
    await expect(dialog).toBeHidden();
    await expect(itemsOf(page, name).getByText(MILK.name, { exact: true })).toBeVisible();

    expect(seen.wasm).toEqual([expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/barcode\/zxing_reader\.wasm$/)]);
    expect(seen.blocked).toEqual([]);
  });

  test("an unknown barcode says so, and Add as text puts the shopper's words on the list", async ({ page }) => {
    await blockOtherHosts(page);
    const name = unique("E2E Unknown Barcode");
    await newListPage(page, name);
    const dialog = await openScanner(page);

    await upload(dialog, "pens.jpg", await barcodePhoto("ean13", UNKNOWN_EAN));
    await expect(dialog.getByText("Product not found")).toBeVisible({ timeout: 20_000 });
    await expect(dialog.getByText(`We don't know the product with barcode ${UNKNOWN_EAN} yet.`, { exact: false })).toBeVisible();

    // An empty name is refused in place; a name is added as typed.
    await dialog.getByRole("button", { name: "Add as text" }).click();
    await expect(dialog.getByText("Please enter an item name.")).toBeVisible();
    await dialog.getByLabel("Item name").fill("Highlighter pens");
    await dialog.getByRole("button", { name: "Add as text" }).click();
    await expect(dialog.getByText(`Added to “${name}”`)).toBeVisible();
    await dialog.getByRole("button", { name: "Done" }).click();
    await expect(itemsOf(page, name).getByText("Highlighter pens", { exact: true })).toBeVisible();
  });

  test("a photo without a barcode, and typed digits with a wrong check digit, are refused on the device", async ({ page }) => {
    const name = unique("E2E Bad Barcode");
    await newListPage(page, name);
    const dialog = await openScanner(page);
    const blank = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#d8d8d8" } }).jpeg().toBuffer();
    await upload(dialog, "blank.jpg", blank);
    await expect(dialog.getByText("We couldn't find a barcode in that photo.", { exact: false })).toBeVisible({ timeout: 20_000 });

    const digits = dialog.getByLabel("Or type the numbers under the barcode");
    await digits.fill(MILK.barcode!.slice(0, 12) + String((Number(MILK.barcode!.at(-1)) + 1) % 10));
    await dialog.getByRole("button", { name: "Look up" }).click();
    await expect(dialog.getByText("Those digits aren't a valid barcode (the last digit, its check digit, doesn't match). Please check the numbers under the barcode.")).toBeVisible();
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(itemsOf(page, name)).toHaveCount(0);
  });

  test("from all lists: choose the list, type a UPC-E, the product lands on that list", async ({ page }) => {
    await login(page, DEMO.shopper.email, DEMO.shopper.password, "/lists");
    if (!new URL(page.url()).pathname.startsWith("/lists")) await page.goto("/lists");
    const target = unique("E2E Barcode Target");
    await page.getByLabel("New list name").fill(target);
    await page.getByRole("button", { name: "Create List" }).click();
    await expect(page.getByRole("article", { name: target })).toBeVisible();

    const dialog = await openScanner(page);
    await dialog.getByRole("combobox", { name: "Add to list" }).click();
    await page.getByRole("option", { name: target }).click();
    await dialog.getByLabel("Or type the numbers under the barcode").fill("01001143");
    await dialog.getByRole("button", { name: "Look up" }).click();
    await expect(dialog.getByText(`Added to “${target}”`)).toBeVisible();
    await expect(dialog.getByText(US_FIRST.name, { exact: true })).toBeVisible();
    await expect(dialog.getByText("Barcode 01001143 (UPC-E)")).toBeVisible();
    await dialog.getByRole("button", { name: "Done" }).click();

    await openList(page.getByRole("article", { name: target }));
    await expect(itemsOf(page, target).getByText(US_FIRST.name, { exact: true })).toBeVisible();
  });
});
