/**
 * Feed validation speed: a generated product feed of N rows in each format, validated by the pure
 * engine (read + every rule), median of 3 runs. Prints a Markdown table.
 *
 *   npm run bench:feeds [-- 20000]
 */
import { validateFeed } from "@/modules/feeds";

const N = Number(process.argv.slice(2).find((a) => /^\d+$/.test(a)) ?? 20_000);

function row(i: number) {
  return {
    id: `SKU-${i}`,
    title: `Product number ${i} 500g`,
    price: `${(i % 40) + 1}.49 NZD`,
    sale_price: i % 5 === 0 ? `${(i % 40) + 1}.00 NZD` : "",
    sale_price_effective_date: i % 5 === 0 ? "2026-11-20/2026-11-27" : "",
    availability: i % 9 === 0 ? "out of stock" : "in_stock",
    gtin: "9414942130014",
    brand: "Brand",
    unit_pricing_measure: "500 g",
    unit_pricing_base_measure: "100 g",
  };
}

function feedText(format: "tsv" | "csv" | "xml" | "json"): string {
  const rows = Array.from({ length: N }, (_, i) => row(i));
  const keys = Object.keys(rows[0]) as (keyof ReturnType<typeof row>)[];
  if (format === "json") return JSON.stringify({ items: rows });
  if (format === "xml") {
    const items = rows.map((r) => `<item>${keys.map((k) => (r[k] ? `<g:${k}>${r[k]}</g:${k}>` : "")).join("")}</item>`).join("\n");
    return `<?xml version="1.0"?><rss version="2.0" xmlns:g="http://base.google.com/ns/1.0"><channel>\n${items}\n</channel></rss>`;
  }
  const d = format === "tsv" ? "\t" : ",";
  return [keys.join(d), ...rows.map((r) => keys.map((k) => r[k]).join(d))].join("\n");
}

console.log(`| format | rows | size | median ms | rows/s |`);
console.log(`|---|---:|---:|---:|---:|`);
for (const format of ["tsv", "csv", "xml", "json"] as const) {
  const text = feedText(format);
  const times: number[] = [];
  for (let run = 0; run < 3; run++) {
    const t0 = performance.now();
    const report = validateFeed(text, { currency: "NZD", timeZone: "Pacific/Auckland" });
    times.push(performance.now() - t0);
    if (report.rows.length !== N) throw new Error(`${format}: ${report.rows.length} rows`);
  }
  const median = times.sort((a, b) => a - b)[1];
  console.log(`| ${format} | ${N} | ${(text.length / 1e6).toFixed(1)} MB | ${median.toFixed(0)} | ${Math.round(N / (median / 1000))} |`);
}
