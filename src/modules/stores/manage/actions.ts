"use server";
import { revalidatePath } from "next/cache";
import { defineAction, type ActionResult } from "@/server/action";
import { COUNTRY_NAMES } from "../gazetteer";
import { getGeocoder } from "../adapters";
import { approveLocation, createOwnLocation, createStore, rejectLocation, setStoreClosed, updateOwnLocation, updateStore } from "./mutations";
import { closeStoreSchema, createStoreSchema, geocodeStoreSchema, rejectLocationSchema, storeIdOnlySchema, updateStoreSchema } from "./schemas";

const ADMIN = { roles: ["admin" as const] };
const RETAILER = { roles: ["retailer" as const, "admin" as const] };

function revalidateStores() {
  revalidatePath("/admin/stores");
  revalidatePath("/admin/scraping");
}

export const createStoreAction = defineAction(createStoreSchema, async (input, actor, { db }) => {
  const result = await createStore(db, actor, input);
  revalidateStores();
  return { ok: true, ...result };
}, ADMIN);

export const updateStoreAction = defineAction(updateStoreSchema, async (input, actor, { db }) => {
  await updateStore(db, actor, input);
  revalidateStores();
  return { ok: true };
}, ADMIN);

export const setStoreClosedAction = defineAction(closeStoreSchema, async (input, actor, { db }) => {
  await setStoreClosed(db, actor, input);
  revalidateStores();
  return { ok: true };
}, ADMIN);

export const approveLocationAction = defineAction(storeIdOnlySchema, async (input, actor, { db }) => {
  await approveLocation(db, actor, input);
  revalidateStores();
  return { ok: true };
}, ADMIN);

export const rejectLocationAction = defineAction(rejectLocationSchema, async (input, actor, { db }) => {
  await rejectLocation(db, actor, input);
  revalidateStores();
  return { ok: true };
}, ADMIN);

export const createOwnLocationAction = defineAction(createStoreSchema, async (input, actor, { db }) => {
  const result = await createOwnLocation(db, actor, input);
  revalidatePath("/retailer/locations");
  revalidatePath("/admin/stores");
  return { ok: true, ...result };
}, RETAILER);

export const updateOwnLocationAction = defineAction(updateStoreSchema, async (input, actor, { db }) => {
  const result = await updateOwnLocation(db, actor, input);
  revalidatePath("/retailer/locations");
  revalidatePath("/admin/stores");
  return { ok: true, ...result };
}, RETAILER);

/** The form's "Find on map": the configured geocoder (Google when keyed, else the offline gazetteer). */
type Located = { latitude: number; longitude: number; precision: string; formattedAddress: string };
export const geocodeStoreAddressAction = defineAction(geocodeStoreSchema, async (input): Promise<ActionResult<Located>> => {
  const place = await getGeocoder().geocode({ streetAddress: input.address, suburb: [input.suburb, input.city].filter(Boolean).join(", "), country: COUNTRY_NAMES[input.countryCode] });
  if (!place) return { ok: false, code: "NOT_FOUND", formError: "We couldn't find that address. Check the suburb and city, or place the pin on the map yourself." };
  return { ok: true, latitude: place.latitude, longitude: place.longitude, precision: place.precision, formattedAddress: place.formattedAddress };
}, { roles: ["admin", "retailer"], limit: "geocode" });
