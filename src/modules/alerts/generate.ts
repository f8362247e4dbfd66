import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "@/server/db";
import { changedCurrentPricesSql } from "@/modules/price-ledger";
import { storePlacesSql } from "@/modules/stores/shared";
import { productCardsSql } from "@/modules/catalog";
import { profilePlacesSql } from "@/modules/users/shared";
import { announceableCouponsSql } from "@/modules/coupons/shared";
import { STORE_SEARCH_RADIUS_KM, EARTH_RADIUS_KM } from "@/modules/stores/shared";

/** Drops older than this (by the current price's observation) are history, not news. */
export const DROP_FRESH_DAYS = 14;
/** New coupons announced in the bell when created within this many days. */
export const COUPON_FRESH_DAYS = 7;

const KM_PER_DEGREE = 111.0;

/** Great-circle distance in km between profile `pf` and a point (SQL fragment). */
function distanceKm(lat: SQL, lng: SQL): SQL {
  return sql`2 * ${EARTH_RADIUS_KM}::float8 * asin(sqrt(
      power(sin(radians(${lat} - pf.latitude) / 2), 2)
      + cos(radians(pf.latitude)) * cos(radians(${lat})) * power(sin(radians(${lng} - pf.longitude) / 2), 2)))`;
}

/**
 * "Profile `pf` within the search radius of a point": a bounding box first (latitude band, and a
 * longitude band widened by 1/cos(latitude)), so the exact great-circle distance runs only on the
 * few pairs inside the box.
 */
function withinRadius(lat: SQL, lng: SQL): SQL {
  const latSpan = sql`${STORE_SEARCH_RADIUS_KM / KM_PER_DEGREE}::float8`;
  const lngSpan = sql`(${STORE_SEARCH_RADIUS_KM / KM_PER_DEGREE}::float8 / greatest(cos(radians(${lat})), 0.01))`;
  return sql`pf.latitude between ${lat} - ${latSpan} and ${lat} + ${latSpan}
    and pf.longitude between ${lng} - ${lngSpan} and ${lng} + ${lngSpan}
    and ${distanceKm(lat, lng)} <= ${STORE_SEARCH_RADIUS_KM}::float8`;
}

/**
 * Price-change notifications (drops, and rises for shoppers who asked for them, each at least the
 * shopper's threshold — price_alert_settings, engine/price-change.ts), set-based, in one INSERT … SELECT:
 *  1. `drops`: the fresh current prices of watched products that are below the price before their
 *     last change (current_prices.prev_*, kept by the prices trigger, migration 0013) — read from
 *     a partial index of just the dropped rows, no price history. (Measured at 100k watched items:
 *     looking the previous price up in the history per current price cost ~0.8 s of ~3 s, and the
 *     first version, which let the planner run that look-up once per watcher, 57 s.)
 *  2. × the watchers of each dropped product whose saved location lies within the search radius of
 *     the store (bounding box, then exact distance).
 * A notification is keyed (unique index) by shopper, store, product and the price row it dropped
 * from, so ON CONFLICT DO NOTHING makes a drop notify once however often generation runs over the
 * same prices (or a re-observation at the same price), while a new drop after a rise notifies again.
 * Only drops observed after the shopper started watching count.
 */
export async function generatePriceDropAlerts(db: Db, now = new Date()): Promise<{ priceDrops: number; priceRises: number; coupons: number }> {
  const at = sql`${now.toISOString()}::timestamptz`;
  return db.transaction(async (tx) => {
    // A run is a second or two of simple joins: compiling JIT code for it (the planner's estimates
    // for the radius filter are far off) cost a third of the run when it was measured.
    await tx.execute(sql`set local jit = off`);
    // The coupon pass sorts shopper × coupon × nearby-store pairs to keep the nearest store: in
    // memory rather than spilled to disk (with narrow rows, 650 → 470 ms at 5,000 shoppers × 100 stores).
    await tx.execute(sql`set local work_mem = '64MB'`);
    const since = sql`${at} - make_interval(days => ${DROP_FRESH_DAYS})`;
    const drops = await tx.execute(sql`
      with changes as materialized (
        -- Drops and rises are read from two partial indexes of just those rows (no price history).
        select * from ${changedCurrentPricesSql({ direction: "drop", since, productFilter: (productId) => sql`exists (select 1 from price_watches w where w.product_id = ${productId})` })} dropped
        union all
        select * from ${changedCurrentPricesSql({
          direction: "rise",
          since,
          productFilter: (productId) => sql`exists (select 1 from price_watches w join price_alert_settings pas on pas.user_id = w.user_id and pas.include_rises where w.product_id = ${productId})`,
        })} rose
      ),
      changed_at as materialized (
        select d.*, s.name as store_name, s.latitude as store_lat, s.longitude as store_lng, pr.name as product_name
        from changes d join ${storePlacesSql()} s on s.id = d.store_id join ${productCardsSql()} pr on pr.id = d.product_id
        where s.latitude is not null and s.longitude is not null
      )
      insert into notifications (user_id, kind, title, body, href, store_id, product_id, from_price_id, price_id, old_cents, new_cents, currency, created_at)
      select pw.user_id, case when d.new_cents < d.old_cents then 'price_drop' else 'price_rise' end,
             left(d.product_name || case when d.new_cents < d.old_cents then ' dropped ' else ' rose ' end
                  || round(100.0 * abs(d.old_cents - d.new_cents) / d.old_cents) || '%', 200),
             left('At ' || d.store_name, 400),
             '/store/' || d.store_id,
             d.store_id, d.product_id, d.from_price_id, d.price_id, d.old_cents, d.new_cents, d.currency, ${at}
      from changed_at d
      join price_watches pw on pw.product_id = d.product_id and pw.created_at <= d.observed_at
      join ${profilePlacesSql()} pf on pf.user_id = pw.user_id
      left join price_alert_settings pas on pas.user_id = pw.user_id
      where ${withinRadius(sql`d.store_lat`, sql`d.store_lng`)}
        -- The shopper's rule (engine/price-change.ts, in integers): rises only when asked for, and a
        -- change of at least their threshold; no settings row = every drop.
        and (d.new_cents < d.old_cents or coalesce(pas.include_rises, false))
        and abs(d.new_cents - d.old_cents)::bigint * 100 >= coalesce(pas.threshold_pct, 0)::bigint * d.old_cents
      -- A shopper watching one product from two items gives two candidate rows: the unique key keeps one.
      on conflict do nothing
      returning kind`);

    // New coupons from stores near shoppers who watch prices (they asked to hear about savings);
    // one per shopper and coupon, however many of the retailer's stores are near. Coupons already
    // announced to a shopper are left out before the distances and the sort (a daily run is mostly those).
    const coupons = await tx.execute(sql`
      with pending as materialized (
        select u.user_id, c.id as coupon_id, c.retailer_id
        from ${announceableCouponsSql(at, COUPON_FRESH_DAYS)} c
        cross join (select distinct user_id from price_watches) u
          -- One probe of the unique index per pair. (OFFSET 0 keeps this a per-row probe: as an
          -- anti-join, statistics that lag a big insert once made it a 28 s merge join.)
        where not exists (select 1 from notifications n where n.kind = 'coupon' and n.user_id = u.user_id and n.coupon_id = c.id offset 0)
      ),
      nearest as (
        select distinct on (p.user_id, p.coupon_id) p.user_id, p.coupon_id, s.id as store_id
        from pending p
        join ${profilePlacesSql()} pf on pf.user_id = p.user_id
        join ${storePlacesSql()} s on s.retailer_id = p.retailer_id and s.latitude is not null and s.longitude is not null
        where ${withinRadius(sql`s.latitude`, sql`s.longitude`)}
        order by p.user_id, p.coupon_id, ${distanceKm(sql`s.latitude`, sql`s.longitude`)}
      )
      insert into notifications (user_id, kind, title, body, href, coupon_id, store_id, created_at)
      select n.user_id, 'coupon', left('New coupon: ' || c.title, 200), left(c.discount_value || ' at ' || s.name, 400),
             '/store/' || s.id, c.id, s.id, ${at}
      from nearest n join ${announceableCouponsSql(at, COUPON_FRESH_DAYS)} c on c.id = n.coupon_id join ${storePlacesSql()} s on s.id = n.store_id
      on conflict do nothing
      returning id`);
    const rises = drops.rows.filter((r) => (r as { kind: string }).kind === "price_rise").length;
    return { priceDrops: drops.rows.length - rises, priceRises: rises, coupons: coupons.rows.length };
  });
}
