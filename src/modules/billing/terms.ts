import "server-only";
import { cache } from "react";
import { and, asc, eq, isNull } from "drizzle-orm";
import { tables, type Db } from "@/server/db";
import { resolveProfileCurrency } from "@/modules/currency/shared";
import { getExchangeRates } from "@/modules/currency";
import { FALLBACK_RATES, type CurrencyCode, type RatesTable } from "@/modules/currency/engine";
import { zoneForCountry, type RetailerTerms } from "./retailer-terms";

/**
 * A retailer's currency and time zone: its first approved, open store's (the store's country fixes
 * its currency), else its profile's country; the rate is the currency module's current one.
 * Within one request (a portal page whose header, cards and history all show money) it is read
 * once: React's request cache keys it by the database, retailer and user. Callers passing their own
 * rates (the mail jobs, outside any request) read it each time.
 */
export async function getRetailerTerms(db: Db, retailer: { id: string; userId: string }, rates?: RatesTable): Promise<RetailerTerms> {
  return rates ? readRetailerTerms(db, retailer.id, retailer.userId, rates) : termsThisRequest(db, retailer.id, retailer.userId);
}

const termsThisRequest = cache((db: Db, retailerId: string, userId: string) => readRetailerTerms(db, retailerId, userId));

async function readRetailerTerms(db: Db, retailerId: string, userId: string, rates?: RatesTable): Promise<RetailerTerms> {
  const retailer = { id: retailerId, userId };
  const s = tables.stores;
  const [store] = await db
    .select({ currency: s.currency, timeZone: s.timeZone, countryCode: s.countryCode })
    .from(s)
    .where(and(eq(s.retailerId, retailer.id), eq(s.listingStatus, "approved"), isNull(s.closedAt)))
    .orderBy(asc(s.createdAt))
    .limit(1);
  const p = tables.profiles;
  const [profile] = store ? [] : await db.select({ preferredCurrency: p.preferredCurrency, countryCode: p.countryCode, country: p.country, location: p.location }).from(p).where(eq(p.userId, retailer.userId)).limit(1);
  const currency: CurrencyCode = store?.currency ?? resolveProfileCurrency(profile ?? null).currency;
  const timeZone = store && store.timeZone !== "UTC" ? store.timeZone : zoneForCountry(store?.countryCode ?? profile?.countryCode);
  const table = rates ?? (await getExchangeRates().catch(() => null))?.rates ?? FALLBACK_RATES;
  return { currency, timeZone, ratePerUsd: currency === "USD" ? 1 : table[currency] / table.USD };
}
