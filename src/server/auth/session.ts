import "server-only";
import { cache } from "react";
import { notFound, redirect } from "next/navigation";
import { auth } from "./auth";
import type { Role } from "./lifetimes";
import { AppError, unavailable } from "@/server/errors";
import { withSessionLookup } from "./lookup-context";
import { sql } from "drizzle-orm";
import type { Db } from "@/server/db";

export interface Actor {
  userId: string;
  role: Role;
  email: string;
  sessionId: string;
  /** The session version the request's cookie carried (sign-out and password changes move it on); long-lived streams re-check it. */
  sessionVersion?: number;
}

/** The signed-in user for this request, re-validated against the database by the jwt callback. */
export const getActor = cache(async (): Promise<Actor | null> => {
  const { value: session, databaseDown } = await withSessionLookup(() => auth());
  if (!session?.user?.id) {
    if (databaseDown) throw unavailable();
    return null;
  }
  return { userId: session.user.id, role: session.user.role, email: session.user.email ?? "", sessionId: session.user.sessionId, sessionVersion: session.user.sessionVersion };
});

/** Pages: signed-out visitors go to /login (with replace semantics, as redirect() does) carrying `from`. */
export async function requireUser(from: string, loginPath = "/login"): Promise<Actor> {
  const actor = await getActor();
  if (!actor) redirect(`${loginPath}?from=${encodeURIComponent(from)}`);
  return actor;
}

/** Pages: a wrong role sees the not-found page, so admin areas do not reveal themselves. */
export async function requireRole(roles: Role | Role[], from: string): Promise<Actor> {
  const actor = await requireUser(from);
  const allowed = Array.isArray(roles) ? roles : [roles];
  if (!allowed.includes(actor.role)) notFound();
  return actor;
}

/** Actions, route handlers and data functions: throw expected errors instead of redirecting. */
export async function assertActor(roles?: Role[], unauthenticatedMessage = "Authentication required"): Promise<Actor> {
  const actor = await getActor();
  if (!actor) throw new AppError("UNAUTHENTICATED", unauthenticatedMessage);
  if (roles && !roles.includes(actor.role)) throw new AppError("FORBIDDEN", "You don't have permission to do that.");
  return actor;
}

/**
 * For work that outlives its request (live-update streams): is the session that started it still
 * current? False once the account is gone or its session version moved on (sign-out, sign-out
 * everywhere, password change, role change) — the same test every request's cookie re-check makes.
 * An actor without a known version is compared with `since` (the version read when the work began).
 */
export async function sessionStillCurrent(db: Db, actor: Pick<Actor, "userId" | "sessionVersion">, since?: number): Promise<boolean> {
  const res = await db.execute<{ sv: number }>(sql`select session_version as sv from users where id = ${actor.userId}`);
  const row = res.rows[0];
  if (!row) return false;
  const expected = actor.sessionVersion ?? since;
  return expected === undefined || Number(row.sv) === expected;
}

/** The account's current session version (the baseline for sessionStillCurrent when the actor has none). */
export async function currentSessionVersion(db: Db, userId: string): Promise<number | undefined> {
  const res = await db.execute<{ sv: number }>(sql`select session_version as sv from users where id = ${userId}`);
  return res.rows[0] ? Number(res.rows[0].sv) : undefined;
}
