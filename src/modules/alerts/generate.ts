import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/server/db";
import { STORE_SEARCH_RADIUS_KM, EARTH_RADIUS_KM } from "@/modules/stores/geo/constants";

/** Drops older than this (by the current price's observation) are history, not news. */
export const DROP_FRESH_DAYS = 14;
/** How far back the price a drop is measured from may lie. */
export const DROP_LOOKBACK_WEEKS = 8;
/** New coupons announced in the bell when created within this many days. */
export const COUPON_FRESH_DAYS = 7;

/** Great-circle distance in km between a store `s` and a profile `pf` (SQL fragment). */
const distanceKm = sql`2 * ${EARTH_RADIUS_KM}::float8 * asin(sqrt(
  power(sin(radians(s.latitude - pf.latitude) / 2), 2)
  + cos(radians(pf.latitude)) * cos(radians(s.latitude)) * power(sin(radians(s.longitude - pf.longitude) / 2), 2)))`;
/** A cheap latitude band first (one degree ≈ 111 km), so the exact distance runs on few rows. */
const latBand = sql`s.latitude between pf.latitude - ${STORE_SEARCH_RADIUS_KM / 111}::float8 and pf.latitude + ${STORE_SEARCH_RADIUS_KM / 111}::float8`;

/**
 * Price-drop notifications, set-based: one INSERT … SELECT over the watched products' current
 * prices × the price each dropped from × the watchers whose saved location is within the search
 * radius of the store. A drop is "the current price is below the last different price at that
 * store"; the notification is keyed by the price row it dropped from, so later runs over the same
 * prices (or a re-observation at the same price) add nothing, while a new drop after a rise does.
 * Only drops observed after the shopper started watching count.
 */
export async function generatePriceDropAlerts(db: Db, now = new Date()): Promise<{ priceDrops: number; coupons: number }> {
  const drops = await db.execute(sql`
    with watched as (select distinct product_id from price_watches),
    drops as (
      select cp.store_id, cp.product_id, cp.price_id, cp.amount_cents as new_cents, cp.currency, cp.observed_at,
             prev.id as from_price_id, prev.amount_cents as old_cents
      from watched w
      join current_prices cp on cp.product_id = w.product_id
      join lateral (
        select p.id, p.amount_cents from prices p
        where p.store_id = cp.store_id and p.product_id = cp.product_id and p.currency = cp.currency
          and p.id <> cp.price_id and p.amount_cents <> cp.amount_cents
          and p.observed_at <= cp.observed_at
          and p.observed_at >= cp.observed_at - make_interval(weeks => ${DROP_LOOKBACK_WEEKS})
        order by p.observed_at desc, p.id desc
        limit 1
      ) prev on prev.amount_cents > cp.amount_cents
      where cp.observed_at >= ${now.toISOString()}::timestamptz - make_interval(days => ${DROP_FRESH_DAYS})
    )
    insert into notifications (user_id, kind, title, body, href, store_id, product_id, from_price_id, price_id, old_cents, new_cents, currency, created_at)
    select distinct on (pw.user_id, d.store_id, d.product_id)
           pw.user_id, 'price_drop',
           left(pr.name || ' dropped ' || round(100.0 * (d.old_cents - d.new_cents) / d.old_cents) || '%', 200),
           left('At ' || s.name, 400),
           '/store/' || s.id,
           d.store_id, d.product_id, d.from_price_id, d.price_id, d.old_cents, d.new_cents, d.currency, ${now.toISOString()}::timestamptz
    from drops d
    join price_watches pw on pw.product_id = d.product_id and pw.created_at <= d.observed_at
    join profiles pf on pf.user_id = pw.user_id and pf.latitude is not null and pf.longitude is not null
    join stores s on s.id = d.store_id
    join products pr on pr.id = d.product_id
    where ${latBand} and ${distanceKm} <= ${STORE_SEARCH_RADIUS_KM}::float8
    order by pw.user_id, d.store_id, d.product_id
    on conflict do nothing
    returning id`);

  // New coupons from stores near shoppers who watch prices (they asked to hear about savings).
  const coupons = await db.execute(sql`
    insert into notifications (user_id, kind, title, body, href, coupon_id, store_id, created_at)
    select distinct on (u.user_id, c.id)
           u.user_id, 'coupon', left('New coupon: ' || c.title, 200), left(c.discount_value || ' at ' || s.name, 400),
           '/store/' || s.id, c.id, s.id, ${now.toISOString()}::timestamptz
    from (select distinct user_id from price_watches) u
    join profiles pf on pf.user_id = u.user_id and pf.latitude is not null and pf.longitude is not null
    join coupons c on c.status = 'available' and c.fee_status in ('paid', 'waived')
      and c.created_at >= ${now.toISOString()}::timestamptz - make_interval(days => ${COUPON_FRESH_DAYS})
      and c.expiry_date >= (${now.toISOString()}::timestamptz at time zone 'UTC')::date
    join stores s on s.retailer_id = c.retailer_id
    where ${latBand} and ${distanceKm} <= ${STORE_SEARCH_RADIUS_KM}::float8
    order by u.user_id, c.id, ${distanceKm}
    on conflict do nothing
    returning id`);
  return { priceDrops: drops.rows.length, coupons: coupons.rows.length };
}
