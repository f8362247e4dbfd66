import { describe, expect, it } from "vitest";
import {
  contrastLinear, downscaleFactor, OCR_CHAR_WHITELIST, OCR_CONTRAST_FACTOR, OCR_LANGUAGE, OCR_MAX_SIDE_PX, OCR_PAGE_SEG_MODE,
  RECOMMENDED_PREPROCESS, SPEC_PREPROCESS, upscaleFactor,
} from "./ocr-params";

describe("spec OCR parameters", () => {
  it("uses English, single-block layout and the spec character set", () => {
    expect(OCR_LANGUAGE).toBe("eng");
    expect(OCR_PAGE_SEG_MODE).toBe("6");
    const expected = new Set([..."ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789", ".", ",", "%", "-", "$", "@", "(", ")", "/", " "]);
    expect(new Set(OCR_CHAR_WHITELIST)).toEqual(expected);
    expect(OCR_CHAR_WHITELIST.length).toBe(expected.size);
  });

  it("maps v to (v − 128)·1.5 + 128", () => {
    expect(OCR_CONTRAST_FACTOR).toBe(1.5);
    const { multiplier, offset } = contrastLinear();
    for (const v of [0, 100, 128, 200, 255]) expect(v * multiplier + offset).toBeCloseTo((v - 128) * 1.5 + 128, 10);
  });

  it("fits the longer side within 1920 px and never enlarges", () => {
    expect(OCR_MAX_SIDE_PX).toBe(1920);
    expect(downscaleFactor(4000, 3000)).toBeCloseTo(0.48, 10);
    expect(downscaleFactor(1080, 3840)).toBeCloseTo(0.5, 10);
    expect(downscaleFactor(800, 1200)).toBe(1);
    expect(SPEC_PREPROCESS.maxSide).toBe(1920);
    expect(RECOMMENDED_PREPROCESS.maxSide).toBe(1920);
  });
});

describe("upscaleFactor", () => {
  const opts = { ...RECOMMENDED_PREPROCESS, minLinePitchPx: 36, maxUpscale: 2, maxUpscaledPixels: 4_000_000 };

  it("lifts small text up to the target line pitch", () => {
    expect(upscaleFactor(18, 500, 800, opts)).toBe(2);
    expect(upscaleFactor(24, 500, 800, opts)).toBeCloseTo(1.5, 10);
  });

  it("respects the maximum factor, the pixel budget and the off switch", () => {
    expect(upscaleFactor(9, 500, 800, opts)).toBe(2);
    expect(upscaleFactor(18, 2000, 2000, opts)).toBe(1);
    expect(upscaleFactor(40, 500, 800, opts)).toBe(1);
    expect(upscaleFactor(0, 500, 800, opts)).toBe(1);
    expect(upscaleFactor(18, 500, 800, SPEC_PREPROCESS)).toBe(1);
  });
});
