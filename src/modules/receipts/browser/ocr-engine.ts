import type { LoggerMessage, Worker } from "tesseract.js";
import {
  OCR_CHAR_WHITELIST, OCR_LANGUAGE, OCR_PAGE_SEG_MODE, OCR_PRESERVE_INTERWORD_SPACES, OCR_USER_DPI,
} from "../ocr/ocr-params";
import type { ScanProgress } from "../scan-state";
import { ReceiptScanError } from "./scan-errors";
import { engineProgress } from "./engine-progress";

/**
 * Browser OCR on tesseract.js with every asset served by Cartwise itself (public/ocr, copied
 * from the npm packages by scripts/copy-ocr-assets.mjs): the worker script, the WASM core and
 * the English LSTM model. Nothing is fetched from a CDN, so scanning works offline once the
 * page has loaded, and the image never leaves the device.
 */
export const OCR_ASSET_PATHS = {
  workerPath: "/ocr/worker.min.js",
  corePath: "/ocr/",
  langPath: "/ocr/lang",
} as const;

/** Engine start-up fetches ~7 MB; past this a stalled connection is reported as a network issue. */
const INIT_TIMEOUT_MS = 90_000;
const RECOGNISE_TIMEOUT_MS = 120_000;

type Listener = (progress: ScanProgress) => void;

let workerPromise: Promise<Worker> | null = null;
// The logger is fixed when the worker is created; the scan that is running now listens here.
let listener: Listener | null = null;

function onLog(message: LoggerMessage): void {
  const progress = engineProgress(message.status, message.progress);
  if (progress) listener?.(progress);
}

function withTimeout<T>(promise: Promise<T>, ms: number, onTimeout: () => void): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      onTimeout();
      reject(new ReceiptScanError("network", "OCR timed out"));
    }, ms);
    promise.then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      (e: unknown) => {
        clearTimeout(timer);
        reject(e);
      },
    );
  });
}

async function startWorker(): Promise<Worker> {
  const { createWorker, OEM } = await import("tesseract.js");
  // tesseract.js only rejects createWorker when the core fails to load; a failed language-model
  // download reaches errorHandler alone and createWorker would wait forever.
  let failStartup: (reason: unknown) => void = () => {};
  const startupFailed = new Promise<never>((_, reject) => (failStartup = reject));
  let started = false;
  const creating = createWorker(OCR_LANGUAGE, OEM.LSTM_ONLY, {
    ...OCR_ASSET_PATHS,
    // Load the worker from our origin directly rather than through a blob: URL wrapper.
    workerBlobURL: false,
    gzip: true,
    logger: onLog,
    // Later failures reach us as rejected recognize() promises; without a handler tesseract.js
    // also throws them globally.
    errorHandler: (err: unknown) => {
      if (!started) failStartup(err ?? new Error("OCR engine start-up failed"));
    },
  });
  try {
    const worker = await Promise.race([creating, startupFailed]);
    started = true;
    await worker.setParameters({
      tessedit_pageseg_mode: OCR_PAGE_SEG_MODE as never,
      tessedit_char_whitelist: OCR_CHAR_WHITELIST,
      preserve_interword_spaces: OCR_PRESERVE_INTERWORD_SPACES,
      user_defined_dpi: OCR_USER_DPI,
    });
    return worker;
  } catch (err) {
    started = true;
    void creating.then((w) => w.terminate()).catch(() => {});
    throw err;
  }
}

/** One worker per page, started on first use and reused by retries and later scans. */
export function getOcrWorker(onProgress: Listener): Promise<Worker> {
  listener = onProgress;
  if (!workerPromise) {
    onProgress({ stage: "initialising", percent: 0 });
    const starting = startWorker();
    workerPromise = withTimeout(starting, INIT_TIMEOUT_MS, () => {
      void starting.then((w) => w.terminate()).catch(() => {});
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
  listener = null;
  if (pending) await pending.then((w) => w.terminate()).catch(() => {});
}

export interface RecognisedText {
  text: string;
  /** Tesseract's mean word confidence, 0..1. */
  confidence: number;
}

export async function recogniseImage(worker: Worker, image: Blob, onProgress: Listener): Promise<RecognisedText> {
  listener = onProgress;
  onProgress({ stage: "recognising", percent: 0 });
  // A hung recognition leaves the worker unusable: drop it so the next attempt starts fresh.
  const { data } = await withTimeout(worker.recognize(image), RECOGNISE_TIMEOUT_MS, () => void terminateOcrWorker());
  onProgress({ stage: "recognising", percent: 100 });
  return { text: data.text ?? "", confidence: Math.max(0, Math.min(1, (data.confidence ?? 0) / 100)) };
}
