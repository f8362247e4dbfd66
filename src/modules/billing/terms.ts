import "server-only";
import { cache } from "react";
import type { Db } from "@/server/db";
import { getExchangeRates } from "@/modules/currency";
import { getRetailerHomeRegion } from "@/modules/stores";
import { getProfileRegion } from "@/modules/users";
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
  // The stores module owns the store, the users module the profile (decision 059); the profile is read only without a store.
  const store = await getRetailerHomeRegion(db, retailer);
  const region = store ?? (await getProfileRegion(db, { userId: retailer.userId }));
  const currency: CurrencyCode = region.currency;
  const timeZone = store && store.timeZone !== "UTC" ? store.timeZone : zoneForCountry(region.countryCode);
  const table = rates ?? (await getExchangeRates().catch(() => null))?.rates ?? FALLBACK_RATES;
  return { currency, timeZone, ratePerUsd: currency === "USD" ? 1 : table[currency] / table.USD };
}
