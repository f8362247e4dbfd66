import { z } from "zod";
import { RETAIL_SYMBOLOGIES, readRetailBarcode } from "./engine/gtin";
import { barcodeProblemMessage } from "./messages";

/**
 * One scanned (or typed) barcode to add to a list. The check digit is verified here, before any
 * rate-limit slot is spent, and again in the mutation (direct callers get the same answer). The
 * symbology is the decoder's report: it only settles whether 8 digits are EAN-8 or UPC-E.
 */
export const scanBarcodeSchema = z
  .object({
    listId: z.string().max(100),
    code: z.string().max(40),
    symbology: z.enum(RETAIL_SYMBOLOGIES).optional(),
  })
  .superRefine((input, ctx) => {
    const read = readRetailBarcode(input.code, input.symbology);
    if (!read.ok) ctx.addIssue({ code: "custom", path: ["code"], message: barcodeProblemMessage(read.problem) });
  });

export type ScanBarcodeInput = z.infer<typeof scanBarcodeSchema>;
