/**
 * `npm run load` — the load harness (issue 14, RELIABILITY L1): prepares a database with many
 * signed-in shoppers, starts a production server, offers an open-model arrival rate over a mixed
 * shopper scenario (Poisson arrivals per request kind, sent with undici), and prints a table per
 * request kind plus the server's CPU and memory. A benchmark, not a test.
 *
 *   npm run load -- [--engine postgres|pglite] [--rate 100] [--duration 60] [--instances 1]
 *                   [--shoppers 40] [--find-max 60,80,100,120,140] [--port 3500]
 *                   [--kinds home,lists] [--profile .data/profiles] [--cost 10] [--keep-db] [--stop-at-miss]
 *
 * `--keep-db` loads a database that already holds a market (bench:national's): LOAD_DATABASE_URL is
 * not recreated, only the load accounts are (re)made. `--stop-at-miss` ends `--find-max` at the first
 * rate that misses p99 ≤ 300 ms.
 *
 * `--cost RATE` prints what each request kind costs on its own: every kind in turn alone at RATE
 * req/s, with the server's and PostgreSQL's CPU milliseconds per request served (where to look
 * first when the mix is too slow).
 *
 * `--kinds` keeps only those request kinds (to load one page); `--profile DIR` starts the server with
 * V8's CPU profiler and writes a .cpuprofile per process into DIR when it stops (open it in Chrome's
 * DevTools, or summarise it with `npx tsx scripts/profile-summary.ts DIR`).
 *
 * PostgreSQL: LOAD_DATABASE_URL (default the local server's `cartwise_load`, recreated each run).
 * LOAD_LOG_LEVEL (default warn) is the server's LOG_LEVEL: `debug` logs each comparison's time.
 * PGlite: a fresh directory under .data/. `--instances 2` runs Node's cluster (scripts/serve.ts)
 * so both cores serve one port.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { Agent, request } from "undici";
import pg from "pg";
import { LOAD_PASSWORD, loadEmail } from "./lib/load-accounts";
import { ensureAuthSecret } from "./lib/runtime-env";
import { waitForServer } from "./lib/wait-for-server";

ensureAuthSecret();

type Args = { engine: "postgres" | "pglite"; rate: number; duration: number; instances: number; shoppers: number; findMax: number[]; port: number; kinds: string[]; profile: string | null; cost: number; keepDb: boolean; stopAtMiss: boolean };

function parseArgs(argv: string[]): Args {
  const get = (name: string) => {
    const i = argv.indexOf(`--${name}`);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  return {
    engine: (get("engine") as Args["engine"]) ?? "postgres",
    rate: Number(get("rate") ?? 100),
    duration: Number(get("duration") ?? 60),
    instances: Number(get("instances") ?? 1),
    shoppers: Number(get("shoppers") ?? 40),
    findMax: (get("find-max") ?? "").split(",").filter(Boolean).map(Number),
    port: Number(get("port") ?? 3500),
    kinds: (get("kinds") ?? "").split(",").filter(Boolean),
    profile: get("profile") ?? null,
    cost: Number(get("cost") ?? 0),
    keepDb: argv.includes("--keep-db"),
    stopAtMiss: argv.includes("--stop-at-miss"),
  };
}

const args = parseArgs(process.argv.slice(2));
const base = `http://127.0.0.1:${args.port}`;
const distDir = process.env.NEXT_DIST_DIR || ".next";
// Keep-alive connections, as many as the arrivals need (a browser population, not a fixed pool).
const agent = new Agent({ connections: 512, pipelining: 1, keepAliveTimeout: 30_000 });

// ── database and fixtures ────────────────────────────────────────────────────────────────────
async function prepareDatabase(): Promise<NodeJS.ProcessEnv> {
  const env: NodeJS.ProcessEnv = { ...process.env, LOAD_SHOPPERS: String(args.shoppers), SEED_ON_START: "true" };
  if (args.engine === "postgres") {
    const url = process.env.LOAD_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/cartwise_load";
    const u = new URL(url);
    const admin = new pg.Client({ connectionString: new URL("/postgres", u).toString() });
    await admin.connect();
    const name = u.pathname.slice(1);
    if (!args.keepDb) {
      await admin.query(`drop database if exists "${name}" with (force)`);
      await admin.query(`create database "${name}"`);
    }
    await admin.end();
    env.DATABASE_URL = url;
  } else {
    const dir = path.resolve(".data/load-pglite");
    fs.rmSync(dir, { recursive: true, force: true });
    env.DATABASE_URL = "";
    env.PGLITE_DIR = dir;
  }
  const prep = spawnSync("npx", ["tsx", "--conditions=react-server", "--import", "./scripts/lib/next-react-server.mjs", "scripts/load-prepare.ts"], { stdio: "inherit", env });
  if (prep.status !== 0) throw new Error("load fixtures failed");
  return env;
}

// ── server ───────────────────────────────────────────────────────────────────────────────────
function startServer(env: NodeJS.ProcessEnv): ChildProcess {
  const serverEnv: NodeJS.ProcessEnv = { ...env, PORT: String(args.port), HOSTNAME: "127.0.0.1", NODE_ENV: "production" as const, APP_URL: base, LOG_LEVEL: process.env.LOAD_LOG_LEVEL ?? "warn", WEB_CONCURRENCY: String(args.instances) };
  // --cpu-prof can't go through NODE_OPTIONS; it is given to each node process (serve.mjs passes
  // its own execArgv on to the cluster workers).
  const profile = args.profile ? ["--cpu-prof", `--cpu-prof-dir=${path.resolve(args.profile)}`] : [];
  if (args.profile) fs.mkdirSync(args.profile, { recursive: true });
  const child =
    args.instances > 1
      ? spawn(process.execPath, [...profile, "scripts/serve.mjs"], { env: serverEnv, stdio: ["ignore", "inherit", "inherit"] })
      : spawn(process.execPath, [...profile, "node_modules/next/dist/bin/next", "start", "-p", String(args.port), "-H", "127.0.0.1"], { env: serverEnv, stdio: ["ignore", "inherit", "inherit"] });
  return child;
}

// ── sign-in through Auth.js's credentials endpoint ───────────────────────────────────────────
/** name=value pairs from Set-Cookie; a cookie set twice keeps its last value, as a browser would. */
function cookiesOf(res: Response): string[] {
  const jar = new Map<string, string>();
  for (const c of res.headers.getSetCookie()) {
    const pair = c.split(";")[0];
    jar.set(pair.split("=")[0], pair);
  }
  return [...jar.values()];
}

async function signIn(email: string): Promise<string> {
  const csrfRes = await fetch(`${base}/api/auth/csrf`);
  const { csrfToken } = (await csrfRes.json()) as { csrfToken: string };
  const jar = cookiesOf(csrfRes);
  const res = await fetch(`${base}/api/auth/callback/credentials`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: jar.join("; "), Origin: base },
    body: new URLSearchParams({ email, password: LOAD_PASSWORD, portal: "shopper", csrfToken, callbackUrl: `${base}/` }).toString(),
  });
  const session = cookiesOf(res).find((c) => c.includes("session-token="));
  if (!session) throw new Error(`sign-in failed for ${email} (HTTP ${res.status})`);
  return session;
}

// ── server actions: ids from the build's manifest ────────────────────────────────────────────
function actionIds(): Record<string, string> {
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, "server", "server-reference-manifest.json"), "utf8")) as {
    node: Record<string, { exportedName?: string }>;
  };
  const out: Record<string, string> = {};
  for (const [id, entry] of Object.entries(manifest.node)) if (entry.exportedName) out[entry.exportedName] = id;
  return out;
}

// ── the scenario ─────────────────────────────────────────────────────────────────────────────
interface Shopper { cookie: string; listId: string; itemIds: string[] }
interface Kind { name: string; weight: number; request: (s: Shopper, i: number) => { method: "GET" | "POST"; path: string; headers?: Record<string, string>; body?: string } }

async function loadShoppers(env: NodeJS.ProcessEnv): Promise<Shopper[]> {
  const shoppers: Shopper[] = [];
  const db = env.DATABASE_URL ? new pg.Client({ connectionString: env.DATABASE_URL }) : null;
  if (db) await db.connect();
  for (let i = 0; i < args.shoppers; i++) {
    const cookie = await signIn(loadEmail("shopper", i));
    let listId = "";
    let itemIds: string[] = [];
    if (db) {
      const r = await db.query(
        `select l.id as list_id, array_agg(i.id) as items from shopping_lists l join users u on u.id = l.user_id join shopping_list_items i on i.list_id = l.id where u.email = $1 group by l.id`,
        [loadEmail("shopper", i)],
      );
      listId = r.rows[0].list_id;
      itemIds = r.rows[0].items;
    } else {
      // PGlite is held by the server: read the shopper's list from its own Lists page.
      const html = await (await fetch(`${base}/lists`, { headers: { Cookie: cookie } })).text();
      listId = /\/lists\/([0-9a-f-]{36})/.exec(html)?.[1] ?? "";
      const detail = await (await fetch(`${base}/lists/${listId}`, { headers: { Cookie: cookie } })).text();
      itemIds = [...new Set([...detail.matchAll(/"itemId":"([0-9a-f-]{36})"|"id":"([0-9a-f-]{36})"/g)].map((m) => m[1] ?? m[2]))].filter((id) => id !== listId);
    }
    shoppers.push({ cookie, listId, itemIds });
  }
  if (db) await db.end();
  return shoppers;
}

function scenario(ids: Record<string, string>): Kind[] {
  const action = (id: string | undefined, page: string, arg: unknown, cookie: string) => {
    if (!id) throw new Error("server action missing from the build manifest");
    return { method: "POST" as const, path: page, headers: { Cookie: cookie, "Next-Action": id, "Content-Type": "text/plain;charset=UTF-8", Accept: "text/x-component", Origin: base }, body: JSON.stringify([arg]) };
  };
  const names = ["milk", "bread", "eggs", "butter", "bananas", "apples", "rice", "pasta", "cheese", "coffee"];
  return [
    { name: "home", weight: 14, request: (s) => ({ method: "GET", path: "/", headers: { Cookie: s.cookie } }) },
    { name: "lists", weight: 14, request: (s) => ({ method: "GET", path: "/lists", headers: { Cookie: s.cookie } }) },
    { name: "list detail", weight: 14, request: (s) => ({ method: "GET", path: `/lists/${s.listId}`, headers: { Cookie: s.cookie } }) },
    { name: "add item", weight: 10, request: (s, i) => action(ids.addItemAction, `/lists/${s.listId}`, { listId: s.listId, itemName: names[i % names.length] }, s.cookie) },
    { name: "quantity +1", weight: 10, request: (s, i) => action(ids.changeQuantityAction, `/lists/${s.listId}`, { itemId: s.itemIds[i % s.itemIds.length], delta: 1 }, s.cookie) },
    { name: "best savings", weight: 12, request: (s) => ({ method: "GET", path: `/cheapest-list/${s.listId}`, headers: { Cookie: s.cookie } }) },
    { name: "find stores", weight: 10, request: (s) => ({ method: "POST", path: "/api/find-stores", headers: { Cookie: s.cookie, "Content-Type": "application/json", Origin: base }, body: JSON.stringify({ maxDistance: 10 }) }) },
    { name: "coupons", weight: 10, request: (s) => ({ method: "GET", path: "/coupons", headers: { Cookie: s.cookie } }) },
  ];
}

// ── measuring ────────────────────────────────────────────────────────────────────────────────
function pidsOf(root: number): number[] {
  const out = spawnSync("ps", ["-e", "-o", "pid=,ppid="], { encoding: "utf8" }).stdout.trim().split("\n").map((l) => l.trim().split(/\s+/).map(Number));
  const all = new Set([root]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const [pid, ppid] of out) {
      if (all.has(ppid) && !all.has(pid)) {
        all.add(pid);
        grew = true;
      }
    }
  }
  return [...all];
}

/** Fields of /proc/<pid>/stat after the command name (index 0 is field 3, the state); null once exited. */
function procStat(pid: number): string[] | null {
  try {
    return fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  } catch {
    return null;
  }
}

/** utime + stime of these processes, in clock ticks. */
function cpuTicks(pids: number[]): number {
  let ticks = 0;
  for (const pid of pids) {
    const f = procStat(pid);
    if (f) ticks += Number(f[11]) + Number(f[12]);
  }
  return ticks;
}

/**
 * PostgreSQL's CPU ticks on this machine: its live processes plus what the postmaster has reaped
 * from exited backends (cutime + cstime), so backends that come and go are still counted.
 */
function postgresTicks(): number {
  const rows = spawnSync("ps", ["-C", "postgres", "-o", "pid=,ppid="], { encoding: "utf8" }).stdout.trim().split("\n").filter(Boolean).map((l) => l.trim().split(/\s+/).map(Number));
  const pids = new Set(rows.map(([pid]) => pid));
  let ticks = cpuTicks([...pids]);
  for (const [pid, ppid] of rows) {
    if (pids.has(ppid)) continue;
    const f = procStat(pid);
    if (f) ticks += Number(f[13]) + Number(f[14]); // cutime + cstime: reaped backends
  }
  return ticks;
}

function rssMb(pids: number[]): number {
  let kb = 0;
  for (const pid of pids) {
    try {
      kb += Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0);
    } catch {
      /* exited */
    }
  }
  return kb / 1024;
}

const pct = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN);

interface KindResult { name: string; sent: number; times: number[]; errors: number; statuses: Record<string, number> }

const sleepUntil = (t: number) => new Promise((r) => setTimeout(r, Math.max(0, t - performance.now())));

/**
 * Open model (RELIABILITY L1): each request kind arrives as its own Poisson process at its share of
 * the rate (conditioned on its count, see below), whatever the server's answers are doing — a slow server gets a queue, not fewer
 * requests. (autocannon's `overallRate` is a per-connection budget per second: every connection
 * fires at the start of each second, so 100 req/s arrive as one burst of 100 — that measured the
 * burst, not the server.) A request's time runs from its scheduled arrival to its last byte, so any
 * lag of this generator counts against the result rather than hiding it.
 */
async function runLoad(kinds: Kind[], shoppers: Shopper[], rate: number, duration: number, serverPid: number) {
  const total = kinds.reduce((a, k) => a + k.weight, 0);
  const pids = pidsOf(serverPid);
  const ticks0 = cpuTicks(pids);
  const pg0 = args.engine === "postgres" ? postgresTicks() : 0;
  const gen0 = process.cpuUsage();
  const t0 = performance.now();
  const end = t0 + duration * 1000;
  let peakRss = rssMb(pids);
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, rssMb(pids))), 1000);
  const results = await Promise.all(
    kinds.map(async (kind) => {
      // A Poisson process given its count: that many arrivals at independent uniform times over the
      // run. Every run offers exactly its share of rate × duration, so "served under 97 % of the
      // offer" means the server fell behind, not that the dice drew fewer arrivals (at 5 req/s for
      // 15 s a free-running count is 75 ± 9).
      const count = Math.round(((rate * kind.weight) / total) * duration);
      const arrivals = Array.from({ length: count }, () => t0 + Math.random() * (end - t0)).sort((a, b) => a - b);
      const result: KindResult = { name: kind.name, sent: 0, times: [], errors: 0, statuses: {} };
      const inFlight: Promise<void>[] = [];
      let n = 0;
      for (const at of arrivals) {
        await sleepUntil(at);
        const i = n++;
        const r = kind.request(shoppers[i % shoppers.length], Math.floor(i / shoppers.length));
        const scheduled = at;
        inFlight.push(
          request(`${base}${r.path}`, { method: r.method, headers: r.headers, body: r.body, dispatcher: agent, headersTimeout: 10_000, bodyTimeout: 10_000 })
            .then(async (res) => {
              await res.body.dump();
              result.sent++;
              result.times.push(performance.now() - scheduled);
              result.statuses[res.statusCode] = (result.statuses[res.statusCode] ?? 0) + 1;
              if (res.statusCode >= 400) result.errors++;
            })
            .catch(() => {
              result.sent++;
              result.errors++;
              result.statuses.error = (result.statuses.error ?? 0) + 1;
            }),
        );
      }
      await Promise.all(inFlight);
      return result;
    }),
  );
  clearInterval(sampler);
  const seconds = (performance.now() - t0) / 1000;
  const cpuSeconds = (cpuTicks(pids) - ticks0) / 100;
  const cpuPct = (cpuSeconds / seconds) * 100;
  const gen = process.cpuUsage(gen0);
  const generatorPct = ((gen.user + gen.system) / 1e6 / seconds) * 100;
  const postgresCpuSeconds = args.engine === "postgres" ? (postgresTicks() - pg0) / 100 : null;
  const postgresPct = postgresCpuSeconds === null ? null : (postgresCpuSeconds / seconds) * 100;
  return { results, seconds: duration, cpuPct, cpuSeconds, peakRss, generatorPct, postgresCpuSeconds, postgresPct };
}

function printTable(title: string, run: Awaited<ReturnType<typeof runLoad>>): { p99: number; errors: number; served: number } {
  console.log(`\n### ${title}\n`);
  console.log("| request | rate /s | p50 ms | p95 ms | p99 ms | max ms | errors | statuses |");
  console.log("|---|---|---|---|---|---|---|---|");
  const all: number[] = [];
  let errors = 0;
  for (const r of run.results) {
    const s = [...r.times].sort((a, b) => a - b);
    all.push(...s);
    errors += r.errors;
    const statuses = Object.entries(r.statuses).map(([k, v]) => `${k}×${v}`).join(" ");
    console.log(`| ${r.name} | ${(r.sent / run.seconds).toFixed(1)} | ${pct(s, 50).toFixed(0)} | ${pct(s, 95).toFixed(0)} | ${pct(s, 99).toFixed(0)} | ${Math.max(...s).toFixed(0)} | ${r.errors} | ${statuses} |`);
  }
  all.sort((a, b) => a - b);
  console.log(`| **all** | **${(all.length / run.seconds).toFixed(1)}** | **${pct(all, 50).toFixed(0)}** | **${pct(all, 95).toFixed(0)}** | **${pct(all, 99).toFixed(0)}** | **${Math.max(...all).toFixed(0)}** | **${errors}** | |`);
  const others = `${run.postgresPct === null ? "" : `, PostgreSQL ${run.postgresPct.toFixed(0)}%`}, this load generator ${run.generatorPct.toFixed(0)}%`;
  console.log(`\nserver CPU ${run.cpuPct.toFixed(0)}% (of one core; 2 cores = 200%)${others}, peak RSS ${run.peakRss.toFixed(0)} MB, ${run.seconds.toFixed(1)} s`);
  return { p99: pct(all, 99), errors, served: all.length / run.seconds };
}

// ── main ─────────────────────────────────────────────────────────────────────────────────────
if (!fs.existsSync(path.join(distDir, "BUILD_ID"))) {
  console.log("[load] no production build: running `npm run build`");
  if (spawnSync("npm", ["run", "build"], { stdio: "inherit" }).status !== 0) process.exit(1);
}
const env = await prepareDatabase();
const server = startServer(env);
try {
  await waitForServer(`${base}/api/ready`, 120_000);
  const shoppers = await loadShoppers(env);
  console.log(`[load] ${shoppers.length} shoppers signed in; ${args.engine}, ${args.instances} instance(s)`);
  const kinds = scenario(actionIds()).filter((k) => !args.kinds.length || args.kinds.includes(k.name));
  if (!kinds.length) throw new Error(`--kinds matched no request kind`);
  // Sign-ins are part of the mix too: separate accounts, since one account allows few sign-ins.
  await runLoad(kinds, shoppers, Math.min(20, args.rate), 10, server.pid!); // warm-up, not reported
  if (args.cost > 0) {
    console.log(`\n### CPU per request, each kind alone at ${args.cost} req/s for ${args.duration} s (${args.engine}, ${args.instances} instance(s))\n`);
    console.log("| request | served /s | p50 ms | p99 ms | server CPU ms/req | PostgreSQL CPU ms/req |");
    console.log("|---|---|---|---|---|---|");
    for (const kind of kinds) {
      const run = await runLoad([kind], shoppers, args.cost, args.duration, server.pid!);
      const r = run.results[0];
      const s = [...r.times].sort((a, b) => a - b);
      const serverMs = (run.cpuSeconds * 1000) / Math.max(1, r.sent);
      const pgMs = run.postgresCpuSeconds === null ? "(in the server)" : ((run.postgresCpuSeconds * 1000) / Math.max(1, r.sent)).toFixed(1);
      console.log(`| ${kind.name} | ${(r.sent / run.seconds).toFixed(1)} | ${pct(s, 50).toFixed(0)} | ${pct(s, 99).toFixed(0)} | ${serverMs.toFixed(1)} | ${pgMs} |${r.errors ? ` ${r.errors} errors` : ""}`);
    }
  }
  const rates = args.cost > 0 ? [] : args.findMax.length ? args.findMax : [args.rate];
  let best = 0;
  for (const rate of rates) {
    const run = await runLoad(kinds, shoppers, rate, args.duration, server.pid!);
    const { p99, errors, served } = printTable(`${args.engine}, ${args.instances} instance(s), ${rate} requests/s offered for ${args.duration} s`, run);
    if (p99 <= 300 && errors === 0 && served >= rate * 0.97) best = rate;
    else if (args.stopAtMiss) break;
  }
  // Sign-in latency, measured separately: argon2 verification is deliberately slow.
  const signInTimes: number[] = [];
  for (let i = 0; i < Math.min(40, Number(process.env.LOAD_SIGNIN_ACCOUNTS ?? 80)); i++) {
    const t = performance.now();
    await signIn(loadEmail("signin", i));
    signInTimes.push(performance.now() - t);
  }
  signInTimes.sort((a, b) => a - b);
  console.log(`\nsign-in (csrf + credentials callback, sequential ×${signInTimes.length}): p50 ${pct(signInTimes, 50).toFixed(0)} ms, p95 ${pct(signInTimes, 95).toFixed(0)} ms, max ${signInTimes.at(-1)!.toFixed(0)} ms`);
  if (args.findMax.length) console.log(`\nhighest offered rate meeting p99 ≤ 300 ms with 0 errors: ${best || "none of those tried"} requests/s`);
} finally {
  server.kill("SIGTERM");
}
