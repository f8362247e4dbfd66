import "server-only";
import { and, eq, ne, sql } from "drizzle-orm";
import { tables, type Db, type DbTx } from "@/server/db";
import { hashPassword, verifyPassword } from "@/server/auth/password";
import { AppError } from "@/server/errors";
import type { Actor } from "@/server/auth/session";
import type { Role } from "@/server/auth/lifetimes";
import { enforceLimit, limitSubject, resetLimit } from "@/server/rate-limit";
import { revokeSessions } from "./credentials";
import { consumeEmailToken, createEmailToken, type ConsumeOutcome } from "./email-tokens";

export type { DbTx } from "@/server/db";
export type CreateAccountOutcome = { kind: "created"; userId: string; confirmToken: string } | { kind: "exists" };

export function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { code?: string }).code === "23505") return true;
  }
  return false;
}

/**
 * Creates user + profile + confirmation token in one transaction. Shopper sign-up records the
 * terms acceptance and its date (spec: signup payload acceptedTerms, acceptedTermsDate); the
 * retailer form has no terms box, so its profile starts unaccepted and the terms gate asks.
 */
export async function createAccount(
  db: Db,
  input: { email: string; password: string; role: Role; acceptedTerms: boolean },
  now = new Date(),
  // Extra rows that must exist with the account or not at all (the retailer profile).
  alsoInTransaction?: (tx: DbTx, userId: string) => Promise<void>,
): Promise<CreateAccountOutcome> {
  const email = input.email.trim().toLowerCase();
  // Hash before looking the address up, so both answers take about as long.
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      const existing = await tx.execute(sql`select 1 from users where lower(email) = ${email} limit 1`);
      if (existing.rows.length > 0) return { kind: "exists" } as const;
      const [user] = await tx.insert(tables.users).values({ email, passwordHash, role: input.role, createdAt: now, updatedAt: now }).returning({ id: tables.users.id });
      await tx.insert(tables.profiles).values({
        userId: user.id,
        acceptedTerms: input.acceptedTerms,
        acceptedTermsDate: input.acceptedTerms ? now : null,
        updatedAt: now,
      });
      if (alsoInTransaction) await alsoInTransaction(tx, user.id);
      const confirmToken = await createEmailToken(tx, { userId: user.id }, now);
      return { kind: "created", userId: user.id, confirmToken } as const;
    });
  } catch (err) {
    // Two sign-ups for one address racing: the unique index on lower(email) decides.
    if (isUniqueViolation(err)) return { kind: "exists" };
    throw err;
  }
}

/** Marks the address confirmed when the token is valid (single use, 60 minutes). */
export async function confirmEmailAddress(db: Db, rawToken: string, now = new Date()): Promise<ConsumeOutcome> {
  const outcome = await consumeEmailToken(db, rawToken, now);
  if (outcome.kind === "ok") {
    await db.update(tables.users)
      .set({ emailVerifiedAt: sql`coalesce(${tables.users.emailVerifiedAt}, ${now})`, updatedAt: now })
      .where(eq(tables.users.id, outcome.userId));
  }
  return outcome;
}

/** A new confirmation token for a not-yet-confirmed address; null when already confirmed. */
export async function createConfirmationToken(db: Db, actor: Actor, now = new Date()): Promise<string | null> {
  const [row] = await db.select({ verified: tables.users.emailVerifiedAt }).from(tables.users).where(eq(tables.users.id, actor.userId)).limit(1);
  if (!row || row.verified) return null;
  return createEmailToken(db, actor, now);
}

export async function acceptTerms(db: Db, actor: Actor, now = new Date()): Promise<void> {
  // Upsert: an account whose profile row went missing can still accept.
  await db.insert(tables.profiles)
    .values({ userId: actor.userId, acceptedTerms: true, acceptedTermsDate: now, updatedAt: now })
    .onConflictDoUpdate({ target: tables.profiles.userId, set: { acceptedTerms: true, acceptedTermsDate: now, updatedAt: now } });
}

export async function changeName(db: Db, actor: Actor, name: string, now = new Date()): Promise<void> {
  await db.insert(tables.profiles)
    .values({ userId: actor.userId, name, updatedAt: now })
    .onConflictDoUpdate({ target: tables.profiles.userId, set: { name, updatedAt: now } });
}

/**
 * Re-authentication for sensitive changes (RELIABILITY R-17), behind its own per-user limiter so
 * a borrowed session cannot be used to guess the password.
 */
async function assertCurrentPassword(db: Db, actor: Actor, password: string): Promise<void> {
  await enforceLimit(db, "reauth", limitSubject(actor), { title: "Too many attempts", message: "Too many attempts. Please wait before trying again." });
  const [row] = await db.select({ passwordHash: tables.users.passwordHash }).from(tables.users).where(eq(tables.users.id, actor.userId)).limit(1);
  if (!row) throw new AppError("UNAUTHENTICATED", "Please sign in again.");
  if (!(await verifyPassword(row.passwordHash, password))) {
    throw new AppError("INVALID_INPUT", "Your current password is incorrect.", { fieldErrors: { currentPassword: ["Your current password is incorrect."] } });
  }
  await resetLimit(db, "reauth", limitSubject(actor));
}

/** New hash and a bumped session version in one statement: every existing session cookie stops working. */
export async function changePassword(db: Db, actor: Actor, input: { currentPassword: string; newPassword: string }): Promise<void> {
  await assertCurrentPassword(db, actor, input.currentPassword);
  const passwordHash = await hashPassword(input.newPassword);
  await db.update(tables.users)
    .set({ passwordHash, sessionVersion: sql`${tables.users.sessionVersion} + 1`, updatedAt: new Date() })
    .where(eq(tables.users.id, actor.userId));
}

/** Deletes the user; lists, items, profile, tokens and retailer data go with it (ON DELETE CASCADE). */
export async function deleteAccount(db: Db, actor: Actor, password: string): Promise<void> {
  try {
    await assertCurrentPassword(db, actor, password);
  } catch (e) {
    if (e instanceof AppError && e.code === "INVALID_INPUT") {
      throw new AppError("INVALID_INPUT", "Incorrect password.", { fieldErrors: { password: ["Incorrect password."] } });
    }
    throw e;
  }
  await db.delete(tables.users).where(eq(tables.users.id, actor.userId));
}

export async function signOutEverywhere(db: Db, actor: Actor): Promise<void> {
  await revokeSessions(db, actor);
}

/**
 * Admin only: change someone else's role. The change also ends that user's sessions (a new session
 * version): the idle lifetime a session rolls forward with comes from the role it signed in with
 * (the proxy renews the cookie without a database read, decision 024), so a new role starts with a
 * new sign-in. A role changed outside this function is still re-read on the next request.
 */
export async function setUserRole(db: Db, actor: Actor, input: { userId: string; role: Role }): Promise<void> {
  if (actor.role !== "admin") throw new AppError("FORBIDDEN", "You don't have permission to do that.");
  if (input.userId === actor.userId) throw new AppError("INVALID_INPUT", "You can't change your own role.");
  const updated = await db.update(tables.users)
    .set({ role: input.role, sessionVersion: sql`${tables.users.sessionVersion} + 1`, updatedAt: new Date() })
    .where(eq(tables.users.id, input.userId))
    .returning({ id: tables.users.id });
  if (updated.length === 0) throw new AppError("NOT_FOUND", "User not found");
}

/**
 * An account that now has a retailer profile takes the retailer role (an admin keeps admin). The
 * retailers module calls it in the same transaction that creates the profile.
 */
export async function grantRetailerRole(tx: Db | DbTx, who: Pick<Actor, "userId">, now = new Date()): Promise<void> {
  const u = tables.users;
  await tx.update(u).set({ role: "retailer", updatedAt: now }).where(and(eq(u.id, who.userId), ne(u.role, "admin"), ne(u.role, "retailer")));
}
