"use client";
import { createContext, useContext, type ReactNode } from "react";

/**
 * A dialog another feature owns, shown by a screen that opens it: the page passes the dialog in as
 * a slot (so neither feature imports the other) and the dialog reads its state from this context.
 */
export interface DialogSlotControl {
  open: boolean;
  onClose: () => void;
  /** The dialog finished its work (e.g. items were saved); the host refreshes what it shows. */
  onDone: () => void;
}

const DialogSlotContext = createContext<DialogSlotControl | null>(null);

export function useDialogSlot(): DialogSlotControl {
  const ctx = useContext(DialogSlotContext);
  if (!ctx) throw new Error("useDialogSlot must be used inside a DialogSlot");
  return ctx;
}

export function DialogSlot({ control, children }: { control: DialogSlotControl; children: ReactNode }) {
  return <DialogSlotContext.Provider value={control}>{children}</DialogSlotContext.Provider>;
}
