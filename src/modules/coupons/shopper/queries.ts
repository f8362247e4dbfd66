import "server-only";
import { and, desc, eq, inArray, lt, or, sql, type SQL } from "drizzle-orm";
import { tables, type Db } from "@/server/db";
import type { Actor } from "@/server/auth/session";
import { deriveCouponType, todayUtc } from "../types";
import type { CouponHub, RetailerCouponsPage, ShopperCoupon } from "./types";
import { issueImpressionToken } from "@/modules/analytics";
import { retailerInReachSql, type ShopperPlace } from "@/modules/stores";
import { firstStoreIdOfRetailerSql } from "@/modules/stores";
import { retailerListingSql } from "@/modules/retailers";
import { getShopperPlace } from "@/modules/pricing";

const { coupons: c, savedCoupons, couponRedemptions } = tables;
// The coupon's retailer through its owner's relation (decision 059: retailers owns the table).
const r = retailerListingSql("coupon_retailer");
const joinRetailer = sql`${r.id} = ${c.retailerId}`;

export const MAX_LISTED_COUPONS = 100;
export const MAX_EXPIRED_COUPONS = 30;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const isUuid = (id: string) => UUID.test(id);

/** The fee is settled (billing wrote paid, or waived a demo account's fee). */
export const feeSettled = (): SQL => or(eq(c.feeStatus, "paid"), eq(c.feeStatus, "waived"))!;

/**
 * The one rule for what shoppers may see and redeem: status available, not past its expiry date
 * (valid through that day, UTC — a query-time rule, so nothing has to run for a coupon to expire)
 * and its upload fee settled.
 */
export function shopperVisible(today: string): SQL {
  return and(eq(c.status, "available"), sql`${c.expiryDate} >= ${today}`, feeSettled())!;
}

/** Expired for shoppers: fee settled and either past its date or expired early by its retailer. */
export function shopperExpired(today: string): SQL {
  return and(feeSettled(), or(eq(c.status, "expired"), lt(c.expiryDate, today)))!;
}

const premium = r.isPremium;

const couponColumns = {
  id: c.id,
  title: c.title,
  description: c.description,
  discountValue: c.discountValue,
  expiryDate: c.expiryDate,
  createdAt: c.createdAt,
  retailerId: r.id,
  retailerName: r.name,
  isPremium: premium,
};
type CouponRow = { id: string; title: string; description: string | null; discountValue: string; expiryDate: string; retailerId: string; retailerName: string; isPremium: boolean };

/** The actor's own saves and redemptions for these coupons (scoped by user id). */
async function personalState(db: Db, actor: Actor, couponIds: string[]) {
  if (couponIds.length === 0) return { saved: new Set<string>(), redeemed: new Map<string, { code: string; redeemedAt: string }>() };
  const [savedRows, redeemedRows] = await Promise.all([
    db.select({ couponId: savedCoupons.couponId }).from(savedCoupons).where(and(eq(savedCoupons.userId, actor.userId), inArray(savedCoupons.couponId, couponIds))),
    db
      .select({ couponId: couponRedemptions.couponId, code: couponRedemptions.code, redeemedAt: couponRedemptions.redeemedAt })
      .from(couponRedemptions)
      .where(and(eq(couponRedemptions.userId, actor.userId), inArray(couponRedemptions.couponId, couponIds))),
  ]);
  return {
    saved: new Set(savedRows.map((s) => s.couponId)),
    redeemed: new Map(redeemedRows.map((x) => [x.couponId, { code: x.code ?? "—", redeemedAt: x.redeemedAt.toISOString() }])),
  };
}

function toDtos(rows: CouponRow[], state: Awaited<ReturnType<typeof personalState>>, viewer: Actor, now: Date): ShopperCoupon[] {
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    description: row.description,
    discountValue: row.discountValue,
    expiryDate: row.expiryDate,
    type: deriveCouponType(row.discountValue),
    retailerId: row.retailerId,
    retailerName: row.retailerName,
    isPremium: Boolean(row.isPremium),
    saved: state.saved.has(row.id),
    redemption: state.redeemed.get(row.id) ?? null,
    viewToken: issueImpressionToken("coupon", viewer.userId, row.id, now),
  }));
}

/**
 * /coupons: every visible coupon of a retailer in reach of the shopper (decision media-044: an
 * approved store in the shopper's country within the comparison radius), newest first, the
 * recently expired ones, and the featured pick (premium retailers first, then newest). Saved and
 * redeemed flags are the actor's own. `place` undefined: the actor's saved place; null: nowhere
 * (no coupons — nothing is local to a shopper who has not said where they are).
 */
export async function getCouponHub(db: Db, actor: Actor, now = new Date(), place?: ShopperPlace | null): Promise<CouponHub> {
  const where = place === undefined ? await getShopperPlace(db, actor) : place;
  if (!where) return { available: [], expired: [], featured: null, near: null };
  const today = todayUtc(now);
  const inReach = retailerInReachSql(r.id, where);
  const [available, expired, [featuredRow]] = await Promise.all([
    db.select(couponColumns).from(c).innerJoin(r.relation, joinRetailer).where(and(shopperVisible(today), inReach)).orderBy(desc(c.createdAt), desc(c.id)).limit(MAX_LISTED_COUPONS),
    db.select(couponColumns).from(c).innerJoin(r.relation, joinRetailer).where(and(shopperExpired(today), inReach)).orderBy(desc(c.expiryDate), desc(c.createdAt)).limit(MAX_EXPIRED_COUPONS),
    db.select({ id: c.id }).from(c).innerJoin(r.relation, joinRetailer).where(and(shopperVisible(today), inReach)).orderBy(desc(premium), desc(c.createdAt), desc(c.id)).limit(1),
  ]);
  const state = await personalState(db, actor, [...available, ...expired].map((x) => x.id));
  const availableDtos = toDtos(available, state, actor, now);
  const featured = featuredRow ? (availableDtos.find((x) => x.id === featuredRow.id) ?? null) : null;
  return { available: availableDtos, expired: toDtos(expired, state, actor, now), featured, near: where.label };
}

/**
 * /retailer/{id}/coupons: one retailer's visible coupons. Null (not found) for an unknown id or
 * a malformed one; a retailer with no live coupons is a page with an empty list.
 */
export async function getRetailerCouponsPage(db: Db, actor: Actor, retailerId: string, now = new Date()): Promise<RetailerCouponsPage | null> {
  if (!isUuid(retailerId)) return null;
  const [retailer] = await db
    .select({ id: r.id, name: r.name, address: r.address, isPremium: premium, storeId: firstStoreIdOfRetailerSql(r.id) })
    .from(r.relation)
    .where(sql`${r.id} = ${retailerId}::uuid`)
    .limit(1);
  if (!retailer) return null;
  const rows = await db
    .select(couponColumns)
    .from(c)
    .innerJoin(r.relation, joinRetailer)
    .where(and(eq(c.retailerId, retailer.id), shopperVisible(todayUtc(now))))
    .orderBy(desc(c.createdAt), desc(c.id))
    .limit(MAX_LISTED_COUPONS);
  const state = await personalState(db, actor, rows.map((x) => x.id));
  return { retailer: { ...retailer, isPremium: Boolean(retailer.isPremium) }, coupons: toDtos(rows, state, actor, now) };
}

/** A visible coupon's owner, or null: the gate every shopper write goes through. */
export async function findVisibleCoupon(db: Db, couponId: string, now = new Date()): Promise<{ id: string; retailerId: string } | null> {
  if (!isUuid(couponId)) return null;
  const [row] = await db.select({ id: c.id, retailerId: c.retailerId }).from(c).where(and(eq(c.id, couponId), shopperVisible(todayUtc(now)))).limit(1);
  return row ?? null;
}
