import { parseReceipt } from "../parser/parse-receipt";
import type { ParsedReceipt } from "../parser/types";
import { rgbaToGrey } from "./grey-image";
import type { GreyImage } from "./image-ops";
import { RECOMMENDED_PREPROCESS, type PreprocessOptions } from "./ocr-params";
import { finishPreprocess, type GreyResampler, type PreparedGrey } from "./preprocess-grey";

/**
 * The one receipt OCR pipeline, run by the shopper's browser (browser/scan-receipt.ts) and by
 * Node (scripts/bench-receipts.ts, scripts/receipt.ts) alike:
 *
 *   decode upright + fit within maxSide (adapter) → greyscale + contrast (rgbaToGrey) →
 *   isolate paper, deskew, upscale, median, flatten, … (finishPreprocess) → PNG (adapter) →
 *   Tesseract with the shared parameters (engine) → parseReceipt
 *
 * Only what cannot be shared is behind an adapter: decoding and resampling pixels (canvas in the
 * browser, sharp in Node), PNG encoding, and how the tesseract.js worker is created (asset URLs,
 * timeouts and progress in the browser; node_modules paths in Node). Every decision and
 * threshold lives in the shared steps, so the benchmark measures what shoppers run.
 */

/** Pixels as decoded: upright (EXIF applied), flattened on white or with alpha, longer side within maxSide. */
export interface DecodedRgba {
  rgba: Uint8Array | Uint8ClampedArray;
  width: number;
  height: number;
  /** Scale from the original photo to these pixels (≤ 1). */
  downscale: number;
}

export interface OcrImageAdapter<Input, Png> extends GreyResampler {
  decode(input: Input, maxSide: number): Promise<DecodedRgba>;
  /** Lossless PNG of the grey image, as Tesseract reads it. */
  encodePng(img: GreyImage): Promise<Png>;
}

export interface RecognisedText {
  text: string;
  /** Tesseract's mean word confidence, 0..1. */
  confidence: number;
}

export interface OcrEngine<Png> {
  recognise(png: Png): Promise<RecognisedText>;
}

export interface OcrEnvironment<Input, Png> {
  image: OcrImageAdapter<Input, Png>;
  /** Starts (or reuses) the engine; a separate step so failures can be told apart. */
  engine(): Promise<OcrEngine<Png>>;
}

export type OcrStep = "image" | "init" | "recognise";

export interface PreparedReceipt<Png> extends PreparedGrey {
  png: Png;
}

/** Decode → grey + contrast → the benchmark-chosen extras → PNG. */
export async function preprocessReceipt<Input, Png>(
  input: Input,
  image: OcrImageAdapter<Input, Png>,
  options: PreprocessOptions = RECOMMENDED_PREPROCESS,
): Promise<PreparedReceipt<Png>> {
  const decoded = await image.decode(input, options.maxSide);
  const grey = rgbaToGrey(decoded.rgba, decoded.width, decoded.height, options.contrastFactor);
  const prepared = await finishPreprocess(grey, image, decoded.downscale, options);
  return { ...prepared, png: await image.encodePng(prepared.img) };
}

export interface ReadReceipt<Png> extends RecognisedText {
  receipt: ParsedReceipt;
  prepared: PreparedReceipt<Png>;
}

/** Photo → text → parsed receipt. `onStep` hears each step as it starts (for error reporting). */
export async function readReceipt<Input, Png>(
  input: Input,
  env: OcrEnvironment<Input, Png>,
  { options = RECOMMENDED_PREPROCESS, onStep }: { options?: PreprocessOptions; onStep?: (step: OcrStep) => void } = {},
): Promise<ReadReceipt<Png>> {
  onStep?.("image");
  const prepared = await preprocessReceipt(input, env.image, options);
  onStep?.("init");
  const engine = await env.engine();
  onStep?.("recognise");
  const { text, confidence } = await engine.recognise(prepared.png);
  return { text, confidence, receipt: parseReceipt(text), prepared };
}
