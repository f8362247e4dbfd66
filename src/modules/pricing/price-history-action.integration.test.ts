import { beforeEach, describe, expect, it, vi } from "vitest";
import { getTestDb, truncateAll } from "../../../tests/setup/db";
import { tables, type Db } from "@/server/db";

/* The price history action as the dialog calls it: only Auth.js's cookie plumbing is replaced. */
const { sessionJar: jar } = await import("../../../tests/support/mocked-session");
vi.mock("@/server/auth/auth", () => import("../../../tests/support/mocked-session").then((m) => m.mockedAuthModule()));
vi.mock("@/server/request", () => import("../../../tests/support/mocked-session").then((m) => m.mockedRequestModule()));
vi.mock("next/cache", () => import("../../../tests/support/mocked-session").then((m) => m.mockedCacheModule()));

const { loadPriceHistoryAction } = await import("./price-history-action");
const { reportPrice } = await import("@/modules/moderation");
const { actorFor, createTestUser, signInToken } = await import("@/modules/users/testing/factories");

let db: Db;

async function world() {
  const [store] = await db.insert(tables.stores).values({ name: "Fresh Mart", storeType: "supermarket", currency: "NZD", countryCode: "NZ" }).returning({ id: tables.stores.id });
  const [milk, bread] = await db.insert(tables.products).values([
    { name: "Anchor Blue Milk 2L", category: "dairy" },
    { name: "Tip Top Bread 700g", category: "bakery" },
  ]).returning({ id: tables.products.id });
  const now = Date.now();
  await db.insert(tables.prices).values([
    { productId: milk!.id, storeId: store!.id, amountCents: 429, currency: "NZD", source: "scrape", observedAt: new Date(now - 3 * 86_400_000) },
    { productId: bread!.id, storeId: store!.id, amountCents: 350, currency: "NZD", source: "seed", observedAt: new Date(now - 86_400_000) },
  ]);
  return { store: store!.id, milk: milk!.id, bread: bread!.id };
}

async function signIn() {
  const user = await createTestUser(db);
  jar.token = await signInToken(db, user);
  return user;
}

beforeEach(async () => {
  db = await getTestDb();
  jar.token = null;
  await truncateAll(db);
});

describe("loadPriceHistoryAction (pricing composes price-history and moderation)", () => {
  it("returns the history with the current price's source and age in the price rule's words", async () => {
    const w = await world();
    await signIn();
    const res = await loadPriceHistoryAction({ productId: w.milk, storeId: w.store });
    expect(res).toMatchObject({ ok: true, sourceWords: "from the store's website, 3 days ago" });
    if (!res.ok) throw new Error("expected ok");
    expect(res.history).toMatchObject({ product: { id: w.milk, name: "Anchor Blue Milk 2L" }, store: { id: w.store, name: "Fresh Mart" }, current: { amountCents: 429, source: "scrape", underReview: false } });
    expect(await loadPriceHistoryAction({ productId: w.bread, storeId: w.store })).toMatchObject({ ok: true, sourceWords: "demo data" });
  });

  it("says a price under review is under review, in the history and in the words", async () => {
    const w = await world();
    for (const n of [1, 2]) {
      const u = await createTestUser(db, { email: `reporter-${n}@example.test` });
      await reportPrice(db, await actorFor(db, u), { storeId: w.store, productId: w.milk, reason: "wrong_price" });
    }
    await signIn();
    const res = await loadPriceHistoryAction({ productId: w.milk, storeId: w.store });
    expect(res).toMatchObject({ ok: true, sourceWords: "from the store's website, 3 days ago · under review", history: { current: { underReview: true } } });
  });

  it("refuses the signed out, and answers not found for a store without that product's price", async () => {
    const w = await world();
    expect(await loadPriceHistoryAction({ productId: w.milk, storeId: w.store })).toMatchObject({ ok: false });
    await signIn();
    expect(await loadPriceHistoryAction({ productId: w.milk, storeId: "00000000-0000-4000-8000-000000000000" })).toMatchObject({ ok: false, code: "NOT_FOUND" });
  });
});
