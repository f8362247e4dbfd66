/**
 * Worker-thread entry for page extraction (src/modules/scraping/extract-pool.ts): runs the pure
 * engine's extract functions on the pages the main thread fetched. No I/O of its own.
 */
import { parentPort } from "node:worker_threads";
import { extractApiPage, extractHtmlPage, extractJsonLdProductPage, type PageExtraction } from "./engine/extract";
import type { ExtractTask } from "./extract-pool";

parentPort!.postMessage({ ready: true });
parentPort!.on("message", ({ id, input }: { id: number; input: ExtractTask }) => {
  try {
    const value: PageExtraction =
      input.kind === "html"
        ? extractHtmlPage(input.body, input.pageUrl, input.config)
        : input.kind === "json_ld_product"
          ? extractJsonLdProductPage(input.body, input.pageUrl, input.config)
          : extractApiPage(input.body, input.config, input.pageUrl);
    parentPort!.postMessage({ id, ok: true, value });
  } catch (e) {
    const err = e instanceof Error ? e : new Error(String(e));
    parentPort!.postMessage({ id, ok: false, error: { code: err.name, message: err.message.slice(0, 500) } });
  }
});
