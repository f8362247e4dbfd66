/**
 * Two production servers (`next start` on two ports) on one PostgreSQL, as behind a load balancer:
 * a session made on one works on the other, and the sign-in limit is one counter whichever
 * instance the attempts reach. (Scheduled scrapes running once across instances: see
 * src/modules/scraping/scheduler tests.) Needs a production build (CI builds before `npm test`).
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hashPassword } from "../../src/server/auth/password";

const PORTS = [3393, 3394];
const bases = PORTS.map((p) => `http://127.0.0.1:${p}`);
const distDir = process.env.NEXT_DIST_DIR || ".next";
const SECRET = "multi-instance-secret-multi-instance-secret-0123";
const USER = { email: `multi-${process.pid}@example.test`, password: "Multi!234567" };
const VICTIM = { email: `locked-${process.pid}@example.test`, password: "Locked!234567" };

const servers: ChildProcess[] = [];
const output: string[] = [];
let admin: pg.Client;

async function waitFor(check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check().catch(() => false)) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`timed out; servers said:\n${output.join("").slice(-3000)}`);
}

function cookiesOf(res: Response): string[] {
  const jar = new Map<string, string>();
  for (const c of res.headers.getSetCookie()) jar.set(c.split("=")[0], c.split(";")[0]);
  return [...jar.values()];
}

/** Auth.js credentials callback; returns the session cookie (if any) and where it redirected. */
async function signIn(base: string, email: string, password: string): Promise<{ session: string | null; location: string }> {
  const csrf = await fetch(`${base}/api/auth/csrf`);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const res = await fetch(`${base}/api/auth/callback/credentials`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cookiesOf(csrf).join("; "), Origin: base },
    body: new URLSearchParams({ email, password, portal: "shopper", csrfToken, callbackUrl: `${base}/` }).toString(),
  });
  return { session: cookiesOf(res).find((c) => c.includes("session-token=")) ?? null, location: res.headers.get("location") ?? "" };
}

async function createUser(u: { email: string; password: string }): Promise<void> {
  await admin.query("delete from users where email = $1", [u.email]);
  const row = await admin.query("insert into users (email, password_hash, role, email_verified_at) values ($1, $2, 'shopper', now()) returning id", [u.email, await hashPassword(u.password)]);
  await admin.query("insert into profiles (user_id, name, accepted_terms, accepted_terms_date) values ($1, 'Multi', true, now())", [row.rows[0].id]);
}

beforeAll(async () => {
  if (!fs.existsSync(path.join(distDir, "BUILD_ID"))) throw new Error(`No production build in ${distDir}: run \`npm run build\` first (CI does).`);
  admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  await createUser(USER);
  await createUser(VICTIM);
  await admin.query("delete from rate_limit_hits where bucket ilike $1", [`%${VICTIM.email}%`]);
  for (const [i, port] of PORTS.entries()) {
    const child = spawn(process.execPath, ["node_modules/next/dist/bin/next", "start", "-p", String(port), "-H", "127.0.0.1"], {
      env: { ...process.env, CATALOGUE_INDEX: "off", NODE_ENV: "production", APP_URL: bases[i], AUTH_URL: bases[i], AUTH_SECRET: SECRET, STRIPE_SECRET_KEY: "", DEMO_SITES_PORT: "0", SCRAPING_WORKER: "off" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stdout!.on("data", (d) => output.push(String(d)));
    child.stderr!.on("data", (d) => output.push(String(d)));
    servers.push(child);
  }
  for (const base of bases) await waitFor(async () => (await fetch(`${base}/api/ready`)).ok, 90_000);
});

afterAll(async () => {
  for (const s of servers) if (s.exitCode === null) s.kill("SIGKILL");
  await admin?.query("delete from users where email = any($1)", [[USER.email, VICTIM.email]]).catch(() => undefined);
  await admin?.end();
});

describe("two instances on one PostgreSQL", () => {
  it("a session signed in on one instance works on the other", async () => {
    const { session } = await signIn(bases[0], USER.email, USER.password);
    expect(session).not.toBeNull();
    const onOther = await fetch(`${bases[1]}/lists`, { headers: { Cookie: session! }, redirect: "manual" });
    expect(onOther.status).toBe(200);
    const anonymous = await fetch(`${bases[1]}/lists`, { redirect: "manual" });
    expect([302, 303, 307]).toContain(anonymous.status);
  });

  it("failed sign-ins spread over both instances share one limit per account", async () => {
    const outcomes: string[] = [];
    for (let i = 0; i < 3; i++) outcomes.push((await signIn(bases[i % 2], VICTIM.email, "wrong-password-1")).location);
    for (const location of outcomes) expect(location).not.toContain("rate_limited");
    // The spec's 3 per 5 minutes is spent across the two doors: the next attempt is refused on either
    // instance, even with the right password.
    const locked = await signIn(bases[1], VICTIM.email, VICTIM.password);
    expect(locked.session).toBeNull();
    expect(locked.location).toContain("rate_limited");
    const lockedToo = await signIn(bases[0], VICTIM.email, VICTIM.password);
    expect(lockedToo.session).toBeNull();
    expect(lockedToo.location).toContain("rate_limited");
  });
});
