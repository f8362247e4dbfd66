/**
 * Product-matching benchmark: runs the engine on the labelled set (tests/fixtures/matching/
 * cases.json) over each country's whole catalogue and over a sample of real store ranges, and
 * prints precision/recall tables plus examples of the misses.
 *   npm run bench:matching [-- --stores=N] [-- --verbose]
 */
import { performance } from "node:perf_hooks";
import { candidateSearchTerms, MATCH_WORD_SIMILARITY_THRESHOLD, wordSimilarity } from "../src/modules/catalog/engine";
import { generateDemoData } from "../src/server/seed/generate";
import {
  acceptanceAgreement, buildPriceBook, loadCases, runCases, summarise, type Outcome, type Summary,
} from "../tests/fixtures/matching/evaluate";

const args = new Map(process.argv.slice(2).map((a) => a.replace(/^--/, "").split("=") as [string, string]));
const storeSample = Number(args.get("stores") ?? 12);
const verbose = args.has("verbose");

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
function table(headers: string[], rows: (string | number)[][]): void {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells: (string | number)[]) => cells.map((c, i) => String(c).padEnd(widths[i])).join(" | ");
  console.log(line(headers));
  console.log(widths.map((w) => "-".repeat(w)).join("-|-"));
  for (const r of rows) console.log(line(r));
}

const data = generateDemoData();
const book = buildPriceBook(data);
const cases = loadCases();
const holdout = loadCases("holdout-cases.json");
const productByKey = new Map(data.products.map((p) => [p.key, p]));

const t0 = performance.now();
const whole = runCases("country catalogue", cases, (c) => book.byCountry.get(c.country) ?? []);
const wholeMs = performance.now() - t0;

const holdoutWhole = runCases("hold-out", holdout, (c) => book.byCountry.get(c.country) ?? []);
const regional = loadCases("regional-cases.json");
const regionalWhole = runCases("regional", regional, (c) => book.byCountry.get(c.country) ?? []);

const stores = data.stores.filter((_, i) => i % Math.max(1, Math.floor(data.stores.length / storeSample)) === 0).slice(0, storeSample);
const t1 = performance.now();
const perStore: Outcome[] = [];
for (const store of stores) {
  const country = book.storeCountry.get(store.key);
  perStore.push(...runCases(`store`, cases.filter((c) => c.country === country), () => book.byStore.get(store.key) ?? []));
}
const storeMs = performance.now() - t1;

const summaries: Summary[] = [
  summarise("country catalogue (all)", whole),
  ...(["NZ", "AU", "US"] as const).map((c) => summarise(`  country ${c}`, whole.filter((o) => o.country === c))),
  summarise(`per store (${stores.length} stores)`, perStore),
  summarise("HOLD-OUT country catalogue", holdoutWhole),
  summarise("REGIONAL words/brands/typos", regionalWhole),
  ...(["NZ", "AU", "US"] as const).map((c) => summarise(`  regional ${c}`, regionalWhole.filter((o) => o.country === c))),
];

console.log(`\nProduct matching benchmark — ${cases.length} labelled cases (+${holdout.length} hold-out, +${regional.length} regional), ${data.products.length} products\n`);
table(
  ["scope", "cases", "answerable", "returned", "correct", "top-1 precision", "recall", "correct/answerable"],
  summaries.map((s) => [s.scope, s.cases, s.answerable, s.returned, s.correct, pct(s.precision), pct(s.recall), pct(s.correctRecall)]),
);

const agreement = acceptanceAgreement(cases, book);
const p = agreement.tp / (agreement.tp + agreement.fp);
const r = agreement.tp / (agreement.tp + agreement.fn);
console.log("\nAcceptance decisions vs labels (every product of the country, every case)");
table(["true accept", "false accept", "false reject", "precision", "recall", "F1"], [
  [agreement.tp, agreement.fp, agreement.fn, pct(p), pct(r), pct((2 * p * r) / (p + r))],
]);

let prefilterHits = 0, prefilterTotal = 0, candidateCount = 0;
for (const c of cases) {
  const terms = candidateSearchTerms(c.query);
  const catalogue = book.byCountry.get(c.country) ?? [];
  const passes = (name: string) => terms.some((t) => wordSimilarity(t, name.toLowerCase()) >= MATCH_WORD_SIMILARITY_THRESHOLD);
  candidateCount += catalogue.filter((x) => passes(x.product.name)).length;
  for (const key of c.acceptable) {
    prefilterTotal++;
    if (passes(productByKey.get(key)!.name)) prefilterHits++;
  }
}
console.log(`\nSQL prefilter (candidateSearchTerms, word_similarity ≥ ${MATCH_WORD_SIMILARITY_THRESHOLD})`);
table(["acceptable products kept", "avg candidates per case (of ~650)"], [
  [`${prefilterHits}/${prefilterTotal} (${pct(prefilterHits / prefilterTotal)})`, (candidateCount / cases.length).toFixed(1)],
]);

console.log("\nTiming");
table(["run", "calls", "total ms", "ms per call"], [
  ["whole country catalogue", whole.length, wholeMs.toFixed(0), (wholeMs / whole.length).toFixed(2)],
  ["per store", perStore.length, storeMs.toFixed(0), (storeMs / perStore.length).toFixed(2)],
]);

const show = (title: string, list: Outcome[], limit: number) => {
  const unique = [...new Map(list.map((o) => [`${o.country}|${o.query}`, o])).values()];
  console.log(`\n${title}: ${list.length} (${unique.length} distinct query/country)`);
  for (const o of unique.slice(0, verbose ? unique.length : limit)) {
    const expected = [...cases, ...holdout].find((c) => c.query === o.query && c.country === o.country)!.acceptable.slice(0, 2).map((k) => productByKey.get(k)?.name);
    console.log(`  [${o.country}] "${o.query}" → ${o.top1 ? o.top1.name : "(nothing)"}${expected.length ? `   expected e.g. ${expected.join("; ")}` : "   expected nothing"}`);
  }
};
show("Wrong top-1 (country catalogue)", summaries[0].wrong, 25);
show("No answer although one was acceptable (country catalogue)", summaries[0].missed, 25);
show("Wrong top-1 (per store)", summaries[4].wrong, 15);
show("Wrong top-1 (hold-out)", summaries[5].wrong, 40);
show("No answer although one was acceptable (hold-out)", summaries[5].missed, 40);
