import { NextRequest } from "next/server";
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "@/server/db";
import { tables } from "@/server/db";
import type { Actor } from "@/server/auth/session";
import { AppError } from "@/server/errors";
import { getTestDb, truncateAll } from "../../../tests/setup/db";
import { approveHeldObservation, listHeldObservations, rejectHeldObservation } from "./moderation";
import { recheckPublishedReceiptPrices } from "./recheck";
import { OBSERVATIONS_PER_DAY, type ShareReceiptInput } from "./schemas";
import { shareReceiptPrices } from "./submit";
import { CONTRIBUTION_MESSAGES as M } from "./messages";

let db: Db;
let shopper: Actor;
let other: Actor;
let admin: Actor;
let home: string; // the store receipts come from (Auckland)
let others: string[]; // other Auckland stores
let milk: string;
let bread: string;

// 2026-03-10 00:30 in Auckland (UTC+13): "today" there is the 10th, tomorrow the 11th.
const NOW = new Date("2026-03-09T11:30:00Z");
const DAY = 24 * 3600 * 1000;

async function user(label: string, role: "shopper" | "admin" = "shopper", place = true): Promise<Actor> {
  const [row] = await db.insert(tables.users).values({ email: `${label}-${randomUUID()}@contrib.test`, passwordHash: "x", role }).returning({ id: tables.users.id });
  if (place) await db.insert(tables.profiles).values({ userId: row!.id, latitude: -36.85, longitude: 174.76, countryCode: "NZ" });
  return { userId: row!.id, role, email: "", sessionId: "test" };
}

async function store(name: string, lat = -36.85, lng = 174.76): Promise<string> {
  const [row] = await db
    .insert(tables.stores)
    .values({ name, storeType: "supermarket", address: `1 ${name} Road`, latitude: lat, longitude: lng, countryCode: "NZ", currency: "NZD", timeZone: "Pacific/Auckland" })
    .returning({ id: tables.stores.id });
  return row!.id;
}

async function price(storeId: string, productId: string, amountCents: number, observedAt: Date, source: "scrape" | "seed" | "receipt" = "scrape") {
  await db.insert(tables.prices).values({ storeId, productId, amountCents, currency: "NZD", observedAt, source });
}

async function current(storeId: string, productId: string) {
  const res = await db.execute<{ amount_cents: number; source: string; observed_at: string }>(
    sql`select amount_cents, source, observed_at from current_prices where store_id = ${storeId}::uuid and product_id = ${productId}::uuid`,
  );
  return res.rows[0] ? { amountCents: Number(res.rows[0].amount_cents), source: res.rows[0].source, observedAt: new Date(res.rows[0].observed_at) } : null;
}

async function receiptRows() {
  const res = await db.execute<{ product_id: string; amount_cents: number; observed_at: string }>(sql`select product_id, amount_cents, observed_at from prices where source = 'receipt' order by id`);
  return res.rows.map((r) => ({ productId: r.product_id, amountCents: Number(r.amount_cents), observedAt: new Date(r.observed_at) }));
}

async function errorOf(p: Promise<unknown>): Promise<AppError> {
  const e = await p.then(() => null, (x: unknown) => x);
  expect(e).toBeInstanceOf(AppError);
  return e as AppError;
}

const defaultLines = (): ShareReceiptInput["lines"] => [
  { productId: milk, quantity: 1, lineTotalCents: 429, discountCents: 0, sourceText: "ANCHOR BLUE MILK 2L 4.29" },
  { productId: bread, quantity: 2, lineTotalCents: 700, discountCents: 0, sourceText: "TIP TOP BREAD 2 @ 3.50 7.00" },
  { productId: null, quantity: 1, lineTotalCents: 199, discountCents: 0, sourceText: "MYSTERY ITEM 1.99" },
];

/** A shared receipt whose printed TOTAL is its lines' sum, unless the test prints another. */
const receipt = (over: Partial<ShareReceiptInput> = {}): ShareReceiptInput => {
  const lines = over.lines ?? defaultLines();
  const sum = lines.reduce((n, l) => n + (l.lineTotalCents ?? 0) - (l.discountCents ?? 0), 0);
  return { storeId: home, receiptDate: "2026-03-09", lines, totals: { subtotalCents: null, totalCents: sum, taxAddedCents: 0, roundingCents: 0 }, ...over };
};

beforeAll(async () => {
  db = await getTestDb();
});

beforeEach(async () => {
  await truncateAll(db);
  shopper = await user("sam");
  other = await user("sia");
  admin = await user("admin", "admin", false);
  home = await store("Home Market");
  others = [await store("Second Market"), await store("Third Market")];
  const rows = await db
    .insert(tables.products)
    .values([
      { name: "Anchor Blue Milk 2L", category: "dairy", unit: "ml", unitQuantity: 2000, countries: ["NZ"] },
      { name: "Tip Top Bread 700g", category: "bakery", unit: "g", unitQuantity: 700, countries: ["NZ"] },
    ])
    .returning({ id: tables.products.id });
  [milk, bread] = rows.map((r) => r.id);
  // Every store needs a current price to be a store shoppers see (and so a receipt's store).
  for (const s of [home, ...others]) await price(s, bread, 350, new Date(NOW.getTime() - 30 * DAY), "seed");
});

describe("a shared receipt becomes prices", () => {
  it("publishes each matched line with source receipt, the receipt's date (noon of that day in the store's zone), the store and its currency", async () => {
    const result = await shareReceiptPrices(db, shopper, receipt(), NOW);
    expect(result).toMatchObject({ published: 2, held: 0, notice: null });
    expect(result.lines.map((l) => l.status)).toEqual(["published", "published", "skipped"]);
    expect(result.lines[2]).toMatchObject({ reason: M.notMatched });
    const rows = await receiptRows();
    // 2026-03-09 12:00 in Auckland = 2026-03-08 23:00 UTC; bread is per loaf (7.00 for 2).
    expect(rows).toEqual([
      { productId: milk, amountCents: 429, observedAt: new Date("2026-03-08T23:00:00Z") },
      { productId: bread, amountCents: 350, observedAt: new Date("2026-03-08T23:00:00Z") },
    ]);
    expect(await current(home, milk)).toMatchObject({ amountCents: 429, source: "receipt" });
    const [proof] = (await db.execute<{ currency: string; receipt_date: string; shared: boolean }>(sql`select currency, receipt_date::text, shared from receipt_proofs`)).rows;
    expect(proof).toEqual({ currency: "NZD", receipt_date: "2026-03-09", shared: true });
  });

  it("a receipt of today counts as seen when shared: newer than this morning's price, so it is current", async () => {
    await price(home, milk, 459, new Date(NOW.getTime() - 60_000), "seed");
    await shareReceiptPrices(db, shopper, receipt({ receiptDate: "2026-03-10" }), NOW);
    expect((await receiptRows())[0]).toEqual({ productId: milk, amountCents: 429, observedAt: NOW });
    expect(await current(home, milk)).toMatchObject({ amountCents: 429, source: "receipt" });
  });

  it("an older receipt never overrides a newer scrape", async () => {
    await price(home, milk, 459, new Date("2026-03-09T01:00:00Z"));
    await shareReceiptPrices(db, shopper, receipt({ receiptDate: "2026-03-08" }), NOW);
    expect(await current(home, milk)).toMatchObject({ amountCents: 459, source: "scrape" });
    expect((await receiptRows()).length).toBe(2); // still in history
  });

  it("the server checks the lines against the printed total itself: one cent out publishes and saves nothing", async () => {
    const result = await shareReceiptPrices(db, shopper, receipt({ totals: { subtotalCents: null, totalCents: 1327, taxAddedCents: 0, roundingCents: 0 } }), NOW);
    expect(result).toMatchObject({ proofId: null, published: 0, held: 0, notice: M.notReconciled });
    // No printed total at all: nothing to check against, so nothing is published either.
    expect((await shareReceiptPrices(db, shopper, receipt({ totals: { subtotalCents: null, totalCents: null, taxAddedCents: 0, roundingCents: 0 } }), NOW)).notice).toBe(M.notReconciled);
    expect(await receiptRows()).toEqual([]);
    expect((await db.execute(sql`select 1 from receipt_proofs`)).rows.length).toBe(0);
  });

  it("a line the shopper took off the list still counts towards the printed total", async () => {
    const lines = defaultLines().slice(0, 2);
    const offTotal = { subtotalCents: null, totalCents: 1328, taxAddedCents: 0, roundingCents: 0 };
    expect((await shareReceiptPrices(db, shopper, receipt({ lines, totals: offTotal }), NOW)).notice).toBe(M.notReconciled);
    const ok = await shareReceiptPrices(db, shopper, receipt({ lines, totals: offTotal, offList: [{ priceCents: 199, discountCents: 0 }] }), NOW);
    expect(ok.published).toBe(2);
  });

  it("refuses a date later than tomorrow in the store's zone, a store that is not nearby, and a shopper with no place — writing nothing", async () => {
    expect((await errorOf(shareReceiptPrices(db, shopper, receipt({ receiptDate: "2026-03-12" }), NOW))).message).toBe("The receipt's date cannot be later than tomorrow.");
    // Tomorrow in Auckland (the 11th) is fine although it is still the 9th in UTC.
    expect((await shareReceiptPrices(db, shopper, receipt({ receiptDate: "2026-03-11" }), NOW)).published).toBe(2);
    const far = await store("Far Away Market", -41.29, 174.78);
    await price(far, bread, 350, new Date(NOW.getTime() - DAY), "seed");
    expect((await errorOf(shareReceiptPrices(db, other, receipt({ storeId: far }), NOW))).message).toBe(M.storeNotNearby);
    const nowhere = await user("nowhere", "shopper", false);
    expect((await errorOf(shareReceiptPrices(db, nowhere, receipt({ receiptDate: "2026-03-01" }), NOW))).message).toBe(M.noLocation);
    expect((await receiptRows()).length).toBe(2);
  });

  it("skips weighed lines and products of another region", async () => {
    const [us] = await db.insert(tables.products).values({ name: "US Only Cereal", category: "pantry", countries: ["US"] }).returning({ id: tables.products.id });
    const result = await shareReceiptPrices(
      db,
      shopper,
      receipt({
        lines: [
          { productId: milk, quantity: 1, lineTotalCents: 113, discountCents: 0, sourceText: "ONIONS BROWN / 0.378 kg @ $2.99/kg 1.13" },
          { productId: us!.id, quantity: 1, lineTotalCents: 500, discountCents: 0, sourceText: "CEREAL 5.00" },
          { productId: bread, quantity: 1, lineTotalCents: 400, discountCents: 50, sourceText: "BREAD 4.00 / SAVE 0.50" },
        ],
      }),
      NOW,
    );
    expect(result.lines).toEqual([
      { status: "skipped", productId: milk, reason: M.weighed },
      { status: "skipped", productId: us!.id, reason: M.notMatched },
      { status: "published", productId: bread, amountCents: 350 },
    ]);
    const [row] = (await db.execute<{ on_special: boolean }>(sql`select on_special from prices where source = 'receipt'`)).rows;
    expect(row!.on_special).toBe(true);
  });
});

describe("duplicates and caps", () => {
  it("refuses the same proof twice — from anyone, lines in any order — and writes nothing the second time", async () => {
    await shareReceiptPrices(db, shopper, receipt(), NOW);
    const again = receipt();
    again.lines = [...again.lines].reverse();
    const e = await errorOf(shareReceiptPrices(db, other, again, NOW));
    expect(e.code).toBe("CONFLICT");
    expect(e.message).toBe(M.duplicateProof);
    expect((await receiptRows()).length).toBe(2);
    expect((await db.execute(sql`select 1 from receipt_proofs`)).rows.length).toBe(1);
  });

  it("an identical observation (same store, product, day and amount) is recorded once", async () => {
    await shareReceiptPrices(db, shopper, receipt(), NOW);
    // Another shopper's receipt from the same store and day: milk at the same price, bread different.
    const result = await shareReceiptPrices(
      db,
      other,
      receipt({
        lines: [
          { productId: milk, quantity: 1, lineTotalCents: 429, discountCents: 0, sourceText: "BLUE MILK 4.29" },
          { productId: bread, quantity: 1, lineTotalCents: 380, discountCents: 0, sourceText: "BREAD 3.80" },
        ],
      }),
      NOW,
    );
    expect(result.lines).toEqual([
      { status: "skipped", productId: milk, reason: M.identical },
      { status: "published", productId: bread, amountCents: 380 },
    ]);
    expect((await receiptRows()).length).toBe(3);
  });

  it("caps receipts per shopper per day through the share_receipt limit (the refused one writes nothing)", async () => {
    for (let i = 0; i < 5; i++) {
      await shareReceiptPrices(db, shopper, receipt({ lines: [{ productId: milk, quantity: 1, lineTotalCents: 400 + i, discountCents: 0, sourceText: `MILK ${i}` }] }), NOW);
    }
    const e = await errorOf(shareReceiptPrices(db, shopper, receipt({ lines: [{ productId: milk, quantity: 1, lineTotalCents: 420, discountCents: 0, sourceText: "MILK 5" }] }), NOW));
    expect(e.code).toBe("RATE_LIMITED");
    expect(e.message).toBe(M.rateLimited);
    expect((await receiptRows()).length).toBe(5);
    // Another shopper is not affected.
    expect((await shareReceiptPrices(db, other, receipt({ lines: [{ productId: milk, quantity: 1, lineTotalCents: 421, discountCents: 0, sourceText: "MILK X" }] }), NOW)).published).toBe(1);
  });

  it("caps observations per shopper per rolling day", async () => {
    // A day's worth already contributed (written directly: the cap counts the shopper's observations).
    const [proof] = await db.insert(tables.receiptProofs).values({ userId: shopper.userId, storeId: home, receiptDate: "2026-03-09", currency: "NZD", linesHash: "x".repeat(64), shared: true, reconciled: true, lineCount: 1 }).returning({ id: tables.receiptProofs.id });
    await db.insert(tables.priceObservations).values(
      Array.from({ length: OBSERVATIONS_PER_DAY - 1 }, (_, i) => ({ proofId: proof!.id, userId: shopper.userId, storeId: home, productId: milk, amountCents: 1000 + i, currency: "NZD" as const, observedAt: NOW, observedOn: "2026-03-09", status: "published", createdAt: new Date(NOW.getTime() - 3600_000) })),
    );
    const e = await errorOf(shareReceiptPrices(db, shopper, receipt(), NOW)); // 2 more would pass the cap
    expect(e.message).toBe(M.dailyCap);
    expect((await shareReceiptPrices(db, shopper, receipt({ lines: receipt().lines.slice(0, 1) }), NOW)).published).toBe(1); // 1 more fits
  });
});

describe("outliers are held, not published", () => {
  async function market(amounts: [string, number][]) {
    let t = NOW.getTime() - 20 * DAY;
    for (const [s, a] of amounts) await price(s, milk, a, new Date((t += DAY)));
  }
  const milkAt = (cents: number) => receipt({ lines: [{ productId: milk, quantity: 1, lineTotalCents: cents, discountCents: 0, sourceText: `MILK ${cents}` }] });

  it("n < 3: no check — two prices in the window let any price through", async () => {
    await market([[others[0]!, 400], [others[1]!, 400]]);
    expect((await shareReceiptPrices(db, shopper, milkAt(5000), NOW)).published).toBe(1);
  });

  it("no spread: three prices from one store do not make a median to judge by", async () => {
    await market([[others[0]!, 400], [others[0]!, 400], [others[0]!, 410]]);
    expect((await shareReceiptPrices(db, shopper, milkAt(5000), NOW)).published).toBe(1);
  });

  it("exactly 3× the median is published; a cent more is held, with the reason the shopper sees; ⅓ likewise", async () => {
    await market([[others[0]!, 400], [others[1]!, 400], [home, 400]]);
    expect((await shareReceiptPrices(db, shopper, milkAt(1200), NOW)).published).toBe(1);
    const held = await shareReceiptPrices(db, other, milkAt(1201), NOW);
    expect(held).toMatchObject({ published: 0, held: 1 });
    expect(held.lines[0]).toMatchObject({ status: "held", reason: "More than 3× the usual price (4.00, the median of 4 prices in the last 180 days)" });
    // The held price is never in prices.
    expect((await receiptRows()).map((r) => r.amountCents)).toEqual([1200]);
    // ⅓ of the median (now 400 over 5 prices incl. 1200 → median 400): 134 passes, 133 is held.
    const low = await shareReceiptPrices(db, shopper, receipt({ receiptDate: "2026-03-08", lines: [{ productId: milk, quantity: 1, lineTotalCents: 133, discountCents: 0, sourceText: "MILK LOW" }] }), NOW);
    expect(low.lines[0]).toMatchObject({ status: "held" });
    expect((low.lines[0] as { reason: string }).reason).toMatch(/^Less than a third of the usual price/);
  });

  it("held → approved by an administrator → in prices with source receipt and the receipt's date; rejected stays out", async () => {
    await market([[others[0]!, 400], [others[1]!, 400], [home, 400]]);
    await shareReceiptPrices(db, shopper, milkAt(1500), NOW);
    await shareReceiptPrices(db, other, receipt({ receiptDate: "2026-03-08", lines: [{ productId: milk, quantity: 1, lineTotalCents: 1600, discountCents: 0, sourceText: "MILK 16" }] }), NOW);
    const queue = await listHeldObservations(db, admin);
    expect(queue.map((h) => [h.amountCents, h.storeName, h.productName, h.medianCents, h.windowCount])).toEqual([
      [1500, "Home Market", "Anchor Blue Milk 2L", 400, 3],
      [1600, "Home Market", "Anchor Blue Milk 2L", 400, 3],
    ]);
    // Only administrators: a shopper is refused and nothing changes.
    expect((await errorOf(approveHeldObservation(db, shopper, queue[0]!.id))).code).toBe("FORBIDDEN");
    expect((await errorOf(listHeldObservations(db, shopper))).code).toBe("FORBIDDEN");
    expect(await receiptRows()).toEqual([]);

    await approveHeldObservation(db, admin, queue[0]!.id);
    await rejectHeldObservation(db, admin, queue[1]!.id);
    expect(await receiptRows()).toEqual([{ productId: milk, amountCents: 1500, observedAt: new Date("2026-03-08T23:00:00Z") }]);
    expect(await current(home, milk)).toMatchObject({ amountCents: 1500, source: "receipt" });
    expect(await listHeldObservations(db, admin)).toEqual([]);
    // Deciding twice, or an unknown id: clear refusals.
    expect((await errorOf(rejectHeldObservation(db, admin, queue[0]!.id))).message).toBe(M.alreadyDecided);
    expect((await errorOf(approveHeldObservation(db, admin, randomUUID()))).code).toBe("NOT_FOUND");
  });
});

describe("nightly re-check", () => {
  it("a published receipt price that has become an outlier is withdrawn from prices and current, and held; the previous price is current again", async () => {
    await price(home, milk, 420, new Date(NOW.getTime() - 10 * DAY));
    // Published when the window was thin (n < 3).
    const shared = await shareReceiptPrices(db, shopper, receipt({ lines: [{ productId: milk, quantity: 1, lineTotalCents: 2000, discountCents: 0, sourceText: "MILK 20.00" }] }), NOW);
    expect(shared.published).toBe(1);
    expect(await current(home, milk)).toMatchObject({ amountCents: 2000, source: "receipt" });
    // A price within range stays published through the night.
    expect((await recheckPublishedReceiptPrices(db, new Date(NOW.getTime() + DAY))).held).toEqual([]);

    // More prices arrive: now the median is 420 over 3 prices at 3 stores.
    await price(others[0]!, milk, 410, new Date(NOW.getTime() - 5 * DAY));
    await price(others[1]!, milk, 430, new Date(NOW.getTime() - 4 * DAY));
    const night = await recheckPublishedReceiptPrices(db, new Date(NOW.getTime() + DAY));
    expect(night).toMatchObject({ checked: 1 });
    expect(night.held).toHaveLength(1);
    expect(await receiptRows()).toEqual([]);
    expect(await current(home, milk)).toMatchObject({ amountCents: 420, source: "scrape" });
    const [held] = await listHeldObservations(db, admin);
    expect(held).toMatchObject({ amountCents: 2000, medianCents: 420, windowCount: 3, reason: "More than 3× the usual price (4.20, the median of 3 prices in the last 180 days)" });
    // Running again changes nothing.
    expect(await recheckPublishedReceiptPrices(db, new Date(NOW.getTime() + DAY))).toEqual({ checked: 0, held: [] });
  });
});

describe("the cron route", () => {
  it("answers 401 without the cron bearer secret and re-checks nothing", async () => {
    const { POST } = await import("@/app/api/cron/receipt-prices/route");
    const res = await POST(new NextRequest("http://127.0.0.1/api/cron/receipt-prices", { method: "POST", headers: { authorization: "Bearer wrong" } }));
    expect(res.status).toBe(401);
    expect(res.headers.get("www-authenticate")).toBe("Bearer");
  });
});
