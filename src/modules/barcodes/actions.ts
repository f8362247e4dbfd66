"use server";
import { revalidatePath } from "next/cache";
import { defineAction } from "@/server/action";
import { BARCODE_MESSAGES } from "./messages";
import { addProductByBarcode } from "./mutations";
import { scanBarcodeSchema } from "./schemas";

/**
 * A scanned barcode → the product on the shopper's list (or "unknown"). The browser decodes and
 * checks the code; only its digits reach the server, which checks them again.
 */
export const scanBarcodeAction = defineAction(
  scanBarcodeSchema,
  async (input, actor, { db }) => {
    const outcome = await addProductByBarcode(db, actor, input);
    if (outcome.status === "added") {
      revalidatePath("/lists");
      revalidatePath(`/lists/${outcome.item.listId}`);
    }
    return { ok: true as const, outcome };
  },
  {
    unauthenticatedMessage: BARCODE_MESSAGES.signInToScan,
    limit: { name: "scan_barcode", title: BARCODE_MESSAGES.rateLimitTitle, message: BARCODE_MESSAGES.rateLimited },
    onInvalid: (error) => {
      const issue = error.issues[0];
      const message = issue?.path[0] === "code" ? issue.message : BARCODE_MESSAGES.lookupFailed;
      return { ok: false, code: "INVALID_INPUT", title: BARCODE_MESSAGES.invalidTitle, formError: message, fieldErrors: { code: [message] } };
    },
  },
);
