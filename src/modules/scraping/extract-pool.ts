import "server-only";
import { WorkerPool, WorkerTaskError, WorkerTimeoutError } from "@/server/worker-pool";
import type { ApiScraperConfig, HtmlScraperConfig, JsonLdSitemapScraperConfig } from "./engine/config";
import type { PageExtraction } from "./engine/extract";

/**
 * Page extraction off the request path (issue 23, class 12; decision 030): the pure engine runs
 * in worker threads, so parsing a deep page or matching a nested :has() selector never holds up
 * the event loop that serves shoppers. Each page has a wall-time budget (a worker thread has no
 * CPU clock of its own to limit; on a thread that only computes, wall time bounds CPU time): past
 * it the worker is terminated — cheerio and the JSONPath code are JavaScript, which terminate()
 * stops at once — and the page fails with PAGE_BUDGET_MESSAGE.
 */
export type ExtractTask =
  | { kind: "html"; body: string; pageUrl: string; config: HtmlScraperConfig }
  | { kind: "api"; body: string; pageUrl: string; config: ApiScraperConfig }
  | { kind: "json_ld_product"; body: string; pageUrl: string; config: JsonLdSitemapScraperConfig };

export const PAGE_BUDGET_MS = 5_000;
export const PAGE_BUDGET_MESSAGE = `Extracting this page took longer than ${PAGE_BUDGET_MS / 1000} s; it was stopped`;

/** A page over its budget (its message is the scrape error). */
export class PageBudgetError extends Error {
  constructor() {
    super(PAGE_BUDGET_MESSAGE);
    this.name = "PageBudgetError";
  }
}

let pool: WorkerPool<ExtractTask, PageExtraction> | null = null;

function extractPool(): WorkerPool<ExtractTask, PageExtraction> {
  // One thread: scrapes run one store at a time per instance, and a second core stays for requests.
  pool ??= new WorkerPool<ExtractTask, PageExtraction>({
    file: "src/server/workers/ts-worker.mjs",
    workerData: { entry: "src/modules/scraping/extract-worker.ts" },
    size: 1,
    timeoutMs: PAGE_BUDGET_MS,
    resourceLimits: { maxOldGenerationSizeMb: 256 },
  });
  return pool;
}

/**
 * The engine's extractHtmlPage / extractApiPage, in the worker. Errors keep their name (the
 * caller tells PatternError apart); a page over budget throws PageBudgetError.
 */
export async function extractInWorker(task: ExtractTask, opts: { timeoutMs?: number } = {}): Promise<PageExtraction> {
  try {
    return await extractPool().run(task, { timeoutMs: opts.timeoutMs });
  } catch (e) {
    if (e instanceof WorkerTimeoutError) throw new PageBudgetError();
    if (e instanceof WorkerTaskError) {
      const err = new Error(e.message);
      err.name = e.code;
      throw err;
    }
    throw e;
  }
}

/** Stops the worker (CLIs and tests that want to exit promptly; the pool restarts on next use). */
export async function closeExtractPool(): Promise<void> {
  const p = pool;
  pool = null;
  await p?.close();
}
