import { createRequire } from "node:module";
import path from "node:path";
import { performance } from "node:perf_hooks";
import * as tesseract from "tesseract.js";
import type { Worker } from "tesseract.js";
import type { ParsedReceipt } from "../parser/types";
import { RECOMMENDED_PREPROCESS, type PreprocessOptions } from "./ocr-params";
import { recogniseWith, startOcrWorker } from "./ocr-worker";
import { readReceipt, type OcrEnvironment } from "./pipeline";
import { sharpImageAdapter } from "./preprocess";

export interface RecognisedReceipt {
  text: string;
  /** Tesseract's mean word confidence, 0..1. */
  confidence: number;
  /** The text through the receipt parser, as the shopper's dialog gets it. */
  receipt: ParsedReceipt;
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

/** One worker per process, created on first use; recognitions queue on it. */
export function getOcrWorker(): Promise<Worker> {
  if (!workerPromise) {
    workerPromise = startOcrWorker(tesseract, {
      langPath: localLangPath(),
      gzip: true,
      // Default caching writes eng.traineddata into the working directory.
      cacheMethod: "none",
      logger: () => {},
    }).catch((err: unknown) => {
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

/** The pipeline's Node environment: sharp for pixels, a worker reading node_modules. */
export const nodeOcrEnvironment: OcrEnvironment<Buffer, Buffer> = {
  image: sharpImageAdapter,
  engine: async () => {
    const worker = await getOcrWorker();
    return { recognise: (png) => recogniseWith(worker, png) };
  },
};

/** Runs the shared receipt pipeline (ocr/pipeline.ts) on one photo with local assets only. */
export async function recogniseReceiptImage(buf: Buffer, options: PreprocessOptions = RECOMMENDED_PREPROCESS): Promise<RecognisedReceipt> {
  const started = performance.now();
  const { text, confidence, receipt } = await readReceipt(buf, nodeOcrEnvironment, { options });
  return { text, confidence, receipt, millis: Math.round(performance.now() - started) };
}
