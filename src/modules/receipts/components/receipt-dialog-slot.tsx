"use client";
import { useDialogSlot } from "@/components/ui/dialog-slot";
import { ReceiptScanDialog } from "./receipt-scan-dialog";

/** The Scan Receipt dialog as the slot /lists passes to its screen; open/close come from the screen. */
export function ReceiptDialogSlot() {
  const { open, onClose, onDone } = useDialogSlot();
  return <ReceiptScanDialog open={open} onClose={onClose} onItemsAdded={onDone} />;
}
