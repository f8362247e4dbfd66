import { parseReceipt } from "../parser/parse-receipt";
import type { ScanFailureKind, ScanProgress } from "../scan-state";
import { prepareReceiptImage } from "./canvas-image";
import { getOcrWorker, recogniseImage } from "./ocr-engine";
import { toOcrItems, type ReceiptOcrItem } from "./ocr-items";
import { classifyScanError, type ScanStep } from "./scan-errors";

export type { ReceiptOcrItem } from "./ocr-items";

/** The spec's "Receipt OCR result" (section 3). */
export type ReceiptOcrResult =
  | { success: true; text: string; confidence: number; items: ReceiptOcrItem[] }
  | { success: false; text: string; confidence: number; items: []; error: ScanFailureKind };

/**
 * Photo → items, entirely in this tab: canvas preprocessing, tesseract.js recognition with
 * progress, then the receipt parser. Never throws; failures come back as the spec's kinds.
 */
export async function scanReceiptImage(file: Blob, onProgress: (p: ScanProgress) => void): Promise<ReceiptOcrResult> {
  let step: ScanStep = "image";
  try {
    onProgress({ stage: "loading", percent: 0 });
    const prepared = await prepareReceiptImage(file);
    step = "init";
    const worker = await getOcrWorker(onProgress);
    step = "recognise";
    const { text, confidence } = await recogniseImage(worker, prepared.png, onProgress);
    const parsed = parseReceipt(text);
    return { success: true, text, confidence, items: toOcrItems(parsed.items) };
  } catch (err) {
    if (process.env.NODE_ENV !== "production") console.warn(`[receipt scan] ${step} failed`, err);
    return { success: false, text: "", confidence: 0, items: [], error: classifyScanError(err, step) };
  }
}
