import "server-only";
import { and, asc, eq, sql } from "drizzle-orm";
import { tables, type Db } from "@/server/db";
import { currentPricesSql, hasCurrentPricesSql, priceRecordsSql, scrapeConfirmationsSql, readStorePriceFreshness } from "@/modules/price-ledger";
import { seenAtSql } from "@/modules/price-ledger";
import { catalogProductsSql } from "@/modules/catalog";
import { underReviewSql } from "@/modules/moderation";
import { readRetailerCard } from "@/modules/retailers";
import type { CurrencyCode } from "@/modules/currency/engine";
import type { PriceSourceKind } from "@/modules/moderation/engine";
import { shopperVisibleSql } from "./manage/queries";
import type { OpeningHours } from "./opening-hours";

export interface StoreDetail {
  id: string;
  name: string;
  storeType: string;
  chain: string | null;
  address: string;
  suburb: string | null;
  city: string | null;
  countryCode: string;
  currency: CurrencyCode;
  latitude: number;
  longitude: number;
  rating: number | null;
  timeZone: string;
  openingHours: OpeningHours | null;
}

/** A coupon as a store's coupon list shows it (the store page lists the retailer's coupons through the coupons module). */
export interface StoreCoupon {
  id: string;
  title: string;
  description: string | null;
  discountValue: string;
  expiryDate: string;
}

export interface PriceDeal {
  productId: string;
  name: string;
  brand: string | null;
  size: string | null;
  amountCents: number;
  currency: CurrencyCode;
  onSpecial: boolean;
  /** Highest price at this store over the look-back window, when it was above today's. */
  previousCents: number | null;
}

export interface StorePageData {
  store: StoreDetail | null;
  retailer: { id: string; name: string; tier: "basic" | "premium"; address: string } | null;
  /** The retailer's other stores (the page was opened with a retailer id, or the retailer has several). */
  /** Listed (approved, open, real address); `hasPrices` false: no store page yet (shoppers see stores with prices only). */
  otherStores: { id: string; name: string; address: string; suburb: string | null; city: string | null; hasPrices: boolean }[];
  specials: PriceDeal[];
  priceDrops: PriceDeal[];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const PRICE_DROP_WINDOW_DAYS = 28;
const MAX_DEALS = 10;

const storeColumns = {
  id: tables.stores.id,
  name: tables.stores.name,
  storeType: tables.stores.storeType,
  chain: tables.stores.chain,
  address: tables.stores.address,
  suburb: tables.stores.suburb,
  city: tables.stores.city,
  countryCode: tables.stores.countryCode,
  currency: tables.stores.currency,
  latitude: tables.stores.latitude,
  longitude: tables.stores.longitude,
  rating: tables.stores.rating,
  retailerId: tables.stores.retailerId,
  timeZone: tables.stores.timeZone,
  openingHours: tables.stores.openingHours,
};
const visible = shopperVisibleSql("stores");

interface DealRow extends Record<string, unknown> {
  product_id: string;
  name: string;
  brand: string | null;
  size: string | null;
  amount_cents: number;
  currency: CurrencyCode;
  on_special: boolean;
  max_cents: number | null;
}

/** Products on special now, and current prices below the store's recent maximum (the biggest drops). */
export async function readStoreDeals(db: Db, storeId: string, now = new Date()): Promise<{ specials: PriceDeal[]; priceDrops: PriceDeal[] }> {
  const since = new Date(now.getTime() - PRICE_DROP_WINDOW_DAYS * 86_400_000);
  const res = await db.execute<DealRow>(sql`
    with recent as (
      select product_id, max(amount_cents) as max_cents
      from ${priceRecordsSql()} h
      where store_id = ${storeId} and observed_at >= ${since}
      group by product_id
    )
    select cp.product_id, p.name, p.brand, p.size, cp.amount_cents, cp.currency, cp.on_special, r.max_cents
    from ${currentPricesSql()} cp
    join ${catalogProductsSql()} p on p.id = cp.product_id
    left join recent r on r.product_id = cp.product_id
    where cp.store_id = ${storeId} and (cp.on_special or r.max_cents > cp.amount_cents)
  `);
  const deals: PriceDeal[] = res.rows.map((r) => {
    const max = r.max_cents === null ? null : Number(r.max_cents);
    const amount = Number(r.amount_cents);
    return {
      productId: r.product_id,
      name: r.name,
      brand: r.brand,
      size: r.size,
      amountCents: amount,
      currency: r.currency,
      onSpecial: Boolean(r.on_special),
      previousCents: max !== null && max > amount ? max : null,
    };
  });
  return rankDeals(deals);
}

/**
 * Drops rank by share of the old price, then by cents saved, then by name for a stable order.
 * Specials are listed on their own, so the drops list shows the other price falls.
 */
export function rankDeals(deals: readonly PriceDeal[]): { specials: PriceDeal[]; priceDrops: PriceDeal[] } {
  const saving = (d: PriceDeal) => (d.previousCents ?? d.amountCents) - d.amountCents;
  const share = (d: PriceDeal) => (d.previousCents ? saving(d) / d.previousCents : 0);
  const byDrop = (a: PriceDeal, b: PriceDeal) => share(b) - share(a) || saving(b) - saving(a) || a.name.localeCompare(b.name);
  return {
    specials: deals.filter((d) => d.onSpecial).sort(byDrop).slice(0, MAX_DEALS),
    priceDrops: deals.filter((d) => d.previousCents !== null && !d.onSpecial).sort(byDrop).slice(0, MAX_DEALS),
  };
}

/**
 * The store page. Accepts a store id, or a retailer id (sponsored banners link to
 * /store/{retailerId}): then the retailer's first store is shown with its other stores listed.
 * Null when neither exists. Store data are public to every signed-in shopper; the page lists the
 * retailer's coupons through the coupons module.
 */
export async function readStorePage(db: Db, id: string, now = new Date()): Promise<StorePageData | null> {
  if (!UUID.test(id)) return null;
  const s = tables.stores;
  let [row] = await db.select(storeColumns).from(s).where(and(eq(s.id, id), visible)).limit(1);
  let retailer = row?.retailerId ? await readRetailerCard(db, row.retailerId) : null;
  if (!row) {
    retailer = await readRetailerCard(db, id);
    if (!retailer) return null;
    [row] = await db.select(storeColumns).from(s).where(and(eq(s.retailerId, retailer.id), visible)).orderBy(asc(s.name), asc(s.id)).limit(1);
  }

  const [otherStores, deals] = await Promise.all([
    retailer
      ? db
          .select({ id: s.id, name: s.name, address: s.address, suburb: s.suburb, city: s.city, hasPrices: sql<boolean>`${hasCurrentPricesSql(sql`${s.id}`)}` })
          .from(s)
          .where(and(eq(s.retailerId, retailer.id), eq(s.listingStatus, "approved"), sql`${s.closedAt} is null and ${s.address} <> 'To be updated'`, row ? sql`${s.id} <> ${row.id}` : sql`true`))
          .orderBy(asc(s.name), asc(s.id))
          .limit(50)
      : Promise.resolve([]),
    row ? readStoreDeals(db, row.id, now) : Promise.resolve({ specials: [], priceDrops: [] }),
  ]);

  const store: StoreDetail | null = row
    ? {
        id: row.id,
        name: row.name,
        storeType: row.storeType,
        chain: row.chain,
        address: row.address,
        suburb: row.suburb,
        city: row.city,
        countryCode: row.countryCode,
        currency: row.currency,
        latitude: row.latitude,
        longitude: row.longitude,
        rating: row.rating,
        timeZone: row.timeZone,
        openingHours: (row.openingHours as OpeningHours | null) ?? null,
      }
    : null;
  return { store, retailer, otherStores: otherStores.map((o) => ({ ...o, hasPrices: Boolean(o.hasPrices) })), ...deals };
}

export interface StoreFreshness {
  /** Newest price observation at this store (ISO), null when it has no prices. */
  lastObservedAt: string | null;
  productCount: number;
  /** Products whose current price was observed within FRESH_DAYS. */
  freshCount: number;
}
export const FRESH_DAYS = 7;

/** How current this store's prices are: read from current_prices (one row per product), never from history. */
export async function readStoreFreshness(db: Db, storeId: string, now = new Date()): Promise<StoreFreshness> {
  const since = new Date(now.getTime() - FRESH_DAYS * 86_400_000);
  const f = await readStorePriceFreshness(db, storeId, since);
  return { lastObservedAt: f.lastSeenAt ? f.lastSeenAt.toISOString() : null, productCount: f.productCount, freshCount: f.seenSinceCount };
}

export interface StorePriceLine {
  productId: string;
  name: string;
  brand: string | null;
  size: string | null;
  amountCents: number;
  currency: CurrencyCode;
  observedAt: string;
  source: PriceSourceKind;
  /** Reported by two shoppers and not yet resolved (decision 046): shown as under review. */
  underReview: boolean;
  /** A retailer feed's sale end, when stated: stale after it. */
  validUntil: string | null;
}

/**
 * This store's current prices with when each was observed: the product asked for (a run's change
 * links here with ?product=) first, then the most recently observed. At most `limit` lines.
 */
export async function readStorePrices(db: Db, storeId: string, opts: { focusProductId?: string | null; limit?: number } = {}): Promise<StorePriceLine[]> {
  const focus = opts.focusProductId && UUID.test(opts.focusProductId) ? opts.focusProductId : null;
  const res = await db.execute<{ product_id: string; name: string; brand: string | null; size: string | null; amount_cents: number; currency: CurrencyCode; observed_at: string | Date; source: PriceSourceKind; under_review: boolean; valid_until: string | Date | null }>(sql`
    select cp.product_id, p.name, p.brand, p.size, cp.amount_cents, cp.currency, ${seenAtSql(sql`cp`, sql`sc.confirmed_at`)} as observed_at, cp.source, ${underReviewSql(sql`cp`)} as under_review, cp.valid_until
    from ${currentPricesSql()} cp join ${catalogProductsSql()} p on p.id = cp.product_id
    left join ${scrapeConfirmationsSql()} sc on sc.store_id = cp.store_id
    where cp.store_id = ${storeId}::uuid
    order by (cp.product_id = ${focus}::uuid) desc nulls last, 7 desc, p.name
    limit ${Math.min(100, opts.limit ?? 30)}`);
  return res.rows.map((r) => ({
    productId: r.product_id, name: r.name, brand: r.brand, size: r.size, amountCents: Number(r.amount_cents), currency: r.currency,
    observedAt: new Date(r.observed_at).toISOString(), source: r.source, underReview: Boolean(r.under_review),
    validUntil: r.valid_until ? new Date(r.valid_until).toISOString() : null,
  }));
}
