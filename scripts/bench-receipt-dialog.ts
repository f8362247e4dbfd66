/**
 * Receipt scanning as a shopper feels it: drives the real Scan Receipt dialog on /lists in
 * Chromium against a production server and times, per fresh browser profile (a new user: no
 * cached language model),
 *   first    — dialog opens, the photo is chosen at once (worst case for the warm-up), until the
 *              found items (or "No items found") show;
 *   later    — Upload Different, the same photo again, same page;
 *   reopened — dialog closed and opened again, the same photo (the worker stays warm);
 *   another  — Upload Different, another receipt of about the same size (--other): warm worker,
 *              but nothing prepared for this photo yet;
 *   reload   — the page reloaded (new worker, language model from the IndexedDB cache).
 * Targets (issue 16): first ≤ 5 s, later ≤ 2 s. Each scan also lists its step marks
 * (src/modules/receipts/browser/scan-marks.ts), so a slow one shows where the time went.
 *
 *   NEXT_DIST_DIR=.next-g2 npm run build
 *   NEXT_DIST_DIR=.next-g2 BENCH_PORT=3112 DATABASE_URL=postgres://…/cw_d1_e2e npx tsx scripts/bench-receipt-dialog.ts [--runs 3] [--photo <png>] [--other <png>] [--think-ms 0]
 *
 * Migrates and seeds a reset database and serves the existing build itself unless BENCH_BASE_URL
 * points at a running server. Prints a table; nothing is asserted.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import path from "node:path";
import { chromium, type Browser, type Locator, type Page } from "@playwright/test";
import pg from "pg";
import { waitForServer } from "./lib/wait-for-server";

const args = process.argv.slice(2);
const arg = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};
const RUNS = Number(arg("runs", "3"));
const PHOTO = path.resolve(arg("photo", "tests/fixtures/receipts/nz-countdown-02/clean.png"));
const OTHER = path.resolve(arg("other", "tests/fixtures/receipts/nz-paknsave-03/clean.png"));
const THINK_MS = Number(arg("think-ms", "0"));
const PORT = Number(process.env.BENCH_PORT ?? 3112);
const BASE = process.env.BENCH_BASE_URL ?? `http://127.0.0.1:${PORT}`;
const SHOPPER = { email: "shopper@cartwise.demo", password: "Shopper!2345" };

/**
 * Migrate + seed a reset database, then serve the existing production build (like scripts/start.ts,
 * but never rebuilding: in a shared tree some source file is always newer than the build).
 */
function startServer(): ChildProcess {
  // The session cookie is read with AUTH_SECRET from the environment (src/server/auth/session-cookie.ts).
  const secret = process.env.AUTH_SECRET ?? randomBytes(32).toString("hex");
  const env = { ...process.env, AUTH_SECRET: secret, PORT: String(PORT), HOSTNAME: "127.0.0.1", CARTWISE_RESET_DB: "true", APP_URL: BASE, NEXT_TELEMETRY_DISABLED: "1" };
  const prep = spawnSync("npx", ["tsx", "--conditions=react-server", "--import", "./scripts/lib/next-react-server.mjs", "scripts/db-prepare.ts"], { stdio: ["ignore", "ignore", "inherit"], env });
  if (prep.status !== 0) throw new Error("database preparation failed");
  return spawn(process.execPath, ["scripts/serve.mjs"], { stdio: ["ignore", "ignore", "inherit"], env, detached: true });
}

async function login(page: Page): Promise<void> {
  await page.goto(`${BASE}/login?from=${encodeURIComponent("/lists")}`);
  await page.getByLabel("Email", { exact: true }).fill(SHOPPER.email);
  await page.getByLabel("Password", { exact: true }).fill(SHOPPER.password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith("/login"));
  if (!new URL(page.url()).pathname.startsWith("/lists")) await page.goto(`${BASE}/lists`);
  await page.getByRole("heading", { level: 1, name: "My Shopping Lists" }).waitFor();
}

async function openDialog(page: Page): Promise<Locator> {
  await page.getByRole("button", { name: "Scan Receipt" }).click();
  const dialog = page.getByRole("dialog", { name: "Scan Receipt" });
  await dialog.waitFor();
  return dialog;
}

/** ms from just before the photo is handed over to each step mark the dialog left (src/modules/receipts/browser/scan-marks.ts). */
type Steps = Record<string, number>;

async function readSteps(page: Page): Promise<Steps> {
  return page.evaluate(() => {
    const marks = performance.getEntriesByType("mark").filter((m) => m.name.startsWith("receipt-scan:"));
    const t0 = marks.find((m) => m.name === "receipt-scan:bench-start")?.startTime ?? 0;
    performance.clearMarks();
    return Object.fromEntries(marks.map((m) => [m.name.slice("receipt-scan:".length), m.startTime - t0]));
  });
}

/**
 * Choose the photo and time until the review list (or the empty result) is on screen, on the
 * page's own clock: from just before the file is handed over to the animation frame in which the
 * list is first in the dialog (polled every frame; that frame is then painted). `waited` is the
 * bench's earlier measure, a Playwright locator waitFor on the bench's clock: it polls at 0, 20,
 * 50, 100, 100 and then every 500 ms, so it reads up to half a second more than any shopper sees.
 */
async function timeScan(dialog: Locator, photo = PHOTO): Promise<{ ms: number; waited: number; items: number; steps: Steps }> {
  if (THINK_MS > 0) await new Promise((r) => setTimeout(r, THINK_MS));
  const page = dialog.page();
  const benchStart = await page.evaluate(() => {
    performance.clearMarks();
    return performance.mark("receipt-scan:bench-start").startTime;
  });
  const t0 = performance.now();
  await dialog.getByLabel("Choose Image").setInputFiles(photo);
  const items = dialog.getByRole("list", { name: "Items found on the receipt" });
  const locatorSaw = items
    .or(dialog.getByText("No items found"))
    .first()
    .waitFor({ timeout: 180_000 })
    .then(() => performance.now() - t0);
  const onScreen = await page.waitForFunction(
    () => {
      const box = document.querySelector('[role="dialog"]');
      const found = box?.querySelector('ul[aria-label="Items found on the receipt"]') || (box?.textContent ?? "").includes("No items found");
      return found ? performance.now() : false;
    },
    undefined,
    { polling: "raf", timeout: 180_000 },
  );
  const shownAt = (await onScreen.jsonValue()) as number;
  const waited = await locatorSaw;
  const steps = await readSteps(page);
  return { ms: shownAt - benchStart, waited, items: (await items.count()) ? await items.getByRole("listitem").count() : 0, steps };
}

/** "chosen 12 · prepare 15 · …": each step's start, ms after the bench began handing the photo over. */
const fmtSteps = (steps: Steps) =>
  Object.entries(steps)
    .filter(([k]) => k !== "bench-start")
    .sort((a, b) => a[1] - b[1])
    .map(([k, v]) => `${k} ${Math.round(v)}`)
    .join(" · ");

/**
 * Each run spends 5 of the demo shopper's 10 scans per 10 minutes (scan_receipt): the bench clears
 * that counter in its own throwaway database between runs so every run scans (a rate-limited scan
 * would only show the toast). Only with DATABASE_URL, i.e. the server this script started.
 */
async function clearScanLimit(): Promise<void> {
  if (process.env.BENCH_BASE_URL || !process.env.DATABASE_URL) return;
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    await client.query("delete from rate_limit_hits where bucket like 'scan_receipt:%'");
  } finally {
    await client.end();
  }
}

async function oneRun(browser: Browser) {
  await clearScanLimit();
  const context = await browser.newContext();
  const page = await context.newPage();
  await login(page);
  let dialog = await openDialog(page);
  const first = await timeScan(dialog);
  await dialog.getByRole("button", { name: "Upload Different" }).click();
  const later = await timeScan(dialog);
  await page.keyboard.press("Escape");
  await dialog.waitFor({ state: "hidden" });
  dialog = await openDialog(page);
  const reopened = await timeScan(dialog);
  await dialog.getByRole("button", { name: "Upload Different" }).click();
  const another = await timeScan(dialog, OTHER);
  await page.reload();
  await page.getByRole("heading", { level: 1, name: "My Shopping Lists" }).waitFor();
  dialog = await openDialog(page);
  const reload = await timeScan(dialog);
  await context.close();
  return { first, later, reopened, another, reload };
}

const fmt = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function main() {
  let server: ChildProcess | null = null;
  if (!process.env.BENCH_BASE_URL) server = startServer();
  try {
    await waitForServer(`${BASE}/login`, 600_000);
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"],
    });
    const rows: Awaited<ReturnType<typeof oneRun>>[] = [];
    for (let i = 0; i < RUNS; i++) {
      const r = await oneRun(browser);
      rows.push(r);
      console.log(`run ${i + 1}: first ${fmt(r.first.ms)} (${r.first.items} items) · later ${fmt(r.later.ms)} · reopened ${fmt(r.reopened.ms)} · another ${fmt(r.another.ms)} (${r.another.items} items) · after reload ${fmt(r.reload.ms)}`);
      for (const k of ["first", "later", "reopened", "another", "reload"] as const) {
        console.log(`  ${k.padEnd(8)} on screen ${Math.round(r[k].ms)} · locator waitFor ${Math.round(r[k].waited)} · steps (ms): ${fmtSteps(r[k].steps)}`);
      }
    }
    await browser.close();
    const kinds = ["first", "later", "reopened", "another", "reload"] as const;
    const target: Record<(typeof kinds)[number], string> = { first: "≤ 5 s", later: "≤ 2 s", reopened: "≤ 2 s", another: "–", reload: "–" };
    console.log(`\nReceipt dialog, ${path.relative(process.cwd(), PHOTO)} (another: ${path.relative(process.cwd(), OTHER)}), ${RUNS} fresh profiles, photo chosen ${THINK_MS} ms after the dialog opened`);
    console.log("| scan | median | min | max | target | locator waitFor (median) |");
    console.log("|---|---|---|---|---|---|");
    for (const k of kinds) {
      const xs = rows.map((r) => r[k].ms);
      const waited = median(rows.map((r) => r[k].waited));
      console.log(`| ${k} | ${fmt(median(xs))} | ${fmt(Math.min(...xs))} | ${fmt(Math.max(...xs))} | ${target[k]} | ${fmt(waited)} |`);
    }
  } finally {
    if (server?.pid) {
      try {
        process.kill(-server.pid, "SIGTERM");
      } catch {
        // already gone
      }
    }
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
