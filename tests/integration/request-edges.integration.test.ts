/**
 * Issue 23's request-edge classes on a real production server (`next start` on 127.0.0.1, with
 * scripts/client-address.mjs loaded as in production) over the test PostgreSQL:
 * webhook bodies bounded before reading (class 4), uploads served inert (8), sign-up limits keyed
 * on the socket address (10), Auth.js callbackUrl edges and log lines (11), crafted server-action
 * bodies answering 4xx (6, the fuzz). Needs a production build (`npm run build`).
 */
import http from "node:http";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { actionId, assertProductionBuild, freePort, startNextServer, type TestServer, waitReady } from "../support/next-server";
import { getTestDb, truncateAll } from "../setup/db";
import { tables } from "@/server/db";
import { createTestUser } from "@/modules/users/testing/factories";
import { AUTH_TOASTS, FORM_TEXT } from "@/modules/users/messages";
import { ACTION_FUZZ_ORIGIN, craftedActionBodies } from "../support/action-fuzz";

const PORT = await freePort();
const BASE = `http://127.0.0.1:${PORT}`;
const UPLOADS = `${process.env.TMPDIR ?? "/tmp"}/cw-edges-${process.pid}-${Date.now()}`;
let server: TestServer;

interface Raw { status: number; headers: http.IncomingHttpHeaders; body: string }

/** One HTTP request from a chosen local address (127.0.0.0/8 is all loopback on Linux). */
function request(opts: { method?: string; path: string; headers?: Record<string, string>; body?: string | Buffer | (() => AsyncIterable<Buffer>); from?: string; onResponse?: () => void }): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port: PORT, method: opts.method ?? "GET", path: opts.path, headers: opts.headers, localAddress: opts.from ?? "127.0.0.1" }, (res) => {
      opts.onResponse?.();
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => {
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString("utf8") });
        // An upload still streaming when the answer is complete is abandoned.
        if (!req.writableFinished) req.destroy();
      });
    });
    req.on("error", (e) => (req.destroyed && (e as NodeJS.ErrnoException).code === "ECONNRESET" ? undefined : reject(e)));
    const body = opts.body;
    if (typeof body === "function") {
      void (async () => {
        try {
          for await (const chunk of body()) {
            if (req.destroyed) return;
            if (!req.write(chunk)) await new Promise((r) => { req.once("drain", r); req.once("close", r); });
          }
          req.end();
        } catch {
          req.destroy();
        }
      })();
    } else {
      req.end(body);
    }
  });
}

/** A server action called as the browser does (text/plain JSON), from `from`. */
function action(page: string, id: string, arg: unknown, from: string, headers: Record<string, string> = {}): Promise<Raw> {
  return request({ method: "POST", path: page, from, body: JSON.stringify([arg]), headers: { "Next-Action": id, "Content-Type": "text/plain;charset=UTF-8", Accept: "text/x-component", Origin: BASE, ...headers } });
}

beforeAll(async () => {
  assertProductionBuild();
  const db = await getTestDb();
  await truncateAll(db);
  server = startNextServer(PORT, { UPLOADS_DIR: UPLOADS, TRUST_PROXY_HEADERS: "false", STRIPE_WEBHOOK_SECRET: "whsec_edges_test" });
  await waitReady(server);
});

afterAll(async () => {
  await server?.stop();
  fs.rmSync(UPLOADS, { recursive: true, force: true });
});

describe("class 4: Stripe webhook bodies are bounded before they are read", () => {
  it("refuses a declared Content-Length over 1 MB with 413 without waiting for the body", async () => {
    const started = Date.now();
    // The body is never sent in full: a server reading it would wait for the rest and time out.
    let answered = false;
    const res = await request({
      method: "POST", path: "/api/stripe/webhook", headers: { "Content-Type": "application/json", "Content-Length": String(128 * 1024 * 1024), "Stripe-Signature": "t=1,v1=00" },
      onResponse: () => (answered = true),
      body: () => (async function* () {
        yield Buffer.alloc(1024);
        for (let i = 0; i < 300 && !answered; i++) await new Promise((r) => setTimeout(r, 100));
      })(),
    });
    expect(res.status).toBe(413);
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it("cuts off a chunked body (no length) once it passes 1 MB with 413, never reading the rest", async () => {
    let sent = 0;
    let sentWhenAnswered = -1;
    const res = await request({
      method: "POST", path: "/api/stripe/webhook", headers: { "Content-Type": "application/json", "Transfer-Encoding": "chunked", "Stripe-Signature": "t=1,v1=00" },
      onResponse: () => (sentWhenAnswered = sent),
      body: () => (async function* () {
        // Up to 128 MB offered; the server must answer long before.
        for (let i = 0; i < 2048; i++) {
          sent += 64 * 1024;
          yield Buffer.alloc(64 * 1024, 0x20);
        }
      })(),
    });
    expect(res.status).toBe(413);
    // Answered after about 1 MB (plus what the sockets buffer), not after the 128 MB on offer.
    expect(sentWhenAnswered).toBeGreaterThan(1024 * 1024);
    expect(sentWhenAnswered).toBeLessThan(16 * 1024 * 1024);
  });

  it("still reads a small body and checks its signature (400, not 413)", async () => {
    const res = await request({ method: "POST", path: "/api/stripe/webhook", headers: { "Content-Type": "application/json", "Stripe-Signature": "t=1,v1=00" }, body: JSON.stringify({ id: "evt_1", type: "checkout.session.completed" }) });
    expect(res.status).toBe(400);
  });
});

describe("class 8: uploads are served inert", () => {
  it("answers /api/uploads/… with default-src 'none'; sandbox and nosniff — stored file or not — while pages keep the site policy", async () => {
    const db = await getTestDb();
    const user = await createTestUser(db, { role: "retailer" });
    const [r] = await db.insert(tables.retailers).values({ userId: user.id, name: "Inert", address: "1 Long Street, Town" }).returning({ id: tables.retailers.id });
    const name = `${"a".repeat(32)}.png`;
    fs.mkdirSync(path.join(UPLOADS, "logos"), { recursive: true });
    fs.writeFileSync(path.join(UPLOADS, "logos", name), Buffer.from("89504e470d0a1a0a", "hex"));
    await db.insert(tables.uploadedFiles).values({ id: name, retailerId: r.id, purpose: "logo", contentType: "image/png", byteSize: 8, storageKey: `logos/${name}` });
    for (const p of [`/api/uploads/${name}`, `/api/uploads/${"b".repeat(32)}.png`, "/api/uploads/..%2f..%2fetc%2fpasswd"]) {
      const res = await request({ path: p });
      expect([200, 404], p).toContain(res.status);
      // One policy, the inert one: a second (site-wide) header would be enforced alongside it.
      expect(res.headers["content-security-policy"], p).toBe("default-src 'none'; sandbox");
      expect(res.headers["x-content-type-options"], p).toBe("nosniff");
    }
    expect((await request({ path: `/api/uploads/${name}` })).status).toBe(200);
    const page = await request({ path: "/login" });
    expect(page.headers["content-security-policy"]).toMatch(/script-src 'self' 'nonce-/);
  });
});

describe("class 10: sign-up limits count direct clients by their socket address", () => {
  const password = "Str0ng!pass";
  const shopper = (email: string) => ({ email, password, confirmPassword: password, acceptedTerms: true });
  const retailer = (email: string) => ({ email, password, businessName: "Fresh Foods", address: "12 Queen Street, Auckland", gstNumber: "" });
  let n = 0;
  const email = () => `edge-${Date.now()}-${n++}@example.com`;

  it("refuses the 11th sign-up from one address (both doors share the bucket), forged headers do not help, another address still signs up", async () => {
    const shopperId = actionId("signUpAction");
    const retailerId = actionId("retailerSignUpAction");
    const client = "127.0.0.1"; // the loopback address is counted like any other client
    const outcomes: string[] = [];
    // 10 per 10 minutes per client (LIMITS.signUpClient, SIGNUP_LIMIT_PER_CLIENT): 3 shopper and 7 retailer sign-ups pass.
    for (let i = 0; i < 10; i++) {
      const res = i < 3 ? await action("/login", shopperId, shopper(email()), client) : await action("/retailer/auth", retailerId, retailer(email()), client);
      outcomes.push(`${res.status}:${/"ok":true/.test(res.body)}`);
    }
    expect(outcomes).toEqual(Array(10).fill("200:true"));
    const fourthShopper = await action("/login", shopperId, shopper(email()), client);
    expect(fourthShopper.status).toBe(200);
    expect(fourthShopper.body).toContain(FORM_TEXT.tooManySignups);
    const moreRetailer = await action("/retailer/auth", retailerId, retailer(email()), client, { "X-Cartwise-Peer": "198.51.100.7", "X-Forwarded-For": "198.51.100.8" });
    expect(moreRetailer.body).toContain(AUTH_TOASTS.tooManyAttempts.description);
    expect(moreRetailer.body).toContain('"code":"RATE_LIMITED"');
    // Another client is not affected.
    const other = await action("/login", shopperId, shopper(email()), "127.0.0.3");
    expect(other.body).toContain('"ok":true');
  });
});

describe("class 11: Auth.js edges", () => {
  it("answers an unusable callbackUrl with 400 (query or cookie), and a usable one as before", async () => {
    expect((await request({ path: "/api/auth/signin?callbackUrl=x" })).status).toBe(400);
    expect((await request({ path: "/api/auth/session", headers: { Cookie: "authjs.callback-url=x" } })).status).toBe(400);
    expect((await request({ path: "/api/auth/providers?callbackUrl=javascript%3Aalert(1)" })).status).toBe(400);
    const fine = await request({ path: `/api/auth/signin?callbackUrl=${encodeURIComponent("/lists")}` });
    expect(fine.status).toBeLessThan(400);
    const csrf = await request({ path: "/api/auth/csrf" });
    expect(csrf.status).toBe(200);
  });

  it("writes no forged log line from a newline in a request value", async () => {
    const marker = `FORGED-${Date.now()}`;
    const before = server.output.join("").length;
    for (const p of [`/api/auth/signin?callbackUrl=x%0A${marker}%20admin%20signed%20in`, `/api/auth/signin?callbackUrl=${encodeURIComponent("https://x/\r\n" + marker)}`, `/api/auth/session`]) {
      const res = await request({ path: p, headers: p.endsWith("session") ? { Cookie: `authjs.callback-url=${encodeURIComponent(`x\n${marker}`)}` } : {} });
      expect(res.status, p).toBeLessThan(500);
    }
    await new Promise((r) => setTimeout(r, 500));
    const lines = server.output.join("").slice(before).split(/\r?\n/);
    expect(lines.filter((l) => l.trimStart().startsWith(marker))).toEqual([]);
  });
});

describe("class 6: crafted server-action bodies answer 4xx", () => {
  it(`fuzz: ${ACTION_FUZZ_ORIGIN} — no crafted body to any action id answers 5xx; real calls still work`, async () => {
    const ids = ["signInAction", "signUpAction", "retailerLoginAction", "addItemAction"].map((n) => actionId(n));
    ids.push("00".repeat(21)); // an id no build has
    const statuses = new Map<number, number>();
    const fivexx: string[] = [];
    let count = 0;
    for (const id of ids) {
      for (const crafted of craftedActionBodies(id.length)) {
        const res = await request({ method: "POST", path: "/login", body: crafted.body, headers: { "Next-Action": id, "Content-Type": crafted.contentType, Accept: "text/x-component", Origin: BASE } });
        count++;
        statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        if (res.status >= 500) fivexx.push(`${res.status} ${crafted.name} → ${id.slice(0, 8)}`);
      }
    }
    console.log(`[action fuzz] ${count} requests; statuses ${JSON.stringify(Object.fromEntries(statuses))}; 5xx: ${fivexx.length}`);
    expect(count).toBeGreaterThan(300);
    expect(fivexx).toEqual([]);
    // The real shapes keep working: JSON arguments, and FormData arguments sent as multipart.
    const signIn = await action("/login", actionId("signInAction"), { email: "nobody@example.com", password: "Wrong!pass1" }, "127.0.0.4");
    expect(signIn.status).toBe(200);
    expect(signIn.body).toContain('"ok":false');
    const form = new FormData();
    form.append("0", '[{"email":"nobody@example.com","password":"Wrong!pass1","note":"$$dollar"}]');
    const multipart = await fetch(`${BASE}/login`, { method: "POST", body: form, headers: { "Next-Action": actionId("signInAction"), Accept: "text/x-component", Origin: BASE } });
    expect(multipart.status).toBe(200);
  });
});
