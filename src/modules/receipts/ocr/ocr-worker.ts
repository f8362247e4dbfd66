import type { Worker, WorkerOptions } from "tesseract.js";
import { OCR_CHAR_WHITELIST, OCR_LANGUAGE, OCR_PAGE_SEG_MODE, OCR_PRESERVE_INTERWORD_SPACES, OCR_USER_DPI } from "./ocr-params";
import type { RecognisedText } from "./pipeline";

type Tesseract = Pick<typeof import("tesseract.js"), "createWorker" | "OEM">;

/**
 * Starts a tesseract.js worker the way both environments need it: the LSTM model for
 * OCR_LANGUAGE and the shared recognition parameters. Only `options` differ (where the worker
 * script, core and model come from; logging). tesseract.js rejects createWorker only when the
 * core fails to load; a failed language-model load reaches errorHandler alone and createWorker
 * would wait forever — so start-up also fails on the first reported error.
 */
export async function startOcrWorker(tesseract: Tesseract, options: Partial<WorkerOptions>): Promise<Worker> {
  let failStartup: (reason: unknown) => void = () => {};
  const startupFailed = new Promise<never>((_, reject) => (failStartup = reject));
  let started = false;
  const creating = tesseract.createWorker(OCR_LANGUAGE, tesseract.OEM.LSTM_ONLY, {
    ...options,
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

/** One recognition: the text and Tesseract's mean word confidence as 0..1. */
export async function recogniseWith(worker: Worker, png: Parameters<Worker["recognize"]>[0]): Promise<RecognisedText> {
  const { data } = await worker.recognize(png);
  return { text: data.text ?? "", confidence: Math.max(0, Math.min(1, (data.confidence ?? 0) / 100)) };
}
