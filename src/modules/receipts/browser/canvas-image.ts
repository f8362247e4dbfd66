import type { GreyImage } from "../ocr/image-ops";
import { encodePgm, greyToRgba, rgbaRedChannel, rotatedBounds } from "../ocr/grey-image";
import { downscaleFactor } from "../ocr/ocr-params";
import type { OcrImageAdapter } from "../ocr/pipeline";
import { ReceiptScanError } from "./scan-errors";

/** Beyond this a phone photo is a panorama or a scan of a poster; decoding it risks the tab. */
const MAX_DECODED_PIXELS = 60_000_000;

type Source = ImageBitmap | HTMLImageElement;

function context(canvas: HTMLCanvasElement): CanvasRenderingContext2D {
  const ctx = canvas.getContext("2d", { willReadFrequently: true });
  if (!ctx) throw new ReceiptScanError("no-canvas");
  return ctx;
}

function newCanvas(width: number, height: number): { canvas: HTMLCanvasElement; ctx: CanvasRenderingContext2D } {
  const canvas = document.createElement("canvas");
  canvas.width = Math.max(1, width);
  canvas.height = Math.max(1, height);
  return { canvas, ctx: context(canvas) };
}

function loadWithElement(file: Blob): Promise<HTMLImageElement> {
  const url = URL.createObjectURL(file);
  return new Promise<HTMLImageElement>((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve(img);
    img.onerror = () => reject(new ReceiptScanError("image-load"));
    img.src = url;
  }).finally(() => URL.revokeObjectURL(url));
}

/** Decodes upright (EXIF orientation applied), or fails with the spec's "Failed to load image". */
export async function decodeImage(file: Blob): Promise<Source> {
  if (typeof createImageBitmap === "function") {
    try {
      return await createImageBitmap(file, { imageOrientation: "from-image" });
    } catch (err) {
      if (err instanceof RangeError) throw new ReceiptScanError("too-large");
      // Some formats (e.g. SVG) only decode through an <img>.
    }
  }
  try {
    return await loadWithElement(file);
  } catch {
    throw new ReceiptScanError("image-load");
  }
}

function sizeOf(source: Source): { width: number; height: number } {
  return source instanceof ImageBitmap ? { width: source.width, height: source.height } : { width: source.naturalWidth, height: source.naturalHeight };
}

function readGrey(ctx: CanvasRenderingContext2D, width: number, height: number): GreyImage {
  return rgbaRedChannel(ctx.getImageData(0, 0, width, height).data, width, height);
}

function paint(img: GreyImage): HTMLCanvasElement {
  const { canvas, ctx } = newCanvas(img.width, img.height);
  ctx.putImageData(new ImageData(greyToRgba(img), img.width, img.height), 0, 0);
  return canvas;
}

/** The spec's first step on a canvas: the longer side fitted within maxSide, on white. */
async function decodeFitted(file: Blob, maxSide: number) {
  const source = await decodeImage(file);
  try {
    const { width, height } = sizeOf(source);
    if (!width || !height) throw new ReceiptScanError("image-load");
    if (width * height > MAX_DECODED_PIXELS) throw new ReceiptScanError("too-large");
    const down = downscaleFactor(width, height, maxSide);
    const w = Math.max(1, Math.round(width * down));
    const h = Math.max(1, Math.round(height * down));
    const { ctx } = newCanvas(w, h);
    ctx.fillStyle = "#ffffff";
    ctx.fillRect(0, 0, w, h);
    ctx.imageSmoothingQuality = "high";
    ctx.drawImage(source, 0, 0, w, h);
    return { rgba: ctx.getImageData(0, 0, w, h).data, width: w, height: h, downscale: down };
  } finally {
    if (source instanceof ImageBitmap) source.close();
  }
}

/**
 * The pipeline's image adapter in the browser: a canvas decodes and resamples; the result goes to
 * the OCR worker as a PGM (no PNG deflate on the page, no inflate in the worker: same pixels).
 */
export const canvasImageAdapter: OcrImageAdapter<Blob, Blob> = {
  decode: decodeFitted,
  encode: async (img) => new Blob([encodePgm(img)], { type: "image/x-portable-graymap" }),
  resize(img, width, height) {
    const source = paint(img);
    const { ctx } = newCanvas(width, height);
    ctx.imageSmoothingEnabled = true;
    ctx.imageSmoothingQuality = "high";
    ctx.drawImage(source, 0, 0, width, height);
    return readGrey(ctx, width, height);
  },
  rotate(img, degrees) {
    const source = paint(img);
    const bounds = rotatedBounds(img.width, img.height, degrees);
    const { ctx } = newCanvas(bounds.width, bounds.height);
    ctx.fillStyle = "#ffffff";
    ctx.fillRect(0, 0, bounds.width, bounds.height);
    ctx.translate(bounds.width / 2, bounds.height / 2);
    ctx.rotate((degrees * Math.PI) / 180);
    ctx.imageSmoothingQuality = "high";
    ctx.drawImage(source, -img.width / 2, -img.height / 2);
    return readGrey(ctx, bounds.width, bounds.height);
  },
};
