import { recogniseEncoded, type OcrStep } from "../ocr/pipeline";
import type { ReceiptTotals } from "../parser/reconcile";
import type { ScanFailureKind, ScanProgress } from "../scan-state";
import { browserOcrEngine } from "./ocr-engine";
import { toOcrItems, type ReceiptOcrItem } from "./ocr-items";
import { preparePhoto, type PreparedPhoto } from "./prepared-photo";
import { classifyScanError } from "./scan-errors";
import { markScan } from "./scan-marks";

export type { ReceiptOcrItem } from "./ocr-items";
export { preparePhoto, type PreparedPhoto } from "./prepared-photo";

/** The spec's "Receipt OCR result" (section 3). */
export type ReceiptOcrResult =
  | { success: true; text: string; confidence: number; items: ReceiptOcrItem[]; totals: ReceiptTotals }
  | { success: false; text: string; confidence: number; items: []; error: ScanFailureKind };

/**
 * Photo → items, entirely in this tab: the shared receipt pipeline (ocr/pipeline.ts — the same
 * steps `npm run bench:receipts` measures) with a canvas for pixels and the page's tesseract.js
 * worker. `preparing` is the photo's image work if the caller started it already (during the
 * rate-limit check). Never throws; failures come back as the spec's kinds.
 */
export async function scanReceiptImage(
  file: Blob,
  onProgress: (p: ScanProgress) => void,
  preparing: Promise<PreparedPhoto> = preparePhoto(file),
): Promise<ReceiptOcrResult> {
  let step: OcrStep = "image";
  try {
    markScan(step);
    onProgress({ stage: "loading", percent: 0 });
    const prepared = await preparing;
    if (!prepared.ok) throw prepared.error;
    const { text, confidence, receipt } = await recogniseEncoded(prepared.image, browserOcrEngine(onProgress), { onStep: (s) => markScan((step = s)) });
    markScan("recognised");
    return { success: true, text, confidence, items: toOcrItems(receipt.items), totals: receipt.reconciliation.totals };
  } catch (err) {
    if (process.env.NODE_ENV !== "production") console.warn(`[receipt scan] ${step} failed`, err);
    return { success: false, text: "", confidence: 0, items: [], error: classifyScanError(err, step) };
  }
}
