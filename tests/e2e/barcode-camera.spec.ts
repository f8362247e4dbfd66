import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { MILK, blockOtherHosts, itemsOf, newListPage, openScanner, unique, writeBarcodeVideo } from "./barcode-fixtures";

/*
 * The live camera path: Chromium's fake camera plays a video of a demo product's EAN-13 and the
 * Scan Barcode dialog reads it from the preview (zxing-wasm on the video frames), with no upload.
 * Its own file: the fake camera is a browser launch option, which Playwright sets per file.
 */
// Outside test-results, which any Playwright run (ours or a parallel one) empties when it starts.
const VIDEO = path.join(os.tmpdir(), `cartwise-barcode-camera-${process.pid}`, "milk.y4m");
writeBarcodeVideo(VIDEO, MILK.barcode!);

test.use({
  permissions: ["camera"],
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking", "--disable-component-update", "--disable-sync",
      "--use-fake-ui-for-media-stream", "--use-fake-device-for-media-stream", `--use-file-for-fake-video-capture=${VIDEO}`,
    ],
  },
});

test("the camera reads a barcode held up to it and adds the product", async ({ page }) => {
  const seen = await blockOtherHosts(page);
  const name = unique("E2E Camera Barcode");
  await newListPage(page, name);
  const dialog = await openScanner(page);
  await expect(dialog.getByLabel("Camera preview")).toBeVisible();
  await expect(dialog.getByText(`Added to “${name}”`)).toBeVisible({ timeout: 30_000 });
  await expect(dialog.getByText(MILK.name, { exact: true })).toBeVisible();
  // The camera is released once a code is read.
  expect(await page.evaluate(() => [...document.querySelectorAll("video")].some((v) => v.srcObject !== null))).toBe(false);
  await dialog.getByRole("button", { name: "Done" }).click();
  await expect(itemsOf(page, name).getByText(MILK.name, { exact: true })).toBeVisible();
  expect(seen.blocked).toEqual([]);
});
