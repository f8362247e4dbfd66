/**
 * Receipt OCR parameters shared by the Node pipeline and the browser scanner.
 * No Node-only imports here: the browser build reads these same constants.
 */

/** Spec: English, single-block layout, restricted character set. */
export const OCR_LANGUAGE = "eng";
/** Tesseract page segmentation mode 6 = "assume a single uniform block of text". */
export const OCR_PAGE_SEG_MODE = "6";
export const OCR_CHAR_WHITELIST =
  "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789.,%-$@()/ ";
/** Column gaps survive as runs of spaces, which helps split names from prices. */
export const OCR_PRESERVE_INTERWORD_SPACES = "1";
/** Receipt photos carry no usable DPI; telling Tesseract 300 silences its guess and warning. */
export const OCR_USER_DPI = "300";

/** Spec preprocessing: longer side at most 1920 px, greyscale, contrast 1.5 around mid-grey. */
export const OCR_MAX_SIDE_PX = 1920;
export const OCR_CONTRAST_FACTOR = 1.5;
export const OCR_CONTRAST_PIVOT = 128;

export interface PreprocessOptions {
  maxSide: number;
  contrastFactor: number;
  /** Whiten and crop away whatever surrounds the slip (table, clutter, shadows). */
  isolatePaper: boolean;
  /** Straighten rotated photos (projection-profile search over ±maxSkewDegrees). */
  deskew: boolean;
  maxSkewDegrees: number;
  /**
   * Upscale so text lines are at least this many pixels apart (0 = off). Small
   * text is the biggest accuracy lever measured in PERFORMANCE.md §6; this step
   * may exceed maxSide, bounded by maxUpscaledPixels.
   */
  minLinePitchPx: number;
  maxUpscale: number;
  maxUpscaledPixels: number;
  /** Median filter size against sensor speckle (0 = off). */
  denoiseMedian: number;
  /** Divide out uneven lighting, keeping grey levels (radius in line pitches, 0 = off). */
  flattenLines: number;
  /** Final linear stretch of the darkest..brightest percentiles to 0..255. */
  stretch: boolean;
  /**
   * Faded thermal print: when even the darkest 2 % of pixels are lighter than faintInkLevel
   * (no real ink anywhere), stretch that percentile..the median (the paper) to 0..255 (0 = off).
   */
  faintInkLevel: number;
  /** Unsharp-mask sigma after resampling (0 = off). */
  sharpenSigma: number;
  /** Local-mean (Bradley) binarisation for uneven light and faded print. */
  binarise: boolean;
  /** Local window as a fraction of the line pitch, and how far below the local mean ink must be. */
  binariseWindowLines: number;
  binariseOffset: number;
}

export const SPEC_PREPROCESS: PreprocessOptions = {
  maxSide: OCR_MAX_SIDE_PX,
  contrastFactor: OCR_CONTRAST_FACTOR,
  isolatePaper: false,
  deskew: false,
  maxSkewDegrees: 10,
  minLinePitchPx: 0,
  maxUpscale: 1,
  maxUpscaledPixels: 0,
  denoiseMedian: 0,
  flattenLines: 0,
  stretch: false,
  faintInkLevel: 0,
  sharpenSigma: 0,
  binarise: false,
  binariseWindowLines: 1.5,
  binariseOffset: 0.12,
};

/** Linear map v' = (v − pivot)·factor + pivot as the (multiplier, offset) pair image libraries take. */
export function contrastLinear(factor: number = OCR_CONTRAST_FACTOR, pivot: number = OCR_CONTRAST_PIVOT): { multiplier: number; offset: number } {
  return { multiplier: factor, offset: pivot - pivot * factor };
}

/** Scale factor (≤ 1) that brings the longer side within maxSide. */
export function downscaleFactor(width: number, height: number, maxSide: number = OCR_MAX_SIDE_PX): number {
  const longer = Math.max(width, height);
  return longer > maxSide && longer > 0 ? maxSide / longer : 1;
}

/** Scale factor (≥ 1) that lifts the measured line pitch to the target, within both caps. */
export function upscaleFactor(linePitch: number, width: number, height: number, o: PreprocessOptions): number {
  if (o.minLinePitchPx <= 0 || linePitch <= 0 || linePitch >= o.minLinePitchPx) return 1;
  const wanted = Math.min(o.maxUpscale, o.minLinePitchPx / linePitch);
  const pixelCap = o.maxUpscaledPixels > 0 ? Math.sqrt(o.maxUpscaledPixels / Math.max(1, width * height)) : wanted;
  return Math.max(1, Math.min(wanted, pixelCap));
}

/** Spec steps plus the extras that won in scripts/bench-receipts.ts (see the report there). */
export const RECOMMENDED_PREPROCESS: PreprocessOptions = {
  ...SPEC_PREPROCESS,
  isolatePaper: true,
  deskew: true,
  // Slips photographed at an angle reach 14° (the "tilted" tier); the spec's 10° left those skewed.
  maxSkewDegrees: 15,
  minLinePitchPx: 36,
  maxUpscale: 2,
  maxUpscaledPixels: 6_000_000,
  denoiseMedian: 3,
  flattenLines: 0.35,
  faintInkLevel: 150,
  binarise: false,
};
