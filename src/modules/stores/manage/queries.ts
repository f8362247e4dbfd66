import "server-only";
import { sql } from "drizzle-orm";
import type { Db } from "@/server/db";
import type { Actor } from "@/server/auth/session";
import { AppError } from "@/server/errors";
import { requireRetailerProfile } from "@/modules/retailers";
import { retailerNameSql } from "@/modules/retailers";
import { currentPriceCountSql, hasCurrentPricesSql } from "@/modules/price-ledger";
import type { OpeningHours } from "../opening-hours";
import type { StoreCountry } from "./schemas";

export type ListingStatus = "pending" | "approved" | "rejected";

/** Everything the store form edits, plus what the lists show beside it. */
export interface ManagedStoreDto {
  id: string;
  name: string;
  chain: string | null;
  storeType: string;
  address: string;
  suburb: string | null;
  city: string | null;
  countryCode: StoreCountry;
  currency: string;
  latitude: number;
  longitude: number;
  timeZone: string;
  openingHours: OpeningHours | null;
  isDemo: boolean;
  closedAt: string | null;
  listingStatus: ListingStatus;
  listingNote: string | null;
  retailerName: string | null;
  productCount: number;
  /** A real address, an approved listing, open, and at least one current price: what shoppers need to see it. */
  visibleToShoppers: boolean;
}

export function assertAdministrator(actor: Actor | null): asserts actor is Actor {
  if (!actor) throw new AppError("UNAUTHENTICATED", "Authentication required");
  if (actor.role !== "admin") throw new AppError("FORBIDDEN", "You don't have permission to do that.");
}

/**
 * The shopper visibility rule, in SQL over a stores alias `s` (one definition for the map,
 * comparisons and store pages): a real address (not the placeholder, not 0,0), approved, not
 * closed, and at least one current price.
 */
export function shopperVisibleSql(alias = "s") {
  const a = sql.identifier(alias);
  return sql`(${a}.address <> 'To be updated' and not (${a}.latitude = 0 and ${a}.longitude = 0) and ${a}.listing_status = 'approved' and ${a}.closed_at is null
    and ${hasCurrentPricesSql(sql`${a}.id`)})`;
}

type Row = Record<string, unknown>;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
function storeIdOrThrow(storeId: string): string {
  if (!UUID.test(storeId)) throw new AppError("NOT_FOUND", "Store not found");
  return storeId;
}

function toDto(r: Row): ManagedStoreDto {
  const iso = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string).toISOString());
  const hours = r.opening_hours === null || r.opening_hours === undefined ? null : ((typeof r.opening_hours === "string" ? JSON.parse(r.opening_hours) : r.opening_hours) as OpeningHours);
  return {
    id: String(r.id), name: String(r.name), chain: (r.chain as string | null) ?? null, storeType: String(r.store_type), address: String(r.address),
    suburb: (r.suburb as string | null) ?? null, city: (r.city as string | null) ?? null, countryCode: r.country_code as StoreCountry, currency: String(r.currency),
    latitude: Number(r.latitude), longitude: Number(r.longitude), timeZone: String(r.time_zone), openingHours: hours, isDemo: Boolean(r.is_demo),
    closedAt: iso(r.closed_at), listingStatus: r.listing_status as ListingStatus, listingNote: (r.listing_note as string | null) ?? null,
    retailerName: (r.retailer_name as string | null) ?? null, productCount: Number(r.product_count ?? 0), visibleToShoppers: Boolean(r.visible),
  };
}

function selectStores(where: ReturnType<typeof sql>) {
  return sql`
    select s.id, s.name, s.chain, s.store_type, s.address, s.suburb, s.city, s.country_code, s.currency, s.latitude, s.longitude, s.time_zone,
           s.opening_hours, s.is_demo, s.closed_at, s.listing_status, s.listing_note, ${retailerNameSql(sql`s.retailer_id`)} as retailer_name,
           ${currentPriceCountSql(sql`s.id`)} as product_count,
           ${shopperVisibleSql("s")} as visible
    from stores s
    where ${where}
    order by s.name, s.id`;
}

export async function listManagedStores(db: Db, actor: Actor): Promise<ManagedStoreDto[]> {
  assertAdministrator(actor);
  const res = await db.execute<Row>(selectStores(sql`true`));
  return res.rows.map(toDto);
}

export async function getManagedStore(db: Db, actor: Actor, storeId: string): Promise<ManagedStoreDto> {
  assertAdministrator(actor);
  const res = await db.execute<Row>(selectStores(sql`s.id = ${storeIdOrThrow(storeId)}::uuid`));
  if (!res.rows[0]) throw new AppError("NOT_FOUND", "Store not found");
  return toDto(res.rows[0]);
}

/** The approval queue: retailers' new locations waiting for an administrator, oldest first. */
export async function listPendingLocations(db: Db, actor: Actor): Promise<ManagedStoreDto[]> {
  assertAdministrator(actor);
  const res = await db.execute<Row>(selectStores(sql`s.listing_status = 'pending'`));
  return res.rows.map(toDto);
}

/** The signed-in retailer's own locations (every status), for the portal. */
export async function listOwnLocations(db: Db, actor: Actor): Promise<ManagedStoreDto[]> {
  const retailer = await requireRetailerProfile(db, actor);
  const res = await db.execute<Row>(selectStores(sql`s.retailer_id = ${retailer.id}::uuid`));
  return res.rows.map(toDto);
}

/** One of the signed-in retailer's locations; another retailer's is "not found". */
export async function getOwnLocation(db: Db, actor: Actor, storeId: string): Promise<ManagedStoreDto> {
  const retailer = await requireRetailerProfile(db, actor);
  const res = await db.execute<Row>(selectStores(sql`s.id = ${storeIdOrThrow(storeId)}::uuid and s.retailer_id = ${retailer.id}::uuid`));
  if (!res.rows[0]) throw new AppError("NOT_FOUND", "Store not found");
  return toDto(res.rows[0]);
}
