import "server-only";
import { notFound, redirect } from "next/navigation";
import { getActor, type Actor } from "./auth/session";
import type { Role } from "./auth/lifetimes";
import { getDb, type Db } from "./db";
import { newRequestId } from "./errors";
import { bindRequestId } from "./logger";

/**
 * Who may open a page. `public`: anyone (actor may be null); `user`: any signed-in account;
 * `shopper` / `retailer` / `admin`: that role (admins may open retailer pages too, since an admin can
 * also hold a retailer profile). Signed-out visitors go to `loginPath` carrying `from`; a wrong
 * role sees the not-found page, so guarded areas do not reveal themselves.
 */
export type PageGuard =
  | { access: "public" }
  | { access: "user" | "shopper" | "retailer" | "admin"; from: string; loginPath?: string };

export interface PageContext<A extends Actor | null = Actor> { db: Db; actor: A }

const ROLES: Record<"user" | "shopper" | "retailer" | "admin", Role[] | null> = {
  user: null,
  shopper: ["shopper", "admin"],
  retailer: ["retailer", "admin"],
  admin: ["admin"],
};

/**
 * The one page loader: pages never call getDb() or the session themselves. It hands the page the
 * same leading arguments every query takes — `(db, actor, …)` — with the actor from the session.
 */
export async function pageContext(guard: { access: "public" }): Promise<PageContext<Actor | null>>;
export async function pageContext(guard: Exclude<PageGuard, { access: "public" }>): Promise<PageContext<Actor>>;
export async function pageContext(guard: PageGuard): Promise<PageContext<Actor | null>> {
  // Before the first await, so the page's own lines after `await pageContext()` carry it too (decision 042).
  bindRequestId(newRequestId());
  const actor = await getActor();
  if (guard.access !== "public") {
    if (!actor) redirect(`${guard.loginPath ?? "/login"}?from=${encodeURIComponent(guard.from)}`);
    const roles = ROLES[guard.access];
    if (roles && !roles.includes(actor.role)) notFound();
  }
  return { db: await getDb(), actor };
}
