import "server-only";
import { assertActor, requireRole, type Actor } from "@/server/auth/session";

/**
 * The one admin check for the Data Access Layer (RELIABILITY R-01). The role comes from the
 * database on every request (the jwt callback re-reads the user row), never from e-mail lists.
 */
export function requireAdmin(): Promise<Actor> {
  return assertActor(["admin"]);
}

/** Admin pages: signed-out visitors go to /login, other roles see the not-found page. */
export function requireAdminPage(from: string): Promise<Actor> {
  return requireRole("admin", from);
}
