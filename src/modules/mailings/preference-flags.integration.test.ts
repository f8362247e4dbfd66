import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { tables, type Db } from "@/server/db";
import type { Actor } from "@/server/auth/session";
import { getTestDb, truncateAll } from "../../../tests/setup/db";
import { getEmailPreferenceFlags, setEmailPreferenceFlag } from "./preferences";
import { alreadySent } from "./send";

/* The commands other modules call instead of naming mailings' tables (decision 059). */

let db: Db;

beforeAll(async () => {
  db = await getTestDb();
});
beforeEach(async () => {
  await truncateAll(db);
});

async function account(email: string): Promise<Actor> {
  const [u] = await db.insert(tables.users).values({ email, passwordHash: "x", role: "retailer" }).returning({ id: tables.users.id });
  return { userId: u.id, role: "retailer", email, sessionId: "s" } as Actor;
}

describe("mailings' preference flags", () => {
  it("reads the defaults until changed, then sets one flag for the signed-in account only, keeping the others", async () => {
    const me = await account("me@example.test");
    const other = await account("other@example.test");
    const defaults = { receipts: true, priceDrops: true, marketing: false, shoppingSummaries: true, listInvitations: true };
    expect(await getEmailPreferenceFlags(db, me)).toEqual(defaults);
    expect(await setEmailPreferenceFlag(db, me, "marketing", true)).toEqual({ ...defaults, marketing: true });
    expect(await setEmailPreferenceFlag(db, me, "receipts", false)).toEqual({ ...defaults, marketing: true, receipts: false });
    expect(await getEmailPreferenceFlags(db, me)).toEqual({ ...defaults, marketing: true, receipts: false });
    expect(await getEmailPreferenceFlags(db, other)).toEqual(defaults);
  });
});

describe("alreadySent", () => {
  it("answers which of the given subjects got that kind of e-mail, for that period when given", async () => {
    await db.insert(tables.sentMail).values([
      { kind: "coupon_live", subjectId: "c1", period: "live" },
      { kind: "performance_weekly", subjectId: "r1", period: "2026-W47" },
      { kind: "performance_weekly", subjectId: "r2", period: "2026-W46" },
    ]);
    expect([...(await alreadySent(db, "coupon_live", ["c1", "c2", "r1"]))]).toEqual(["c1"]);
    expect([...(await alreadySent(db, "performance_weekly", ["r1", "r2"], "2026-W47"))]).toEqual(["r1"]);
    expect((await alreadySent(db, "performance_weekly", ["r1", "r2"])).size).toBe(2);
    expect((await alreadySent(db, "coupon_live", [])).size).toBe(0);
  });
});
