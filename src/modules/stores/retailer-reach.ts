import "server-only";
import { sql, type SQL, type SQLWrapper } from "drizzle-orm";
import type { Db } from "@/server/db";
import { EARTH_RADIUS_KM, boundingBox, type LatLng } from "./geo";
import { reverseGeocodeOffline } from "./gazetteer";

/**
 * Where a shopper is, for targeting (decision media-044): the comparison's centre (saved address
 * or its offline geocode), the shopper's country and the comparison radius.
 */
export interface ShopperPlace extends LatLng {
  /** "NZ", "AU", "US"…; null only when neither the profile nor the offline gazetteer knows it. */
  countryCode: string | null;
  /** Short human name of the place ("Ponsonby"), for sentences such as "near Ponsonby". */
  label: string;
  radiusKm: number;
}

/**
 * True when the retailer owns at least one store a shopper at `place` is in reach of: approved,
 * open, a real address, in the shopper's country, and within the radius — `radiusKm` is a
 * per-row SQL expression (a placement's narrower reach) capped by the place's radius. The
 * bounding box on (latitude, longitude) lets PostgreSQL use `stores_lat_lng_idx` / the retailer
 * index; only stores inside it pay for the exact great-circle distance (same formula as
 * findStoresWithinRadius).
 */
export function retailerInReachSql(retailerId: SQLWrapper, place: ShopperPlace, radiusKm?: SQL): SQL {
  const box = boundingBox(place, place.radiusKm);
  const lngFilter = sql.join(
    box.lngRanges.map(([min, max]) => sql`reach_s.longitude between ${min}::float8 and ${max}::float8`),
    sql` or `,
  );
  const limit = radiusKm ? sql`least(${place.radiusKm}::float8, ${radiusKm})` : sql`${place.radiusKm}::float8`;
  const country = place.countryCode ? sql`and reach_s.country_code = ${place.countryCode}` : sql``;
  return sql`exists (
    select 1 from stores reach_s
    where reach_s.retailer_id = ${retailerId}
      and reach_s.listing_status = 'approved' and reach_s.closed_at is null
      and reach_s.address <> 'To be updated' and not (reach_s.latitude = 0 and reach_s.longitude = 0)
      ${country}
      and reach_s.latitude between ${box.minLat}::float8 and ${box.maxLat}::float8
      and (${lngFilter})
      and (2 * ${EARTH_RADIUS_KM}::float8 * asin(least(1::float8, sqrt(
            power(sin(radians(reach_s.latitude - ${place.lat}::float8) / 2), 2)
            + cos(radians(${place.lat}::float8)) * cos(radians(reach_s.latitude))
              * power(sin(radians(reach_s.longitude - ${place.lng}::float8) / 2), 2)
          )))) <= ${limit}
  )`;
}

/** Where a retailer's banners are judged from on its own banner page: its first approved, open location. */
export async function retailerHomePlace(
  db: Db,
  retailerId: string,
  radiusKm: number,
): Promise<{ place: ShopperPlace; timeZone: string } | null> {
  const { rows } = await db.execute<{ latitude: number; longitude: number; country_code: string; suburb: string | null; city: string | null; name: string; time_zone: string }>(sql`
    select latitude, longitude, country_code, suburb, city, name, time_zone from stores
    where retailer_id = ${retailerId} and listing_status = 'approved' and closed_at is null
      and address <> 'To be updated' and not (latitude = 0 and longitude = 0)
    order by name, id limit 1`);
  const s = rows[0];
  if (!s) return null;
  return {
    place: { lat: Number(s.latitude), lng: Number(s.longitude), countryCode: s.country_code, label: s.suburb?.trim() || s.city?.trim() || s.name, radiusKm },
    timeZone: s.time_zone,
  };
}

/** The offline gazetteer's answer for a point: its country (within coverage) and the nearest place's name. */
export function placeAt(lat: number, lng: number): { countryCode: string | null; name: string | null } {
  const hit = reverseGeocodeOffline(lat, lng);
  return { countryCode: hit?.countryCode ?? null, name: hit?.nearest ?? null };
}

/** The approved, open, real-address stores targeting counts (the same filter as retailerInReachSql). */
const targetable = (alias: string) => {
  const s = sql.identifier(alias);
  return sql`${s}.listing_status = 'approved' and ${s}.closed_at is null and ${s}.address <> 'To be updated' and not (${s}.latitude = 0 and ${s}.longitude = 0)`;
};

/**
 * True when two retailers can be shown to the same shoppers (decision 056): some targetable store
 * of one and some of the other are in the same country and at most 2 × `radiusKm` apart — then a
 * shopper half-way between has both within the radius; further apart, no shopper has both.
 * A latitude band prunes pairs before the exact great-circle distance.
 */
export function retailersShareShoppersSql(retailerA: SQLWrapper, retailerB: SQLWrapper, radiusKm: number): SQL {
  const reach = 2 * radiusKm;
  return sql`exists (
    select 1 from stores share_a join stores share_b
      on share_b.retailer_id = ${retailerB} and share_b.country_code = share_a.country_code
      and abs(share_b.latitude - share_a.latitude) <= ${reach / 111.0}::float8
    where share_a.retailer_id = ${retailerA} and ${targetable("share_a")} and ${targetable("share_b")}
      and (2 * ${EARTH_RADIUS_KM}::float8 * asin(least(1::float8, sqrt(
            power(sin(radians(share_b.latitude - share_a.latitude) / 2), 2)
            + cos(radians(share_a.latitude)) * cos(radians(share_b.latitude))
              * power(sin(radians(share_b.longitude - share_a.longitude) / 2), 2)
          )))) <= ${reach}::float8
  )`;
}
