import { readFileSync } from "node:fs";
import path from "node:path";
import bwipjs from "bwip-js/node";
import sharp from "sharp";
import { beforeAll, describe, expect, it } from "vitest";
import { prepareZXingModule, readBarcodes } from "zxing-wasm/reader";
import { ZXING_READER_OPTIONS, detectionFromNative, detectionFromZxing, firstDetection, type Detection } from "./detection";
import { expandUpcE, readRetailBarcode } from "./engine/gtin";

/*
 * The decoder the browser falls back to (zxing-wasm, the same package and options the scan dialog
 * loads) reading barcodes drawn by a different, maintained generator (bwip-js): clean labels and
 * "photos" (margin, rotation, blur, noise, JPEG). The WASM comes from node_modules: no network.
 */

beforeAll(async () => {
  const wasm = readFileSync(path.join(process.cwd(), "node_modules/zxing-wasm/dist/reader/zxing_reader.wasm"));
  await prepareZXingModule({ overrides: { wasmBinary: wasm.buffer.slice(wasm.byteOffset, wasm.byteOffset + wasm.byteLength) as ArrayBuffer }, fireImmediately: true });
});

type Bcid = "ean13" | "ean8" | "upca" | "upce";

function label(bcid: Bcid, text: string): Promise<Buffer> {
  return bwipjs.toBuffer({ bcid, text, scale: 3, height: 18, includetext: true, textxalign: "center", paddingwidth: 12, paddingheight: 8, backgroundcolor: "FFFFFF" });
}

/** Grey speckle, `base`..`base + spread`, from a small LCG (deterministic per seed). */
function speckle(width: number, height: number, base: number, spread: number, seed: number): Buffer {
  const px = Buffer.alloc(width * height);
  let s = seed;
  for (let i = 0; i < px.length; i++) {
    s = (s * 1103515245 + 12345) & 0x7fffffff;
    px[i] = base + (s % spread);
  }
  return px;
}

/**
 * A phone-photo-like picture: the label small on a grey page, turned a few degrees, speckled all
 * over (bars included), washed out, blurred and saved as a JPEG.
 */
async function photoOf(png: Buffer, { angle = 4, seed = 1 } = {}): Promise<Buffer> {
  const rotated = await sharp(png).rotate(angle, { background: "#ffffff" }).png().toBuffer();
  const { width = 0, height = 0 } = await sharp(rotated).metadata();
  const W = width + 400;
  const H = height + 300;
  const page = await sharp(speckle(W, H, 150, 60, seed), { raw: { width: W, height: H, channels: 1 } })
    .composite([{ input: rotated, left: 230, top: 120 }])
    .png()
    .toBuffer();
  const grain = await sharp(speckle(W, H, 185, 70, seed + 7), { raw: { width: W, height: H, channels: 1 } }).png().toBuffer();
  return sharp(page)
    .composite([{ input: grain, blend: "multiply" }])
    .linear(0.75, 40)
    .blur(1.2)
    .jpeg({ quality: 65 })
    .toBuffer();
}

async function decode(image: Buffer): Promise<Detection | null> {
  const results = await readBarcodes(new Uint8Array(image), ZXING_READER_OPTIONS);
  return firstDetection(results, detectionFromZxing);
}

function gtinOf(d: Detection | null): string | null {
  if (!d) return null;
  const read = readRetailBarcode(d.code, d.symbology);
  return read.ok ? read.readings[0].gtin14 : null;
}

// Demo catalogue codes (NZ EAN-13, a US UPC-A with a UPC-E form) and published examples.
const CASES: { bcid: Bcid; text: string; expect: Detection; gtin14: string }[] = [
  { bcid: "ean13", text: "9410001000014", expect: { code: "9410001000014", symbology: "ean_13" }, gtin14: "09410001000014" },
  { bcid: "ean13", text: "4006381333931", expect: { code: "4006381333931", symbology: "ean_13" }, gtin14: "04006381333931" },
  { bcid: "ean8", text: "96385074", expect: { code: "96385074", symbology: "ean_8" }, gtin14: "00000096385074" },
  { bcid: "upca", text: "036000291452", expect: { code: "036000291452", symbology: "upc_a" }, gtin14: "00036000291452" },
  { bcid: "upca", text: "010010000013", expect: { code: "010010000013", symbology: "upc_a" }, gtin14: "00010010000013" },
  { bcid: "upce", text: "01001143", expect: { code: "01001143", symbology: "upc_e" }, gtin14: "00010010000013" },
  { bcid: "upce", text: "04252614", expect: { code: "04252614", symbology: "upc_e" }, gtin14: "00042100005264" },
  { bcid: "upce", text: "01234565", expect: { code: "01234565", symbology: "upc_e" }, gtin14: "00012345000065" },
];

describe("zxing-wasm reads bwip-js barcodes", () => {
  it.each(CASES)("clean $bcid $text", async ({ bcid, text, expect: want, gtin14 }) => {
    const found = await decode(await label(bcid, text));
    expect(found).toEqual(want);
    expect(gtinOf(found)).toBe(gtin14);
  });

  it.each(CASES)("photographed $bcid $text", async ({ bcid, text, expect: want }) => {
    const found = await decode(await photoOf(await label(bcid, text), { angle: text.length === 8 ? -3 : 5, seed: Number(text.slice(-4)) }));
    expect(found).toEqual(want);
  });

  it("reads a label turned on its side", async () => {
    const sideways = await sharp(await label("ean13", "9410001000014")).rotate(90).png().toBuffer();
    expect(await decode(sideways)).toEqual({ code: "9410001000014", symbology: "ean_13" });
  });

  it("expands every UPC-E zero-suppression pattern as our engine does", async () => {
    for (const upce of ["01234505", "01234531", "01234543", "01234565", "04252614"]) {
      const results = await readBarcodes(new Uint8Array(await label("upce", upce)), ZXING_READER_OPTIONS);
      expect(results.map((r) => r.text)).toEqual([`0${expandUpcE(upce)}`]);
      expect(firstDetection(results, detectionFromZxing)).toEqual({ code: upce, symbology: "upc_e" });
    }
  });

  it("finds nothing in a picture without a retail barcode, and ignores other symbologies", async () => {
    const blank = await sharp({ create: { width: 400, height: 300, channels: 3, background: "#e0e0e0" } }).png().toBuffer();
    expect(await decode(blank)).toBeNull();
    const code128 = await bwipjs.toBuffer({ bcid: "code128", text: "9410001000014", scale: 3, height: 15, paddingwidth: 10, backgroundcolor: "FFFFFF" });
    expect(await decode(code128)).toBeNull();
    const qr = await bwipjs.toBuffer({ bcid: "qrcode", text: "9410001000014", scale: 4, paddingwidth: 10, backgroundcolor: "FFFFFF" });
    expect(await decode(qr)).toBeNull();
  });
});

// EAN-13 bars drawn by hand, so the check digit can be wrong (bwip-js refuses to draw that).
const L = ["0001101", "0011001", "0010011", "0111101", "0100011", "0110001", "0101111", "0111011", "0110111", "0001011"];
const R = L.map((c) => [...c].map((b) => (b === "1" ? "0" : "1")).join(""));
const G = R.map((c) => [...c].reverse().join(""));
const PARITY = ["LLLLLL", "LLGLGG", "LLGGLG", "LLGGGL", "LGLLGG", "LGGLLG", "LGGGLL", "LGLGLG", "LGLGGL", "LGGLGL"];

async function handDrawnEan13(digits: string): Promise<Buffer> {
  const d = [...digits].map(Number);
  const left = d.slice(1, 7).map((n, i) => (PARITY[d[0]][i] === "L" ? L[n] : G[n])).join("");
  const right = d.slice(7).map((n) => R[n]).join("");
  const modules = `101${left}01010${right}101`;
  const scale = 3;
  const quiet = 12 * scale;
  const width = modules.length * scale + 2 * quiet;
  const height = 90;
  const px = Buffer.alloc(width * height, 255);
  for (let y = 0; y < height; y++) for (let m = 0; m < modules.length; m++) if (modules[m] === "1") px.fill(0, y * width + quiet + m * scale, y * width + quiet + (m + 1) * scale);
  return sharp(px, { raw: { width, height, channels: 1 } }).png().toBuffer();
}

describe("check digits in the bars", () => {
  it("the hand-drawn encoder is right: a correct code reads", async () => {
    expect(await decode(await handDrawnEan13("9410001000014"))).toEqual({ code: "9410001000014", symbology: "ean_13" });
  });

  it("bars carrying a wrong check digit are not accepted", async () => {
    expect(await decode(await handDrawnEan13("9410001000013"))).toBeNull();
    expect(await decode(await handDrawnEan13("4006381333932"))).toBeNull();
  });

  it("a decoder result with a wrong check digit is dropped before it reaches the server", () => {
    expect(detectionFromZxing({ text: "9410001000013", format: "EAN13", isValid: true })).toBeNull();
    expect(detectionFromZxing({ text: "9410001000014", format: "EAN13", isValid: false })).toBeNull();
    expect(detectionFromNative({ rawValue: "96385075", format: "ean_8" })).toBeNull();
    expect(detectionFromNative({ rawValue: "96385074", format: "ean_8" })).toEqual({ code: "96385074", symbology: "ean_8" });
    expect(detectionFromNative({ rawValue: "04252614", format: "upc_e" })).toEqual({ code: "04252614", symbology: "upc_e" });
    expect(detectionFromNative({ rawValue: "https://example.com", format: "qr_code" })).toBeNull();
  });
});
