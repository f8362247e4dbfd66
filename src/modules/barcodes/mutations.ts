import "server-only";
import type { Db } from "@/server/db";
import type { Actor } from "@/server/auth/session";
import { AppError } from "@/server/errors";
import { findProductByBarcode } from "@/modules/catalog";
import { addItem, getListDetail } from "@/modules/lists";
import { LIST_MESSAGES, type ListItemDto } from "@/modules/lists/shared";
import { readRetailBarcode, storedBarcodeForms, type RetailSymbology } from "./engine/gtin";
import { BARCODE_MESSAGES, barcodeProblemMessage } from "./messages";

export type BarcodeScanOutcome =
  | { status: "added"; barcode: string; symbology: RetailSymbology; product: { name: string; brand: string | null; size: string | null }; item: ListItemDto & { listId: string } }
  | { status: "unknown"; barcode: string; symbology: RetailSymbology };

/**
 * Looks the barcode up in the catalogue and adds the product to the list by its name through the
 * lists module's addItem (ownership, name rules, the add_item limit). An unknown barcode adds
 * nothing and says so; the list must still be one the shopper may add to, or it is "not found".
 */
export async function addProductByBarcode(
  db: Db,
  actor: Actor,
  input: { listId: string; code: string; symbology?: RetailSymbology },
): Promise<BarcodeScanOutcome> {
  const read = readRetailBarcode(input.code, input.symbology);
  if (!read.ok) {
    const message = barcodeProblemMessage(read.problem);
    throw new AppError("INVALID_INPUT", message, { title: BARCODE_MESSAGES.invalidTitle, fieldErrors: { code: [message] } });
  }
  const forms = [...new Set(read.readings.flatMap((r) => storedBarcodeForms(r.gtin14)))];
  const product = await findProductByBarcode(db, { forms });
  if (!product) {
    const list = await getListDetail(db, actor, input.listId);
    if (!list) throw new AppError("NOT_FOUND", LIST_MESSAGES.listNotFound);
    const [first] = read.readings;
    return { status: "unknown", barcode: first.printed, symbology: first.symbology };
  }
  const matched = read.readings.find((r) => storedBarcodeForms(r.gtin14).includes(product.barcode)) ?? read.readings[0];
  const item = await addItem(db, actor, { listId: input.listId, itemName: product.name });
  return {
    status: "added",
    barcode: matched.printed,
    symbology: matched.symbology,
    product: { name: product.name, brand: product.brand, size: product.size },
    item,
  };
}
