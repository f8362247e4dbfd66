import type { Detection } from "../detection";
import { BARCODE_IMAGE_MAX_BYTES } from "../messages";
import { detectNative, detectZxing, nativeDetector, pixelsOf } from "./decoders";

export type PhotoProblem = "not-image" | "too-large" | "image-load" | "decoder";

export class PhotoScanError extends Error {
  constructor(readonly problem: PhotoProblem) {
    super(problem);
    this.name = "PhotoScanError";
  }
}

/** Passes over a photo: a quick look at phone-screen size, then a closer one for a small or distant barcode. */
const PASSES = [1600, 3200];

async function loadUpright(file: Blob): Promise<ImageBitmap> {
  try {
    return await createImageBitmap(file, { imageOrientation: "from-image" });
  } catch (err) {
    throw new PhotoScanError(err instanceof RangeError ? "too-large" : "image-load");
  }
}

/**
 * The retail barcode in a photo the shopper chose, read on the device, or null when there is
 * none that passes its check digit.
 */
export async function decodePhoto(file: File): Promise<Detection | null> {
  if (file.type && !file.type.startsWith("image/")) throw new PhotoScanError("not-image");
  if (!file.type && !/\.(jpe?g|png|gif|webp|bmp|heic|heif|avif)$/i.test(file.name)) throw new PhotoScanError("not-image");
  if (file.size > BARCODE_IMAGE_MAX_BYTES) throw new PhotoScanError("too-large");
  const bitmap = await loadUpright(file);
  try {
    const detector = await nativeDetector();
    if (detector) {
      const found = await detectNative(detector, bitmap).catch(() => null);
      if (found) return found;
    }
    const longest = Math.max(bitmap.width, bitmap.height);
    for (const maxSide of PASSES) {
      const pixels = pixelsOf(bitmap, bitmap.width, bitmap.height, maxSide);
      if (!pixels) throw new PhotoScanError("image-load");
      let found: Detection | null;
      try {
        found = await detectZxing(pixels);
      } catch {
        throw new PhotoScanError("decoder");
      }
      if (found) return found;
      if (longest <= maxSide) break;
    }
    return null;
  } finally {
    bitmap.close();
  }
}
