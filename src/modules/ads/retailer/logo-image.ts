import "server-only";
import { fileTypeFromBuffer } from "file-type";
import { AppError } from "@/server/errors";
import { readStreamCapped } from "@/server/route";
import { WorkerBusyError, WorkerFailedError, WorkerPool, WorkerTaskError, WorkerTimeoutError } from "@/server/worker-pool";
import { checkSvgBounds } from "./svg-bounds";
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

/** Decoded input pixels above this are refused (decompression bombs), whatever the format. */
export const MAX_INPUT_PIXELS = 40_000_000;

/** User-facing refusals beyond the spec's type and size texts (decision 030). */
export const LOGO_REFUSALS = {
  complex: "This image is too complex to process. Please upload a simpler file, or a PNG or JPG.",
  svgContent: "SVG logos can't contain embedded images, scripts or links to other files. Please upload a simpler SVG, or a PNG or JPG.",
  pixels: "This image has too many pixels to process. Please upload an image under 40 megapixels.",
  unreadable: "The image could not be read. Please try another file.",
  unreadableSvg: "The SVG could not be read. Please try another file.",
  busy: "Logo processing is busy. Please try again in a moment.",
} as const;

const refuse = (message: string) => new AppError("INVALID_INPUT", message, { title: "Upload failed" });

/**
 * Decoding and rasterising run in a worker process with a wall-time budget and a heap cap: a
 * costly image is refused (and its process killed) when the budget runs out, and the event loop
 * serving everyone else never runs it. One worker (logo uploads are rare, and a queue of a few):
 * a burst cannot take both cores.
 */
const pool = new WorkerPool<LogoTask, { bytes: Uint8Array; width: number; height: number }>({
  file: "src/modules/ads/retailer/logo-worker.mjs",
  kind: "process",
  size: 1,
  timeoutMs: 5_000,
  maxQueue: 8,
  resourceLimits: { maxOldGenerationSizeMb: 96 },
});

type LogoTask = { kind: "raster"; bytes: Uint8Array; as: "png" | "jpg"; maxPixels: number; maxEdge: number } | { kind: "svg"; svg: string; maxPixels: number; maxEdge: number };

async function inWorker(task: LogoTask, timeoutMs?: number): Promise<ProcessedLogo> {
  const as = task.kind === "raster" ? task.as : "png";
  try {
    const out = await pool.run(task, { timeoutMs });
    const bytes = Buffer.from(out.bytes.buffer, out.bytes.byteOffset, out.bytes.byteLength);
    return { bytes, contentType: as === "png" ? "image/png" : "image/jpeg", ext: as, width: out.width, height: out.height };
  } catch (e) {
    if (e instanceof WorkerTaskError && e.code === "PIXELS") throw refuse(LOGO_REFUSALS.pixels);
    if (e instanceof WorkerTaskError && e.code === "UNREADABLE") throw refuse(task.kind === "svg" ? LOGO_REFUSALS.unreadableSvg : LOGO_REFUSALS.unreadable);
    if (e instanceof WorkerBusyError) throw new AppError("UNAVAILABLE", LOGO_REFUSALS.busy, { title: "Upload failed", retryAfterSeconds: 5 });
    // Over the time budget or the memory cap: the image costs more than a logo may.
    if (e instanceof WorkerTimeoutError || e instanceof WorkerFailedError) throw refuse(LOGO_REFUSALS.complex);
    throw e;
  }
}

/**
 * Decides the type from the bytes (never the name or the declared type) and re-encodes in the
 * logo worker: PNG and JPEG are decoded and re-encoded (metadata dropped) to fit 500×500 (JPEG at
 * quality 90); SVG is bounded (svg-bounds.ts) and rasterised to PNG, so no script or link inside it
 * can ever run or be followed. `timeoutMs` overrides the worker's budget (tests).
 */
export async function processLogo(bytes: Buffer, opts: { timeoutMs?: number } = {}): Promise<ProcessedLogo> {
  const sniffed = await fileTypeFromBuffer(bytes);
  const common = { maxPixels: MAX_INPUT_PIXELS, maxEdge: LOGO_MAX_EDGE };
  if (sniffed?.mime === "image/png" || sniffed?.mime === "image/jpeg") {
    return inWorker({ kind: "raster", bytes: new Uint8Array(bytes), as: sniffed.mime === "image/png" ? "png" : "jpg", ...common }, opts.timeoutMs);
  }
  if (sniffed && sniffed.mime !== "application/xml" && sniffed.mime !== "image/svg+xml") throw typeError();
  const text = bytes.toString("utf8");
  if (text.includes("\uFFFD") || !SVG_START.test(text)) throw typeError();
  const verdict = checkSvgBounds(text);
  if (!verdict.ok) {
    if (verdict.reason === "complex") throw refuse(LOGO_REFUSALS.complex);
    if (verdict.reason === "content") throw refuse(LOGO_REFUSALS.svgContent);
    throw refuse(LOGO_REFUSALS.unreadableSvg);
  }
  return inWorker({ kind: "svg", svg: text, ...common }, opts.timeoutMs);
}
