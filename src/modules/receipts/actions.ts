"use server";
import { revalidatePath } from "next/cache";
import { z } from "zod";
import { defineAction } from "@/server/action";
import { matchReceiptLinesForShopper } from "./match";
import { RECEIPT_MESSAGES } from "./messages";
import { createReceiptList, enforceScanLimit } from "./mutations";
import { addReceiptItemsSchema, matchReceiptItemsSchema } from "./schemas";

// Thin wrappers: authenticate + parse (defineAction) → mutation/query → revalidate. The image and
// the OCR text never reach the server; only the item lines do.

const options = { unauthenticatedMessage: RECEIPT_MESSAGES.signInToScan };

/** Called when a scan (or a Try Again) starts, so the spec's rate-limit toast shows before any OCR work. */
export const startReceiptScan = defineAction(
  z.object({}).optional(),
  async (_input, actor, { db }) => {
    await enforceScanLimit(db, actor);
    return { ok: true as const };
  },
  options,
);

export const matchReceiptItems = defineAction(
  matchReceiptItemsSchema,
  async (input, actor, { db }) => {
    // The shopper's profile country picks the catalogue region (never a client-sent country).
    const items = await matchReceiptLinesForShopper(db, actor, input.items);
    return { ok: true as const, items };
  },
  options,
);

export const addReceiptItems = defineAction(
  addReceiptItemsSchema,
  async (input, actor, { db }) => {
    const list = await createReceiptList(db, actor, input);
    revalidatePath("/lists");
    revalidatePath(`/lists/${list.listId}`);
    return { ok: true as const, list };
  },
  options,
);
