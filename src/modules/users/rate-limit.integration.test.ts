import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { getTestDb, openSecondInstance, truncateAll, usingRealPostgres } from "../../../tests/setup/db";
import { consumeLimit, LIMITS } from "@/server/rate-limit";
import type { DbHandle } from "@/server/db/client";

const MIN = 60_000;
const t0 = new Date("2026-03-01T10:00:00Z");
const at = (minutes: number) => new Date(t0.getTime() + minutes * MIN);

describe("PostgreSQL rate limiter", () => {
  const handles: DbHandle[] = [];
  beforeEach(async () => truncateAll(await getTestDb()));
  afterAll(async () => {
    for (const h of handles) await h.close();
  });

  it("uses the spec's sign-in limits: 5 per 15 minutes and 3 per 5 minutes per e-mail", () => {
    expect(LIMITS.signIn).toEqual([{ limit: 5, windowSeconds: 900 }, { limit: 3, windowSeconds: 300 }]);
    expect(LIMITS.signUp).toEqual(LIMITS.signIn);
  });

  it("refuses the 6th attempt inside 15 minutes and the 4th inside 5 minutes, then the window resets", async () => {
    const db = await getTestDb();
    const tries = async (minutes: number) => (await consumeLimit(db, "signIn", "ana@example.test", at(minutes))).ok;
    expect([await tries(0), await tries(1), await tries(2)]).toEqual([true, true, true]);
    const fourth = await consumeLimit(db, "signIn", "ana@example.test", at(3));
    expect(fourth.ok).toBe(false); // 3 per 5 minutes
    expect(fourth.retryAfterSeconds).toBe(2 * 60); // the t=0 hit leaves the 5-minute window at t=5
    expect([await tries(6), await tries(7)]).toEqual([true, true]); // attempts 4 and 5
    const sixth = await consumeLimit(db, "signIn", "ana@example.test", at(8));
    expect(sixth.ok).toBe(false); // 5 per 15 minutes
    expect(sixth.retryAfterSeconds).toBe(7 * 60);
    expect(await tries(14)).toBe(false); // still inside; refusals are not counted, so waiting works
    expect(await tries(15.1)).toBe(true); // the t=0 hit has left the window
  });

  it("says how many attempts remain under the tightest rule", async () => {
    const db = await getTestDb();
    const remaining = async (minutes: number) => (await consumeLimit(db, "signIn", "rem@example.test", at(minutes))).remaining;
    // 3 per 5 minutes is the tighter rule at first; once its window has passed, 5 per 15 minutes is.
    expect([await remaining(0), await remaining(1), await remaining(2)]).toEqual([2, 1, 0]);
    expect(await remaining(6)).toBe(1); // 4 in 15 minutes, 1 in the last 5
  });

  it("counts per e-mail, case-insensitively, and per limiter", async () => {
    const db = await getTestDb();
    for (let i = 0; i < 3; i++) expect((await consumeLimit(db, "signIn", "Ana@Example.test", at(0))).ok).toBe(true);
    expect((await consumeLimit(db, "signIn", "ana@example.test", at(0))).ok).toBe(false);
    expect((await consumeLimit(db, "signIn", "bob@example.test", at(0))).ok).toBe(true);
    expect((await consumeLimit(db, "signUp", "ana@example.test", at(0))).ok).toBe(true);
  });

  it("is shared by two app instances (separate connection pools)", async () => {
    const a = await getTestDb();
    const second = await openSecondInstance();
    if (usingRealPostgres()) handles.push(second);
    const b = second.db;
    const results: boolean[] = [];
    for (const db of [a, b, a, b, a]) results.push((await consumeLimit(db, "signIn", "account:shop@example.test", at(0))).ok);
    expect(results).toEqual([true, true, true, false, false]);
  });

  it("lets exactly the limit through when instances race", async () => {
    const a = await getTestDb();
    const second = await openSecondInstance();
    if (usingRealPostgres()) handles.push(second);
    const attempts = Array.from({ length: 12 }, (_, i) => consumeLimit(i % 2 ? second.db : a, "signIn", "race@example.test", at(0)));
    const ok = (await Promise.all(attempts)).filter((r) => r.ok).length;
    expect(ok).toBe(3);
  });
});
