"use client";
import type { ReactNode } from "react";
import { ListFeatureSlotsProvider } from "@/modules/lists/client";
import { ScanBarcodeButton } from "@/modules/barcodes/client";
import { WatchItemButton } from "@/modules/alerts/client";
import { ItemSpecialEnds } from "@/modules/alerts/client";

/**
 * The list screens' features from other modules, composed here at the route (decision 026): the
 * barcode scanner (barcodes adds to lists) and the item price watch (alerts) plug into the lists
 * module's slots, so lists imports neither.
 */
export function ListFeatureSlots({ children }: { children: ReactNode }) {
  return (
    <ListFeatureSlotsProvider
      slots={{
        barcodeButton: (lists, className) => <ScanBarcodeButton lists={lists} className={className} />,
        itemActions: (item) => <WatchItemButton itemId={item.id} itemName={item.name} />,
        itemNote: (item) => <ItemSpecialEnds itemId={item.id} />,
      }}
    >
      {children}
    </ListFeatureSlotsProvider>
  );
}
