/** bench:national's day of ingest: every store's run through the scrape jobs' real path, `WORKERS` at a time. */
import { performance } from "node:perf_hooks";
import type { Db } from "../../../src/server/db/client";
import { ingestStoreRun } from "../../../src/modules/scraping/ingest/ingest";
import { backendCpu } from "../../bench-backend-cpu";
import { WORKERS } from "./options";
import { priceOn, type ProductSpec, type StoreSpec } from "./market";
import { scrapedItem } from "./generation";

export async function ingestDay(db: Db, catalogue: ProductSpec[], stores: StoreSpec[], day: number, at: Date): Promise<{ seconds: number; rows: number; changed: number; perStore: number[]; nodeCpuS: number; pgCpuS: number }> {
  const pg0 = await backendCpu(db);
  const cpu0 = process.cpuUsage();
  const started = performance.now();
  let rows = 0;
  let changed = 0;
  const perStore: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: WORKERS }, async () => {
      while (next < stores.length) {
        const s = stores[next++];
        const items = s.products.map((i) => scrapedItem(catalogue[i], priceOn(s, i, catalogue[i].baseCents, day)));
        const t0 = performance.now();
        const out = await ingestStoreRun(db, { storeId: s.id, products: items, observedAt: at });
        perStore.push(performance.now() - t0);
        rows += items.length;
        changed += out.updated;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu0);
  const pg1 = await backendCpu(db);
  const pgCpuS = [...pg1].reduce((a, [pid, s]) => a + s - (pg0.get(pid) ?? 0), 0);
  return { seconds, rows, changed, perStore, nodeCpuS: (used.user + used.system) / 1e6, pgCpuS };
}
