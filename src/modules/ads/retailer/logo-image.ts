import "server-only";
import { fileTypeFromBuffer } from "file-type";
import sharp from "sharp";
import { Resvg } from "@resvg/resvg-js";
import { AppError } from "@/server/errors";
import { readStreamCapped } from "@/server/route";
import { LOGO_MAX_BYTES, LOGO_MAX_EDGE, LOGO_MESSAGES } from "../schemas";

export interface ProcessedLogo { bytes: Buffer; contentType: "image/png" | "image/jpeg"; ext: "png" | "jpg"; width: number; height: number }

const typeError = () => new AppError("INVALID_INPUT", LOGO_MESSAGES.type, { title: "Upload failed" });
const sizeError = () => new AppError("INVALID_INPUT", LOGO_MESSAGES.size, { title: "Upload failed" });

/** Refuses a declared Content-Length over the limit before a single body byte is read. */
export function checkDeclaredLength(header: string | null, max = LOGO_MAX_BYTES): void {
  if (header === null) return;
  const n = Number(header);
  if (!Number.isFinite(n) || n < 0) throw new AppError("INVALID_INPUT", "Invalid Content-Length", { title: "Upload failed" });
  if (n > max) throw sizeError();
}

/** The upload body, read with the shared byte-counting cap (never buffered past LOGO_MAX_BYTES). */
export async function readLimited(body: ReadableStream<Uint8Array> | null, max = LOGO_MAX_BYTES): Promise<Buffer> {
  if (!body) throw new AppError("INVALID_INPUT", LOGO_MESSAGES.missing, { title: "Upload failed" });
  const bytes = await readStreamCapped(body, max, sizeError);
  if (bytes.byteLength === 0) throw new AppError("INVALID_INPUT", LOGO_MESSAGES.missing, { title: "Upload failed" });
  return bytes;
}

const SVG_START = /^\s*(?:<\?xml[^>]*\?>\s*)?(?:<!--[\s\S]*?-->\s*)*(?:<!DOCTYPE\s+svg[^>[]*>\s*)?(?:<!--[\s\S]*?-->\s*)*<svg[\s>]/i;

/**
 * An SVG we are willing to rasterise: it must start as an SVG document, declare no entities, and
 * reference nothing outside itself (no file paths or URLs a renderer could fetch or read).
 */
function asSafeSvg(bytes: Buffer): string | null {
  const text = bytes.toString("utf8");
  if (text.includes("\uFFFD") || !SVG_START.test(text)) return null;
  if (/<!ENTITY/i.test(text)) return null;
  for (const m of text.matchAll(/\b(?:xlink:)?href\s*=\s*(["'])(.*?)\1/gis)) {
    const target = m[2].trim();
    if (!target.startsWith("#") && !/^data:image\/(?:png|jpeg|gif|webp);base64,/i.test(target)) return null;
  }
  return text;
}

/** Decoded input pixels above this are refused (decompression bombs). */
const MAX_INPUT_PIXELS = 40_000_000;

async function fitRaster(input: Buffer, as: "png" | "jpg"): Promise<ProcessedLogo> {
  let img = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" })
    .rotate()
    .resize(LOGO_MAX_EDGE, LOGO_MAX_EDGE, { fit: "inside", withoutEnlargement: true });
  img = as === "png" ? img.png({ compressionLevel: 9 }) : img.flatten({ background: "#ffffff" }).jpeg({ quality: 90, mozjpeg: true });
  const { data, info } = await img.toBuffer({ resolveWithObject: true });
  return { bytes: data, contentType: as === "png" ? "image/png" : "image/jpeg", ext: as, width: info.width, height: info.height };
}

/**
 * Decides the type from the bytes (never the name or the declared type) and re-encodes:
 * PNG and JPEG are decoded and re-encoded (metadata dropped) to fit 500×500 (JPEG at quality 90);
 * SVG is rasterised to PNG, so no script or link inside it can ever run or be followed.
 */
export async function processLogo(bytes: Buffer): Promise<ProcessedLogo> {
  const sniffed = await fileTypeFromBuffer(bytes);
  try {
    if (sniffed?.mime === "image/png") return await fitRaster(bytes, "png");
    if (sniffed?.mime === "image/jpeg") return await fitRaster(bytes, "jpg");
  } catch {
    throw new AppError("INVALID_INPUT", "The image could not be read. Please try another file.", { title: "Upload failed" });
  }
  if (sniffed && sniffed.mime !== "application/xml" && sniffed.mime !== "image/svg+xml") throw typeError();
  const svg = asSafeSvg(bytes);
  if (!svg) throw typeError();
  let png: Buffer;
  try {
    const probe = new Resvg(svg, { fitTo: { mode: "original" } });
    const landscape = probe.width >= probe.height;
    const rendered = new Resvg(svg, { fitTo: landscape ? { mode: "width", value: LOGO_MAX_EDGE } : { mode: "height", value: LOGO_MAX_EDGE } }).render();
    png = rendered.asPng();
  } catch {
    throw new AppError("INVALID_INPUT", "The SVG could not be read. Please try another file.", { title: "Upload failed" });
  }
  return fitRaster(png, "png");
}
