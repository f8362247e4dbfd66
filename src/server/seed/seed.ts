import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import * as t from "../db/schema";
import { hashPassword } from "../auth/password";
import { generateDemoData } from "./generate";
import { DEMO_ACCOUNTS, DEMO_SHOPPER_HOMES, type DemoAccountKey } from "./demo-accounts";
import { unitPriceCents } from "@/lib/unit-price";

/** The demo list the seed shares between two demo shoppers (issue 16). */
export const SHARED_DEMO_LIST = "BBQ Saturday";

/** A fixed "now" keeps the seed deterministic apart from ids; history ends at the seed's day. */
export interface SeedSummary { users: number; stores: number; products: number; priceRows: number; currentPrices: number; coupons: number; ads: number; lists: number; millis: number }

const CHUNK = 2000;

const SEED_TIME_ZONES: Record<string, string> = { NZ: "Pacific/Auckland", AU: "Australia/Sydney", US: "America/Los_Angeles" };
const WEEKDAY_HOURS = { open: "07:00", close: "22:00" };
const SEED_HOURS = { mon: WEEKDAY_HOURS, tue: WEEKDAY_HOURS, wed: WEEKDAY_HOURS, thu: WEEKDAY_HOURS, fri: WEEKDAY_HOURS, sat: { open: "08:00", close: "21:00" }, sun: { open: "08:00", close: "21:00" } };

async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

/** `log` receives progress lines (the seeding scripts print them); nothing is logged without it. */
export async function seedDemoData(db: Db, opts: { now?: Date; log?: (line: string) => void } = {}): Promise<SeedSummary> {
  const started = Date.now();
  const log = opts.log ?? (() => undefined);
  const now = opts.now ?? new Date();
  const data = generateDemoData({ seed: 42, weeksOfHistory: 8, now });

  const userIds = {} as Record<DemoAccountKey, string>;
  for (const [key, acct] of Object.entries(DEMO_ACCOUNTS) as [DemoAccountKey, (typeof DEMO_ACCOUNTS)[DemoAccountKey]][]) {
    const [u] = await db
      .insert(t.users)
      .values({ email: acct.email, passwordHash: await hashPassword(acct.password), role: acct.role, emailVerifiedAt: now })
      .returning({ id: t.users.id });
    userIds[key] = u.id;
    const homeOf = key in DEMO_SHOPPER_HOMES ? DEMO_SHOPPER_HOMES[key as keyof typeof DEMO_SHOPPER_HOMES] : null;
    const home = homeOf ? { ...homeOf, location: homeOf.formattedAddress } : {};
    await db.insert(t.profiles).values({ userId: u.id, name: acct.name, acceptedTerms: true, acceptedTermsDate: now, ...home });
  }

  const retailerIds = new Map<string, string>();
  for (const r of data.retailers) {
    const [row] = await db
      .insert(t.retailers)
      .values({ userId: userIds[r.ownerKey], name: r.name, address: r.address, gstNumber: r.gstNumber, subscriptionTier: r.tier, premiumActive: r.tier === "premium", isDemo: r.isDemo })
      .returning({ id: t.retailers.id });
    retailerIds.set(r.key, row.id);
  }

  const cityByKey = new Map(data.cities.map((c) => [c.key, c]));
  const storeRows = await db
    .insert(t.stores)
    .values(
      data.stores.map((s) => {
        const city = cityByKey.get(s.cityKey as never)!;
        return {
          name: s.name, storeType: s.storeType, chain: s.chain, address: s.address, suburb: s.suburb, city: city.name,
          countryCode: city.country, currency: city.currency, latitude: s.lat, longitude: s.lng, rating: s.rating,
          retailerId: s.retailerKey ? (retailerIds.get(s.retailerKey) ?? null) : null,
          // Honest from day one: no scraper configuration and no run yet, so no "active" status and no
          // "last scraped" time (the prices are seed data, source "seed").
          scrapeStatus: "pending", lastScrapedAt: null, isDemo: true, timeZone: SEED_TIME_ZONES[city.country] ?? "UTC", openingHours: SEED_HOURS,
        };
      }),
    )
    .returning({ id: t.stores.id });
  const storeIds = new Map(data.stores.map((s, i) => [s.key, storeRows[i].id]));

  const productIds = new Map<string, string>();
  const unitByProduct = new Map<string, { q: number; unit: "g" | "ml" | "each" }>();
  await insertChunked(data.products, async (chunk) => {
    const rows = await db
      .insert(t.products)
      .values(chunk.map((p) => ({ name: p.name, brand: p.brand, size: p.size, unitQuantity: p.unitQuantity, unit: p.unit, barcode: p.barcode, category: p.category, genericName: p.genericName, tags: p.tags, countries: p.countries })))
      .returning({ id: t.products.id });
    chunk.forEach((p, i) => {
      productIds.set(p.key, rows[i].id);
      unitByProduct.set(p.key, { q: p.unitQuantity, unit: p.unit });
    });
  });

  await insertChunked(data.prices, (chunk) =>
    db.insert(t.prices).values(
      chunk.map((p) => {
        const u = unitByProduct.get(p.productKey)!;
        return {
          productId: productIds.get(p.productKey)!, storeId: storeIds.get(p.storeKey)!, amountCents: p.amountCents, currency: p.currency,
          unitPriceCents: unitPriceCents(p.amountCents, u.q, u.unit), onSpecial: p.onSpecial, observedAt: p.observedAt, source: p.source,
        };
      }),
    ),
  );

  const couponIds = new Map<string, string>();
  for (const c of data.coupons) {
    const [row] = await db
      .insert(t.coupons)
      .values({ retailerId: retailerIds.get(c.retailerKey)!, title: c.title, description: c.description, discountValue: c.discountValue, expiryDate: c.expiryDate, status: c.status, feeStatus: "paid" }) // demo coupons: fee settled, so shoppers see them
      .returning({ id: t.coupons.id });
    couponIds.set(c.key, row.id);
  }
  if (data.ads.length) {
    await db.insert(t.ads).values(data.ads.map((a) => ({ retailerId: retailerIds.get(a.retailerKey)!, bannerText: a.bannerText, cta: a.cta, placement: a.placement })));
  }

  for (const [i, list] of data.demoLists.entries()) {
    // Stagger creation times so "newest first" ordering is stable and Weekly Basics comes first.
    const createdAt = new Date(now.getTime() - i * 60_000);
    const [row] = await db.insert(t.shoppingLists).values({ userId: userIds[list.ownerKey], name: list.name, createdAt }).returning({ id: t.shoppingLists.id });
    // A shared list to try live updates with (README: demo logins): Sam's BBQ list, shared with Sia.
    if (list.ownerKey === "shopper" && list.name === SHARED_DEMO_LIST) {
      await db.insert(t.shoppingListMembers).values({ listId: row.id, userId: userIds.shopper_sydney, invitedBy: userIds.shopper });
    }
    if (list.items.length) {
      await db.insert(t.shoppingListItems).values(
        list.items.map((it, j) => ({ listId: row.id, itemName: it.name, quantity: it.quantity, createdAt: new Date(createdAt.getTime() + j) })),
      );
    }
  }

  const current = await db.execute<{ n: number }>(sql`select count(*)::int as n from current_prices`);
  const summary: SeedSummary = {
    users: Object.keys(userIds).length, stores: storeRows.length, products: productIds.size, priceRows: data.prices.length,
    currentPrices: Number(current.rows[0]?.n ?? 0), coupons: couponIds.size, ads: data.ads.length, lists: data.demoLists.length, millis: Date.now() - started,
  };
  log("[seed] demo logins (demo data only):");
  for (const acct of Object.values(DEMO_ACCOUNTS)) log(`[seed]   ${acct.role.padEnd(8)} ${acct.email} / ${acct.password}`);
  return summary;
}
