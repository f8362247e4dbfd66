"use client";
import { useState } from "react";
import { ScanBarcode } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ScanBarcodeDialog, type BarcodeListChoice } from "./scan-barcode-dialog";

/** The Scan Barcode action of the list screens: one list (its detail page) or a choice of the shopper's lists. */
export function ScanBarcodeButton({ lists, className }: { lists: BarcodeListChoice[]; className?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" className={className} onClick={() => setOpen(true)}>
        <ScanBarcode aria-hidden="true" className="h-4 w-4 shrink-0" /> Scan Barcode
      </Button>
      <ScanBarcodeDialog open={open} onClose={() => setOpen(false)} lists={lists} />
    </>
  );
}
