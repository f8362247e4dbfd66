/**
 * bench:national's mixed shopper page rate: `npm run load`'s scenario (home, lists, list detail, add
 * item, quantity, Best Savings, find stores, coupons) against the production build (`next start` on
 * PAGE_RATE_PORT, one instance unless `--instances N`) with DATABASE_URL on the national database, offered at rising rates
 * until one misses p99 ≤ 300 ms. The load tool keeps the database (`--keep-db`: it adds its 40
 * Auckland shoppers and their lists) and stops the server when it ends. Needs `npm run build` first.
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { PAGE_RATE_INSTANCES, PAGE_RATE_PORT, PAGE_RATE_SECONDS, PAGE_RATES, SCALE } from "./options";

export interface PageRate {
  instances: number;
  seconds: number;
  loadavg: string;
  rates: { rate: number; served: number; p50: number; p99: number; errors: number; ok: boolean; serverCpuMsPerReq: number | null }[];
  best: number;
}

/**
 * The `| **all** | …` row after each `### postgres, … N requests/s offered` heading of the load tool's
 * output, and the server's CPU per request served from its `server CPU N%` line (less inflated by a
 * shared machine than the latencies).
 */
export function parseLoadOutput(out: string): PageRate["rates"] {
  const rates: PageRate["rates"] = [];
  let rate = 0;
  for (const line of out.split("\n")) {
    const heading = /^### .*?(\d+) requests\/s offered/.exec(line);
    if (heading) rate = Number(heading[1]);
    const all = /^\| \*\*all\*\* \| \*\*([\d.]+)\*\* \| \*\*(\d+)\*\* \| \*\*\d+\*\* \| \*\*(\d+)\*\* \| \*\*\d+\*\* \| \*\*(\d+)\*\*/.exec(line);
    if (all && rate) {
      const [served, p50, p99, errors] = all.slice(1).map(Number);
      rates.push({ rate, served, p50, p99, errors, ok: p99 <= 300 && errors === 0 && served >= rate * 0.97, serverCpuMsPerReq: null });
      rate = 0;
    }
    const cpu = /^server CPU (\d+)%/.exec(line);
    const last = rates.at(-1);
    if (cpu && last && last.serverCpuMsPerReq === null) last.serverCpuMsPerReq = (Number(cpu[1]) * 10) / Math.max(last.served, 0.1);
  }
  return rates;
}

export async function measurePageRate(url: string): Promise<PageRate> {
  if (!fs.existsSync(path.join(".next", "BUILD_ID"))) throw new Error("the page rate needs a production build: run `npm run build` first (or pass --no-page-rate)");
  const loadavg = fs.readFileSync("/proc/loadavg", "utf8").split(" ").slice(0, 3).join(" ");
  // --rate: the load tool warms the server up at min(20, rate) for 10 s; at the first rate tried, not above it.
  const args = ["tsx", "scripts/load.ts", "--keep-db", "--stop-at-miss", "--port", String(PAGE_RATE_PORT), "--rate", String(PAGE_RATES[0]), "--find-max", PAGE_RATES.join(","), "--duration", String(PAGE_RATE_SECONDS), "--instances", String(PAGE_RATE_INSTANCES)];
  // The server only serves: no scrape schedules, price-history maintenance or open-data export while it is measured.
  const env = { ...process.env, LOAD_DATABASE_URL: url, LOAD_SIGNIN_ACCOUNTS: process.env.LOAD_SIGNIN_ACCOUNTS ?? "10", SCRAPING_WORKER: "off", DEMO_SITES_PORT: "0" };
  const child = spawn("npx", args, { env, stdio: ["ignore", "pipe", "inherit"] });
  let out = "";
  child.stdout.on("data", (chunk: Buffer) => {
    out += chunk.toString();
    process.stdout.write(chunk);
  });
  const code = await new Promise<number | null>((resolve) => child.on("close", resolve));
  fs.mkdirSync(path.join(".data", "bench-national"), { recursive: true });
  fs.writeFileSync(path.join(".data", "bench-national", `page-rate-${SCALE}.log`), out);
  if (code !== 0) throw new Error(`npm run load exited with ${code}`);
  const rates = parseLoadOutput(out);
  const best = rates.filter((r) => r.ok).reduce((a, r) => Math.max(a, r.rate), 0);
  return { instances: PAGE_RATE_INSTANCES, seconds: PAGE_RATE_SECONDS, loadavg, rates, best };
}
