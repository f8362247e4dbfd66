"use client";
import { createContext, useContext, type ReactNode } from "react";
import { ReceiptScanDialog } from "@/modules/receipts/components/receipt-scan-dialog";

/**
 * The Scan Receipt button lives on /lists; the dialog belongs to the receipts feature. The page
 * passes that dialog in as a slot and the dialog reads its open state from this context.
 */
export interface ReceiptDialogControl {
  open: boolean;
  onClose: () => void;
  /** Call after the receipt's items were saved so the lists re-render. */
  onItemsAdded: () => void;
}

const ReceiptDialogContext = createContext<ReceiptDialogControl | null>(null);

export function useReceiptDialog(): ReceiptDialogControl {
  const ctx = useContext(ReceiptDialogContext);
  if (!ctx) throw new Error("useReceiptDialog must be used inside the lists screen");
  return ctx;
}

export function ReceiptDialogHost({ control, slot }: { control: ReceiptDialogControl; slot?: ReactNode }) {
  return <ReceiptDialogContext.Provider value={control}>{slot ?? <ReceiptScanDialog {...control} />}</ReceiptDialogContext.Provider>;
}
