import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/server/db";
import { tables } from "@/server/db";
import type { Actor } from "@/server/auth/session";
import { AppError } from "@/server/errors";
import { getTestDb } from "../../../tests/setup/db";
import { reportPrice, resolvePriceReports, listPriceReports, underReviewKeys } from "@/modules/moderation";
import { DAY_MS } from "@/modules/moderation/engine";
import { compareList, type CompareListInput } from "./compare";
import type { ComparisonDto } from "./dto";
import { ITEMS, ORIGIN, createUser, freshScenario, type Scenario } from "./testing/scenario.integration";

/**
 * Which price counts (decision 046) on PostgreSQL, through the real comparison: reports,
 * review, resolution and freshness change what plans may use. Milk (item 0) is cheapest at Alpha
 * (2 km) and every plan buys it there until Alpha's milk price is under review, stale or withdrawn.
 */
let db: Db;
let scenario: Scenario;
let alice: Actor;
let bob: Actor;
const admin = { userId: "", role: "admin" as const };

const origin = { ...ORIGIN, label: "Test Town", source: "profile" as const };
const items = () => ITEMS.map((name, i) => ({ id: `line-${i}`, name, quantity: 1 }));
const run = (input: Partial<CompareListInput> = {}) => compareList(db, { actor: alice, items: items(), origin, options: {}, ...input });
/** Every place a plan can show Alpha's milk price: a plan line or the per-store breakdown. */
const usesAlphaMilk = (c: ComparisonDto) =>
  c.stores.some((s) => s.storeId === scenario.storeIds.alpha && s.items.some((l) => l.productId === scenario.primaryIds[0])) ||
  c.itemPrices.some((p) => p.prices.some((cell) => cell.storeId === scenario.storeIds.alpha && cell.productId === scenario.primaryIds[0]));
const milkAtAlpha = () => ({ storeId: scenario.storeIds.alpha, productId: scenario.primaryIds[0] });
const currentMilk = async () =>
  (await db.select().from(tables.currentPrices).where(and(eq(tables.currentPrices.storeId, scenario.storeIds.alpha), eq(tables.currentPrices.productId, scenario.primaryIds[0]))))[0];
/**
 * Runs until the offer memo answers every line (its version stamp reads table statistics, which
 * PostgreSQL publishes about a second after the seed; until then a repeat may recompute).
 */
async function warm(input: Partial<CompareListInput> = {}): Promise<ComparisonDto> {
  let c = await run(input);
  for (let i = 0; i < 20 && c.diagnostics.cachedOfferLines < ITEMS.length; i++) {
    await new Promise((r) => setTimeout(r, 250));
    c = await run(input);
  }
  expect(c.diagnostics.cachedOfferLines).toBe(ITEMS.length);
  return c;
}
const underReview = async () => (await underReviewKeys(db, [milkAtAlpha()])).size === 1;

beforeAll(async () => {
  db = await getTestDb();
});

beforeEach(async () => {
  ({ scenario, alice, bob } = await freshScenario(db));
  const [row] = await db.insert(tables.users).values({ email: `admin-${Date.now()}@pricing.test`, passwordHash: "x", role: "admin" }).returning({ id: tables.users.id });
  admin.userId = row.id;
});

describe("reports and review", () => {
  it("two different shoppers → under review → in no plan → resolved → used again", async () => {
    expect(usesAlphaMilk(await warm())).toBe(true); // the offer memo is full and must not hide the change

    const first = await reportPrice(db, alice, { ...milkAtAlpha(), reason: "wrong_price" });
    expect(first).toMatchObject({ status: "reported", underReview: false });
    expect(await underReview()).toBe(false);
    expect(usesAlphaMilk(await run())).toBe(true);

    const second = await reportPrice(db, bob, { ...milkAtAlpha(), reason: "out_of_stock" });
    expect(second).toMatchObject({ status: "reported", underReview: true });
    expect(await underReview()).toBe(true);
    const during = await run();
    expect(usesAlphaMilk(during)).toBe(false);
    expect(during.uncovered).toEqual([]); // milk still bought, elsewhere
    // Also with the offer memo bypassed (every option read from SQL).
    expect(usesAlphaMilk(await run({ topK: null }))).toBe(false);

    const queue = await listPriceReports(db, admin, { status: "open" });
    expect(queue).toHaveLength(1);
    expect(queue[0]).toMatchObject({ priceId: (await currentMilk()).priceId, reporters: 2, underReview: true, stillCurrent: true });
    expect(queue[0].reports.map((r) => r.reason)).toEqual(["wrong_price", "out_of_stock"]);

    const resolved = await resolvePriceReports(db, admin, { priceId: queue[0].priceId, outcome: "report_rejected" });
    expect(resolved).toEqual({ resolved: 2, withdrawn: false });
    expect(await underReview()).toBe(false);
    expect(usesAlphaMilk(await run())).toBe(true);
    const done = await listPriceReports(db, admin, { status: "resolved" });
    expect(done[0].reports.every((r) => r.outcome === "report_rejected" && r.resolvedBy !== null && r.resolvedAt !== null)).toBe(true);
    expect(await listPriceReports(db, admin, { status: "open" })).toEqual([]);
  });

  it("one shopper reporting twice does not count twice", async () => {
    await reportPrice(db, alice, { ...milkAtAlpha(), reason: "wrong_price" });
    const again = await reportPrice(db, alice, { ...milkAtAlpha(), reason: "promotion_ended" });
    expect(again).toMatchObject({ status: "already_reported", underReview: false });
    expect(await underReview()).toBe(false);
    expect(usesAlphaMilk(await run())).toBe(true);
    const rows = await db.select().from(tables.priceReports);
    expect(rows).toHaveLength(1);
  });

  it("a newer observation is a different price: the review named the old one", async () => {
    await reportPrice(db, alice, { ...milkAtAlpha(), reason: "wrong_price" });
    await reportPrice(db, bob, { ...milkAtAlpha(), reason: "wrong_price" });
    expect(usesAlphaMilk(await run())).toBe(false);
    await db.insert(tables.prices).values({ ...milkAtAlpha(), amountCents: 199, currency: "NZD", observedAt: new Date(), source: "scrape" });
    expect(await underReview()).toBe(false);
    expect(usesAlphaMilk(await run())).toBe(true);
    expect((await listPriceReports(db, admin, { status: "open" }))[0]).toMatchObject({ stillCurrent: false, underReview: false });
  });

  it("withdrawn takes the price out of the store's current prices; its history stays", async () => {
    await reportPrice(db, alice, { ...milkAtAlpha(), reason: "out_of_stock" });
    await reportPrice(db, bob, { ...milkAtAlpha(), reason: "out_of_stock" });
    const { priceId } = await currentMilk();
    expect(await resolvePriceReports(db, admin, { priceId, outcome: "price_withdrawn" })).toEqual({ resolved: 2, withdrawn: true });
    expect(await currentMilk()).toBeUndefined();
    expect((await db.select().from(tables.prices).where(eq(tables.prices.id, priceId))).length).toBe(1);
    expect(usesAlphaMilk(await run())).toBe(false);
    // Resolving twice is refused with a reason, not a second change.
    await expect(resolvePriceReports(db, admin, { priceId, outcome: "report_rejected" })).rejects.toMatchObject({ code: "CONFLICT" });
  });

  it("only administrators resolve or read the queue; a shopper gets not found", async () => {
    await reportPrice(db, alice, { ...milkAtAlpha(), reason: "wrong_price" });
    const { priceId } = await currentMilk();
    await expect(resolvePriceReports(db, bob, { priceId, outcome: "price_withdrawn" })).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(listPriceReports(db, bob, { status: "open" })).rejects.toMatchObject({ code: "NOT_FOUND" });
    expect(await currentMilk()).toBeDefined();
  });

  it("refuses bad input with the field to blame, and a price that is not shown as not found", async () => {
    await expect(reportPrice(db, alice, { ...milkAtAlpha(), reason: "other", note: "  " })).rejects.toMatchObject({
      code: "INVALID_INPUT", extra: { fieldErrors: { note: ["Tell us what is wrong with this price."] } },
    });
    await expect(reportPrice(db, alice, { ...milkAtAlpha(), reason: "nonsense" as never })).rejects.toBeInstanceOf(AppError);
    // Saffron is sold only at Central.
    await expect(reportPrice(db, alice, { storeId: scenario.storeIds.alpha, productId: scenario.extraIds.saffron, reason: "wrong_price" })).rejects.toMatchObject({ code: "NOT_FOUND" });
    expect(await db.select().from(tables.priceReports)).toEqual([]);
    const ok = await reportPrice(db, alice, { ...milkAtAlpha(), reason: "other", note: "Shelf says 3.99" });
    expect(ok.status).toBe("reported");
  });

  it("rate-limits reporters: 10 reports in 10 minutes, the 11th is refused and not stored", async () => {
    const products = [...scenario.primaryIds.slice(0, 11)];
    for (const productId of products.slice(0, 10)) await reportPrice(db, alice, { storeId: scenario.storeIds.alpha, productId, reason: "wrong_price" });
    await expect(reportPrice(db, alice, { storeId: scenario.storeIds.alpha, productId: products[10], reason: "wrong_price" })).rejects.toMatchObject({ code: "RATE_LIMITED" });
    expect(await db.select().from(tables.priceReports)).toHaveLength(10);
    // Another shopper is not held back by Alice's limit.
    expect((await reportPrice(db, bob, { storeId: scenario.storeIds.alpha, productId: products[10], reason: "wrong_price" })).status).toBe("reported");
  });

  it("a report on one's own receipt price is a correction: under review at once", async () => {
    const [price] = await db.insert(tables.prices).values({ ...milkAtAlpha(), amountCents: 250, currency: "NZD", observedAt: new Date(), source: "receipt" }).returning({ id: tables.prices.id });
    const carol = await createUser(db, "carol");
    // Carol shared the receipt this price came from (the contributions module's proof and observation).
    const [proof] = await db
      .insert(tables.receiptProofs)
      .values({ userId: carol.userId, storeId: scenario.storeIds.alpha, receiptDate: new Date().toISOString().slice(0, 10), currency: "NZD", linesHash: "c".repeat(64), shared: true, reconciled: true, lineCount: 1 })
      .returning({ id: tables.receiptProofs.id });
    await db.insert(tables.priceObservations).values({
      proofId: proof.id, userId: carol.userId, ...milkAtAlpha(), amountCents: 250, currency: "NZD", observedAt: new Date(), observedOn: new Date().toISOString().slice(0, 10), status: "published", priceId: price.id,
    });
    expect((await reportPrice(db, alice, { ...milkAtAlpha(), reason: "wrong_price" })).status).toBe("reported");
    expect(await underReview()).toBe(false);
    const own = await reportPrice(db, carol, { ...milkAtAlpha(), reason: "wrong_price" });
    expect(own).toMatchObject({ status: "correction", underReview: true });
    expect((await listPriceReports(db, admin, { status: "open" }))[0].reports.find((r) => r.isCorrection)).toBeDefined();
  });
});

describe("freshness", () => {
  it("a scrape price counts up to exactly 14 days and is in no plan after", async () => {
    const observed = (await currentMilk()).observedAt.getTime();
    expect(usesAlphaMilk(await run({ now: new Date(observed + 14 * DAY_MS) }))).toBe(true);
    const stale = await run({ now: new Date(observed + 14 * DAY_MS + 1) });
    // Every scenario price is a scrape of the same moment: all stale, nothing can be planned.
    expect(stale.stores).toEqual([]);
    expect(stale.itemPrices.every((p) => p.prices.length === 0)).toBe(true);
    expect(stale.uncovered.length).toBe(ITEMS.length);
    // Also with the offer memo bypassed.
    expect((await run({ now: new Date(observed + 14 * DAY_MS + 1), topK: null })).stores).toEqual([]);
  });

  it("a remembered offer goes stale in the memo too, without any write", async () => {
    const observed = (await currentMilk()).observedAt.getTime();
    expect(usesAlphaMilk(await warm({ now: new Date(observed + DAY_MS) }))).toBe(true);
    expect(usesAlphaMilk(await run({ now: new Date(observed + 15 * DAY_MS) }))).toBe(false);
  });

  it("a retailer price with a stated validity (a feed's sale end) counts until then, whatever its age, and not a moment after — in the memo too", async () => {
    const now = Date.now();
    const end = new Date(now + 10 * DAY_MS);
    await db.insert(tables.prices).values({ ...milkAtAlpha(), amountCents: 99, currency: "NZD", observedAt: new Date(now), source: "retailer", onSpecial: true, validUntil: end });
    expect((await currentMilk()).validUntil?.toISOString()).toBe(end.toISOString());
    // Past the 7 days a retailer price has without a validity, but before its sale end: still used.
    expect(lineOfMilk(await warm({ now: new Date(end.getTime()) }))?.priceCents).toBe(99);
    // One millisecond after the sale end: in no plan, though the memo remembered it.
    expect(usesAlphaMilk(await run({ now: new Date(end.getTime() + 1) }))).toBe(false);
    expect(usesAlphaMilk(await run({ now: new Date(end.getTime() + 1), topK: null }))).toBe(false);
  });

  it("demo data never goes stale; a newer receipt is used until its own 30 days", async () => {
    const now = Date.now();
    await db.insert(tables.prices).values({ ...milkAtAlpha(), amountCents: 111, currency: "NZD", observedAt: new Date(now - 1000), source: "seed" });
    expect(lineOfMilk(await run({ now: new Date(now + 900 * DAY_MS) }))?.priceCents).toBe(111);
    await db.insert(tables.prices).values({ ...milkAtAlpha(), amountCents: 123, currency: "NZD", observedAt: new Date(now), source: "receipt" });
    expect(lineOfMilk(await run({ now: new Date(now + 30 * DAY_MS) }))?.priceCents).toBe(123);
    expect(usesAlphaMilk(await run({ now: new Date(now + 30 * DAY_MS + 1) }))).toBe(false);
  });
});

function lineOfMilk(c: ComparisonDto) {
  return c.stores.find((s) => s.storeId === scenario.storeIds.alpha)?.items.find((l) => l.productId === scenario.primaryIds[0]);
}
