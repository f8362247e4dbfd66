import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/server/db";
import type { Actor } from "@/server/auth/session";
import { requireRetailerProfile, type RetailerProfile } from "@/modules/retailers";
import { listOwnBookingRows } from "./placement-bookings";
import { liveBookingSql } from "./placement-live";
import { BOOKABLE_PLACEMENTS, BOOKING_PHASE_LABEL, bookingPhase, type BookablePlacement, type BookingPhase, type PlacementBookings, type PlacementBookingView } from "./placement-pricing";

export type { PlacementBookings, PlacementBookingView };

const OPEN_PHASES: BookingPhase[] = ["awaiting_payment", "scheduled", "live", "paused", "payment_failed", "renewal_due"];

export async function getOwnPlacementBookings(db: Db, actor: Actor, now = new Date()): Promise<PlacementBookings> {
  const retailer = await requireRetailerProfile(db, actor);
  const rows = await listOwnBookingRows(db, retailer);
  const byPlacement = Object.fromEntries(BOOKABLE_PLACEMENTS.map((p) => [p, null])) as Record<BookablePlacement, PlacementBookingView | null>;
  for (const r of rows) {
    const phase = bookingPhase(r, now);
    const view: PlacementBookingView = {
      ...r,
      startsAt: r.startsAt.toISOString(),
      endsAt: r.endsAt?.toISOString() ?? null,
      paidThrough: r.paidThrough?.toISOString() ?? null,
      phase,
      label: BOOKING_PHASE_LABEL[phase],
      canPause: phase === "live" || phase === "scheduled",
      canResume: phase === "paused",
      canCancel: OPEN_PHASES.includes(phase),
    };
    // Rows come newest first, and at most one is open per placement (the unique index): the newest is the card's.
    byPlacement[r.placement] ??= view;
  }
  return { isDemo: retailer.isDemo, byPlacement };
}

/**
 * The placements the retailer has a live booking in now (the demo account: every placement — it is
 * exempt). It takes the session's retailer profile (requireRetailerProfile), never a bare id.
 */
export async function livePlacementsOf(db: Db, retailer: Pick<RetailerProfile, "id" | "isDemo">, now = new Date()): Promise<Set<BookablePlacement>> {
  if (retailer.isDemo) return new Set(BOOKABLE_PLACEMENTS);
  const rows = await db.execute<{ placement: BookablePlacement }>(sql`select distinct pb.placement from placement_bookings pb where pb.retailer_id = ${retailer.id} and ${liveBookingSql("pb", now)}`);
  const live = new Set<BookablePlacement>(rows.rows.map((r) => r.placement));
  return live;
}
