import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { NextRequest } from "next/server";
import { eq, sql } from "drizzle-orm";
import { getTestDb, truncateAll } from "../../../tests/setup/db";
import { tables, type Db } from "@/server/db";
import { issueKey, json, world, type ProblemBody } from "./testing/world.integration";

/*
 * Issue 25 item 5: who may call the open read API and how often — per-client and per-key limits
 * (429 + Retry-After as problem JSON) and API keys issued and revoked through the Profile actions —
 * through the real route handler on PostgreSQL. What is published: open-data.integration.test.ts.
 */
const { sessionJar: jar } = await import("../../../tests/support/mocked-session");
vi.mock("@/server/auth/auth", () => import("../../../tests/support/mocked-session").then((m) => m.mockedAuthModule()));
vi.mock("@/server/request", () => import("../../../tests/support/mocked-session").then((m) => m.mockedRequestModule()));
vi.mock("next/cache", () => import("../../../tests/support/mocked-session").then((m) => m.mockedCacheModule()));

const { createTestUser, signInToken } = await import("@/modules/users/testing/factories");
const { createApiKeyAction, revokeApiKeyAction } = await import("./actions");
const { GET: getPrices } = await import("@/app/api/v1/prices/route");

let db: Db;
let ipCounter = 0;
/** A fresh client address per test, so one test's anonymous requests never spend another's. */
let ip = "";

beforeAll(async () => {
  db = await getTestDb();
});
beforeEach(async () => {
  await truncateAll(db);
  jar.token = null;
  ip = `198.18.0.${++ipCounter}`;
});

function prices(query = "", headers: Record<string, string> = {}, from = ip) {
  jar.ip = from;
  return getPrices(new NextRequest(`http://app.test/api/v1/prices${query}`, { headers: { host: "app.test", ...headers } }));
}

describe("rate limits", () => {
  it("anonymous clients get 10 a minute each, then 429 with Retry-After as problem JSON", async () => {
    await world(db);
    for (let i = 0; i < 10; i++) expect((await prices()).status).toBe(200);
    const refused = await prices();
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.headers.get("content-type")).toBe("application/problem+json");
    expect(await json<ProblemBody>(refused)).toMatchObject({ status: 429, title: "Too many requests" });
    // Another client address has its own ten; a changed user agent does not help.
    expect((await prices("", {}, "198.51.100.7")).status).toBe(200);
    expect((await prices("", { "user-agent": "something-else" })).status).toBe(429);
  });

  it("a key gets 60 a minute, counted per key, not against the client's anonymous ten", async () => {
    await world(db);
    const key = await issueKey(db, jar);
    for (let i = 0; i < 60; i++) {
      const res = await prices("", { authorization: `Bearer ${key}` });
      expect(res.status).toBe(200);
      expect(res.headers.get("ratelimit-remaining")).toBe(String(59 - i));
    }
    const refused = await prices("", { authorization: `Bearer ${key}` });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
    expect((await prices()).status).toBe(200);
  });
});

describe("API keys", () => {
  it("are shown once, stored hashed, marked when used, and stop working when revoked — only by their owner", async () => {
    await world(db);
    const owner = await createTestUser(db);
    jar.token = await signInToken(db, owner);
    const created = await createApiKeyAction({ name: "  my tracker " });
    if (!created.ok) throw new Error(JSON.stringify(created));
    const { key, id, name, prefix, lastUsedAt } = created.created;
    expect(name).toBe("my tracker");
    expect(key.startsWith(prefix)).toBe(true);
    expect(lastUsedAt).toBeNull();
    const [stored] = await db.select().from(tables.apiKeys).where(eq(tables.apiKeys.id, id));
    expect(stored.keyHash).not.toContain(key.slice(4, 20));
    expect(JSON.stringify(stored)).not.toContain(key);

    expect((await prices("", { authorization: `Bearer ${key}` })).status).toBe(200);
    const [used] = await db.select({ at: tables.apiKeys.lastUsedAt }).from(tables.apiKeys).where(eq(tables.apiKeys.id, id));
    expect(used.at).not.toBeNull();

    // Someone else cannot revoke it: "not found", and it keeps working.
    jar.token = await signInToken(db, await createTestUser(db));
    expect(await revokeApiKeyAction({ id })).toMatchObject({ ok: false, code: "NOT_FOUND" });
    expect((await prices("", { authorization: `Bearer ${key}` })).status).toBe(200);

    jar.token = await signInToken(db, owner);
    expect(await revokeApiKeyAction({ id })).toMatchObject({ ok: true });
    const after = await prices("", { authorization: `Bearer ${key}` });
    expect(after.status).toBe(401);
    expect((await json<ProblemBody>(after)).detail).toBe("The API key is not valid or has been revoked.");
    expect(await revokeApiKeyAction({ id })).toMatchObject({ ok: false, code: "NOT_FOUND" });
  });

  it("at most five active keys; a blank name is refused; signed-out callers get nothing", async () => {
    const owner = await createTestUser(db);
    jar.token = await signInToken(db, owner);
    expect(await createApiKeyAction({ name: " " })).toMatchObject({ ok: false, fieldErrors: { name: ["Give the key a name of 1 to 60 characters."] } });
    for (let i = 0; i < 5; i++) expect((await createApiKeyAction({ name: `k${i}` })).ok).toBe(true);
    expect(await createApiKeyAction({ name: "sixth" })).toMatchObject({ ok: false, code: "CONFLICT" });
    jar.token = null;
    expect(await createApiKeyAction({ name: "anon" })).toMatchObject({ ok: false, code: "UNAUTHENTICATED" });
    const [{ n }] = await db.select({ n: sql<number>`count(*)::int` }).from(tables.apiKeys);
    expect(n).toBe(5);
  });
});

