import { readReceipt, type OcrStep } from "../ocr/pipeline";
import type { ScanFailureKind, ScanProgress } from "../scan-state";
import { canvasImageAdapter } from "./canvas-image";
import { browserOcrEngine } from "./ocr-engine";
import { toOcrItems, type ReceiptOcrItem } from "./ocr-items";
import { classifyScanError } from "./scan-errors";

export type { ReceiptOcrItem } from "./ocr-items";

/** The spec's "Receipt OCR result" (section 3). */
export type ReceiptOcrResult =
  | { success: true; text: string; confidence: number; items: ReceiptOcrItem[] }
  | { success: false; text: string; confidence: number; items: []; error: ScanFailureKind };

/**
 * Photo → items, entirely in this tab: the shared receipt pipeline (ocr/pipeline.ts — the same
 * steps `npm run bench:receipts` measures) with a canvas for pixels and the page's tesseract.js
 * worker. Never throws; failures come back as the spec's kinds.
 */
export async function scanReceiptImage(file: Blob, onProgress: (p: ScanProgress) => void): Promise<ReceiptOcrResult> {
  let step: OcrStep = "image";
  try {
    onProgress({ stage: "loading", percent: 0 });
    const { text, confidence, receipt } = await readReceipt(
      file,
      { image: canvasImageAdapter, engine: browserOcrEngine(onProgress) },
      { onStep: (s) => (step = s) },
    );
    return { success: true, text, confidence, items: toOcrItems(receipt.items) };
  } catch (err) {
    if (process.env.NODE_ENV !== "production") console.warn(`[receipt scan] ${step} failed`, err);
    return { success: false, text: "", confidence: 0, items: [], error: classifyScanError(err, step) };
  }
}
