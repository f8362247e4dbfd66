import sharp, { type Sharp } from "sharp";
import type { GreyImage } from "./image-ops";
import { downscaleFactor, RECOMMENDED_PREPROCESS, type PreprocessOptions } from "./ocr-params";
import { preprocessReceipt, type OcrImageAdapter } from "./pipeline";

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

/** The pipeline's image adapter in Node: libvips (sharp) decodes, resamples and encodes. */
export const sharpImageAdapter: OcrImageAdapter<Buffer, Buffer> = {
  async decode(input, maxSide) {
    const meta = await sharp(input).metadata();
    if (!meta.width || !meta.height) throw new Error("unreadable image");
    // EXIF orientation first so phone photos are upright before measuring anything.
    const upright = meta.orientation && meta.orientation >= 5 ? { width: meta.height, height: meta.width } : { width: meta.width, height: meta.height };
    const down = downscaleFactor(upright.width, upright.height, maxSide);
    let pipeline = sharp(input).rotate();
    if (down < 1) pipeline = pipeline.resize({ width: Math.max(1, Math.round(upright.width * down)), height: Math.max(1, Math.round(upright.height * down)), fit: "fill" });
    const { data, info } = await pipeline.toColourspace("srgb").ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    return { rgba: new Uint8Array(data.buffer, data.byteOffset, data.length), width: info.width, height: info.height, downscale: down };
  },
  resize: (img, width, height) => toGrey(fromGrey(img).resize({ width, height, fit: "fill", kernel: "lanczos3" })),
  rotate: (img, degrees) => toGrey(fromGrey(img).rotate(degrees, { background: "#ffffff" })),
  encode: (img) => fromGrey(img).toColourspace("b-w").png({ compressionLevel: 1 }).toBuffer(),
};

/** The shared pipeline's preprocessing (ocr/pipeline.ts) on a photo file's bytes. */
export async function preprocessReceiptImage(input: Buffer, options: PreprocessOptions = RECOMMENDED_PREPROCESS): Promise<PreprocessResult> {
  const { encoded, img, skewDegrees, linePitch, scale } = await preprocessReceipt(input, sharpImageAdapter, options);
  return { png: encoded, width: img.width, height: img.height, skewDegrees, linePitch, scale };
}
