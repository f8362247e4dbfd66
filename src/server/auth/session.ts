import "server-only";
import { cache } from "react";
import { notFound, redirect } from "next/navigation";
import { auth } from "./auth";
import type { Role } from "./lifetimes";
import { AppError, unavailable } from "@/server/errors";
import { withSessionLookup } from "./lookup-context";

export interface Actor { userId: string; role: Role; email: string; sessionId: string }

/** The signed-in user for this request, re-validated against the database by the jwt callback. */
export const getActor = cache(async (): Promise<Actor | null> => {
  const { value: session, databaseDown } = await withSessionLookup(() => auth());
  if (!session?.user?.id) {
    if (databaseDown) throw unavailable();
    return null;
  }
  return { userId: session.user.id, role: session.user.role, email: session.user.email ?? "", sessionId: session.user.sessionId };
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
