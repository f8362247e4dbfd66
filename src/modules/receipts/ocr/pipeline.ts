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
 *   isolate paper, deskew, upscale, median, flatten, … (finishPreprocess) → lossless grey image
 *   (adapter: PGM in the browser, PNG in Node — the same pixels) →
 *   Tesseract with the shared parameters (engine) → parseReceipt
 *
 * Only what cannot be shared is behind an adapter: decoding and resampling pixels (canvas in the
 * browser, sharp in Node), encoding, and how the tesseract.js worker is created (asset URLs,
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

export interface OcrImageAdapter<Input, Encoded> extends GreyResampler {
  decode(input: Input, maxSide: number): Promise<DecodedRgba>;
  /** The grey image, losslessly, in a format Tesseract reads (PGM or PNG). */
  encode(img: GreyImage): Promise<Encoded>;
}

export interface RecognisedText {
  text: string;
  /** Tesseract's mean word confidence, 0..1. */
  confidence: number;
}

export interface OcrEngine<Encoded> {
  recognise(image: Encoded): Promise<RecognisedText>;
}

export interface OcrEnvironment<Input, Encoded> {
  image: OcrImageAdapter<Input, Encoded>;
  /** Starts (or reuses) the engine; a separate step so failures can be told apart. */
  engine(): Promise<OcrEngine<Encoded>>;
}

export type OcrStep = "image" | "init" | "recognise";

export interface PreparedReceipt<Encoded> extends PreparedGrey {
  encoded: Encoded;
}

/** Decode → grey + contrast → the benchmark-chosen extras → encoded for Tesseract. */
export async function preprocessReceipt<Input, Encoded>(
  input: Input,
  image: OcrImageAdapter<Input, Encoded>,
  options: PreprocessOptions = RECOMMENDED_PREPROCESS,
): Promise<PreparedReceipt<Encoded>> {
  const decoded = await image.decode(input, options.maxSide);
  const grey = rgbaToGrey(decoded.rgba, decoded.width, decoded.height, options.contrastFactor);
  const prepared = await finishPreprocess(grey, image, decoded.downscale, options);
  return { ...prepared, encoded: await image.encode(prepared.img) };
}

export interface ReadReceipt<Encoded> extends RecognisedText {
  receipt: ParsedReceipt;
  prepared: PreparedReceipt<Encoded>;
}

type StepListener = { onStep?: (step: OcrStep) => void };

/**
 * The second half on its own: engine → text → parsed receipt, for an image preprocessed earlier
 * (the browser keeps the last photo's, so choosing the same photo again skips the image work).
 */
export async function recogniseEncoded<Encoded>(
  encoded: Encoded,
  engineFor: OcrEnvironment<unknown, Encoded>["engine"],
  { onStep }: StepListener = {},
): Promise<RecognisedText & { receipt: ParsedReceipt }> {
  onStep?.("init");
  const engine = await engineFor();
  onStep?.("recognise");
  const { text, confidence } = await engine.recognise(encoded);
  return { text, confidence, receipt: parseReceipt(text) };
}

/** Photo → text → parsed receipt. `onStep` hears each step as it starts (for error reporting). */
export async function readReceipt<Input, Encoded>(
  input: Input,
  env: OcrEnvironment<Input, Encoded>,
  { options = RECOMMENDED_PREPROCESS, onStep }: { options?: PreprocessOptions } & StepListener = {},
): Promise<ReadReceipt<Encoded>> {
  onStep?.("image");
  const prepared = await preprocessReceipt(input, env.image, options);
  return { ...(await recogniseEncoded(prepared.encoded, env.engine, { onStep })), prepared };
}
