import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/server/db";
import type { Actor } from "@/server/auth/session";
import { burnPasswordCheck, hashPassword, needsRehash, verifyPassword } from "@/server/auth/password";
import { consumeLimit, resetLimit } from "@/server/rate-limit";
import type { Portal } from "@/server/auth/authorize";
import { hasNoUnsafeText } from "@/lib/safe-text";

export interface AuthUser { id: string; email: string; role: "shopper" | "retailer" | "admin"; sessionVersion: number }
export type CredentialOutcome =
  | { kind: "ok"; user: AuthUser }
  | { kind: "invalid" }
  | { kind: "rate_limited"; retryAfterSeconds: number }
  | { kind: "not_retailer" };

/**
 * The one sign-in counter key: per account (the e-mail, case-folded), shared by /login,
 * /retailer/auth, retailer sign-up with an existing account and the Credentials callback.
 */
export function signInLimitSubject(email: string): string {
  return `account:${email.trim().toLowerCase()}`;
}

export async function findUserByEmail(db: Db, email: string): Promise<(AuthUser & { passwordHash: string }) | null> {
  const res = await db.execute<{ id: string; email: string; role: AuthUser["role"]; session_version: number; password_hash: string }>(
    sql`select id, email, role, session_version, password_hash from users where lower(email) = lower(${email.trim()}) limit 1`,
  );
  const r = res.rows[0];
  return r ? { id: r.id, email: r.email, role: r.role, sessionVersion: Number(r.session_version), passwordHash: r.password_hash } : null;
}

/**
 * Checks an e-mail/password pair behind the per-account sign-in limiter (skipped when the caller
 * already spent this attempt, e.g. through defineAction's `limit`). Unknown e-mail and wrong
 * password take the same path and time and give the same answer. The retailer door refuses a
 * shopper account, but only after its password was right, so it reveals nothing to a guesser.
 */
export async function verifyCredentials(
  db: Db,
  input: { email: string; password: string; portal?: Portal; limitSpent?: boolean },
): Promise<CredentialOutcome> {
  const email = input.email.trim().toLowerCase();
  // Malformed input never reaches the limiter or PostgreSQL (a NUL would make the query fail).
  if (!email || !input.password || email.length > 320 || input.password.length > 1024 || !hasNoUnsafeText(email)) return { kind: "invalid" };
  if (!input.limitSpent) {
    const limited = await consumeLimit(db, "signIn", signInLimitSubject(email));
    if (!limited.ok) return { kind: "rate_limited", retryAfterSeconds: limited.retryAfterSeconds };
  }
  const user = await findUserByEmail(db, email);
  if (!user) {
    await burnPasswordCheck(input.password);
    return { kind: "invalid" };
  }
  if (!(await verifyPassword(user.passwordHash, input.password))) return { kind: "invalid" };
  if (needsRehash(user.passwordHash)) {
    await db.execute(sql`update users set password_hash = ${await hashPassword(input.password)} where id = ${user.id}`);
  }
  await resetLimit(db, "signIn", signInLimitSubject(email));
  if (input.portal === "retailer" && user.role === "shopper") return { kind: "not_retailer" };
  return { kind: "ok", user: { id: user.id, email: user.email, role: user.role, sessionVersion: user.sessionVersion } };
}

/** Makes every existing session cookie of this user fail on its next use. */
export async function revokeSessions(db: Db, who: Pick<Actor, "userId">): Promise<void> {
  await db.execute(sql`update users set session_version = session_version + 1, updated_at = now() where id = ${who.userId}`);
}
