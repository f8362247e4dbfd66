/**
 * Google's availability values (in_stock, out_of_stock, preorder, backorder), their older spaced
 * forms ("in stock", "out of stock"), schema.org ItemAvailability URLs, and values read with a note:
 * "available for order" (retired by Google in 2014, which reads it as in stock), and the local
 * inventory values limited_availability (in stock) and on_display_to_order (backorder).
 */
import type { Availability } from "./types";

const EXACT: Record<string, Availability> = {
  in_stock: "in_stock",
  instock: "in_stock",
  out_of_stock: "out_of_stock",
  outofstock: "out_of_stock",
  preorder: "preorder",
  pre_order: "preorder",
  backorder: "backorder",
  back_order: "backorder",
};

const LEGACY: Record<string, Availability> = {
  available_for_order: "in_stock",
  // Local inventory values: limited stock is still in stock; on display, to be ordered = backorder.
  limited_availability: "in_stock",
  limitedavailability: "in_stock",
  on_display_to_order: "backorder",
  instoreonly: "in_stock",
  onlineonly: "in_stock",
  presale: "preorder",
  soldout: "out_of_stock",
  discontinued: "out_of_stock",
};

export type AvailabilityParse = { ok: true; value: Availability; note: string | null } | { ok: false; reason: string };

export function parseAvailability(raw: string): AvailabilityParse {
  const key = raw
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\/schema\.org\//, "")
    .replace(/[\s-]+/g, "_");
  if (EXACT[key]) return { ok: true, value: EXACT[key], note: null };
  if (LEGACY[key]) {
    const what = key === "available_for_order" ? "is a retired value" : "is not one of Cartwise's four values";
    return { ok: true, value: LEGACY[key], note: `availability "${raw.trim()}" ${what}; read as ${LEGACY[key]}` };
  }
  return { ok: false, reason: `availability "${raw.trim()}" is not one of in_stock, out_of_stock, preorder, backorder` };
}
