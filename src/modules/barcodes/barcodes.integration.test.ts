import { randomUUID } from "node:crypto";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

// The action runs through the real wrapper (validation, limiter, error mapping); only the session is stubbed.
const session = vi.hoisted(() => ({ actor: null as null | { userId: string; role: "shopper"; email: string; sessionId: string } }));
vi.mock("@/server/auth/session", () => ({
  getActor: async () => session.actor,
  assertActor: async () => {
    if (!session.actor) throw new (await import("@/server/errors")).AppError("UNAUTHENTICATED", "Authentication required");
    return session.actor;
  },
}));
vi.mock("next/cache", () => ({ revalidatePath: () => undefined, revalidateTag: () => undefined }));

import { sql } from "drizzle-orm";
import type { Db } from "@/server/db";
import { tables } from "@/server/db";
import { AppError } from "@/server/errors";
import { createList } from "@/modules/lists/mutations";
import { getListDetail } from "@/modules/lists/queries";
import { actorOf, createUser, snapshot } from "@/modules/lists/test-helpers.integration";
import { getTestDb, truncateAll } from "../../../tests/setup/db";
import { scanBarcodeAction } from "./actions";
import { addProductByBarcode } from "./mutations";

let db: Db;
let alice: string;
let bob: string;
let listId: string;

// Stored as the catalogue stores them: GTIN-13 (UPC-A with its leading 0, EAN-8 padded), plus
// one row stored the old way as a bare UPC-A, to prove every width is found.
const PRODUCTS = [
  { name: "Anchor Blue Top Milk 2L", barcode: "9400547000029" },
  { name: "Tillamook Medium Cheddar 8 oz", barcode: "0012345000065" }, // UPC-A 012345000065 = UPC-E 01234565
  { name: "Mentos Mint Roll 38g", barcode: "0000096385074" }, // EAN-8 96385074
  { name: "Cheerios Original 8.9 oz", barcode: "016000275270" },
];

beforeAll(async () => {
  db = await getTestDb();
});

beforeEach(async () => {
  await truncateAll(db);
  session.actor = null;
  alice = await createUser(db, "alice");
  bob = await createUser(db, "bob");
  await db.insert(tables.products).values(PRODUCTS.map((p) => ({ ...p, category: "test", countries: ["NZ"] })));
  listId = (await createList(db, actorOf(alice), { name: "Weekly shop", clientRequestId: randomUUID() })).id;
});

async function itemNames(id = listId): Promise<string[]> {
  return ((await getListDetail(db, actorOf(alice), id))?.items ?? []).map((i) => i.name);
}

async function expectCode(promise: Promise<unknown>, code: AppError["code"]): Promise<AppError> {
  const err = await promise.then(() => null, (e: unknown) => e);
  expect(err).toBeInstanceOf(AppError);
  expect((err as AppError).code).toBe(code);
  return err as AppError;
}

describe("addProductByBarcode", () => {
  it("adds a known product to the list by its name, whatever symbology printed its GTIN", async () => {
    const actor = actorOf(alice);
    expect(await addProductByBarcode(db, actor, { listId, code: "9400547000029", symbology: "ean_13" })).toMatchObject({
      status: "added",
      barcode: "9400547000029",
      product: { name: "Anchor Blue Top Milk 2L" },
      item: { listId, name: "Anchor Blue Top Milk 2L", quantity: 1 },
    });
    // UPC-E and UPC-A of one GTIN, and an EAN-8 stored padded to 13 digits.
    expect(await addProductByBarcode(db, actor, { listId, code: "01234565", symbology: "upc_e" })).toMatchObject({ status: "added", symbology: "upc_e", product: { name: "Tillamook Medium Cheddar 8 oz" } });
    expect(await addProductByBarcode(db, actor, { listId, code: "012345000065", symbology: "upc_a" })).toMatchObject({ status: "added", product: { name: "Tillamook Medium Cheddar 8 oz" } });
    expect(await addProductByBarcode(db, actor, { listId, code: "96385074", symbology: "ean_8" })).toMatchObject({ status: "added", symbology: "ean_8", product: { name: "Mentos Mint Roll 38g" } });
    // A bare UPC-A row found from the EAN-13 a decoder reports for it.
    expect(await addProductByBarcode(db, actor, { listId, code: "0016000275270" })).toMatchObject({ status: "added", barcode: "0016000275270", product: { name: "Cheerios Original 8.9 oz" } });

    // The lists module's rules apply: a second scan of the same product is its own line, as typing it twice would be.
    expect(await itemNames()).toEqual([
      "Anchor Blue Top Milk 2L",
      "Tillamook Medium Cheddar 8 oz",
      "Tillamook Medium Cheddar 8 oz",
      "Mentos Mint Roll 38g",
      "Cheerios Original 8.9 oz",
    ]);
  });

  it("answers unknown for a valid barcode the catalogue lacks, and adds nothing", async () => {
    const before = await snapshot(db);
    expect(await addProductByBarcode(db, actorOf(alice), { listId, code: "4006381333931" })).toEqual({ status: "unknown", barcode: "4006381333931", symbology: "ean_13" });
    expect(await snapshot(db)).toEqual(before);
  });

  it("refuses a wrong check digit with a specific message before any look-up", async () => {
    const before = await snapshot(db);
    const err = await expectCode(addProductByBarcode(db, actorOf(alice), { listId, code: "9400547000028" }), "INVALID_INPUT");
    expect(err.safeMessage).toBe("That barcode didn't read correctly (its check digit doesn't match). Please scan it again.");
    await expectCode(addProductByBarcode(db, actorOf(alice), { listId, code: "12345" }), "INVALID_INPUT");
    await expectCode(addProductByBarcode(db, actorOf(alice), { listId, code: "91234565", symbology: "upc_e" }), "INVALID_INPUT");
    expect(await snapshot(db)).toEqual(before);
  });

  it("someone else's list is not found, for known and unknown barcodes alike, and nothing changes", async () => {
    const before = await snapshot(db);
    for (const code of ["9400547000029", "4006381333931"]) {
      const err = await expectCode(addProductByBarcode(db, actorOf(bob), { listId, code }), "NOT_FOUND");
      expect(err.safeMessage).toBe("The shopping list you're looking for doesn't exist.");
    }
    await expectCode(addProductByBarcode(db, actorOf(alice), { listId: "not-a-list", code: "9400547000029" }), "NOT_FOUND");
    await expectCode(addProductByBarcode(db, actorOf(alice), { listId: randomUUID(), code: "4006381333931" }), "NOT_FOUND");
    expect(await snapshot(db)).toEqual(before);
  });
});

describe("scanBarcodeAction", () => {
  it("needs a signed-in shopper", async () => {
    expect(await scanBarcodeAction({ listId, code: "9400547000029" })).toMatchObject({ ok: false, code: "UNAUTHENTICATED" });
    expect(await itemNames()).toEqual([]);
  });

  it("adds a known product and reports an unknown one", async () => {
    session.actor = actorOf(alice) as typeof session.actor;
    expect(await scanBarcodeAction({ listId, code: "9400547000029", symbology: "ean_13" })).toMatchObject({
      ok: true,
      outcome: { status: "added", item: { name: "Anchor Blue Top Milk 2L" } },
    });
    expect(await scanBarcodeAction({ listId, code: "4006381333931", symbology: "ean_13" })).toEqual({
      ok: true,
      outcome: { status: "unknown", barcode: "4006381333931", symbology: "ean_13" },
    });
    expect(await itemNames()).toEqual(["Anchor Blue Top Milk 2L"]);
  });

  it("refuses bad input with the barcode's own message, without spending a rate-limit slot", async () => {
    session.actor = actorOf(alice) as typeof session.actor;
    expect(await scanBarcodeAction({ listId, code: "9400547000028" })).toMatchObject({
      ok: false,
      code: "INVALID_INPUT",
      formError: "That barcode didn't read correctly (its check digit doesn't match). Please scan it again.",
      fieldErrors: { code: ["That barcode didn't read correctly (its check digit doesn't match). Please scan it again."] },
    });
    expect(await scanBarcodeAction({ listId, code: "<script>" })).toMatchObject({ ok: false, code: "INVALID_INPUT" });
    expect(await scanBarcodeAction({ listId, code: "9400547000029", symbology: "qr_code" })).toMatchObject({ ok: false, code: "INVALID_INPUT" });
    expect(await scanBarcodeAction({ listId, code: "9".repeat(500) })).toMatchObject({ ok: false, code: "INVALID_INPUT" });
    expect(await scanBarcodeAction(null)).toMatchObject({ ok: false, code: "INVALID_INPUT" });
    const hits = await db.execute<{ n: number }>(sql`select count(*)::int as n from rate_limit_hits where bucket like 'scan_barcode:%'`);
    expect(Number(hits.rows[0].n)).toBe(0);
  });

  it("limits look-ups to 30 a minute per shopper", async () => {
    session.actor = actorOf(alice) as typeof session.actor;
    for (let i = 0; i < 30; i++) expect((await scanBarcodeAction({ listId, code: "4006381333931" })).ok).toBe(true);
    expect(await scanBarcodeAction({ listId, code: "4006381333931" })).toMatchObject({
      ok: false,
      code: "RATE_LIMITED",
      title: "Too many requests",
      formError: "Please wait before scanning another barcode.",
    });
    session.actor = actorOf(bob) as typeof session.actor;
    expect(await scanBarcodeAction({ listId, code: "4006381333931" })).toMatchObject({ ok: false, code: "NOT_FOUND" });
  });
});
