import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { RECOMMENDED_PREPROCESS, SPEC_PREPROCESS } from "./ocr-params";
import { preprocessReceiptImage } from "./preprocess";

const CLEAN = path.resolve(import.meta.dirname, "../../../../tests/fixtures/receipts/nz-countdown-01/clean.png");

async function pixels(png: Buffer) {
  const meta = await sharp(png).metadata();
  const data = await sharp(png).toColourspace("b-w").raw().toBuffer();
  return { data, channels: meta.channels };
}

describe("preprocessReceiptImage — spec steps", () => {
  it("fits 1920 px, converts to grey and stretches contrast ×1.5 about 128", async () => {
    const left = { create: { width: 2000, height: 3000, channels: 3 as const, background: { r: 100, g: 100, b: 100 } } };
    const input = await sharp(left)
      .composite([{ input: { create: { width: 2000, height: 3000, channels: 3, background: { r: 200, g: 200, b: 200 } } }, left: 2000, top: 0 }])
      .extend({ right: 2000, background: { r: 200, g: 200, b: 200 } })
      .png()
      .toBuffer();
    const out = await preprocessReceiptImage(input, SPEC_PREPROCESS);
    expect(Math.max(out.width, out.height)).toBe(1920);
    expect(out.scale).toBeCloseTo(0.48, 3);
    const { data, channels } = await pixels(out.png);
    expect(channels).toBe(1);
    expect(data[Math.round(out.height / 2) * out.width + 100]).toBe(86);
    expect(data[Math.round(out.height / 2) * out.width + out.width - 100]).toBe(236);
  });

  it("leaves a small image at its size", async () => {
    const input = await sharp({ create: { width: 300, height: 200, channels: 3, background: "#ffffff" } }).png().toBuffer();
    const out = await preprocessReceiptImage(input, SPEC_PREPROCESS);
    expect([out.width, out.height]).toEqual([300, 200]);
  });

  it("rejects data that is not an image", async () => {
    await expect(preprocessReceiptImage(Buffer.from("not an image"))).rejects.toThrow();
  });
});

describe("preprocessReceiptImage — measured extras", () => {
  it("straightens a rotated receipt and enlarges small text", async () => {
    const rotated = await sharp(fs.readFileSync(CLEAN)).rotate(3, { background: "#ffffff" }).resize({ width: 450 }).png().toBuffer();
    const out = await preprocessReceiptImage(rotated, RECOMMENDED_PREPROCESS);
    expect(out.skewDegrees).toBeGreaterThan(2.3);
    expect(out.skewDegrees).toBeLessThan(3.7);
    expect(out.linePitch).toBeGreaterThan(10);
    expect(out.scale).toBeGreaterThan(1.2);
  });
});
