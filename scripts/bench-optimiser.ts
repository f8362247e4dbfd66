/**
 * Benchmark of the exact store-mix optimiser against an independent MILP (HiGHS WASM) and the
 * greedy baseline. Prints a markdown table. `--quick` runs fewer instances and shorter HiGHS limits.
 *
 *   npm run bench:optimiser [-- --quick]
 */
import os from "node:os";
import loadHighs from "highs";
import { bestSingleStore, greedyBaseline, optimise, type OptimiserInput, type OptimiserResult } from "../src/modules/pricing/engine";
import { generateInstance, type PriceModel } from "./lib/optimiser-instances";

const QUICK = process.argv.includes("--quick");
const SIZES = [
  { n: 10, m: 5, count: QUICK ? 2 : 5, highsSeconds: QUICK ? 5 : 20 },
  { n: 30, m: 20, count: QUICK ? 2 : 5, highsSeconds: QUICK ? 5 : 20 },
  { n: 60, m: 40, count: QUICK ? 2 : 5, highsSeconds: QUICK ? 5 : 20 },
  { n: 150, m: 80, count: QUICK ? 1 : 3, highsSeconds: QUICK ? 2 : 4 },
  { n: 300, m: 150, count: QUICK ? 1 : 3, highsSeconds: QUICK ? 0 : 4 },
];
const MODELS: PriceModel[] = ["random", "structured"];
const VARIANTS = [
  { name: "base", visitCost: null, maxStores: null },
  { name: "visit $1–8", visitCost: [100, 800] as [number, number], maxStores: null },
  { name: "visit + max 3", visitCost: [100, 800] as [number, number], maxStores: 3 },
];

type Highs = Awaited<ReturnType<typeof loadHighs>>;
interface Reference { status: "optimal" | "timeout" | "skipped" | "error"; covered?: number; total?: number; seconds: number }

/** PERFORMANCE.md §1.1: x continuous (the assignment is totally unimodular), y binary, drop penalty for coverage. */
function toLp(input: OptimiserInput): { lp: string; penalty: number } {
  const L = input.minItemsPerStore ?? 5;
  const qty = new Map(input.items.map((it) => [it.id, it.quantity]));
  const visit = new Map(input.stores.map((s) => [s.id, s.visitCostCents ?? input.visitCostCents ?? 0]));
  const xi = new Map<string, string[]>();
  const xs = new Map<string, string[]>();
  const obj: string[] = [];
  let penalty = 1;
  const idx = new Map([...input.items.map((it, k) => [`i:${it.id}`, k] as const), ...input.stores.map((s, k) => [`s:${s.id}`, k] as const)]);
  for (const p of input.prices) {
    const v = `x_${idx.get(`i:${p.item}`)}_${idx.get(`s:${p.store}`)}`;
    const c = qty.get(p.item)! * p.unitPriceCents;
    penalty += c;
    obj.push(`${c} ${v}`);
    (xi.get(p.item) ?? xi.set(p.item, []).get(p.item)!).push(v);
    (xs.get(p.store) ?? xs.set(p.store, []).get(p.store)!).push(v);
  }
  for (const [, f] of visit) penalty += f;
  input.stores.forEach((s, k) => obj.push(`${visit.get(s.id)} y_${k}`));
  input.items.forEach((_, k) => obj.push(`${penalty} d_${k}`));
  const rows: string[] = [];
  input.items.forEach((it, k) => rows.push(` a${k}: ${[...(xi.get(it.id) ?? []), `d_${k}`].join(" + ")} = 1`));
  input.stores.forEach((s, k) => {
    const vars = xs.get(s.id) ?? [];
    vars.forEach((v, j) => rows.push(` l${k}_${j}: ${v} - y_${k} <= 0`));
    rows.push(` m${k}: ${vars.length ? vars.join(" + ") + " " : ""}- ${L} y_${k} >= 0`);
  });
  if (input.maxStores) rows.push(` k: ${input.stores.map((_, k) => `y_${k}`).join(" + ")} <= ${input.maxStores}`);
  const bounds = input.items.map((_, k) => ` 0 <= d_${k} <= 1`);
  const lp = `Minimize\n obj: ${obj.join(" + ")}\nSubject To\n${rows.join("\n")}\nBounds\n${bounds.join("\n")}\nBinaries\n ${input.stores.map((_, k) => `y_${k}`).join(" ")}\nEnd\n`;
  return { lp, penalty };
}

function solveReference(highs: Highs, input: OptimiserInput, seconds: number): Reference {
  if (seconds <= 0) return { status: "skipped", seconds: 0 };
  const { lp, penalty } = toLp(input);
  const started = performance.now();
  try {
    const r = highs.solve(lp, { output_flag: false, time_limit: seconds, mip_rel_gap: 0, mip_abs_gap: 0.5 });
    const elapsed = (performance.now() - started) / 1000;
    if (r.Status !== "Optimal") return { status: "timeout", seconds: elapsed };
    let drops = 0;
    for (const [name, col] of Object.entries(r.Columns)) if (name.startsWith("d_")) drops += Math.round((col as { Primal: number }).Primal);
    const total = Math.round(r.ObjectiveValue - drops * penalty);
    // The MILP asks every open store for minItems; a one-store plan may stock fewer, so take the better.
    const single = bestSingleStore(input);
    const covered = input.items.length - drops;
    if (single && (single.covered.length > covered || (single.covered.length === covered && single.totalCents < total))) {
      return { status: "optimal", covered: single.covered.length, total: single.totalCents, seconds: elapsed };
    }
    return { status: "optimal", covered, total, seconds: elapsed };
  } catch {
    return { status: "error", seconds: (performance.now() - started) / 1000 };
  }
}

/** Other processes share this machine, so quick solves are repeated and the fastest run is kept. */
function timed(input: OptimiserInput): { result: OptimiserResult; cpu: number; wall: number } {
  let best: { result: OptimiserResult; cpu: number; wall: number } | null = null;
  for (let run = 0; run < 3; run++) {
    const c0 = process.cpuUsage();
    const t0 = performance.now();
    const result = optimise({ ...input, budget: { maxMillis: 60_000 } });
    const wall = performance.now() - t0;
    const c = process.cpuUsage(c0);
    const cpu = (c.user + c.system) / 1000;
    if (!best || wall < best.wall) best = { result, cpu, wall };
    if (wall > 300) break;
  }
  return best!;
}

const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)] : NaN;
};
const pct = (x: number) => `${x.toFixed(2)}`;

async function main() {
  const started = performance.now();
  const loadBefore = os.loadavg()[0];
  const highs = await loadHighs();
  timed(generateInstance({ items: 60, stores: 40, model: "random", seed: 999 }));
  const lines = [
    "| items×stores | prices | variant | n | ms median | ms p95 | CPU ms median | proven | nodes median | HiGHS ref (time limit) | gap vs ref % max | greedy gap % median (max) | greedy failed |",
    "|---|---|---|---|---|---|---|---|---|---|---|---|---|",
  ];
  let mismatches = 0;
  for (const size of SIZES) {
    for (const model of MODELS) {
      for (const variant of VARIANTS) {
        const cpu: number[] = [], wall: number[] = [], nodes: number[] = [], gaps: number[] = [], greedyGaps: number[] = [], refSeconds: number[] = [];
        let proven = 0, greedyFailed = 0, refOptimal = 0, refTimeout = 0, refSkipped = 0;
        for (let seed = 1; seed <= size.count; seed++) {
          const input = generateInstance({ items: size.n, stores: size.m, model, seed, visitCost: variant.visitCost, maxStores: variant.maxStores });
          const run = timed(input);
          cpu.push(run.cpu); wall.push(run.wall); nodes.push(run.result.stats.nodes);
          if (run.result.optimal) proven++;
          const greedy = greedyBaseline(input);
          if (!greedy || greedy.covered.length < run.result.covered.length) greedyFailed++;
          else greedyGaps.push((100 * (greedy.totalCents - run.result.totalCents)) / run.result.totalCents);
          const ref = solveReference(highs, input, size.highsSeconds);
          if (ref.status === "optimal") {
            refOptimal++; refSeconds.push(ref.seconds);
            if (ref.covered !== run.result.covered.length) mismatches++;
            gaps.push((100 * (run.result.totalCents - ref.total!)) / ref.total!);
            if (run.result.optimal && Math.abs(run.result.totalCents - ref.total!) > 0) mismatches++;
          } else if (ref.status === "skipped") refSkipped++;
          else refTimeout++;
        }
        const refCell = refSkipped === size.count ? "n/a (not run at this size)"
          : `${refOptimal}/${size.count} solved${refOptimal ? `, median ${quantile(refSeconds, 0.5).toFixed(2)} s` : ""}${refTimeout ? `; ${refTimeout} n/a (timeout ${size.highsSeconds} s)` : ""}`;
        lines.push(`| ${size.n}×${size.m} | ${model} | ${variant.name} | ${size.count} | ${quantile(wall, 0.5).toFixed(1)} | ${quantile(wall, 0.95).toFixed(1)} | ${quantile(cpu, 0.5).toFixed(1)} | ${proven}/${size.count} | ${quantile(nodes, 0.5)} | ${refCell} | ${gaps.length ? pct(Math.max(...gaps)) : "n/a"} | ${greedyGaps.length ? `${pct(quantile(greedyGaps, 0.5))} (${pct(Math.max(...greedyGaps))})` : "n/a"} | ${greedyFailed} |`);
        console.error(lines[lines.length - 1]);
      }
    }
  }
  console.log(lines.join("\n"));
  console.log(`\nReference mismatches (coverage or proven total differs from HiGHS): ${mismatches}. Total bench time ${((performance.now() - started) / 1000).toFixed(0)} s; load average ${loadBefore.toFixed(1)} → ${os.loadavg()[0].toFixed(1)} on ${os.cpus().length} cores.`);
  console.log("ms = wall time of optimise() (fastest of up to 3 runs when a run takes < 300 ms; search budget 60 s); CPU = process.cpuUsage() of that run (includes V8 background threads).");
  console.log("gap vs ref = (ours − HiGHS)/HiGHS over instances HiGHS solved; greedy gap = (greedy − ours)/ours; greedy failed = no plan, or fewer items covered.");
}

void main();
