"use client";
import { createContext, useContext, type ReactNode } from "react";

/**
 * Places on the list screens where other features put their controls (barcode scanning, price
 * watches). The lists module does not import those features: the route composes them
 * (app/(shopper)/lists/list-feature-slots.tsx) and hands them in through this context, so the
 * module graph keeps barcodes → lists and alerts → pricing without a loop back (decision 026).
 */
export interface ListFeatureSlots {
  /** A button that scans a product barcode into one of `lists` (the screen's visible lists). */
  barcodeButton?: (lists: { id: string; name: string }[], className: string) => ReactNode;
  /** Controls shown beside a saved list item (for instance "watch this item's price"). */
  itemActions?: (item: { id: string; name: string }) => ReactNode;
  /** The item's price at the store the list is totalled at (pricing), beside its name. */
  itemPrice?: (item: { id: string; name: string }) => ReactNode;
  /** A short note under a saved list item, on its own line (for instance "special ends Sunday"). */
  itemNote?: (item: { id: string; name: string }) => ReactNode;
}

const SlotsContext = createContext<ListFeatureSlots>({});

export function ListFeatureSlotsProvider({ slots, children }: { slots: ListFeatureSlots; children: ReactNode }) {
  return <SlotsContext.Provider value={slots}>{children}</SlotsContext.Provider>;
}

export function useListFeatureSlots(): ListFeatureSlots {
  return useContext(SlotsContext);
}
