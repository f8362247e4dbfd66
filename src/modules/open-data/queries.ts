import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "@/server/db";
import { storedBarcodeForms } from "@/modules/barcodes/engine";
import { productExists as catalogProductExists } from "@/modules/catalog";
import { productCardsSql } from "@/modules/catalog";
import { priceRecordsSql } from "@/modules/price-ledger";
import { storeCardsSql } from "@/modules/stores";
import { lastOpenDataSharingChange } from "@/modules/retailers";
import { publishablePriceWhere } from "./publishable";
import { decodeCursor, encodeCursor, filterFingerprint, type Position } from "./cursor";
import { AppError } from "@/server/errors";
import { DEFAULT_RADIUS_KM, OPEN_DATA_LICENCE, OPEN_DATA_MESSAGES, type PricePage, type PublishedPrice } from "./schemas";

export interface PriceFilter {
  gtin?: string;
  productId?: string;
  lat?: number;
  lng?: number;
  radiusKm?: number;
  since?: string;
}

type Row = {
  id: string;
  observed_at: string;
  amount_cents: number;
  currency: PublishedPrice["currency"];
  unit_price_cents: number | null;
  on_special: boolean;
  source: PublishedPrice["source"];
  product_id: string;
  product_name: string;
  brand: string | null;
  size: string | null;
  barcode: string | null;
  unit: PublishedPrice["product"]["unit"];
  unit_quantity: number;
  store_id: string;
  store_name: string;
  chain: string | null;
  city: string | null;
  country_code: string;
  latitude: number;
  longitude: number;
  distance_km: number | null;
};

const KM_PER_DEGREE_LAT = 111.32;

/** The GTIN's stored widths (the catalogue keeps GTIN-13s and shorter forms; see the barcodes engine). */
function gtinForms(gtin: string): string[] {
  return storedBarcodeForms(gtin.padStart(14, "0"));
}

function whereOf(filter: PriceFilter, after: Position | null): { where: SQL; distance: SQL | null } {
  const parts: SQL[] = [publishablePriceWhere("p")];
  if (filter.productId) parts.push(sql`p.product_id = ${filter.productId}::uuid`);
  if (filter.gtin) parts.push(sql`pr.barcode in (${sql.join(gtinForms(filter.gtin).map((f) => sql`${f}`), sql`, `)})`);
  if (filter.since) parts.push(sql`p.observed_at >= ${new Date(filter.since).toISOString()}::timestamptz`);
  let distance: SQL | null = null;
  if (filter.lat !== undefined && filter.lng !== undefined) {
    const radius = filter.radiusKm ?? DEFAULT_RADIUS_KM;
    const dLat = radius / KM_PER_DEGREE_LAT;
    const dLng = radius / (KM_PER_DEGREE_LAT * Math.max(0.01, Math.cos((filter.lat * Math.PI) / 180)));
    distance = sql`(6371.0088 * 2 * asin(least(1, sqrt(power(sin(radians(s.latitude - ${filter.lat}) / 2), 2) + cos(radians(${filter.lat})) * cos(radians(s.latitude)) * power(sin(radians(s.longitude - ${filter.lng}) / 2), 2)))))`;
    parts.push(sql`s.latitude between ${filter.lat - dLat} and ${filter.lat + dLat}`);
    if (dLng < 180) parts.push(sql`s.longitude between ${filter.lng - dLng} and ${filter.lng + dLng}`);
    parts.push(sql`${distance} <= ${radius}`);
  }
  if (after) parts.push(sql`(p.observed_at, p.id) < ((${after.observedAt}::timestamp at time zone 'UTC'), ${after.id}::bigint)`);
  return { where: sql.join(parts, sql` and `), distance };
}

function toPrice(r: Row, withDistance: boolean): PublishedPrice {
  const price: PublishedPrice = {
    id: r.id,
    observed_at: r.observed_at,
    price_cents: Number(r.amount_cents),
    currency: r.currency,
    unit_price_cents: r.unit_price_cents === null ? null : Math.round(Number(r.unit_price_cents) * 100) / 100,
    on_special: r.on_special,
    source: r.source,
    product: { id: r.product_id, name: r.product_name, brand: r.brand, size: r.size, gtin: r.barcode, unit: r.unit, unit_quantity: Number(r.unit_quantity) },
    store: { id: r.store_id, name: r.store_name, chain: r.chain, city: r.city, country_code: r.country_code, latitude: Number(r.latitude), longitude: Number(r.longitude) },
  };
  if (withDistance) price.distance_km = r.distance_km === null ? null : Math.round(Number(r.distance_km) * 100) / 100;
  return price;
}

/** One keyset step over the publishable prices, newest observation first (ties by id). */
export async function readPublishedPrices(db: Db, filter: PriceFilter, after: Position | null, limit: number): Promise<{ prices: PublishedPrice[]; last: Position | null; more: boolean }> {
  const { where, distance } = whereOf(filter, after);
  const res = await db.execute<Row>(sql`
    select p.id::text as id, to_char(p.observed_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as observed_at,
           p.amount_cents, p.currency, p.unit_price_cents, p.on_special, p.source,
           pr.id as product_id, pr.name as product_name, pr.brand, pr.size, pr.barcode, pr.unit, pr.unit_quantity,
           s.id as store_id, s.name as store_name, s.chain, s.city, s.country_code, s.latitude, s.longitude,
           ${distance ?? sql`null::float8`} as distance_km
    from ${priceRecordsSql()} p
    join ${productCardsSql()} pr on pr.id = p.product_id
    join ${storeCardsSql()} s on s.id = p.store_id
    where ${where}
    order by p.observed_at desc, p.id desc
    limit ${limit + 1}`);
  const rows = res.rows.slice(0, limit);
  const lastRow = rows.at(-1);
  return {
    prices: rows.map((r) => toPrice(r, distance !== null)),
    last: lastRow ? { observedAt: lastRow.observed_at, id: lastRow.id } : null,
    more: res.rows.length > limit,
  };
}

/** A page of the API: decodes the cursor (bound to these filters), reads, and makes the next cursor. */
export async function pagePublishedPrices(db: Db, filter: PriceFilter, input: { cursor?: string; limit: number }): Promise<{ page: PricePage; lastModified: Date | null }> {
  const fingerprint = filterFingerprint({ ...filter });
  let after: Position | null = null;
  if (input.cursor) {
    after = decodeCursor(input.cursor, fingerprint);
    if (!after) throw new AppError("INVALID_INPUT", OPEN_DATA_MESSAGES.cursor, { fieldErrors: { cursor: [OPEN_DATA_MESSAGES.cursor] } });
  }
  const { prices, last, more } = await readPublishedPrices(db, filter, after, input.limit);
  const newest = prices.reduce<number>((t, p) => Math.max(t, Date.parse(p.observed_at)), 0);
  const switched = await lastOpenDataSharingChange(db);
  const stamp = Math.max(newest, switched?.getTime() ?? 0);
  return {
    page: { data: prices, next_cursor: more && last ? encodeCursor(last, fingerprint) : null, licence: OPEN_DATA_LICENCE },
    lastModified: stamp > 0 ? new Date(stamp) : null,
  };
}

/** Whether the catalogue has this product (the product history's "not found"). */
export async function productExists(db: Db, id: string): Promise<boolean> {
  return catalogProductExists(db, id);
}
