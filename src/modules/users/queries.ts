import "server-only";
import { eq } from "drizzle-orm";
import { tables, type Db } from "@/server/db";
import type { Actor } from "@/server/auth/session";
import { FALLBACK_RATES, type CurrencyCode, type RatesTable } from "@/modules/currency/engine";
import { resolveProfileCurrency } from "@/modules/currency/shared";
import { getExchangeRates } from "@/modules/currency";

export interface ProfileSummary {
  name: string | null;
  email: string;
  /** null means Free Member; otherwise the tier shown as "<Tier> Member". */
  membershipTier: "basic" | "premium" | null;
  locationBadges: string[];
  stats: {
    lists: number;
    couponsRedeemed: number;
    /** Saved over every planned trip ("Shop this plan") and shared receipt, converted to `moneySavedCurrency`; 0 with neither. */
    moneySavedCents: number;
    /** The user's display currency (profile override, else country). */
    moneySavedCurrency: CurrencyCode;
    plannedTrips: number;
    /** Shared receipts counted in moneySavedCents (decision 054). */
    sharedReceipts: number;
  };
  emailConfirmed: boolean;
}

/** Trip figures in the profile's currency, with the rates to convert (the pricing module's, composed by the page). */
export type TripStatsReader = (currency: CurrencyCode, rates: () => Promise<RatesTable>) => Promise<{ moneySavedCents: number; plannedTrips: number; sharedReceipts?: number }>;

/**
 * The profile's figures that other modules own, each read for the signed-in user. The page composes
 * them (decision 059): lists, coupons and billing sit above users (they import it), so users asks
 * none of them itself.
 */
export interface ProfileStatsReaders {
  /** Planned trips and shared receipts (the home module's savings, over pricing and contributions). */
  tripStats: TripStatsReader;
  /** The shopping lists the user owns (lists). */
  listCount: () => Promise<number>;
  /** The coupons the user redeemed (coupons). */
  couponsRedeemed: () => Promise<number>;
  /** The shopper's running subscription tier, null for "Free Member" (billing). */
  membershipTier: () => Promise<"basic" | "premium" | null>;
}

/**
 * Everything the profile page shows, scoped to the signed-in user: the account and profile from
 * this module, the figures from `readers` (see ProfileStatsReaders). `rates` converts trips planned
 * in other currencies; by default the app's current exchange rates (stored, else the fallback).
 */
export async function getProfileSummary(db: Db, actor: Actor, readers: ProfileStatsReaders, options: { rates?: RatesTable } = {}): Promise<ProfileSummary> {
  const u = tables.users;
  const p = tables.profiles;
  const [row] = await db
    .select({
      email: u.email, emailVerifiedAt: u.emailVerifiedAt, name: p.name, suburb: p.suburb, country: p.country, location: p.location,
      preferredCurrency: p.preferredCurrency, countryCode: p.countryCode,
    })
    .from(u)
    .leftJoin(p, eq(p.userId, u.id))
    .where(eq(u.id, actor.userId))
    .limit(1);
  const [lists, couponsRedeemed, membershipTier] = await Promise.all([readers.listCount(), readers.couponsRedeemed(), readers.membershipTier()]);
  const currency = resolveProfileCurrency(row ?? null).currency;
  const trips = await readers.tripStats(currency, async () => options.rates ?? (await currentRates()));
  const badges = [row?.suburb, row?.country].filter((b): b is string => Boolean(b && b.trim()));
  if (badges.length === 0 && row?.location) badges.push(row.location);
  return {
    name: row?.name ?? null,
    email: row?.email ?? actor.email,
    membershipTier,
    locationBadges: badges,
    stats: {
      lists,
      couponsRedeemed,
      moneySavedCents: trips.moneySavedCents,
      moneySavedCurrency: currency,
      plannedTrips: trips.plannedTrips,
      sharedReceipts: trips.sharedReceipts ?? 0,
    },
    emailConfirmed: Boolean(row?.emailVerifiedAt),
  };
}

async function currentRates(): Promise<RatesTable> {
  return (await getExchangeRates().catch(() => null))?.rates ?? FALLBACK_RATES;
}

/** True when the signed-in user's profile has not accepted the terms (a missing profile counts as not accepted). */
export async function needsTermsAcceptance(db: Db, actor: Actor): Promise<boolean> {
  const [row] = await db.select({ accepted: tables.profiles.acceptedTerms }).from(tables.profiles).where(eq(tables.profiles.userId, actor.userId)).limit(1);
  return !row?.accepted;
}

