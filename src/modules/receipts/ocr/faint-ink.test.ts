import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { percentile } from "./grey-filters";
import { RECOMMENDED_PREPROCESS } from "./ocr-params";
import { preprocessReceipt } from "./pipeline";
import { sharpImageAdapter } from "./preprocess";

const CORPUS = path.resolve(import.meta.dirname, "../../../../tests/fixtures/receipts");
const photo = (id: string, tier: string) => fs.readFileSync(path.join(CORPUS, id, `${tier}.png`));

describe("faded print (the 'faded' tier)", () => {
  it("darkens ink that never gets darker than light grey, and only then", async () => {
    const off = { ...RECOMMENDED_PREPROCESS, faintInkLevel: 0 };
    const fadedAsIs = await preprocessReceipt(photo("au-coles-01", "faded"), sharpImageAdapter, off);
    const fadedFixed = await preprocessReceipt(photo("au-coles-01", "faded"), sharpImageAdapter);
    // Without the step the darkest 2 % of the slip is still light grey; with it that is ink-dark.
    expect(percentile(fadedAsIs.img, 2)).toBeGreaterThan(RECOMMENDED_PREPROCESS.faintInkLevel);
    expect(percentile(fadedFixed.img, 2)).toBeLessThan(60);
    // A photo with real ink is left exactly as it was.
    const hardAsIs = await preprocessReceipt(photo("au-coles-01", "hard"), sharpImageAdapter, off);
    const hard = await preprocessReceipt(photo("au-coles-01", "hard"), sharpImageAdapter);
    expect(Buffer.from(hard.img.data).equals(Buffer.from(hardAsIs.img.data))).toBe(true);
  }, 60_000);
});
