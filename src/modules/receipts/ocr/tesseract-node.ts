import { createRequire } from "node:module";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { createWorker, OEM, type Worker } from "tesseract.js";
import {
  OCR_CHAR_WHITELIST, OCR_LANGUAGE, OCR_PAGE_SEG_MODE, OCR_PRESERVE_INTERWORD_SPACES, OCR_USER_DPI,
  RECOMMENDED_PREPROCESS, type PreprocessOptions,
} from "./ocr-params";
import { preprocessReceiptImage } from "./preprocess";

export interface RecognisedReceipt {
  text: string;
  /** Tesseract's mean word confidence, 0..1. */
  confidence: number;
  millis: number;
}

/**
 * The LSTM-only integer model ("best_int") that tesseract.js itself would fetch
 * for OEM.LSTM_ONLY; read from node_modules so nothing is downloaded.
 */
export function localLangPath(variant: "4.0.0_best_int" | "4.0.0" = "4.0.0_best_int"): string {
  const require = createRequire(import.meta.url);
  return path.join(path.dirname(require.resolve("@tesseract.js-data/eng/package.json")), variant);
}

let workerPromise: Promise<Worker> | null = null;

async function startWorker(): Promise<Worker> {
  const worker = await createWorker(OCR_LANGUAGE, OEM.LSTM_ONLY, {
    langPath: localLangPath(),
    gzip: true,
    // Default caching writes eng.traineddata into the working directory.
    cacheMethod: "none",
    logger: () => {},
    errorHandler: () => {},
  });
  await worker.setParameters({
    tessedit_pageseg_mode: OCR_PAGE_SEG_MODE as never,
    tessedit_char_whitelist: OCR_CHAR_WHITELIST,
    preserve_interword_spaces: OCR_PRESERVE_INTERWORD_SPACES,
    user_defined_dpi: OCR_USER_DPI,
  });
  return worker;
}

/** One worker per process, created on first use; recognitions queue on it. */
export function getOcrWorker(): Promise<Worker> {
  if (!workerPromise) {
    workerPromise = startWorker().catch((err: unknown) => {
      workerPromise = null;
      throw err;
    });
  }
  return workerPromise;
}

export async function terminateOcrWorker(): Promise<void> {
  const pending = workerPromise;
  workerPromise = null;
  if (pending) await (await pending).terminate();
}

/** Preprocesses and recognises one receipt photo with local assets only. */
export async function recogniseReceiptImage(buf: Buffer, options: PreprocessOptions = RECOMMENDED_PREPROCESS): Promise<RecognisedReceipt> {
  const started = performance.now();
  const prepared = await preprocessReceiptImage(buf, options);
  const worker = await getOcrWorker();
  const { data } = await worker.recognize(prepared.png);
  return {
    text: data.text ?? "",
    confidence: Math.max(0, Math.min(1, (data.confidence ?? 0) / 100)),
    millis: Math.round(performance.now() - started),
  };
}
