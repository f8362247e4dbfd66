import sharp, { type Sharp } from "sharp";
import { describe, expect, it } from "vitest";
import type { GreyImage } from "./image-ops";
import { downscaleFactor, RECOMMENDED_PREPROCESS } from "./ocr-params";
import { preprocessReceiptImage } from "./preprocess";
import { rgbaToGrey } from "./grey-image";
import { finishPreprocess, type GreyResampler } from "./preprocess-grey";

// The canvas resampler's stand-in: sharp, so the browser steps can be compared with the Node pipeline.
const raw = (img: GreyImage) => sharp(Buffer.from(img.data), { raw: { width: img.width, height: img.height, channels: 1 } });
async function toGrey(pipeline: Sharp): Promise<GreyImage> {
  const { data, info } = await pipeline.toColourspace("b-w").raw().toBuffer({ resolveWithObject: true });
  return { data: new Uint8Array(data), width: info.width, height: info.height };
}
const sharpResampler: GreyResampler = {
  resize: (img, width, height) => toGrey(raw(img).resize({ width, height, fit: "fill", kernel: "lanczos3" })),
  rotate: (img, degrees) => toGrey(raw(img).rotate(degrees, { background: "#ffffff" })),
};

/** A small, tilted photo of a receipt on a darker table: every extra step has work to do. */
async function receiptPhoto(): Promise<Buffer> {
  const words = ["ANCHOR BLUE TOP MILK 2L", "PAMS FROZEN PEAS 1KG", "LETTUCE ICEBERG", "CAULIFLOWER", "DILMAH TEA BAGS 100PK", "EDMONDS FLOUR 1.5KG"];
  const lines = Array.from({ length: 30 }, (_, i) => `${words[i % words.length].padEnd(26, " ")}${(1 + ((i * 37) % 900) / 100).toFixed(2)}`);
  const text = lines.map((l, i) => `<text x="14" y="${24 + i * 13}" font-family="DejaVu Sans Mono, monospace" font-size="10" xml:space="preserve">${l}</text>`).join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="260" height="420"><rect width="260" height="420" fill="#fff"/>${text}</svg>`;
  const paper = await sharp(Buffer.from(svg)).rotate(3, { background: "#ffffff" }).png().toBuffer();
  return sharp({ create: { width: 380, height: 520, channels: 3, background: "#6b5a48" } })
    .composite([{ input: paper, left: 50, top: 40 }])
    .png()
    .toBuffer();
}

/** The pipeline's steps driven by hand from canvas-like RGBA, as the browser adapter hands them over. */
async function browserSteps(photo: Buffer) {
  const meta = await sharp(photo).metadata();
  const down = downscaleFactor(meta.width!, meta.height!, RECOMMENDED_PREPROCESS.maxSide);
  const { data, info } = await sharp(photo).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const grey = rgbaToGrey(data, info.width, info.height, RECOMMENDED_PREPROCESS.contrastFactor);
  return finishPreprocess(grey, sharpResampler, down);
}

describe("the shared preprocessing steps", () => {
  it("isolate the paper, straighten it and upscale small text; Node's adapter feeds them the same pixels", async () => {
    const photo = await receiptPhoto();
    const [node, browser] = await Promise.all([preprocessReceiptImage(photo), browserSteps(photo)]);
    expect(Math.abs(browser.skewDegrees)).toBeGreaterThan(2);
    expect(browser.skewDegrees).toBeCloseTo(node.skewDegrees, 0);
    expect(Math.abs(browser.linePitch - node.linePitch)).toBeLessThanOrEqual(1);
    expect(browser.scale).toBeGreaterThan(1.5);
    expect(browser.scale).toBeCloseTo(node.scale, 1);
    // Same steps on the same decoded pixels: Tesseract reads (nearly) the same image either way
    // (the only difference is how each decoder hands over RGBA).
    expect([browser.img.width, browser.img.height]).toEqual([node.width, node.height]);
    const nodeGrey = await toGrey(sharp(node.png));
    let diff = 0;
    for (let i = 0; i < nodeGrey.data.length; i++) diff += Math.abs(nodeGrey.data[i] - browser.img.data[i]);
    expect(diff / nodeGrey.data.length).toBeLessThan(3);
  });

  it("leaves a large, straight scan alone apart from the spec's steps", async () => {
    const calls: string[] = [];
    const spy: GreyResampler = {
      resize: (img, w, h) => (calls.push("resize"), sharpResampler.resize(img, w, h)),
      rotate: (img, d) => (calls.push("rotate"), sharpResampler.rotate(img, d)),
    };
    const big = await sharp(await receiptPhoto()).extract({ left: 50, top: 40, width: 280, height: 430 }).rotate(-3, { background: "#fff" }).resize({ width: 1200 }).png().toBuffer();
    const { data, info } = await sharp(big).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    const out = await finishPreprocess(rgbaToGrey(data, info.width, info.height, 1.5), spy, 1);
    expect(Math.abs(out.skewDegrees)).toBeLessThan(0.3);
    expect(calls).toEqual([]);
    expect(out.scale).toBe(1);
  });
});
