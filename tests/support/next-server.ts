import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";

/**
 * Shared by the server-level tests (lifecycle, outage, PGlite crash, two instances): a production
 * `next start` on 127.0.0.1 from the build in NEXT_DIST_DIR (default .next), signing in through
 * Auth.js's credentials endpoint, and calling a server action the way the browser does.
 */
export const distDir = process.env.NEXT_DIST_DIR || ".next";

export function assertProductionBuild(): void {
  if (!fs.existsSync(path.join(distDir, "BUILD_ID"))) throw new Error(`No production build in ${distDir}: run \`npm run build\` first (CI does).`);
}

/**
 * A port nothing listens on right now. Fixed ports let a leftover or parallel server (another
 * run of the same test) answer in this test's place — talking to a database that is not ours.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export interface TestServer {
  base: string;
  child: ChildProcess;
  /** Everything the server printed, for failure messages. */
  output: string[];
  exited: Promise<number | null>;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** Starts `next start` on `port` with the test's environment plus `env` (no Stripe, demo sites or scrape worker unless asked). */
export function startNextServer(port: number, env: Record<string, string | undefined> = {}): TestServer {
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["--import", "./scripts/client-address.mjs", "node_modules/next/dist/bin/next", "start", "-p", String(port), "-H", "127.0.0.1"], {
    env: { ...process.env, NODE_ENV: "production", CATALOGUE_INDEX: "off", APP_URL: base, AUTH_URL: base, STRIPE_SECRET_KEY: "", DEMO_SITES_PORT: "0", SCRAPING_WORKER: "off", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output: string[] = [];
  child.stdout!.on("data", (d) => output.push(String(d)));
  child.stderr!.on("data", (d) => output.push(String(d)));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return {
    base,
    child,
    output,
    exited,
    async stop(signal: NodeJS.Signals = "SIGKILL") {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      return exited;
    },
  };
}

/** Thrown by a check when waiting longer cannot help. */
export class ServerExited extends Error {}

/** Polls `check` every 200 ms; on timeout throws with the tail of what the servers printed. */
export async function waitFor(check: () => Promise<boolean>, timeoutMs: number, output: string[] = []): Promise<number> {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    const ok = await check().catch((e) => {
      if (e instanceof ServerExited) throw e;
      return false;
    });
    if (ok) return Date.now() - start;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`timed out after ${timeoutMs} ms; server said:\n${output.join("").slice(-3000)}`);
}

/** Ready at /api/ready — and still our own process: a server that exited (port taken, crash) fails at once. */
export const waitReady = (server: TestServer, timeoutMs = 90_000) =>
  waitFor(
    async () => {
      if (server.child.exitCode !== null || server.child.signalCode !== null) throw new ServerExited(`the server exited (${server.child.exitCode ?? server.child.signalCode}):\n${server.output.join("").slice(-2000)}`);
      return (await fetch(`${server.base}/api/ready`)).ok;
    },
    timeoutMs,
    server.output,
  );

/** name=value pairs from Set-Cookie; a cookie set twice keeps its last value, as a browser would. */
export function cookiesOf(res: Response): string[] {
  const jar = new Map<string, string>();
  for (const c of res.headers.getSetCookie()) jar.set(c.split("=")[0], c.split(";")[0]);
  return [...jar.values()];
}

/** Auth.js's credentials sign-in: the session cookie (null when refused) and where it redirected. */
export async function signIn(base: string, email: string, password: string, portal = "shopper"): Promise<{ session: string | null; location: string }> {
  const csrf = await fetch(`${base}/api/auth/csrf`);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const res = await fetch(`${base}/api/auth/callback/credentials`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookiesOf(csrf).join("; "), Origin: base },
    body: new URLSearchParams({ email, password, portal, csrfToken, callbackUrl: `${base}/` }).toString(),
  });
  return { session: cookiesOf(res).find((c) => c.includes("session-token=")) ?? null, location: res.headers.get("location") ?? "" };
}

/** The build's id for an exported server action (`addItemAction`, …). */
export function actionId(exportedName: string): string {
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, "server", "server-reference-manifest.json"), "utf8")) as { node: Record<string, { exportedName?: string }> };
  const id = Object.entries(manifest.node).find(([, v]) => v.exportedName === exportedName)?.[0];
  if (!id) throw new Error(`server action ${exportedName} is not in the build's manifest`);
  return id;
}

export interface ActionOutcome { ms: number; status: number; ok: boolean; code: string | null }

/** Posts a server action as the browser does (RSC protocol); `ok` is the action's own { ok: true }. */
export async function callAction(base: string, page: string, id: string, arg: unknown, cookie: string, timeoutMs = 15_000): Promise<ActionOutcome> {
  const started = Date.now();
  try {
    const res = await fetch(`${base}${page}`, {
      method: "POST",
      headers: { Cookie: cookie, "Next-Action": id, "Content-Type": "text/plain;charset=UTF-8", Accept: "text/x-component", Origin: base },
      body: JSON.stringify([arg]),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await res.text();
    return { ms: Date.now() - started, status: res.status, ok: res.status === 200 && /"ok":true/.test(text), code: /"code":"([A-Z_]+)"/.exec(text)?.[1] ?? null };
  } catch {
    return { ms: Date.now() - started, status: 0, ok: false, code: "NETWORK" };
  }
}
