import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { JWT } from "next-auth/jwt";
import { tables, type Db } from "@/server/db";
import type { Actor } from "@/server/auth/session";
import type { Role } from "@/server/auth/lifetimes";
import { issueToken, refreshToken } from "@/server/auth/token";
import { createAccount } from "../mutations";

/** Test-only helpers shared by integration tests: real rows, real hashes, real token checks. */
export interface TestUser { id: string; email: string; password: string; role: Role }

export async function createTestUser(db: Db, opts: { role?: Role; email?: string; password?: string; acceptedTerms?: boolean } = {}): Promise<TestUser> {
  const email = opts.email ?? `user-${randomUUID().slice(0, 8)}@example.test`;
  const password = opts.password ?? "Corr3ct!horse";
  const role = opts.role ?? "shopper";
  const created = await createAccount(db, { email, password, role, acceptedTerms: opts.acceptedTerms ?? true });
  if (created.kind !== "created") throw new Error(`test user ${email} already exists`);
  return { id: created.userId, email, password, role };
}

export async function actorFor(db: Db, user: { id: string }): Promise<Actor> {
  const [row] = await db.select({ role: tables.users.role, email: tables.users.email }).from(tables.users).where(eq(tables.users.id, user.id));
  return { userId: user.id, role: row.role, email: row.email, sessionId: randomUUID() };
}

/** The JWT a fresh sign-in would carry for this user. */
export async function signInToken(db: Db, user: { id: string }, nowSec = Math.floor(Date.now() / 1000)): Promise<JWT> {
  const [row] = await db.select({ role: tables.users.role, sv: tables.users.sessionVersion, email: tables.users.email }).from(tables.users).where(eq(tables.users.id, user.id));
  return issueToken({ email: row.email }, { id: user.id, role: row.role, sessionVersion: row.sv }, nowSec);
}

/**
 * What Auth.js's auth() would return for a cookie holding `token`: the jwt callback's check
 * against the database, then the session callback's shape. null = signed out.
 */
export async function sessionFromToken(db: Db, token: JWT | null) {
  if (!token) return null;
  const fresh = await refreshToken(db, token, Math.floor(Date.now() / 1000));
  if (!fresh) return null;
  return { user: { id: fresh.sub ?? "", role: fresh.role ?? "shopper", email: fresh.email ?? "", sessionId: fresh.sid ?? "", sessionVersion: fresh.sv ?? 0 }, expires: new Date(Date.now() + 3600_000).toISOString() };
}
