/**
 * Receipt accuracy benchmark: the shared receipt pipeline (src/modules/receipts/ocr/pipeline.ts —
 * the same steps the shopper's browser runs, with sharp standing in for the canvas and a
 * node_modules-backed tesseract.js 7 worker) + parser over
 * tests/fixtures/receipts/<id>/<tier>.png for the tiers in tests/fixtures/receipts/tiers.json
 * (clean, moderate, hard on every receipt; tilted, faded, creased, lowlight on the "harder" set),
 * plus the parser alone on receipt.txt. Prints per tier: item precision / recall / F1, how often
 * the printed total was read, how many receipts' lines reconcile with it (the gate for publishing
 * their prices) and how many of those still carry a wrong price (should be 0), and the median
 * seconds per image. --check fails (exit 1) when a tier falls under its floor in tiers.json.
 *
 *   npm run bench:receipts -- [--tiers clean,moderate,...] [--limit N] [--ids a,b] [--check]
 *                             [--preset spec|recommended] [--set key=value ...] [--dump DIR]
 */
import fs from "node:fs";
import path from "node:path";
import { RECOMMENDED_PREPROCESS, SPEC_PREPROCESS, type PreprocessOptions } from "@/modules/receipts/ocr/ocr-params";
import { recogniseReceiptImage, terminateOcrWorker } from "@/modules/receipts/ocr/tesseract-node";
import { parseReceipt } from "@/modules/receipts/parser/parse-receipt";
import type { ParsedReceipt } from "@/modules/receipts/parser/types";
import { scoreItems, type ExpectedItem } from "@/modules/receipts/parser/score-items";

const ROOT = path.resolve(import.meta.dirname, "../tests/fixtures/receipts");
interface TierSpec { name: string; receipts: "all" | "harder"; what: string; floor: { f1: number; reconciled: number } }
interface TierManifest { tiers: TierSpec[]; harder: string[] }
const MANIFEST = JSON.parse(fs.readFileSync(path.join(ROOT, "tiers.json"), "utf8")) as TierManifest;
const TIERS = MANIFEST.tiers.map((t) => t.name);

interface Truth { items: ExpectedItem[]; total: number }
interface Tally {
  matched: number; expected: number; parsed: number; f1s: number[]; seconds: number[]; cpu: number[]; totalsRight: number; n: number;
  reconciled: number; reconciledWrong: number;
}

function arg(name: string): string | null {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] ?? null : null;
}

function options(): PreprocessOptions {
  const base = arg("preset") === "spec" ? SPEC_PREPROCESS : RECOMMENDED_PREPROCESS;
  const out: Record<string, unknown> = { ...base };
  process.argv.forEach((a, i) => {
    if (a !== "--set") return;
    const [key, value] = (process.argv[i + 1] ?? "").split("=");
    if (!(key in out)) throw new Error(`unknown option ${key}`);
    out[key] = value === "true" ? true : value === "false" ? false : Number(value);
  });
  return out as unknown as PreprocessOptions;
}

const empty = (): Tally => ({ matched: 0, expected: 0, parsed: 0, f1s: [], seconds: [], cpu: [], totalsRight: 0, n: 0, reconciled: 0, reconciledWrong: 0 });

/** Every line price the receipt would publish equals the truth's, as a multiset of cents. */
function pricesRight(truth: Truth, parsed: ParsedReceipt): boolean {
  const want = truth.items.map((i) => Math.round(i.price * 100)).sort((a, b) => a - b);
  const got = parsed.items.filter((i) => i.price !== null).map((i) => Math.round((i.price as number) * 100)).sort((a, b) => a - b);
  return want.length === got.length && want.every((c, i) => c === got[i]);
}

function add(t: Tally, truth: Truth, parsed: ParsedReceipt, seconds: number | null): number {
  const s = scoreItems(truth.items, parsed.items);
  t.matched += s.matched;
  t.expected += s.expected;
  t.parsed += s.parsed;
  t.f1s.push(s.f1);
  if (seconds !== null) t.seconds.push(seconds);
  if (parsed.printedTotal !== null && Math.abs(parsed.printedTotal - truth.total) < 0.005) t.totalsRight++;
  if (parsed.reconciliation.status === "matches") {
    t.reconciled++;
    if (!pricesRight(truth, parsed)) t.reconciledWrong++;
  }
  t.n++;
  return s.f1;
}

function median(xs: number[]): number {
  if (xs.length === 0) return NaN;
  const s = xs.slice().sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

function row(name: string, t: Tally): string {
  const p = t.parsed === 0 ? 0 : t.matched / t.parsed;
  const r = t.expected === 0 ? 0 : t.matched / t.expected;
  const f1 = p + r === 0 ? 0 : (2 * p * r) / (p + r);
  const macro = t.f1s.reduce((a, b) => a + b, 0) / Math.max(1, t.f1s.length);
  const fmt = (xs: number[], f: (v: number[]) => number) => (xs.length ? f(xs).toFixed(2) : "—");
  const cells = [name, String(t.n), p.toFixed(3), r.toFixed(3), f1.toFixed(3), macro.toFixed(3), `${t.totalsRight}/${t.n}`,
    `${t.reconciled}/${t.n}`, String(t.reconciledWrong), fmt(t.seconds, median), fmt(t.seconds, (v) => Math.max(...v)), fmt(t.cpu, median)];
  return `| ${cells.join(" | ")} |`;
}

async function main(): Promise<void> {
  const tiers = (arg("tiers") ?? TIERS.join(",")).split(",").filter((t) => TIERS.includes(t));
  const only = arg("ids")?.split(",") ?? null;
  const limit = Number(arg("limit") ?? "0");
  const dump = arg("dump");
  const opts = options();
  let ids = fs.readdirSync(ROOT).filter((d) => fs.existsSync(path.join(ROOT, d, "truth.json"))).sort();
  if (only) ids = ids.filter((id) => only.includes(id));
  if (limit > 0) ids = ids.filter((_, i) => i % Math.ceil(ids.length / limit) === 0).slice(0, limit);
  if (dump) fs.mkdirSync(dump, { recursive: true });

  const text = empty();
  const byTier = new Map(tiers.map((t) => [t, empty()]));
  for (const id of ids) {
    const truth = JSON.parse(fs.readFileSync(path.join(ROOT, id, "truth.json"), "utf8")) as Truth;
    add(text, truth, parseReceipt(fs.readFileSync(path.join(ROOT, id, "receipt.txt"), "utf8")), null);
    const cells: string[] = [];
    for (const tier of tiers) {
      const file = path.join(ROOT, id, `${tier}.png`);
      if (!fs.existsSync(file)) continue;
      const cpu0 = process.cpuUsage();
      const ocr = await recogniseReceiptImage(fs.readFileSync(file), opts);
      const cpu = process.cpuUsage(cpu0);
      (byTier.get(tier) as Tally).cpu.push((cpu.user + cpu.system) / 1e6);
      if (dump) fs.writeFileSync(path.join(dump, `${id}.${tier}.txt`), ocr.text);
      const f1 = add(byTier.get(tier) as Tally, truth, ocr.receipt, ocr.millis / 1000);
      cells.push(`${tier} ${f1.toFixed(2)} ${(ocr.millis / 1000).toFixed(1)}s`);
    }
    process.stderr.write(`${id.padEnd(22)} ${cells.join("  ")}\n`);
  }
  await terminateOcrWorker();

  console.log(`\nOptions: ${JSON.stringify(opts)}\n`);
  console.log("| input | n | precision | recall | F1 (micro) | F1 (macro) | total read | lines reconcile | reconciled, a price wrong | median s | max s | median CPU s |");
  console.log("|---|---|---|---|---|---|---|---|---|---|---|---|");
  console.log(row("text only", text));
  for (const tier of tiers) console.log(row(tier, byTier.get(tier) as Tally));
  if (process.argv.includes("--check")) {
    const failures = check(tiers.map((name) => [name, byTier.get(name) as Tally]));
    for (const f of failures) console.error(`below floor: ${f}`);
    if (failures.length > 0) process.exitCode = 1;
  }
}

/** Floors from tiers.json; a reconciled receipt with a wrong price is always a failure. */
function check(results: [string, Tally][]): string[] {
  const failures: string[] = [];
  for (const [name, t] of results) {
    const spec = MANIFEST.tiers.find((s) => s.name === name);
    if (!spec || t.n === 0) continue;
    const p = t.parsed === 0 ? 0 : t.matched / t.parsed;
    const r = t.expected === 0 ? 0 : t.matched / t.expected;
    const f1 = p + r === 0 ? 0 : (2 * p * r) / (p + r);
    if (f1 < spec.floor.f1) failures.push(`${name}: F1 ${f1.toFixed(3)} < ${spec.floor.f1}`);
    if (t.reconciled / t.n < spec.floor.reconciled) failures.push(`${name}: ${t.reconciled}/${t.n} reconcile < ${spec.floor.reconciled}`);
    if (t.reconciledWrong > 0) failures.push(`${name}: ${t.reconciledWrong} reconciled receipt(s) with a wrong price`);
  }
  return failures;
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
