"use client";
import { useCallback, useState } from "react";
import { useRouter } from "next/navigation";
import { useAction } from "@/components/ui/use-action";
import { addItemAction } from "@/modules/lists/server-actions";
import { LIST_MESSAGES, validateItemName } from "@/modules/lists/shared";
import { scanBarcodeAction } from "../actions";
import { readRetailBarcode, type RetailSymbology } from "../engine/gtin";
import { BARCODE_MESSAGES, barcodeProblemMessage } from "../messages";
import { PhotoScanError, decodePhoto, type PhotoProblem } from "../browser/decode-photo";

/** A code to look up; the symbology is left out when typed digits could be EAN-8 or UPC-E. */
export interface ScannedCode { code: string; symbology?: RetailSymbology }

export type ScanPhase =
  | { kind: "scanning"; notice?: string }
  | { kind: "reading" }
  | { kind: "checking"; scanned: ScannedCode }
  | { kind: "added"; name: string; barcode: { code: string; symbology: RetailSymbology } | null }
  | { kind: "unknown"; barcode: { code: string; symbology: RetailSymbology }; error?: string; pending?: boolean }
  | { kind: "failed"; title: string; message: string };

const PHOTO_MESSAGES: Record<PhotoProblem, string> = {
  "not-image": BARCODE_MESSAGES.notAnImage,
  "too-large": BARCODE_MESSAGES.imageTooLarge,
  "image-load": BARCODE_MESSAGES.notAnImage,
  decoder: BARCODE_MESSAGES.decoderFailed,
};

/**
 * What the Scan Barcode dialog is doing, and the three ways in: a camera detection, a photo, or
 * typed digits. Each is checked on the device (check digit) before the server, which checks again,
 * adds the product by name, or says it is unknown; "Add as text" then goes through addItemAction.
 */
export function useBarcodeFlow(listId: string | null) {
  const router = useRouter();
  const [phase, setPhase] = useState<ScanPhase>({ kind: "scanning" });

  const scan = useAction(scanBarcodeAction, {
    onSuccess: ({ outcome }) => {
      const barcode = { code: outcome.barcode, symbology: outcome.symbology };
      if (outcome.status === "added") {
        setPhase({ kind: "added", name: outcome.item.name, barcode });
        router.refresh();
      } else setPhase({ kind: "unknown", barcode });
    },
    onFailure: (res) => {
      if (res.thrown) return setPhase({ kind: "failed", title: BARCODE_MESSAGES.errorTitle, message: LIST_MESSAGES.network });
      const expected = res.code === "RATE_LIMITED" || res.code === "INVALID_INPUT" || res.code === "NOT_FOUND";
      setPhase({
        kind: "failed",
        title: expected ? (res.title ?? BARCODE_MESSAGES.errorTitle) : BARCODE_MESSAGES.errorTitle,
        message: expected && res.formError ? res.formError : BARCODE_MESSAGES.lookupFailed,
      });
    },
  });
  const addText = useAction(addItemAction, {
    onSuccess: (res) => {
      setPhase({ kind: "added", name: res.item.name, barcode: null });
      router.refresh();
    },
    onFailure: (res) => {
      const error = res.thrown ? LIST_MESSAGES.network : (res.formError ?? LIST_MESSAGES.addItemFailed);
      setPhase((p) => (p.kind === "unknown" ? { ...p, pending: false, error } : p));
    },
  });
  const scanRun = scan.run;
  const addTextRun = addText.run;

  const lookUp = useCallback(
    async (scanned: ScannedCode) => {
      if (!listId) return;
      setPhase({ kind: "checking", scanned });
      await scanRun({ listId, ...scanned });
    },
    [listId, scanRun],
  );

  const choosePhoto = useCallback(
    async (file: File | undefined) => {
      if (!file) return;
      setPhase({ kind: "reading" });
      try {
        const found = await decodePhoto(file);
        if (found) await lookUp(found);
        else setPhase({ kind: "scanning", notice: BARCODE_MESSAGES.noBarcodeInPhoto });
      } catch (err) {
        setPhase({ kind: "scanning", notice: err instanceof PhotoScanError ? PHOTO_MESSAGES[err.problem] : BARCODE_MESSAGES.decoderFailed });
      }
    },
    [lookUp],
  );

  /** Typed digits: null when they were sent, else the message for the field. */
  const submitTyped = useCallback(
    (raw: string): string | null => {
      const read = readRetailBarcode(raw);
      if (!read.ok) return read.problem === "check-digit" ? BARCODE_MESSAGES.typedCheckDigit : barcodeProblemMessage(read.problem);
      const [first] = read.readings;
      void lookUp(read.readings.length > 1 ? { code: first.printed } : { code: first.printed, symbology: first.symbology });
      return null;
    },
    [lookUp],
  );

  const addAsText = useCallback(
    async (raw: string) => {
      if (!listId || phase.kind !== "unknown") return;
      const check = validateItemName(raw);
      if (!check.ok) return setPhase({ ...phase, error: check.message });
      setPhase({ ...phase, pending: true, error: undefined });
      await addTextRun({ listId, itemName: check.value });
    },
    [listId, phase, addTextRun],
  );

  const scanAgain = useCallback(() => setPhase({ kind: "scanning" }), []);

  return { phase, lookUp, choosePhoto, submitTyped, addAsText, scanAgain };
}
