import "server-only";
import { randomUUID } from "node:crypto";
import type { Db, DbTx } from "@/server/db";
import { AppError } from "@/server/errors";
import type { Actor } from "@/server/auth/session";
import { enforceLimit, limitSubject } from "@/server/rate-limit";
import { appendItemsInOrder, countItemsOfReadableList, createList } from "@/modules/lists";
import { productIdsSoldIn } from "@/modules/catalog";
import { sanitizeText, validateItemName } from "@/modules/lists/shared";
import { isPlausibleLocalDate, receiptListName } from "./list-name";
import { shopperCountryCode } from "./match";
import { RECEIPT_MESSAGES } from "./messages";
import { RECEIPT_ITEMS_MAX, SOURCE_TEXT_MAX, type AddReceiptItemsInput } from "./schemas";

type Tx = DbTx;

export interface ReceiptListResult {
  listId: string;
  listName: string;
  itemCount: number;
  /** False when a replayed request found the list its first attempt made. */
  created: boolean;
}

/** Per-user scan_receipt limit with the spec's toast (section 8). */
export async function enforceScanLimit(db: Db, actor: Actor): Promise<void> {
  await enforceLimit(db, "scan_receipt", limitSubject(actor), { title: RECEIPT_MESSAGES.rateLimitTitle, message: RECEIPT_MESSAGES.rateLimited });
}

const invalid = (message: string, field: string) => new AppError("INVALID_INPUT", message, { title: RECEIPT_MESSAGES.errorTitle, fieldErrors: { [field]: [message] } });

/**
 * Creates a NEW list "Receipt Items - {local date}" holding the receipt's items, in one
 * transaction: the list comes from the lists module's createList (same name rules, create_list
 * limit and idempotency key), the items follow in one insert. A receipt spends one scan_receipt
 * hit per scan attempt, at its start, not another one here. Everything is validated first, so
 * bad input writes nothing. Client-sent product ids are kept only when they exist in the shopper's
 * region (a product id from another country's catalogue is dropped, like an unknown one).
 */
export async function createReceiptList(db: Db, actor: Actor, input: AddReceiptItemsInput): Promise<ReceiptListResult> {
  if (!isPlausibleLocalDate(input.localDate)) throw invalid(RECEIPT_MESSAGES.addFailed, "localDate");
  if (input.items.length === 0 || input.items.length > RECEIPT_ITEMS_MAX) throw invalid(RECEIPT_MESSAGES.addFailed, "items");
  const rows = input.items.map((item, i) => {
    const name = validateItemName(item.name);
    if (!name.ok) throw new AppError("INVALID_INPUT", name.message, { title: name.title, fieldErrors: { [`items.${i}.name`]: [name.message] } });
    if (!Number.isInteger(item.quantity) || item.quantity < 1 || item.quantity > 999) throw invalid(RECEIPT_MESSAGES.addFailed, `items.${i}.quantity`);
    return { itemName: name.value, quantity: item.quantity, sourceText: sanitizeText(item.sourceText).slice(0, SOURCE_TEXT_MAX) || null, matchedProductId: item.matchedProductId ?? null };
  });
  // No scan_receipt hit here: the scan already spent one when it started (startReceiptScan), and
  // creating the list spends the create_list limit like any other new list.

  return db.transaction(async (tx: Tx) => {
    // createList is written against Db; a drizzle transaction offers the same query surface
    // (its nested rate-limit transaction becomes a savepoint), so the list and its items commit together.
    const list = await createList(tx, actor, { name: receiptListName(input.localDate), clientRequestId: input.clientRequestId ?? randomUUID() });
    if (!list.created) {
      return { listId: list.id, listName: list.name, itemCount: await countItemsOfReadableList(tx, actor, list.id), created: false };
    }
    const country = await shopperCountryCode(tx, actor);
    const wanted = [...new Set(rows.map((r) => r.matchedProductId).filter((id): id is string => id !== null))];
    // A product the shopper's region sells (or one whose region was never recorded); any product when the shopper has no country.
    const known = await productIdsSoldIn(tx, wanted, country || null);
    // One insert in the receipt's order (the lists module steps created_at so the order holds on screen).
    await appendItemsInOrder(
      tx,
      actor,
      list.id,
      rows.map((r) => ({ ...r, matchedProductId: r.matchedProductId && known.has(r.matchedProductId) ? r.matchedProductId : null })),
    );
    return { listId: list.id, listName: list.name, itemCount: rows.length, created: true };
  });
}
