import { beforeEach, describe, expect, it, vi } from "vitest";
import { sql } from "drizzle-orm";
import { NextRequest } from "next/server";
import { getTestDb, truncateAll } from "../../../tests/setup/db";
import { tables } from "@/server/db";

/*
 * Issue 13 on PostgreSQL: one sign-in limit per account whichever door, the retailer door,
 * sign-up limits per client IP and per address, account enumeration, bounded security events,
 * capped bodies, empty query values, clear messages. Auth.js's cookie plumbing is replaced as in
 * access.integration.test.ts; the request context is mutable so tests can change the client IP.
 */
const { sessionJar: jar } = await import("../../../tests/support/mocked-session");
vi.mock("@/server/auth/auth", () => import("../../../tests/support/mocked-session").then((m) => m.mockedAuthModule()));
vi.mock("@/server/request", () => import("../../../tests/support/mocked-session").then((m) => m.mockedRequestModule()));
vi.mock("next/cache", () => import("../../../tests/support/mocked-session").then((m) => m.mockedCacheModule()));

const { signInAction, signUpAction } = await import("./auth-actions");
const { confirmEmailAction } = await import("./actions");
const { retailerLoginAction, retailerSignUpAction } = await import("@/modules/retailers/auth/actions");
const { authorizeCredentials } = await import("@/server/auth/authorize");
const { createListAction } = await import("@/modules/lists/actions");
const { POST: postSecurityLog } = await import("@/app/api/security/log/route");
const { GET: getReverseGeocode } = await import("@/app/api/reverse-geocode/route");
const { createTestUser, signInToken } = await import("./testing/factories");
const { USER_EVENTS_PER_MINUTE } = await import("@/modules/security/events");

const hits = async () => (await (await getTestDb()).execute<{ bucket: string; n: number }>(sql`select bucket, count(*)::int as n from rate_limit_hits group by bucket order by bucket`)).rows;

beforeEach(async () => {
  jar.token = null;
  jar.ip = "direct";
  await truncateAll(await getTestDb());
});

describe("one sign-in limit per account, whichever door (issue 13 class 2)", () => {
  it("/login, /retailer/auth, retailer sign-up and the Credentials callback share one counter", async () => {
    const db = await getTestDb();
    const retailer = await createTestUser(db, { role: "retailer" });
    await db.insert(tables.retailers).values({ userId: retailer.id, name: "Shop", address: "1 Long Street, Town" });
    // One wrong guess through each door: 3 attempts in 5 minutes is the spec's short window.
    expect(await signInAction({ email: retailer.email, password: "Wrong!1" })).toMatchObject({ ok: false, code: "UNAUTHENTICATED" });
    expect(await retailerLoginAction({ email: retailer.email.toUpperCase(), password: "Wrong!1" })).toMatchObject({ ok: false, code: "UNAUTHENTICATED" });
    expect(await authorizeCredentials(db, { email: retailer.email, password: "Wrong!1", portal: "retailer" })).toBeNull();
    expect(await hits()).toEqual([{ bucket: `signIn:account:${retailer.email}`, n: 3 }]);
    // The fourth attempt is refused at every door, even with the right password.
    expect(await signInAction({ email: retailer.email, password: retailer.password })).toMatchObject({ ok: false, code: "RATE_LIMITED" });
    expect(await retailerLoginAction({ email: retailer.email, password: retailer.password })).toMatchObject({ ok: false, code: "RATE_LIMITED" });
    await expect(authorizeCredentials(db, { email: retailer.email, password: retailer.password })).rejects.toMatchObject({ code: "rate_limited" });
    expect(await retailerSignUpAction({ email: retailer.email, password: retailer.password, businessName: "Other", address: "12 Queen Street, Auckland" })).toMatchObject({ ok: false, code: "RATE_LIMITED" });
    expect(jar.token).toBeNull();
  });

  it("an action's attempt is counted once, not again by the Credentials callback", async () => {
    const db = await getTestDb();
    const user = await createTestUser(db);
    await signInAction({ email: user.email, password: "Wrong!1" });
    expect(await hits()).toEqual([{ bucket: `signIn:account:${user.email}`, n: 1 }]);
  });

  it("the retailer door signs in retailers only; a shopper with the right password is sent to Sign Up, not signed in", async () => {
    const db = await getTestDb();
    const shopper = await createTestUser(db);
    expect(await retailerLoginAction({ email: shopper.email, password: shopper.password })).toEqual({ ok: true, needsRegistration: true });
    expect(jar.token).toBeNull();
    await expect(authorizeCredentials(db, { email: shopper.email, password: shopper.password, portal: "retailer" })).rejects.toMatchObject({ code: "not_retailer" });
    // Becoming a retailer through Sign Up with the account's own password is the way in.
    expect(await retailerSignUpAction({ email: shopper.email, password: shopper.password, businessName: "Fresh", address: "12 Queen Street, Auckland" })).toEqual({ ok: true, redirectTo: "/retailer/dashboard", newAccount: false });
    expect(jar.token).not.toBeNull();
  });
});

describe("sign-up limits and enumeration (classes 2 and 9)", () => {
  const form = (email: string) => ({ email, password: "Str0ng!pass", confirmPassword: "Str0ng!pass", acceptedTerms: true });

  it("one client IP cannot create accounts in a burst; another IP still can", async () => {
    jar.ip = "203.0.113.7";
    for (let i = 0; i < 10; i++) expect(await signUpAction(form(`burst${i}@example.test`))).toEqual({ ok: true });
    expect(await signUpAction(form("burst10@example.test"))).toMatchObject({ ok: false, code: "RATE_LIMITED", title: "Too many attempts" });
    jar.ip = "198.51.100.9";
    expect(await signUpAction(form("other@example.test"))).toEqual({ ok: true });
    const db = await getTestDb();
    expect(Number((await db.execute<{ n: number }>(sql`select count(*)::int as n from users`)).rows[0].n)).toBe(11);
  });

  it("a new and an existing address get the same answer (R-11)", async () => {
    const db = await getTestDb();
    const existing = await createTestUser(db);
    const forNew = await signUpAction(form("fresh@example.test"));
    const forExisting = await signUpAction(form(existing.email));
    expect(forExisting).toEqual(forNew);
  });
});

describe("crafted input (classes 3 and 6)", () => {
  it("a NUL in a sign-in e-mail is refused as input before any limit is spent", async () => {
    expect(await signInAction({ email: "a\u0000@example.test", password: "x" })).toMatchObject({ ok: false, code: "INVALID_INPUT" });
    expect(await hits()).toEqual([]);
  });

  it("a crafted id gets a clear sentence, never the schema library's 'Invalid UUID'", async () => {
    const db = await getTestDb();
    jar.token = await signInToken(db, await createTestUser(db));
    const res = await createListAction({ name: "Groceries", clientRequestId: "not-a-uuid" });
    expect(res).toMatchObject({ ok: false, code: "INVALID_INPUT" });
    expect(JSON.stringify(res)).not.toMatch(/Invalid UUID|Invalid input/);
    expect(await confirmEmailAction({ token: "../../etc" })).toEqual({ ok: false, code: "INVALID_INPUT", formError: "This confirmation link is invalid or has already been used." });
  });
});

describe("bounded input (class 4)", () => {
  const post = (body: string, headers: Record<string, string> = {}) =>
    postSecurityLog(new NextRequest("http://app.test/api/security/log", { method: "POST", headers: { host: "app.test", "content-type": "application/json", "sec-fetch-site": "same-origin", ...headers }, body }));

  it("the security log refuses big bodies before reading them, caps details, and stores at most 20 events per user per minute", async () => {
    const db = await getTestDb();
    jar.token = await signInToken(db, await createTestUser(db));
    const big = JSON.stringify({ eventType: "suspicious_activity", details: { blob: "x".repeat(2 * 1024 * 1024) } });
    expect((await post(big)).status).toBe(413);
    const manyKeys = Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`k${i}`, i]));
    expect((await post(JSON.stringify({ eventType: "suspicious_activity", details: manyKeys }))).status).toBe(400);
    expect((await post(JSON.stringify({ eventType: "suspicious_activity", details: { k: "x".repeat(501) } }))).status).toBe(400);
    expect(await db.select().from(tables.securityEvents)).toHaveLength(0);
    const kinds = ["suspicious_activity", "auth_failure", "invalid_input_detected"];
    for (let i = 0; i < 26; i++) expect((await post(JSON.stringify({ eventType: kinds[i % 3], details: { i } }))).status).toBe(204);
    // 10 per type per client, and never more than 20 per user per minute in total.
    expect((await db.select().from(tables.securityEvents)).length).toBeLessThanOrEqual(USER_EVENTS_PER_MINUTE);
  });

  it("a chunked body without Content-Length stops being read past the cap", async () => {
    const db = await getTestDb();
    jar.token = await signInToken(db, await createTestUser(db));
    let pulled = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        if (pulled > 1000) return controller.close();
        controller.enqueue(new TextEncoder().encode("x".repeat(1024)));
      },
    });
    const req = new NextRequest("http://app.test/api/security/log", { method: "POST", headers: { host: "app.test", "sec-fetch-site": "same-origin" }, body: stream, duplex: "half" } as unknown as ConstructorParameters<typeof NextRequest>[1]);
    expect((await postSecurityLog(req)).status).toBe(413);
    expect(pulled).toBeLessThan(20); // ~8 KiB read, not 1 MB
  });

  it("empty query values are missing, not zero: reverse-geocode?lat=&lng= is a 400", async () => {
    const db = await getTestDb();
    jar.token = await signInToken(db, await createTestUser(db));
    const get = (q: string) => getReverseGeocode(new NextRequest(`http://app.test/api/reverse-geocode?${q}`, { headers: { host: "app.test" } }));
    expect((await get("lat=&lng=")).status).toBe(400);
    expect((await get("lat=%20&lng=1")).status).toBe(400);
    expect((await get("lng=1")).status).toBe(400);
    expect((await get("lat=0x10&lng=1")).status).toBe(400);
    expect((await get("lat=-36.85&lng=174.76")).status).toBe(200);
  });
});
