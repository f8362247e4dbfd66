import { preprocessReceipt } from "../ocr/pipeline";
import { canvasImageAdapter } from "./canvas-image";
import { markScan } from "./scan-marks";

/** The last photo's prepared image is dropped after this long unused (the OCR worker's idle release is the same). */
const KEEP_MS = 5 * 60_000;

/** The image work's outcome; a failure is kept as a value so a photo prepared during the limit check never rejects unheard. */
export type PreparedPhoto = { ok: true; image: Blob } | { ok: false; error: unknown };

let last: { key: string; prepared: Promise<PreparedPhoto>; timer: ReturnType<typeof setTimeout> } | null = null;

/** SHA-256 of the photo's bytes, or null where WebCrypto is missing (plain http on a LAN address): then nothing is kept. */
async function contentKey(file: Blob): Promise<string | null> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return null;
  try {
    const digest = new Uint8Array(await subtle.digest("SHA-256", await file.arrayBuffer()));
    return Array.from(digest, (b) => b.toString(16).padStart(2, "0")).join("");
  } catch {
    return null;
  }
}

function forget(): void {
  if (last) clearTimeout(last.timer);
  last = null;
}

function keep(key: string, prepared: Promise<PreparedPhoto>): void {
  forget();
  const timer = setTimeout(forget, KEEP_MS);
  last = { key, prepared, timer };
}

async function prepare(file: Blob): Promise<PreparedPhoto> {
  markScan("prepare");
  try {
    return { ok: true, image: (await preprocessReceipt(file, canvasImageAdapter)).encoded };
  } catch (error) {
    return { ok: false, error };
  } finally {
    markScan("prepared");
  }
}

/**
 * The photo decoded, straightened, scaled and cleaned for Tesseract (ocr/pipeline.ts). The same
 * photo chosen again — Try Again, or Upload Different and the same photo — gets the image made
 * last time (same bytes, same steps, so the same pixels), found by its content hash: a later scan
 * waits for recognition alone. Only the last photo is kept (a few MB of grey pixels).
 */
export async function preparePhoto(file: Blob): Promise<PreparedPhoto> {
  const key = await contentKey(file);
  if (key && last?.key === key) {
    markScan("prepared-kept");
    keep(key, last.prepared);
    return last.prepared;
  }
  const prepared = prepare(file);
  if (key) {
    keep(key, prepared);
    // A photo that failed is tried afresh next time (the failure may have been memory pressure).
    void prepared.then((p) => {
      if (!p.ok && last?.prepared === prepared) forget();
    });
  }
  return prepared;
}

/** Drops the kept image (tests; and nothing else needs it once the shopper leaves). */
export function forgetPreparedPhoto(): void {
  forget();
}
