import "server-only";
import { eq } from "drizzle-orm";
import type { Db } from "@/server/db";
import { tables } from "@/server/db";
import type { Actor } from "@/server/auth/session";

/** The shopper's saved place (their profile's coordinates), or null when none is saved. */
export async function getSavedPlaceCoordinates(db: Db, actor: Pick<Actor, "userId">): Promise<{ lat: number; lng: number } | null> {
  const [p] = await db.select({ lat: tables.profiles.latitude, lng: tables.profiles.longitude }).from(tables.profiles).where(eq(tables.profiles.userId, actor.userId)).limit(1);
  return p && p.lat !== null && p.lng !== null ? { lat: p.lat, lng: p.lng } : null;
}
