"use client";
import { useCallback, useEffect, useState } from "react";
import { LoaderCircle } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { loadZxing, nativeDetector } from "../browser/decoders";
import { BARCODE_MESSAGES } from "../messages";
import { AddedOutcome, FailedOutcome, UnknownOutcome } from "./barcode-outcome";
import { BarcodeEntry } from "./barcode-entry";
import { CameraView } from "./camera-view";
import { useBarcodeFlow, type ScanPhase } from "./use-barcode-flow";
import { useCameraScan } from "./use-camera-scan";

export interface BarcodeListChoice { id: string; name: string }

function busyText(phase: ScanPhase): string | null {
  if (phase.kind === "reading") return "Reading the barcode in your photo…";
  if (phase.kind === "checking") return `Looking up barcode ${phase.scanned.code}…`;
  return null;
}

/** Warms the decoder while the camera starts: the browser's own, or zxing-wasm (~1 MB, from our origin). */
function warmDecoder(): void {
  void nativeDetector().then((native) => (native ? null : loadZxing())).catch(() => undefined);
}

/**
 * Scan Barcode: the camera reads EAN-13, EAN-8, UPC-A and UPC-E codes on the device; a photo or
 * the typed digits do when there is no camera. A known product is added to the chosen list by
 * its name; an unknown barcode says so and offers "Add as text".
 */
export function ScanBarcodeDialog({ open, onClose, lists }: { open: boolean; onClose: () => void; lists: BarcodeListChoice[] }) {
  const [chosen, setChosen] = useState<string | null>(null);
  const list = lists.find((l) => l.id === chosen) ?? lists[0] ?? null;
  const flow = useBarcodeFlow(list?.id ?? null);
  const { phase } = flow;
  const scanning = phase.kind === "scanning";
  const { videoRef, camera } = useCameraScan(open && list !== null && scanning, flow.lookUp);
  useEffect(() => {
    if (open) warmDecoder();
  }, [open]);

  const { scanAgain } = flow;
  const close = useCallback(() => {
    scanAgain();
    onClose();
  }, [onClose, scanAgain]);

  const busy = busyText(phase);
  const showScanner = scanning || busy !== null;
  const pending = busy !== null || (phase.kind === "unknown" && phase.pending === true);

  const footer = !list ? (
    <Button variant="outline" onClick={close}>Close</Button>
  ) : showScanner ? (
    <Button variant="ghost" onClick={close} disabled={pending}>Close</Button>
  ) : (
    <>
      <Button variant="outline" onClick={scanAgain} disabled={pending}>{phase.kind === "failed" ? "Try again" : "Scan another"}</Button>
      <Button variant={phase.kind === "added" ? "primary" : "ghost"} onClick={close} disabled={pending}>{phase.kind === "added" ? "Done" : "Close"}</Button>
    </>
  );

  return (
    <Dialog open={open} onClose={close} title={BARCODE_MESSAGES.dialogTitle} dismissible={!pending} footer={footer}>
      {!list ? (
        <p className="text-sm text-slate-700">{BARCODE_MESSAGES.noLists}</p>
      ) : (
        <div className="flex flex-col gap-4">
          {lists.length > 1 ? (
            <div className="flex flex-col gap-1">
              <span id="barcode-list-label" className="text-sm font-medium text-slate-800">Add to list</span>
              <Select value={list.id} onValueChange={setChosen} disabled={!scanning}>
                <SelectTrigger aria-labelledby="barcode-list-label" className="w-full"><SelectValue /></SelectTrigger>
                <SelectContent>
                  {lists.map((l) => <SelectItem key={l.id} value={l.id}>{l.name}</SelectItem>)}
                </SelectContent>
              </Select>
            </div>
          ) : phase.kind !== "added" ? (
            <p className="text-sm text-slate-600">Adding to &ldquo;{list.name}&rdquo;</p>
          ) : null}

          {showScanner ? (
            <>
              <div className="flex flex-col gap-2">
                <CameraView videoRef={videoRef} camera={camera} busy={busy} />
                <p aria-live="polite" className={phase.kind === "scanning" && phase.notice ? "text-sm text-red-700" : "flex items-center gap-2 text-sm text-slate-700"}>
                  {busy ? <LoaderCircle aria-hidden="true" className="h-4 w-4 animate-spin" /> : null}
                  {busy ?? (phase.kind === "scanning" && phase.notice) ?? (camera.status === "live" ? "Point the camera at a barcode. It scans by itself." : "")}
                </p>
              </div>
              <BarcodeEntry disabled={!scanning} onPhoto={(file) => void flow.choosePhoto(file)} onTyped={flow.submitTyped} />
            </>
          ) : null}

          {phase.kind === "added" ? <AddedOutcome phase={phase} listName={list.name} /> : null}
          {phase.kind === "unknown" ? <UnknownOutcome phase={phase} onAddAsText={(name) => void flow.addAsText(name)} /> : null}
          {phase.kind === "failed" ? <FailedOutcome phase={phase} /> : null}
        </div>
      )}
    </Dialog>
  );
}
