/** bench:national's options (from the command line) and the small helpers every part uses. */
export const argv = process.argv.slice(2);
const arg = (name: string): string | undefined => {
  const i = argv.findIndex((a) => a === `--${name}` || a.startsWith(`--${name}=`));
  if (i < 0) return undefined;
  return argv[i].includes("=") ? argv[i].split("=")[1] : argv[i + 1];
};
export const SCALE = Number(arg("scale") ?? 0.05);
export const CATALOGUE = Number(arg("catalogue") ?? 60_000);
export const WORKERS = Number(arg("workers") ?? 2);
export const LOCATIONS = Number(arg("locations") ?? 20);
export const WARM_RUNS = 5;
export const FEED_ROWS = 25_000;
export const HISTORY_ONE_IN = 50;
export const HISTORY_WEEKS = 52;
export const SEED = 20261127;
if (!(SCALE > 0 && SCALE <= 1.5)) throw new Error("--scale must be in (0, 1.5]");

export const scaleTag = SCALE.toString().replace(".", "_");
export const DEFAULT_URL = `postgres://postgres@127.0.0.1:5432/cartwise_bench_national_${scaleTag}`;

export const quantile = (xs: number[], q: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.min(s.length - 1, Math.max(0, Math.ceil(q * s.length) - 1))] : NaN;
};

export function table(header: string[], rows: string[][]): string {
  const w = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (c: string[]) => `| ${c.map((x, i) => (i ? x.padStart(w[i]) : x.padEnd(w[i]))).join(" | ")} |`;
  return [line(header), `|${w.map((n) => "-".repeat(n + 2)).join("|")}|`, ...rows.map(line)].join("\n");
}

/** The mixed shopper page rate (`npm run load`'s scenario against `next start` on the national database). */
export const PAGE_RATE = !argv.includes("--no-page-rate");
export const PAGE_RATES = (arg("page-rates") ?? "5,10,20,30,40,60,80,100,120").split(",").map(Number).filter((n) => n > 0);
export const PAGE_RATE_SECONDS = Number(arg("page-rate-seconds") ?? 15);
export const PAGE_RATE_PORT = Number(arg("port") ?? 3170);
/** App instances serving the page rate (`WEB_CONCURRENCY`: a cluster of `next start` on one port; decision 016 deploys 2 on 2 cores). */
export const PAGE_RATE_INSTANCES = Number(arg("instances") ?? 1);
