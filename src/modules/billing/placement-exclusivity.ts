import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/server/db";
import { AppError } from "@/server/errors";
import { retailersShareShoppersSql } from "@/modules/stores";
import { STORE_SEARCH_RADIUS_KM } from "@/modules/stores/shared";
import { exclusiveClash, exclusiveClashMessage, type ExclusiveHold } from "./placement-exclusivity-rule";
import type { BookablePlacement } from "./placement-pricing";

/**
 * Other retailers' exclusive bookings of the placement that would serve the same shoppers as the
 * booker (any targetable store of the two within 2 × the comparison radius, same country) and are
 * live or scheduled: paid (active) or paused (the pause ends when its owner resumes), not ended.
 * Awaiting payment does not hold it (an abandoned checkout would block the slot), nor does a
 * failed renewal (decision 056).
 */
export async function exclusiveHoldsNear(db: Db, retailer: { id: string }, placement: BookablePlacement, now: Date): Promise<ExclusiveHold[]> {
  const retailerId = retailer.id;
  const { rows } = await db.execute<{ starts_at: string; ends_at: string | null; renewal: string; paid_through: string | null }>(sql`
    select pb.starts_at::text, pb.ends_at::text, pb.renewal, pb.paid_through::text from placement_bookings pb
    where pb.placement = ${placement} and pb.exclusive and pb.retailer_id <> ${retailerId}::uuid
      and pb.status in ('active', 'paused') and (pb.ends_at is null or pb.ends_at > ${now.toISOString()}::timestamptz)
      and ${retailersShareShoppersSql(sql`${retailerId}::uuid`, sql`pb.retailer_id`, STORE_SEARCH_RADIUS_KM)}
    order by pb.starts_at`);
  const at = (v: string | null) => (v === null ? null : new Date(v));
  return rows.map((r) => ({ startsAt: new Date(r.starts_at), endsAt: at(r.ends_at), renewal: r.renewal === "monthly" ? "monthly" : "fixed", paidThrough: at(r.paid_through) }));
}

/** Refuses an exclusive booking whose period overlaps another retailer's exclusive hold near the same shoppers, naming the next free date. */
export async function assertExclusiveFree(db: Db, retailer: { id: string }, placement: BookablePlacement, period: { startsAt: Date; endsAt: Date | null }, timeZone: string, now: Date): Promise<void> {
  const holds = await exclusiveHoldsNear(db, retailer, placement, now);
  const clash = exclusiveClash(holds, period.startsAt, period.endsAt);
  if (!clash.clash) return;
  const message = exclusiveClashMessage(clash, timeZone);
  throw new AppError("CONFLICT", message, { fieldErrors: { exclusive: [message] } });
}
