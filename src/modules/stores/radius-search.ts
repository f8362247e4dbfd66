import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "@/server/db";
import type { CurrencyCode } from "@/modules/currency/engine";
import { EARTH_RADIUS_KM, boundingBox, type LatLng } from "./geo";
import { shopperVisibleSql } from "./manage/queries";

export interface StoreWithinRadius {
  id: string;
  name: string;
  storeType: string;
  chain: string | null;
  address: string;
  suburb: string | null;
  city: string | null;
  currency: CurrencyCode;
  latitude: number;
  longitude: number;
  rating: number | null;
  retailerId: string | null;
  distanceKm: number;
}

export interface RadiusSearchResult {
  stores: StoreWithinRadius[];
  /** Stores inside the radius before `limit` was applied. */
  total: number;
}

export interface RadiusSearchOptions {
  limit?: number;
}

interface Row extends Record<string, unknown> {
  id: string;
  name: string;
  store_type: string;
  chain: string | null;
  address: string;
  suburb: string | null;
  city: string | null;
  currency: CurrencyCode;
  latitude: number;
  longitude: number;
  rating: number | null;
  retailer_id: string | null;
  distance_km: number;
  total: number;
}

/** Great-circle distance in SQL, the same spherical formula as geo's haversineKm (no PostGIS needed). */
function haversineSql(center: LatLng): SQL {
  return sql`(2 * ${EARTH_RADIUS_KM}::float8 * asin(least(1::float8, sqrt(
      power(sin(radians(s.latitude - ${center.lat}::float8) / 2), 2)
      + cos(radians(${center.lat}::float8)) * cos(radians(s.latitude))
        * power(sin(radians(s.longitude - ${center.lng}::float8) / 2), 2)
    ))))`;
}

/**
 * Stores shoppers may see (a real address, approved, open, with at least one current price: see
 * shopperVisibleSql) within `radiusKm` of `center`, nearest first (ties by id). (The store search's coupon
 * counts per retailer come from the coupons module, composed by the route.) The latitude range and longitude range(s) of the
 * bounding box let PostgreSQL walk the (latitude, longitude) btree instead of scanning the table;
 * only the candidates inside the box pay for the exact distance.
 */
export async function findStoresWithinRadius(
  db: Db,
  center: LatLng,
  radiusKm: number,
  options: RadiusSearchOptions = {},
): Promise<RadiusSearchResult> {
  const box = boundingBox(center, radiusKm);
  const limit = Math.max(1, Math.floor(options.limit ?? 200));
  const lngFilter = sql.join(
    box.lngRanges.map(([min, max]) => sql`s.longitude between ${min}::float8 and ${max}::float8`),
    sql` or `,
  );
  const result = await db.execute<Row>(sql`
    select c.*, count(*) over ()::int as total
    from (
      select s.id, s.name, s.store_type, s.chain, s.address, s.suburb, s.city, s.currency,
             s.latitude, s.longitude, s.rating, s.retailer_id, ${haversineSql(center)} as distance_km
      from stores s
      where s.latitude between ${box.minLat}::float8 and ${box.maxLat}::float8
        and (${lngFilter})
        and ${shopperVisibleSql("s")}
    ) c
    where c.distance_km <= ${radiusKm}::float8
    order by c.distance_km, c.id
    limit ${limit}
  `);
  const rows = result.rows;
  return {
    total: rows.length ? Number(rows[0].total) : 0,
    stores: rows.map((r) => ({
      id: r.id,
      name: r.name,
      storeType: r.store_type,
      chain: r.chain,
      address: r.address,
      suburb: r.suburb,
      city: r.city,
      currency: r.currency,
      latitude: Number(r.latitude),
      longitude: Number(r.longitude),
      rating: r.rating === null ? null : Number(r.rating),
      retailerId: r.retailer_id,
      distanceKm: Number(r.distance_km),
    })),
  };
}
