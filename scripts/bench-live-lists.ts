/**
 * Live-update latency of shared lists (issue 16, decision 021), as two people feel it: shopper A
 * and shopper B each have the same shared list open in their own Chromium context; A adds an item
 * through the real form and the script times, per add,
 *   A sees own  — A's click on Add Item until the item shows on A's screen (the action round trip);
 *   B notified  — until the list's `change` event reaches B's browser (server-sent events);
 *   B sees      — until the item shows on B's screen without a reload (event + re-read of the list).
 *
 *   NEXT_DIST_DIR=.next-x npm run build
 *   NEXT_DIST_DIR=.next-x BENCH_PORT=3301 DATABASE_URL=postgres://…/cw_bench npm run bench:live -- [--adds 20] [--gap-ms 400] [--instances 2]
 *   BENCH_BASE_URL=http://127.0.0.1:3000 [BENCH_BASE_URL_B=http://127.0.0.1:3001] MAIL_OUTBOX_DIR=./.data/outbox npm run bench:live
 *
 * Without BENCH_BASE_URL it resets DATABASE_URL, migrates, seeds and serves the existing build
 * itself (`--instances 2`: a second server on BENCH_PORT+1 over the same PostgreSQL, and B uses
 * it, so every notice crosses instances through LISTEN/NOTIFY; BENCH_PORT_B picks its port). Two fresh accounts sign up, A
 * shares a new list with B through the e-mailed link (read from MAIL_OUTBOX_DIR), and the list is
 * deleted at the end. Prints a table; nothing is asserted.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { chromium, type Page } from "@playwright/test";
import { waitForServer } from "./lib/wait-for-server";

const args = process.argv.slice(2);
const arg = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};
const ADDS = Number(arg("adds", "20"));
const GAP_MS = Number(arg("gap-ms", "400"));
const INSTANCES = Number(arg("instances", "1"));
const PORT = Number(process.env.BENCH_PORT ?? 3301);
const PORT_B = Number(process.env.BENCH_PORT_B ?? PORT + 1);
const BASE_A = process.env.BENCH_BASE_URL ?? `http://127.0.0.1:${PORT}`;
const BASE_B = process.env.BENCH_BASE_URL_B ?? (process.env.BENCH_BASE_URL ? BASE_A : INSTANCES > 1 ? `http://127.0.0.1:${PORT_B}` : BASE_A);
const OUTBOX = process.env.MAIL_OUTBOX_DIR ?? (process.env.BENCH_BASE_URL ? "./.data/outbox" : "./.data/bench-live-outbox");
const PASSWORD = "Bench!live-2345";

/** Reset + migrate + seed once, then serve the existing build (never rebuilding) on one or two ports. */
function startServers(): ChildProcess[] {
  if (!process.env.DATABASE_URL) throw new Error("set DATABASE_URL (a throwaway PostgreSQL database: it is reset) or BENCH_BASE_URL");
  // One signing secret for every instance (a session made on one is valid on the other).
  const secret = process.env.AUTH_SECRET ?? randomBytes(32).toString("hex");
  const [markerName, markerValue] = MARKER.split("=");
  const base = { ...process.env, [markerName]: markerValue, AUTH_SECRET: secret, HOSTNAME: "127.0.0.1", NEXT_TELEMETRY_DISABLED: "1", MAIL_OUTBOX_DIR: OUTBOX, SCRAPING_WORKER: "off", DEMO_SITES_PORT: "0" };
  const prep = spawnSync("npx", ["tsx", "--conditions=react-server", "--import", "./scripts/lib/next-react-server.mjs", "scripts/db-prepare.ts"], { stdio: ["ignore", "ignore", "inherit"], env: { ...base, CARTWISE_RESET_DB: "true" } });
  if (prep.status !== 0) throw new Error("database preparation failed");
  return [PORT, PORT_B].slice(0, Math.min(2, INSTANCES)).map((port) => {
    const url = `http://127.0.0.1:${port}`;
    return spawn(process.execPath, ["scripts/serve.mjs"], { stdio: ["ignore", "ignore", "inherit"], env: { ...base, PORT: String(port), APP_URL: url, AUTH_URL: url }, detached: true });
  });
}

/** Marks every process this run starts (next start hands the server to a process of its own). */
const MARKER = `CARTWISE_BENCH_LIVE=${process.pid}-${Date.now()}`;

/** Stops exactly the processes started by this run: those whose environment carries MARKER. */
function stopServers(): void {
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue;
    try {
      if (fs.readFileSync(`/proc/${entry}/environ`, "utf8").split("\0").includes(MARKER)) process.kill(Number(entry), "SIGTERM");
    } catch {
      // gone, or not ours to read
    }
  }
}

async function signUpAndIn(page: Page, base: string, email: string): Promise<void> {
  await page.goto(`${base}/login`);
  await page.getByRole("button", { name: "Sign up" }).click();
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByLabel("Confirm password", { exact: true }).fill(PASSWORD);
  await page.getByRole("checkbox").check();
  await page.getByRole("button", { name: "Create Account" }).click();
  await page.getByRole("heading", { name: "Sign in to Cartwise" }).waitFor();
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith("/login"));
}

async function inviteLink(to: string): Promise<string> {
  const until = Date.now() + 15_000;
  while (Date.now() < until) {
    if (fs.existsSync(OUTBOX)) {
      for (const f of fs.readdirSync(OUTBOX).filter((n) => n.endsWith(".json")).sort().reverse()) {
        const mail = JSON.parse(fs.readFileSync(path.join(OUTBOX, f), "utf8")) as { to: string; links: string[] };
        const link = mail.to === to ? mail.links.find((l) => l.includes("/lists/invite/")) : undefined;
        if (link) return new URL(link).pathname;
      }
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no invitation for ${to} in ${OUTBOX} (set MAIL_OUTBOX_DIR to the server's outbox)`);
}

/**
 * In a page: resolves with the page's Date.now() when an item named `name` is on screen. Written as
 * a string: tsx would wrap named inner functions in a helper the page does not have.
 */
function whenShown(page: Page, name: string): Promise<number> {
  return page.evaluate(`new Promise((resolve) => {
    const item = ${JSON.stringify(name)};
    const seen = () => [...document.querySelectorAll("li span")].some((s) => s.textContent === item);
    if (seen()) return resolve(Date.now());
    const observer = new MutationObserver(() => {
      if (!seen()) return;
      observer.disconnect();
      resolve(Date.now());
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  })`) as Promise<number>;
}

/** A second EventSource in B's page, recording when each `change` event arrives. */
async function listenForEvents(page: Page, listId: string): Promise<void> {
  await page.evaluate(
    (id) =>
      new Promise<void>((resolve) => {
        const w = window as unknown as { __benchEvents: number[] };
        w.__benchEvents = [];
        const source = new EventSource(`/api/lists/${id}/events`);
        source.addEventListener("ready", () => resolve(), { once: true });
        source.addEventListener("change", () => w.__benchEvents.push(Date.now()));
      }),
    listId,
  );
}

const eventsSeen = (page: Page) => page.evaluate(() => (window as unknown as { __benchEvents: number[] }).__benchEvents.slice());

function stats(xs: number[]) {
  const s = [...xs].sort((a, b) => a - b);
  const at = (p: number) => s[Math.min(s.length - 1, Math.ceil(p * s.length) - 1)];
  return { min: s[0], median: at(0.5), p95: at(0.95), max: s[s.length - 1] };
}

async function main() {
  const servers = process.env.BENCH_BASE_URL ? [] : startServers();
  try {
    await Promise.all([...new Set([BASE_A, BASE_B])].map((b) => waitForServer(`${b}/login`, 600_000)));
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"],
    });
    const a = await (await browser.newContext()).newPage();
    const b = await (await browser.newContext()).newPage();
    const stamp = Date.now().toString(36);
    const emailA = `bench-a-${stamp}@example.test`;
    const emailB = `bench-b-${stamp}@example.test`;
    await signUpAndIn(a, BASE_A, emailA);
    await signUpAndIn(b, BASE_B, emailB);

    const listName = `Bench live ${stamp}`;
    await a.goto(`${BASE_A}/lists`);
    await a.getByLabel("New list name").fill(listName);
    await a.getByRole("button", { name: "Create List" }).click();
    await a.getByRole("article", { name: listName }).getByRole("link", { name: "View List" }).click();
    await a.waitForURL(/\/lists\/[0-9a-f-]{36}$/);
    const listId = new URL(a.url()).pathname.split("/").pop()!;
    await a.getByRole("button", { name: "Share" }).click();
    await a.getByLabel("Invite by email").fill(emailB);
    await a.getByRole("button", { name: "Send invite" }).click();
    await a.getByRole("list", { name: "Pending invitations" }).getByText(emailB).waitFor();
    await a.getByRole("button", { name: "Done" }).click();
    await b.goto(`${BASE_B}${await inviteLink(emailB)}`);
    await b.getByRole("button", { name: "Join list" }).click();
    await b.waitForURL((url) => url.pathname === `/lists/${listId}`);
    await Promise.all([a.locator('[data-live="live"]').waitFor(), b.locator('[data-live="live"]').waitFor()]);
    await listenForEvents(b, listId);

    const own: number[] = [];
    const notified: number[] = [];
    const shown: number[] = [];
    for (let i = 1; i <= ADDS; i++) {
      const name = `Bench item ${i}`;
      const onB = whenShown(b, name);
      const onA = whenShown(a, name);
      const eventsBefore = (await eventsSeen(b)).length;
      await a.getByLabel("Item name").fill(name);
      const t0 = await a.evaluate(() => Date.now());
      await a.getByRole("button", { name: "Add Item" }).click();
      const [seenA, seenB] = await Promise.all([onA, onB]);
      const events = await eventsSeen(b);
      own.push(seenA - t0);
      shown.push(seenB - t0);
      if (events.length > eventsBefore) notified.push(events[eventsBefore] - t0);
      console.log(`add ${String(i).padStart(2)}: A sees own ${seenA - t0} ms · B notified ${events.length > eventsBefore ? `${events[eventsBefore] - t0} ms` : "–"} · B sees ${seenB - t0} ms`);
      await a.waitForTimeout(GAP_MS);
    }

    // Leave nothing behind but two bench accounts: A deletes the shared list.
    await a.getByRole("button", { name: "Delete List" }).click();
    await a.getByRole("dialog").getByRole("button", { name: "Delete List" }).click();
    await a.waitForURL((url) => url.pathname === "/lists");
    await browser.close();

    const engine = INSTANCES > 1 || BASE_A !== BASE_B ? `A on ${BASE_A}, B on ${BASE_B} (two instances, one PostgreSQL)` : `A and B on ${BASE_A}`;
    console.log(`\nShared-list live updates: ${ADDS} adds by A, ${GAP_MS} ms apart; ${engine}`);
    console.log("| from A's click on Add Item to | min | median | p95 | max |");
    console.log("|---|---|---|---|---|");
    for (const [label, xs] of [["A sees own item", own], ["B's browser gets the change event", notified], ["B sees the item (no reload)", shown]] as const) {
      if (!xs.length) continue;
      const s = stats(xs);
      console.log(`| ${label} | ${s.min} ms | ${s.median} ms | ${s.p95} ms | ${s.max} ms |`);
    }
  } finally {
    if (servers.length) stopServers();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
