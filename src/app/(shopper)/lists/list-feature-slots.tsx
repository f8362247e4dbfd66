"use client";
import type { ReactNode } from "react";
import { ListFeatureSlotsProvider } from "@/modules/lists/client";
import { ScanBarcodeButton } from "@/modules/barcodes/client";
import { WatchItemButton } from "@/modules/alerts/client";
import { LinePrice, type LinePrices } from "@/modules/pricing/client";
import { ItemSpecialEnds } from "@/modules/alerts/client";

/**
 * The list screens' features from other modules, composed here at the route (decision 026): the
 * barcode scanner (barcodes adds to lists), the item price watch (alerts) and each line's price at
 * the totalled store (pricing) plug into the lists module's slots, so lists imports none of them.
 */
export function ListFeatureSlots({ children, linePrices }: { children: ReactNode; linePrices?: LinePrices | null }) {
  return (
    <ListFeatureSlotsProvider
      slots={{
        barcodeButton: (lists, className) => <ScanBarcodeButton lists={lists} className={className} />,
        itemActions: (item) => <WatchItemButton itemId={item.id} itemName={item.name} />,
        itemPrice: linePrices
          ? (item) => {
              const line = linePrices.lines[item.id];
              return line ? <LinePrice line={line} currency={linePrices.currency} computedAt={linePrices.computedAt} /> : null;
            }
          : undefined,
        itemNote: (item) => <ItemSpecialEnds itemId={item.id} />,
      }}
    >
      {children}
    </ListFeatureSlotsProvider>
  );
}
