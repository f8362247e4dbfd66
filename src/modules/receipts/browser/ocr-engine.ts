import type { LoggerMessage, Worker } from "tesseract.js";
import { recogniseWith, startOcrWorker } from "../ocr/ocr-worker";
import type { OcrEnvironment, RecognisedText } from "../ocr/pipeline";
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

/**
 * Where tesseract.js keeps the language model once fetched (IndexedDB in the browser): a later
 * start — next visit, or after the idle release below — reads ~3 MB from the device instead of
 * the network. "write" reads the cache first and writes it after a download.
 */
const LANGUAGE_CACHE = { cacheMethod: "write", cachePath: "cartwise-ocr-v1" } as const;
/** A warm worker holds ~100 MB of WASM heap; it is released after this long with no dialog open. */
const IDLE_RELEASE_MS = 5 * 60_000;

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
  const tesseract = await import("tesseract.js");
  return startOcrWorker(tesseract, {
    ...OCR_ASSET_PATHS,
    // Load the worker from our origin directly rather than through a blob: URL wrapper.
    workerBlobURL: false,
    gzip: true,
    ...LANGUAGE_CACHE,
    logger: onLog,
  });
}

let idleTimer: ReturnType<typeof setTimeout> | null = null;

function cancelIdleRelease(): void {
  if (idleTimer !== null) clearTimeout(idleTimer);
  idleTimer = null;
}

/** One worker per page, started on first use (or by warmOcrEngine) and reused by retries and later scans. */
export function getOcrWorker(onProgress: Listener): Promise<Worker> {
  cancelIdleRelease();
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

/**
 * Starts the engine while the shopper is still choosing a photo (the Scan Receipt dialog calls
 * this when it opens), so a first scan waits for recognition, not for a 7 MB start-up. A scan
 * that begins meanwhile joins the same start-up and hears its progress. Failures are left for
 * that scan to report (it starts again).
 */
export function warmOcrEngine(): void {
  void getOcrWorker(() => {}).catch(() => {});
}

/** The dialog closed: keep the warm worker for the next scan, but not for ever. */
export function releaseOcrEngineWhenIdle(): void {
  cancelIdleRelease();
  if (!workerPromise) return;
  idleTimer = setTimeout(() => {
    idleTimer = null;
    void terminateOcrWorker();
  }, IDLE_RELEASE_MS);
}

export async function terminateOcrWorker(): Promise<void> {
  cancelIdleRelease();
  const pending = workerPromise;
  workerPromise = null;
  listener = null;
  if (pending) await pending.then((w) => w.terminate()).catch(() => {});
}

export async function recogniseImage(worker: Worker, image: Blob, onProgress: Listener): Promise<RecognisedText> {
  listener = onProgress;
  onProgress({ stage: "recognising", percent: 0 });
  // A hung recognition leaves the worker unusable: drop it so the next attempt starts fresh.
  const result = await withTimeout(recogniseWith(worker, image), RECOGNISE_TIMEOUT_MS, () => void terminateOcrWorker());
  onProgress({ stage: "recognising", percent: 100 });
  return result;
}

/** The pipeline's browser engine: the page's one worker, with progress and timeouts. */
export function browserOcrEngine(onProgress: Listener): OcrEnvironment<Blob, Blob>["engine"] {
  return async () => {
    const worker = await getOcrWorker(onProgress);
    return { recognise: (image) => recogniseImage(worker, image, onProgress) };
  };
}
