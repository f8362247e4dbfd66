import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/server/db";
import { burnPasswordCheck, hashPassword, needsRehash, verifyPassword } from "@/server/auth/password";
import { consumeLimit, resetLimit, type LimitName } from "@/server/rate-limit";

export interface AuthUser { id: string; email: string; role: "shopper" | "retailer" | "admin"; sessionVersion: number }
export type CredentialOutcome =
  | { kind: "ok"; user: AuthUser }
  | { kind: "invalid" }
  | { kind: "rate_limited"; retryAfterSeconds: number };

export async function findUserByEmail(db: Db, email: string): Promise<(AuthUser & { passwordHash: string }) | null> {
  const res = await db.execute<{ id: string; email: string; role: AuthUser["role"]; session_version: number; password_hash: string }>(
    sql`select id, email, role, session_version, password_hash from users where lower(email) = lower(${email.trim()}) limit 1`,
  );
  const r = res.rows[0];
  return r ? { id: r.id, email: r.email, role: r.role, sessionVersion: Number(r.session_version), passwordHash: r.password_hash } : null;
}

/**
 * Checks an e-mail/password pair behind the per-e-mail limiter. Unknown e-mail and wrong
 * password take the same path and time and give the same answer.
 */
export async function verifyCredentials(db: Db, input: { email: string; password: string; limit: LimitName }): Promise<CredentialOutcome> {
  const email = input.email.trim().toLowerCase();
  if (!email || !input.password || email.length > 320 || input.password.length > 1024) return { kind: "invalid" };
  const limited = await consumeLimit(db, input.limit, email);
  if (!limited.ok) return { kind: "rate_limited", retryAfterSeconds: limited.retryAfterSeconds };
  const user = await findUserByEmail(db, email);
  if (!user) {
    await burnPasswordCheck(input.password);
    return { kind: "invalid" };
  }
  if (!(await verifyPassword(user.passwordHash, input.password))) return { kind: "invalid" };
  if (needsRehash(user.passwordHash)) {
    await db.execute(sql`update users set password_hash = ${await hashPassword(input.password)} where id = ${user.id}`);
  }
  await resetLimit(db, input.limit, email);
  return { kind: "ok", user: { id: user.id, email: user.email, role: user.role, sessionVersion: user.sessionVersion } };
}

/** Makes every existing session cookie of this user fail on its next use. */
export async function revokeSessions(db: Db, userId: string): Promise<void> {
  await db.execute(sql`update users set session_version = session_version + 1, updated_at = now() where id = ${userId}`);
}
