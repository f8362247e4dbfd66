import "server-only";
import { and, eq } from "drizzle-orm";
import { tables, type Db } from "@/server/db";
import type { Actor } from "@/server/auth/session";
import { AppError } from "@/server/errors";
import { currencyForCountry } from "@/modules/currency/engine";
import { requireRetailerProfile } from "@/modules/retailers";
import { assertAdministrator } from "./queries";
import type { StoreDetailsInput } from "./schemas";

function columns(input: StoreDetailsInput) {
  return {
    name: input.name, chain: input.chain, storeType: input.storeType, address: input.address, suburb: input.suburb, city: input.city,
    countryCode: input.countryCode, currency: currencyForCountry(input.countryCode), latitude: input.latitude, longitude: input.longitude,
    timeZone: input.timeZone, openingHours: input.openingHours,
  };
}

/** An administrator's new store: listed at once (no approval), visible to shoppers once it has a price. */
export async function createStore(db: Db, actor: Actor, input: { store: StoreDetailsInput }): Promise<{ storeId: string }> {
  assertAdministrator(actor);
  const [row] = await db.insert(tables.stores).values({ ...columns(input.store), listingStatus: "approved" }).returning({ id: tables.stores.id });
  return { storeId: row.id };
}

export async function updateStore(db: Db, actor: Actor, input: { storeId: string; store: StoreDetailsInput }): Promise<void> {
  assertAdministrator(actor);
  const updated = await db.update(tables.stores).set(columns(input.store)).where(eq(tables.stores.id, input.storeId)).returning({ id: tables.stores.id });
  if (!updated.length) throw new AppError("NOT_FOUND", "Store not found");
}

/** Close (leaves every shopper view, scraping stops, history kept) or reopen. */
export async function setStoreClosed(db: Db, actor: Actor, input: { storeId: string; closed: boolean }): Promise<void> {
  assertAdministrator(actor);
  const s = tables.stores;
  const set = input.closed ? { closedAt: new Date(), scrapingEnabled: false } : { closedAt: null };
  const updated = await db.update(s).set(set).where(eq(s.id, input.storeId)).returning({ id: s.id });
  if (!updated.length) throw new AppError("NOT_FOUND", "Store not found");
}

export async function approveLocation(db: Db, actor: Actor, input: { storeId: string }): Promise<void> {
  assertAdministrator(actor);
  const s = tables.stores;
  const updated = await db.update(s).set({ listingStatus: "approved", listingNote: null }).where(and(eq(s.id, input.storeId), eq(s.listingStatus, "pending"))).returning({ id: s.id });
  if (!updated.length) throw new AppError("NOT_FOUND", "No pending location with that id");
}

export async function rejectLocation(db: Db, actor: Actor, input: { storeId: string; reason: string }): Promise<void> {
  assertAdministrator(actor);
  const s = tables.stores;
  const updated = await db.update(s).set({ listingStatus: "rejected", listingNote: input.reason }).where(and(eq(s.id, input.storeId), eq(s.listingStatus, "pending"))).returning({ id: s.id });
  if (!updated.length) throw new AppError("NOT_FOUND", "No pending location with that id");
}

/** A retailer's new location: owned by the session's retailer, waiting for an administrator's approval. */
export async function createOwnLocation(db: Db, actor: Actor, input: { store: StoreDetailsInput }): Promise<{ storeId: string }> {
  const retailer = await requireRetailerProfile(db, actor);
  const [row] = await db.insert(tables.stores).values({ ...columns(input.store), retailerId: retailer.id, listingStatus: "pending" }).returning({ id: tables.stores.id });
  return { storeId: row.id };
}

/**
 * A retailer edits its own location. Moving an approved store (address or position) sends it back
 * to the queue, so shoppers never see an unchecked position; other edits keep it listed.
 */
export async function updateOwnLocation(db: Db, actor: Actor, input: { storeId: string; store: StoreDetailsInput }): Promise<{ listingStatus: string }> {
  const retailer = await requireRetailerProfile(db, actor);
  const s = tables.stores;
  const [current] = await db.select({ address: s.address, lat: s.latitude, lng: s.longitude, status: s.listingStatus }).from(s).where(and(eq(s.id, input.storeId), eq(s.retailerId, retailer.id)));
  if (!current) throw new AppError("NOT_FOUND", "Store not found");
  const moved = current.address !== input.store.address || Math.abs(current.lat - input.store.latitude) > 1e-6 || Math.abs(current.lng - input.store.longitude) > 1e-6;
  const listingStatus = current.status === "approved" && !moved ? "approved" : "pending";
  await db.update(s).set({ ...columns(input.store), listingStatus, listingNote: null }).where(and(eq(s.id, input.storeId), eq(s.retailerId, retailer.id)));
  return { listingStatus };
}
