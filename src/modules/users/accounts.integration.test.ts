import { beforeEach, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { getTestDb, truncateAll } from "../../../tests/setup/db";
import { tables } from "@/server/db";
import { verifyPassword } from "@/server/auth/password";
import { AppError } from "@/server/errors";
import { acceptTerms, changePassword, confirmEmailAddress, createAccount, deleteAccount } from "./mutations";
import { hashToken } from "./email-tokens";
import { verifyCredentials } from "./credentials";
import { authorizeCredentials } from "@/server/auth/authorize";
import "./credentials-provider";
import { getProfileSummary } from "./queries";
import { getTripSavingsSummary } from "@/modules/pricing/trips/trips";
import { actorFor, createTestUser } from "./testing/factories";
import { profileReaders } from "./testing/profile-readers";
import { addRetailerProfile } from "@/modules/retailers/auth/mutations";

const t = tables;

describe("accounts", () => {
  beforeEach(async () => truncateAll(await getTestDb()));

  it("sign-up creates user, profile with the terms acceptance and date, and a hashed confirmation token", async () => {
    const db = await getTestDb();
    const now = new Date("2026-03-01T09:00:00Z");
    const out = await createAccount(db, { email: " Ana@Example.test ", password: "  Spaced!Pass1  ", role: "shopper", acceptedTerms: true }, now);
    expect(out.kind).toBe("created");
    if (out.kind !== "created") return;
    const [user] = await db.select().from(t.users).where(eq(t.users.id, out.userId));
    expect(user.email).toBe("ana@example.test");
    expect(user.role).toBe("shopper");
    expect(user.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(user.passwordHash, "  Spaced!Pass1  ")).toBe(true);
    expect(await verifyPassword(user.passwordHash, "Spaced!Pass1")).toBe(false); // never trimmed
    const [profile] = await db.select().from(t.profiles).where(eq(t.profiles.userId, out.userId));
    expect(profile.acceptedTerms).toBe(true);
    expect(profile.acceptedTermsDate?.toISOString()).toBe(now.toISOString());
    const tokens = await db.select().from(t.emailTokens);
    expect(tokens).toHaveLength(1);
    expect(tokens[0].tokenHash).toBe(hashToken(out.confirmToken));
    expect(tokens[0].tokenHash).not.toContain(out.confirmToken);
    expect(tokens[0].expiresAt.getTime() - now.getTime()).toBe(60 * 60_000);
  });

  it("a second sign-up for the same address (any case) is refused, also when racing", async () => {
    const db = await getTestDb();
    await createTestUser(db, { email: "dup@example.test" });
    expect((await createAccount(db, { email: "DUP@example.test", password: "Xx1!xxxx", role: "shopper", acceptedTerms: true })).kind).toBe("exists");
    const race = await Promise.all([1, 2, 3].map(() => createAccount(db, { email: "race@example.test", password: "Xx1!xxxx", role: "shopper", acceptedTerms: true })));
    expect(race.filter((r) => r.kind === "created")).toHaveLength(1);
    const [{ n }] = (await db.execute<{ n: number }>(sql`select count(*)::int as n from users where lower(email) = 'race@example.test'`)).rows;
    expect(n).toBe(1);
  });

  it("a confirmation link works once, within 60 minutes", async () => {
    const db = await getTestDb();
    const now = new Date();
    const out = await createAccount(db, { email: "c@example.test", password: "Xx1!xxxx", role: "shopper", acceptedTerms: true }, now);
    if (out.kind !== "created") throw new Error("not created");
    expect(await confirmEmailAddress(db, out.confirmToken, new Date(now.getTime() + 59 * 60_000))).toEqual({ kind: "ok", userId: out.userId });
    const [u] = await db.select({ v: t.users.emailVerifiedAt }).from(t.users).where(eq(t.users.id, out.userId));
    expect(u.v).not.toBeNull();
    expect((await confirmEmailAddress(db, out.confirmToken)).kind).toBe("invalid");
    expect((await confirmEmailAddress(db, "not-a-token-at-all-xxxxxxxx")).kind).toBe("invalid");

    const late = await createAccount(db, { email: "late@example.test", password: "Xx1!xxxx", role: "shopper", acceptedTerms: true }, now);
    if (late.kind !== "created") throw new Error("not created");
    expect((await confirmEmailAddress(db, late.confirmToken, new Date(now.getTime() + 61 * 60_000))).kind).toBe("expired");
    const [lu] = await db.select({ v: t.users.emailVerifiedAt }).from(t.users).where(eq(t.users.id, late.userId));
    expect(lu.v).toBeNull();
  });

  it("20 concurrent redemptions of one token: exactly one succeeds", async () => {
    const db = await getTestDb();
    const out = await createAccount(db, { email: "once@example.test", password: "Xx1!xxxx", role: "shopper", acceptedTerms: true });
    if (out.kind !== "created") throw new Error("not created");
    const results = await Promise.all(Array.from({ length: 20 }, () => confirmEmailAddress(db, out.confirmToken)));
    expect(results.filter((r) => r.kind === "ok")).toHaveLength(1);
  });

  it("unknown e-mail and wrong password give the same outcome and use the limiter the same way", async () => {
    const db = await getTestDb();
    const user = await createTestUser(db, { email: "known@example.test" });
    const wrong = await verifyCredentials(db, { email: user.email, password: "Wrong!pass1" });
    const unknown = await verifyCredentials(db, { email: "nobody@example.test", password: "Wrong!pass1" });
    expect(wrong).toEqual({ kind: "invalid" });
    expect(unknown).toEqual(wrong);
    expect(await authorizeCredentials(db, { email: user.email, password: "Wrong!pass1" })).toBeNull();
    expect(await authorizeCredentials(db, { email: "nobody@example.test", password: "Wrong!pass1" })).toBeNull();
    const hits = await db.execute<{ bucket: string; n: number }>(sql`select bucket, count(*)::int as n from rate_limit_hits group by bucket order by bucket`);
    expect(hits.rows).toEqual([{ bucket: "signIn:account:known@example.test", n: 2 }, { bucket: "signIn:account:nobody@example.test", n: 2 }]);
  });

  it("the credentials check refuses a correct password once the limiter is exhausted", async () => {
    const db = await getTestDb();
    const user = await createTestUser(db);
    for (let i = 0; i < 3; i++) expect((await verifyCredentials(db, { email: user.email, password: "bad" })).kind).toBe("invalid");
    expect((await verifyCredentials(db, { email: user.email, password: user.password })).kind).toBe("rate_limited");
    await expect(authorizeCredentials(db, { email: user.email, password: user.password })).rejects.toMatchObject({ code: "rate_limited" });
    // Issue 13: one counter per account — the retailer door (portal parameter) shares it.
    await expect(authorizeCredentials(db, { email: user.email, password: user.password, portal: "retailer" })).rejects.toMatchObject({ code: "rate_limited" });
    expect((await verifyCredentials(db, { email: user.email, password: user.password, portal: "retailer" })).kind).toBe("rate_limited");
  });

  it("changing the password needs the current one and bumps the session version", async () => {
    const db = await getTestDb();
    const user = await createTestUser(db);
    const actor = await actorFor(db, user);
    await expect(changePassword(db, actor, { currentPassword: "nope", newPassword: "N3w!password" })).rejects.toMatchObject({ code: "INVALID_INPUT" });
    const [before] = await db.select().from(t.users).where(eq(t.users.id, user.id));
    await changePassword(db, actor, { currentPassword: user.password, newPassword: "N3w!password" });
    const [after] = await db.select().from(t.users).where(eq(t.users.id, user.id));
    expect(after.sessionVersion).toBe(before.sessionVersion + 1);
    expect(await verifyPassword(after.passwordHash, "N3w!password")).toBe(true);
    expect(await verifyPassword(after.passwordHash, user.password)).toBe(false);
  });

  it("deleting the account needs the password and removes lists, items and profile", async () => {
    const db = await getTestDb();
    const user = await createTestUser(db);
    const other = await createTestUser(db);
    const actor = await actorFor(db, user);
    const [list] = await db.insert(t.shoppingLists).values({ name: "Weekly", userId: user.id }).returning({ id: t.shoppingLists.id });
    await db.insert(t.shoppingListItems).values({ listId: list.id, itemName: "Milk", quantity: 1 });
    await db.insert(t.shoppingLists).values({ name: "Theirs", userId: other.id });
    const err = await deleteAccount(db, actor, "wrong").catch((e) => e);
    expect(err).toBeInstanceOf(AppError);
    expect(err.safeMessage).toBe("Incorrect password.");
    expect(await db.select().from(t.users).where(eq(t.users.id, user.id))).toHaveLength(1);
    await deleteAccount(db, actor, user.password);
    expect(await db.select().from(t.users).where(eq(t.users.id, user.id))).toHaveLength(0);
    expect(await db.select().from(t.profiles).where(eq(t.profiles.userId, user.id))).toHaveLength(0);
    expect(await db.select().from(t.shoppingLists).where(eq(t.shoppingLists.userId, user.id))).toHaveLength(0);
    expect(await db.select().from(t.shoppingListItems)).toHaveLength(0);
    expect(await db.select().from(t.shoppingLists)).toHaveLength(1); // the other user's list stays
  });

  it("re-authentication attempts are limited per user", async () => {
    const db = await getTestDb();
    const user = await createTestUser(db);
    const actor = await actorFor(db, user);
    for (let i = 0; i < 5; i++) await expect(changePassword(db, actor, { currentPassword: "bad", newPassword: "N3w!password" })).rejects.toMatchObject({ code: "INVALID_INPUT" });
    await expect(changePassword(db, actor, { currentPassword: user.password, newPassword: "N3w!password" })).rejects.toMatchObject({ code: "RATE_LIMITED" });
  });

  it("accepting the terms stores true and the date; the profile shows real counts", async () => {
    const db = await getTestDb();
    const user = await createTestUser(db, { acceptedTerms: false });
    const actor = await actorFor(db, user);
    const now = new Date("2026-04-01T12:00:00Z");
    await acceptTerms(db, actor, now);
    const [p] = await db.select().from(t.profiles).where(eq(t.profiles.userId, user.id));
    expect(p.acceptedTerms).toBe(true);
    expect(p.acceptedTermsDate?.toISOString()).toBe(now.toISOString());
    await db.insert(t.shoppingLists).values([{ name: "A", userId: user.id }, { name: "B", userId: user.id }]);
    await db.update(t.profiles).set({ suburb: "Ponsonby", country: "New Zealand", name: "Ana" }).where(eq(t.profiles.userId, user.id));
    const summary = await getProfileSummary(db, actor, profileReaders(db, actor, (currency, rates) => getTripSavingsSummary(db, actor, currency, rates)));
    expect(summary).toMatchObject({ name: "Ana", email: user.email, membershipTier: null, locationBadges: ["Ponsonby", "New Zealand"], stats: { lists: 2, couponsRedeemed: 0, moneySavedCents: 0, moneySavedCurrency: "NZD", plannedTrips: 0 } });
  });

  it("a retailer profile makes the user a retailer (tier basic), but an admin stays admin", async () => {
    const db = await getTestDb();
    const shopper = await createTestUser(db);
    const admin = await createTestUser(db, { role: "admin" });
    const details = { businessName: "Fresh Foods", address: "12 Queen Street, Auckland", gstNumber: null };
    expect(await addRetailerProfile(db, { userId: shopper.id }, details)).toEqual({ created: true });
    expect(await addRetailerProfile(db, { userId: shopper.id }, { ...details, businessName: "Other" })).toEqual({ created: false });
    await addRetailerProfile(db, { userId: admin.id }, details);
    const rows = await db.select({ id: t.users.id, role: t.users.role }).from(t.users);
    expect(new Map(rows.map((r) => [r.id, r.role]))).toEqual(new Map([[shopper.id, "retailer"], [admin.id, "admin"]]));
    const retailers = await db.select({ userId: t.retailers.userId, name: t.retailers.name, tier: t.retailers.subscriptionTier }).from(t.retailers);
    expect(retailers).toHaveLength(2);
    expect(retailers.find((r) => r.userId === shopper.id)).toEqual({ userId: shopper.id, name: "Fresh Foods", tier: "basic" });
  });
});
