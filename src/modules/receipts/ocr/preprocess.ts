import sharp, { type Sharp } from "sharp";
import { adaptiveThreshold, estimateLinePitch, estimateSkewDegrees, findPaperRegion, flattenIllumination, isolatePaper, type GreyImage } from "./image-ops";
import { contrastLinear, downscaleFactor, RECOMMENDED_PREPROCESS, upscaleFactor, type PreprocessOptions } from "./ocr-params";

export interface PreprocessResult {
  /** Lossless PNG handed to Tesseract. */
  png: Buffer;
  width: number;
  height: number;
  skewDegrees: number;
  linePitch: number;
  scale: number;
}

async function toGrey(pipeline: Sharp): Promise<GreyImage> {
  const { data, info } = await pipeline.toColourspace("b-w").raw().toBuffer({ resolveWithObject: true });
  if (info.channels !== 1) throw new Error(`expected a single grey channel, got ${info.channels}`);
  return { data: new Uint8Array(data.buffer, data.byteOffset, data.length), width: info.width, height: info.height };
}

function fromGrey(img: GreyImage): Sharp {
  return sharp(Buffer.from(img.data.buffer, img.data.byteOffset, img.data.length), { raw: { width: img.width, height: img.height, channels: 1 } });
}

/**
 * Spec steps (fit within maxSide, greyscale, contrast ×1.5 about 128) followed by
 * the extras the benchmark kept (scripts/bench-receipts.ts): isolate the slip
 * from its background, deskew, upscale small text, median denoise and
 * illumination flattening. Binarisation, stretch and sharpen stay available
 * but measured worse, so RECOMMENDED_PREPROCESS leaves them off.
 */
export async function preprocessReceiptImage(input: Buffer, options: PreprocessOptions = RECOMMENDED_PREPROCESS): Promise<PreprocessResult> {
  const meta = await sharp(input).metadata();
  if (!meta.width || !meta.height) throw new Error("unreadable image");
  // EXIF orientation first so phone photos are upright before measuring anything.
  const oriented = meta.orientation && meta.orientation >= 5 ? { width: meta.height, height: meta.width } : { width: meta.width, height: meta.height };
  const down = downscaleFactor(oriented.width, oriented.height, options.maxSide);
  const { multiplier, offset } = contrastLinear(options.contrastFactor);
  let pipeline = sharp(input).rotate().flatten({ background: "#ffffff" });
  if (down < 1) pipeline = pipeline.resize({ width: Math.round(oriented.width * down), height: Math.round(oriented.height * down), fit: "fill" });
  let img = await toGrey(pipeline.greyscale().linear(multiplier, offset));

  if (options.isolatePaper) {
    const region = findPaperRegion(img);
    if (region) img = isolatePaper(img, region);
  }

  let skewDegrees = 0;
  if (options.deskew) {
    skewDegrees = estimateSkewDegrees(img, options.maxSkewDegrees);
    if (Math.abs(skewDegrees) >= 0.3) img = await toGrey(fromGrey(img).rotate(-skewDegrees, { background: "#ffffff" }));
  }

  let linePitch = 0;
  let scale = down;
  if (options.minLinePitchPx > 0) {
    linePitch = estimateLinePitch(img);
    const up = upscaleFactor(linePitch, img.width, img.height, options);
    if (up > 1.05) {
      img = await toGrey(fromGrey(img).resize({ width: Math.round(img.width * up), height: Math.round(img.height * up), kernel: "lanczos3" }));
      scale *= up;
    }
  }

  const pitchNow = linePitch > 0 ? linePitch * (scale / down) : Math.max(15, img.width / 30);
  if (options.denoiseMedian >= 3) img = await toGrey(fromGrey(img).median(options.denoiseMedian));
  if (options.flattenLines > 0) img = flattenIllumination(img, Math.max(4, Math.round(pitchNow * options.flattenLines)));
  if (options.stretch) img = await toGrey(fromGrey(img).normalise({ lower: 1, upper: 99 }));
  if (options.sharpenSigma > 0) img = await toGrey(fromGrey(img).sharpen({ sigma: options.sharpenSigma }));

  if (options.binarise) {
    img = adaptiveThreshold(img, Math.max(15, Math.round(pitchNow * options.binariseWindowLines)), options.binariseOffset);
  }

  const png = await fromGrey(img).toColourspace("b-w").png({ compressionLevel: 1 }).toBuffer();
  return { png, width: img.width, height: img.height, skewDegrees, linePitch, scale };
}
