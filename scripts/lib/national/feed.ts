/** bench:national's retailer feeds: a 25,000-row CSV through csv-parse and the same ingest, at three large stores. */
import { performance } from "node:perf_hooks";
import { parse as parseCsv } from "csv-parse/sync";
import type { Db } from "../../../src/server/db/client";
import { ingestStoreRun } from "../../../src/modules/scraping/ingest/ingest";
import type { ScrapedProduct } from "../../../src/modules/scraping/types";
import { FEED_ROWS } from "./options";
import { priceOn, type ProductSpec, type StoreSpec } from "./market";

export async function feeds(db: Db, catalogue: ProductSpec[], stores: StoreSpec[], day: number, at: Date): Promise<{ parseMs: number; ingestMs: number; totalMs: number; changed: number }[]> {
  const big = stores.filter((s) => s.products.length >= FEED_ROWS).slice(0, 3);
  const out: { parseMs: number; ingestMs: number; totalMs: number; changed: number }[] = [];
  for (const s of big) {
    // The retailer's file as they keep it: one line per product, name/brand/size/price.
    const csv = ["sku,name,brand,size,price"]
      .concat(s.products.slice(0, FEED_ROWS).map((i) => {
        const p = catalogue[i];
        return `${i},"${p.name.replace(/"/g, '""')}","${p.brand.replace(/"/g, '""')}",${p.size},${(priceOn(s, i, p.baseCents, day) / 100).toFixed(2)}`;
      }))
      .join("\n");
    const t0 = performance.now();
    const records = parseCsv(csv, { columns: true, skip_empty_lines: true }) as Record<string, string>[];
    const items: ScrapedProduct[] = records.map((r) => ({ name: r.name, brand: r.brand || null, size: r.size || null, price: Number(r.price), unitPrice: null, unitType: null, inStock: true, url: null }));
    const t1 = performance.now();
    const res = await ingestStoreRun(db, { storeId: s.id, products: items, observedAt: at });
    const t2 = performance.now();
    // Two printed names with one match key are one product (the ingest keeps the lower price).
    if (res.priced < FEED_ROWS * 0.99) throw new Error(`feed priced ${res.priced} of ${FEED_ROWS} rows`);
    out.push({ parseMs: t1 - t0, ingestMs: t2 - t1, totalMs: t2 - t0, changed: res.updated });
  }
  return out;
}
