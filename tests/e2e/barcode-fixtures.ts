import fs from "node:fs";
import path from "node:path";
import bwipjs from "bwip-js/node";
import sharp from "sharp";
import { expect, type Locator, type Page } from "@playwright/test";
import { buildCatalogue } from "../../src/server/seed/generate/catalogue";
import { DEMO, login, openList } from "./fixtures";

/** Shared by barcode.spec.ts and barcode-camera.spec.ts: demo products by barcode, generated barcode photos, dialog steps. */

const catalogue = buildCatalogue().map((e) => e.product);
const productWith = (barcode: string) => catalogue.find((p) => p.barcode === barcode)!;
export const MILK = catalogue.find((p) => p.name === "Anchor Blue Top Milk 2L")!;
// The first US brand's first item: UPC-A 010010000013, printed on small packs as UPC-E 01001143.
export const US_FIRST = productWith("0010010000013");
export const UNKNOWN_EAN = "4006381333931"; // a real EAN-13 the demo catalogue does not carry

export type Bcid = "ean13" | "upca" | "upce" | "ean8";

export async function barcodePhoto(bcid: Bcid, text: string): Promise<Buffer> {
  const label = await bwipjs.toBuffer({ bcid, text, scale: 3, height: 18, includetext: true, textxalign: "center", paddingwidth: 12, paddingheight: 8, backgroundcolor: "FFFFFF" });
  const turned = await sharp(label).rotate(4, { background: "#ffffff" }).png().toBuffer();
  const { width = 0, height = 0 } = await sharp(turned).metadata();
  const W = width + 500;
  const H = height + 400;
  const grain = Buffer.alloc(W * H);
  let s = 7;
  for (let i = 0; i < grain.length; i++) {
    s = (s * 1103515245 + 12345) & 0x7fffffff;
    grain[i] = 150 + (s % 70);
  }
  return sharp(grain, { raw: { width: W, height: H, channels: 1 } })
    .composite([{ input: turned, left: 260, top: 170 }])
    .blur(1)
    .jpeg({ quality: 72 })
    .toBuffer();
}

/** Every request to another host is refused: the decoder must come from Cartwise's own origin. */
export async function blockOtherHosts(page: Page): Promise<{ blocked: string[]; wasm: string[] }> {
  const seen = { blocked: [] as string[], wasm: [] as string[] };
  await page.route("**/*", (route) => {
    const url = new URL(route.request().url());
    if (url.pathname.endsWith(".wasm")) seen.wasm.push(url.href);
    if (url.hostname === "127.0.0.1" || url.protocol === "data:" || url.protocol === "blob:") return route.continue();
    seen.blocked.push(url.href);
    return route.abort();
  });
  return seen;
}

export const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

export async function newListPage(page: Page, name: string): Promise<void> {
  await login(page, DEMO.shopper.email, DEMO.shopper.password, "/lists");
  if (!new URL(page.url()).pathname.startsWith("/lists")) await page.goto("/lists");
  await page.getByLabel("New list name").fill(name);
  await page.getByRole("button", { name: "Create List" }).click();
  const card = page.getByRole("article", { name });
  await expect(card).toBeVisible();
  await openList(card);
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
}

export async function openScanner(page: Page): Promise<Locator> {
  await page.getByRole("button", { name: "Scan Barcode" }).click();
  const dialog = page.getByRole("dialog", { name: "Scan Barcode" });
  await expect(dialog).toBeVisible();
  return dialog;
}

export async function upload(dialog: Locator, name: string, image: Buffer): Promise<void> {
  await dialog.getByLabel("Upload a photo").setInputFiles({ name, mimeType: "image/jpeg", buffer: image });
}

export const itemsOf = (page: Page, listName: string) => page.getByRole("list", { name: `Items in ${listName}` });

// EAN-13 bar patterns (GS1): left half in L or G code by the first digit's parity pattern, right half in R code.
const L_CODE = ["0001101", "0011001", "0010011", "0111101", "0100011", "0110001", "0101111", "0111011", "0110111", "0001011"];
const R_CODE = L_CODE.map((c) => [...c].map((b) => (b === "1" ? "0" : "1")).join(""));
const G_CODE = R_CODE.map((c) => [...c].reverse().join(""));
const PARITY = ["LLLLLL", "LLGLGG", "LLGGLG", "LLGGGL", "LGLLGG", "LGGLLG", "LGGGLL", "LGLGLG", "LGLGGL", "LGGLGL"];

function ean13Modules(code: string): string {
  const d = [...code].map(Number);
  const left = d.slice(1, 7).map((n, i) => (PARITY[d[0]][i] === "L" ? L_CODE[n] : G_CODE[n])).join("");
  return `101${left}01010${d.slice(7).map((n) => R_CODE[n]).join("")}101`;
}

/**
 * A Y4M video (Chromium's --use-file-for-fake-video-capture) of an EAN-13 label on a grey page,
 * written synchronously so it exists before the browser starts: 640×480, 4:2:0, a few frames
 * (Chromium loops the file).
 */
export function writeBarcodeVideo(file: string, code: string): void {
  const W = 640;
  const H = 480;
  const scale = 4;
  const modules = ean13Modules(code);
  const barsWidth = modules.length * scale;
  const labelW = barsWidth + 2 * 12 * scale;
  const labelH = 200;
  const x0 = (W - labelW) / 2;
  const y0 = (H - labelH) / 2;
  const y = Buffer.alloc(W * H, 150);
  for (let row = y0; row < y0 + labelH; row++) {
    for (let col = x0; col < x0 + labelW; col++) {
      const m = Math.floor((col - x0 - 12 * scale) / scale);
      const bar = row >= y0 + 20 && row < y0 + labelH - 20 && m >= 0 && m < modules.length && modules[m] === "1";
      y[row * W + col] = bar ? 25 : 235;
    }
  }
  const chroma = Buffer.alloc((W / 2) * (H / 2), 128);
  const frame = Buffer.concat([Buffer.from("FRAME\n"), y, chroma, chroma]);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, Buffer.concat([Buffer.from(`YUV4MPEG2 W${W} H${H} F10:1 Ip A1:1 C420jpeg\n`), ...Array.from({ length: 5 }, () => frame)]));
}
