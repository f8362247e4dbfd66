import type { ScanFailureKind } from "../scan-state";
import { RECEIPT_MESSAGES } from "../messages";
import { RECEIPT_IMAGE_MAX_BYTES } from "../schemas";

/** A failure our own code recognised, with the spec's message for it. */
export class ReceiptScanError extends Error {
  constructor(readonly kind: ScanFailureKind, message: string = kindMessage(kind)) {
    super(message);
    this.name = "ReceiptScanError";
  }
}

function kindMessage(kind: ScanFailureKind): string {
  switch (kind) {
    case "image-load":
      return RECEIPT_MESSAGES.imageLoadFailed;
    case "no-canvas":
      return RECEIPT_MESSAGES.noCanvas;
    case "too-large":
      return RECEIPT_MESSAGES.tooLarge;
    case "network":
      return RECEIPT_MESSAGES.network;
    case "init":
      return RECEIPT_MESSAGES.initFailed;
    case "unreadable":
      return RECEIPT_MESSAGES.unreadable;
  }
}

export type ScanStep = "image" | "init" | "recognise";

const NETWORK = /network|failed to fetch|fetch failed|load failed|timed? ?out|timeout|offline|ERR_INTERNET|ERR_CONNECTION|response code: 5\d\d/i;
const MEMORY = /out of memory|memory|allocation failed|array buffer|too large|maximum call stack|invalid array length/i;

function messageOf(err: unknown): string {
  if (err instanceof Error) return `${err.name}: ${err.message}`;
  if (typeof err === "string") return err;
  if (err && typeof err === "object" && "message" in err) return String((err as { message: unknown }).message);
  return "";
}

/**
 * Turns whatever the image pipeline or the OCR engine threw into one of the spec's failure
 * kinds: network or timeout, memory or size, engine start-up, else "couldn't read".
 */
export function classifyScanError(err: unknown, step: ScanStep): ScanFailureKind {
  if (err instanceof ReceiptScanError) return err.kind;
  const text = messageOf(err);
  if (NETWORK.test(text)) return "network";
  if (err instanceof RangeError || MEMORY.test(text)) return "too-large";
  if (step === "init") return "init";
  if (step === "image") return "image-load";
  return "unreadable";
}

/** Spec section 5 plus the size cap checked before decoding; null when the file may be scanned. */
export function checkReceiptFile(file: { type: string; size: number }): { kind: "not-image" | "too-large"; message: string } | null {
  if (!file.type || !file.type.toLowerCase().startsWith("image/")) return { kind: "not-image", message: RECEIPT_MESSAGES.notAnImage };
  if (file.size > RECEIPT_IMAGE_MAX_BYTES) return { kind: "too-large", message: RECEIPT_MESSAGES.tooLarge };
  return null;
}
