import "server-only";
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import type { JWT } from "next-auth/jwt";
import { isSessionExpired, type Role } from "./lifetimes";
import { tables, type Db } from "@/server/db";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface SignedInUser { id: string; role?: Role; sessionVersion?: number }

/** Claims for a fresh sign-in: a new session id every time (no session fixation), clocks start now. */
export function issueToken(token: JWT, user: SignedInUser, nowSec: number): JWT {
  return {
    ...token,
    sub: user.id,
    role: user.role ?? "shopper",
    sv: user.sessionVersion ?? 0,
    sid: randomUUID(),
    authTime: nowSec,
    lastSeen: nowSec,
  };
}

/**
 * Re-validates a session token against the user row on every read. Returns null (signed out)
 * when the user is gone, the session version moved on (sign-out, password change), or the
 * idle/absolute lifetime for the user's current role has passed. Role and e-mail come from the
 * database, so a demotion applies on the next request (RELIABILITY ).
 */
export async function refreshToken(db: Db, token: JWT, nowSec: number): Promise<JWT | null> {
  if (!token.sub || !UUID.test(token.sub)) return null;
  const [row] = await db
    .select({ role: tables.users.role, sessionVersion: tables.users.sessionVersion, email: tables.users.email })
    .from(tables.users)
    .where(eq(tables.users.id, token.sub))
    .limit(1);
  if (!row || row.sessionVersion !== token.sv) return null;
  if (isSessionExpired(row.role as Role, token.authTime ?? 0, token.lastSeen ?? 0, nowSec)) return null;
  return { ...token, role: row.role, email: row.email, lastSeen: nowSec };
}
