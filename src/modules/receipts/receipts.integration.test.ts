import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "@/server/db";
import { tables } from "@/server/db";
import { AppError } from "@/server/errors";
import { LIMITS, consumeLimit, limitSubject } from "@/server/rate-limit";
import { getTestDb, truncateAll } from "../../../tests/setup/db";
import { actorOf } from "@/modules/lists/test-helpers.integration";
import { matchReceiptLines, matchReceiptLinesForShopper } from "./match";
import { createReceiptList, enforceScanLimit } from "./mutations";
import type { AddReceiptItemsInput } from "./schemas";

let db: Db;
let alice: string;
let bob: string;

async function createUser(label: string): Promise<string> {
  const [row] = await db.insert(tables.users).values({ email: `${label}-${randomUUID()}@receipts.test`, passwordHash: "not-a-real-hash" }).returning({ id: tables.users.id });
  return row!.id;
}

async function addProducts(rows: { name: string; brand: string | null; size: string; unitQuantity: number; unit: "g" | "ml" | "each"; category: string; genericName: string; countries?: string[] }[]) {
  const inserted = await db.insert(tables.products).values(rows).returning({ id: tables.products.id, name: tables.products.name });
  return new Map(inserted.map((r) => [r.name, r.id]));
}

async function written() {
  const lists = await db.execute<{ id: string; user_id: string; name: string }>(sql`select id, user_id, name from shopping_lists order by created_at`);
  const items = await db.execute<{ list_id: string; item_name: string; quantity: number; source_text: string | null; matched_product_id: string | null }>(
    sql`select list_id, item_name, quantity, source_text, matched_product_id from shopping_list_items order by created_at`,
  );
  return { lists: lists.rows, items: items.rows };
}

async function expectCode(promise: Promise<unknown>, code: AppError["code"]): Promise<AppError> {
  const err = await promise.then(() => null, (e: unknown) => e);
  expect(err).toBeInstanceOf(AppError);
  expect((err as AppError).code).toBe(code);
  return err as AppError;
}

beforeAll(async () => {
  db = await getTestDb();
});

beforeEach(async () => {
  await truncateAll(db);
  alice = await createUser("alice");
  bob = await createUser("bob");
});

const input = (over: Partial<AddReceiptItemsInput> = {}): AddReceiptItemsInput => ({
  localDate: "22/11/2025",
  clientRequestId: randomUUID(),
  items: [
    { name: "Blue Top Milk 2L", quantity: 1, sourceText: "ANCHOR BLUE TOP MILK 2L 4.29" },
    { name: "Receipt milk (edited)", quantity: 3, sourceText: "CADBURY DAIRY MILK 180G 9.00 / 2 @ $4.50" },
  ],
  ...over,
});

describe("createReceiptList", () => {
  it("creates exactly one new list 'Receipt Items - {local date}' holding the items in order", async () => {
    const milk = (await addProducts([{ name: "Anchor Blue Top Milk 2L", brand: "Anchor", size: "2L", unitQuantity: 2000, unit: "ml", category: "dairy", genericName: "milk" }])).get("Anchor Blue Top Milk 2L")!;
    const existing = await db.insert(tables.shoppingLists).values({ userId: alice, name: "Weekly" }).returning({ id: tables.shoppingLists.id });
    const req = input();
    req.items[0].matchedProductId = milk;
    // A product id that does not exist is dropped rather than failing the whole receipt.
    req.items[1].matchedProductId = randomUUID();

    const result = await createReceiptList(db, actorOf(alice), req);
    expect(result).toMatchObject({ listName: "Receipt Items - 22/11/2025", itemCount: 2, created: true });

    const { lists, items } = await written();
    expect(lists.map((l) => [l.user_id, l.name])).toEqual([[alice, "Weekly"], [alice, "Receipt Items - 22/11/2025"]]);
    expect(result.listId).not.toBe(existing[0]!.id);
    expect(items).toEqual([
      { list_id: result.listId, item_name: "Blue Top Milk 2L", quantity: 1, source_text: "ANCHOR BLUE TOP MILK 2L 4.29", matched_product_id: milk },
      { list_id: result.listId, item_name: "Receipt milk (edited)", quantity: 3, source_text: "CADBURY DAIRY MILK 180G 9.00 / 2 @ $4.50", matched_product_id: null },
    ]);
  });

  it("a replayed request (double-clicked Add) returns the same list and writes nothing more", async () => {
    const req = input();
    const first = await createReceiptList(db, actorOf(alice), req);
    const again = await createReceiptList(db, actorOf(alice), req);
    expect(again).toEqual({ ...first, created: false });
    const { lists, items } = await written();
    expect(lists).toHaveLength(1);
    expect(items).toHaveLength(2);
  });

  it("writes nothing when any item, the date or the list is invalid", async () => {
    const bad: AddReceiptItemsInput[] = [
      input({ items: [{ name: "Milk", quantity: 1, sourceText: "MILK" }, { name: "   ", quantity: 1, sourceText: "?" }] }),
      input({ items: [{ name: "x".repeat(101), quantity: 1, sourceText: "" }] }),
      input({ items: [{ name: "Milk", quantity: 0, sourceText: "" }] }),
      input({ items: [] }),
      input({ localDate: "<b>today</b>" }),
      input({ localDate: "" }),
    ];
    for (const req of bad) await expectCode(createReceiptList(db, actorOf(alice), req), "INVALID_INPUT");
    expect(await written()).toEqual({ lists: [], items: [] });
    const hits = await db.execute<{ n: number }>(sql`select count(*)::int as n from rate_limit_hits where bucket like 'scan_receipt:%'`);
    expect(hits.rows[0]!.n).toBe(0);
  });

  it("rolls the list back when the items cannot be written", async () => {
    // Passes validation, then violates the quantity check in the database: the list must not survive.
    const req = input({ items: [{ name: "Milk", quantity: 1, sourceText: "MILK" }] });
    await db.execute(sql`alter table shopping_list_items add constraint receipts_test_no_milk check (item_name <> 'Milk')`);
    try {
      await expect(createReceiptList(db, actorOf(alice), req)).rejects.toThrow();
    } finally {
      await db.execute(sql`alter table shopping_list_items drop constraint receipts_test_no_milk`);
    }
    expect(await written()).toEqual({ lists: [], items: [] });
  });

  it("a scan start is refused with the spec's toast once the scan_receipt limit is used up; adding a finished scan's items spends no hit", async () => {
    const [rule] = LIMITS.scan_receipt;
    for (let i = 0; i < rule.limit; i++) expect((await consumeLimit(db, "scan_receipt", limitSubject(actorOf(alice)))).ok).toBe(true);

    const startErr = await expectCode(enforceScanLimit(db, actorOf(alice)), "RATE_LIMITED");
    expect(startErr.safeMessage).toBe("Please wait before scanning another receipt.");
    expect(startErr.extra.title).toBe("Too many requests");
    expect(startErr.extra.retryAfterSeconds).toBeGreaterThan(0);

    // Adding what a scan already found spends no second scan_receipt hit (only create_list).
    const before = await db.execute<{ n: number }>(sql`select count(*)::int as n from rate_limit_hits where bucket like 'scan_receipt:%'`);
    expect((await createReceiptList(db, actorOf(alice), input())).created).toBe(true);
    const after = await db.execute<{ n: number }>(sql`select count(*)::int as n from rate_limit_hits where bucket like 'scan_receipt:%'`);
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
    // Per user: Bob is unaffected.
    await expect(enforceScanLimit(db, actorOf(bob))).resolves.toBeUndefined();
    expect((await createReceiptList(db, actorOf(bob), input())).created).toBe(true);
  });
});

describe("matchReceiptLines", () => {
  const line = (name: string, cleanedName: string, brand: string | null, size: string | null, sourceText: string) => ({ name, cleanedName, brand, size, quantity: 1, sourceText });

  it("maps ANCHOR BLUE TOP MILK 2L to the 2 L milk product with a generic list name", async () => {
    const ids = await addProducts([
      { name: "Anchor Blue Top Milk 1L", brand: "Anchor", size: "1L", unitQuantity: 1000, unit: "ml", category: "dairy", genericName: "milk" },
      { name: "Anchor Blue Top Milk 2L", brand: "Anchor", size: "2L", unitQuantity: 2000, unit: "ml", category: "dairy", genericName: "milk" },
      { name: "Anchor Lite Milk 2L", brand: "Anchor", size: "2L", unitQuantity: 2000, unit: "ml", category: "dairy", genericName: "milk" },
      { name: "Cadbury Dairy Milk Chocolate 180g", brand: "Cadbury", size: "180g", unitQuantity: 180, unit: "g", category: "confectionery", genericName: "chocolate" },
      { name: "Onions Brown per kg", brand: null, size: "per kg", unitQuantity: 1000, unit: "g", category: "produce", genericName: "onion" },
    ]);
    const [milk, cadbury, onions, unknown] = await matchReceiptLines(db, [
      line("Anchor BLUE TOP MILK 2L", "BLUE TOP MILK", "Anchor", "2L", "ANCHOR BLUE TOP MILK 2L 4.29"),
      line("Cadbury DAIRY MILK 180g", "DAIRY MILK", "Cadbury", "180g", "CADBURY DAIRY MILK 180G 9.00"),
      line("ONIONS BROWN", "ONIONS BROWN", null, null, "ONIONS BROWN KG / 0.378 kg @ $2.99/kg 1.13"),
      line("ZQX FLORP 3pk", "ZQX FLORP", null, "3pk", "ZQX FLORP 3PK 1.00"),
    ]);
    expect(milk).toEqual({
      // Brand and size as printed; the matched product travels separately.
      name: "Anchor Blue Top Milk 2L",
      quantity: 1,
      sourceText: "ANCHOR BLUE TOP MILK 2L 4.29",
      matchedProductId: ids.get("Anchor Blue Top Milk 2L"),
      matchedProductName: "Anchor Blue Top Milk 2L",
    });
    // Never a bottle of milk; without a confident product the receipt's own (tidied) name stays.
    expect(cadbury).toMatchObject({ name: "Cadbury Dairy Milk 180g", matchedProductId: null });
    expect(onions).toMatchObject({ matchedProductId: ids.get("Onions Brown per kg"), sourceText: "ONIONS BROWN KG / 0.378 kg @ $2.99/kg 1.13" });
    expect(unknown).toMatchObject({ name: "Zqx Florp 3pk", matchedProductId: null, matchedProductName: null });
  });

  it("answers an empty receipt without touching the catalogue", async () => {
    expect(await matchReceiptLines(db, [])).toEqual([]);
  });

  describe("in the shopper's own region", () => {
    const bread = (country: string, name: string, brand: string | null) =>
      ({ name, brand, size: "700g", unitQuantity: 700, unit: "g" as const, category: "bakery", genericName: "bread", countries: [country] });

    async function setCountry(userId: string, countryCode: string | null) {
      await db.insert(tables.profiles).values({ userId, countryCode }).onConflictDoUpdate({ target: tables.profiles.userId, set: { countryCode } });
    }

    it("a NZ shopper's BREAD WHITE matches NZ products only; a US shopper's the US loaf", async () => {
      const ids = await addProducts([bread("US", "Great Value White Bread 700g", "Great Value"), bread("NZ", "Tip Top White Bread 700g", "Tip Top")]);
      await setCountry(alice, "NZ");
      await setCountry(bob, "US");
      const receipt = [line("BREAD WHITE", "BREAD WHITE", null, null, "2 xX BREAD WHITE 5.00")].map((l) => ({ ...l, quantity: 2 }));

      const [nz] = await matchReceiptLinesForShopper(db, actorOf(alice), receipt);
      expect(nz).toMatchObject({ name: "Bread White", quantity: 2, matchedProductId: ids.get("Tip Top White Bread 700g") });
      const [us] = await matchReceiptLinesForShopper(db, actorOf(bob), receipt);
      expect(us).toMatchObject({ matchedProductId: ids.get("Great Value White Bread 700g") });
    });

    it("with only another region's product, the NZ line stays unmatched and keeps its printed name", async () => {
      await addProducts([bread("US", "Great Value White Bread 700g", "Great Value")]);
      await setCountry(alice, "NZ");
      const [item] = await matchReceiptLinesForShopper(db, actorOf(alice), [line("Tip Top BREAD WHITE 700g", "BREAD WHITE", "Tip Top", "700g", "TIP TOP BREAD WHITE 700G 3.50")]);
      expect(item).toMatchObject({ name: "Tip Top Bread White 700g", matchedProductId: null, matchedProductName: null });
    });

    it("drops a client-sent product id from another region when the list is written", async () => {
      const ids = await addProducts([bread("US", "Great Value White Bread 700g", "Great Value"), bread("NZ", "Tip Top White Bread 700g", "Tip Top")]);
      await setCountry(alice, "NZ");
      const req = input({
        items: [
          { name: "Bread White", quantity: 2, sourceText: "2 xX BREAD WHITE 5.00", matchedProductId: ids.get("Great Value White Bread 700g") },
          { name: "Tip Top Bread White 700g", quantity: 1, sourceText: "TIP TOP BREAD WHITE 700G 3.50", matchedProductId: ids.get("Tip Top White Bread 700g") },
        ],
      });
      await createReceiptList(db, actorOf(alice), req);
      const { items } = await written();
      expect(items.map((i) => [i.item_name, i.quantity, i.matched_product_id])).toEqual([
        ["Bread White", 2, null],
        ["Tip Top Bread White 700g", 1, ids.get("Tip Top White Bread 700g")],
      ]);
    });
  });
});
