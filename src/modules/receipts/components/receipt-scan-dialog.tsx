"use client";
import { useEffect, useMemo, useRef, useState } from "react";
import { useRouter } from "next/navigation";
import { Camera, ImageIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { useAction } from "@/components/ui/use-action";
import { addReceiptItems } from "../actions";
import { formatLocalDate } from "../list-name";
import { RECEIPT_MESSAGES } from "../messages";
import { checkReviewItems } from "../review-items";
import { canRetry, needsPriceConfirmation, parsePriceCents, retriesLeft, reviewReconciliation } from "../scan-state";
import { ReceiptTotalCheck } from "./receipt-total-check";
import { ReceiptReviewList, type ReviewErrors } from "./receipt-review-list";
import { ReceiptScanProblem, ReceiptScanProgress } from "./receipt-scan-status";
import { releaseOcrEngineWhenIdle, warmOcrEngine } from "../browser/ocr-engine";
import { markScan } from "../browser/scan-marks";
import { useReceiptScan } from "./use-receipt-scan";
import { ReceiptShareOutcome, ReceiptSharePanel, useReceiptSharing } from "@/modules/contributions/client";
import { type ShareReceiptResult, type SharedLine } from "@/modules/contributions/shared";
import type { ReviewItem } from "../scan-state";

/** The confirmed lines as the receipt's proof: every line (for its hash), with the product only while the matched name is kept. */
function sharedLinesOf(items: readonly ReviewItem[]): { lines: SharedLine[]; names: string[] } {
  const lines = items.map((item) => {
    const stillMatched = item.matchedProductId && item.name.trim().toLowerCase() === item.suggestedName.trim().toLowerCase();
    const quantity = Math.max(1, Math.min(999, Math.round(Number(item.quantity)) || 1));
    return { productId: stillMatched ? item.matchedProductId : null, quantity, lineTotalCents: parsePriceCents(item.price), discountCents: item.discountCents, sourceText: item.sourceText };
  });
  return { lines, names: items.map((i) => i.name) };
}

const pickerClass =
  "inline-flex cursor-pointer items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-4 py-3 text-sm font-medium text-slate-900 hover:bg-slate-50 focus-within:ring-2 focus-within:ring-brand-600";

export interface ReceiptScanDialogProps {
  open: boolean;
  onClose: () => void;
  onItemsAdded: () => void;
}

/**
 * Scan Receipt on /lists: photograph or choose a receipt, read it in the browser, review the
 * items, then add them as a new "Receipt Items - {local date}" list and open it.
 */
export function ReceiptScanDialog({ open, onClose, onItemsAdded }: ReceiptScanDialogProps) {
  const router = useRouter();
  const scan = useReceiptScan();
  const { state } = scan;
  // Warm the OCR engine as soon as the dialog opens, while the shopper picks a photo.
  useEffect(() => {
    if (open) warmOcrEngine();
    else releaseOcrEngineWhenIdle();
  }, [open]);
  // For the performance panel and scripts/bench-receipt-dialog.ts: when a scan's outcome is on screen.
  useEffect(() => {
    if (state.phase !== "idle" && state.phase !== "working") markScan("shown");
  }, [state.phase, state.runId]);
  const [errors, setErrors] = useState<ReviewErrors>({});
  // Sharing the receipt's prices (switch in the review); the outcome stays on screen when a line was held.
  const sharing = useReceiptSharing(open && state.phase === "review", scan.receiptText);
  const [shared, setShared] = useState<{ result: ShareReceiptResult; names: string[]; listId: string } | null>(null);
  const sharedCount = useRef(0);
  const [confirmNeeded, setConfirmNeeded] = useState(false);
  const confirmRef = useRef<HTMLInputElement>(null);
  const { items, offList, totals } = state;
  const reconciliation = useMemo(() => reviewReconciliation({ items, offList, totals }), [items, offList, totals]);
  // One idempotency key per set of reviewed items: a double-clicked Add makes one list.
  const { run, pending, idempotencyKey, newIntent } = useAction(addReceiptItems, {
    failure: (res) => {
      const expected = res.code === "RATE_LIMITED" || res.code === "INVALID_INPUT";
      return { title: expected ? (res.title ?? RECEIPT_MESSAGES.errorTitle) : RECEIPT_MESSAGES.errorTitle, description: expected && res.formError ? res.formError : RECEIPT_MESSAGES.addFailed, variant: "destructive" };
    },
    success: ({ list }) => ({
      title: "Receipt items added",
      description: `Added ${list.itemCount} ${list.itemCount === 1 ? "item" : "items"} to "${list.listName}".${sharedCount.current ? ` Shared ${sharedCount.current} ${sharedCount.current === 1 ? "price" : "prices"} with other shoppers.` : ""}`,
      variant: "success",
    }),
    onSuccess: async ({ list }) => {
      sharedCount.current = 0;
      if (sharing.share) {
        const { lines, names } = sharedLinesOf(state.items);
        // Only a receipt whose lines (as corrected) add up to its printed total publishes prices:
        // the server checks the lines against the printed figures itself.
        const result = await sharing.submit(lines, { totals: state.totals, offList: state.offList });
        if (result && (result.held > 0 || result.notice)) {
          // The shopper sees which lines were held and why before leaving the dialog.
          setShared({ result, names, listId: list.listId });
          onItemsAdded();
          return;
        }
        sharedCount.current = result?.published ?? 0;
      }
      startOver();
      onItemsAdded();
      onClose();
      router.push(`/lists/${list.listId}`);
    },
  });

  const startOver = () => {
    setErrors({});
    setShared(null);
    sharing.reset();
    setConfirmNeeded(false);
    newIntent();
    scan.reset();
  };
  const close = () => {
    if (pending) return;
    startOver();
    onClose();
  };

  const add = () => {
    const checked = checkReviewItems(state.items);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    if (needsPriceConfirmation(state)) {
      // The lines disagree with the printed total: the shopper fixes a price or confirms first.
      setConfirmNeeded(true);
      confirmRef.current?.scrollIntoView({ block: "center" });
      confirmRef.current?.focus();
      return;
    }
    if (checked.items.length === 0) return;
    if (!sharing.check()) return;
    void run({ items: checked.items, localDate: formatLocalDate(new Date()), clientRequestId: idempotencyKey });
  };

  const working = state.phase === "working";
  const showRetry = canRetry(state);
  const left = retriesLeft(state);

  // The dialog's footer stays in view under a long list of items.
  const openSharedList = () => {
    const listId = shared?.listId;
    startOver();
    onClose();
    if (listId) router.push(`/lists/${listId}`);
  };

  const footer = shared ? (
    <Button onClick={openSharedList}>Open list</Button>
  ) : working ? (
    <Button variant="ghost" onClick={startOver}>Cancel</Button>
  ) : state.phase !== "idle" ? (
    <>
      {showRetry ? (
        <Button variant="outline" onClick={scan.retry} disabled={pending || scan.starting}>
          Try Again ({left} {left === 1 ? "retry" : "retries"} left)
        </Button>
      ) : null}
      <Button variant="outline" onClick={startOver} disabled={pending}>Upload Different</Button>
      {state.phase === "review" ? (
        <Button onClick={add} disabled={pending || state.items.length === 0}>{pending ? "Adding..." : "Add to List"}</Button>
      ) : null}
    </>
  ) : null;

  return (
    <Dialog open={open} onClose={close} title={RECEIPT_MESSAGES.dialogTitle} dismissible={!pending} footer={footer}>
      <div className="flex flex-col gap-4">
        {shared ? <ReceiptShareOutcome result={shared.result} names={shared.names} /> : null}

        {!shared && state.phase === "idle" ? (
          <>
            <p className="text-sm text-slate-600">Take a photo of your receipt or choose one from your device. The items on it become a new shopping list.</p>
            <div className="grid grid-cols-2 gap-2">
              <label className={pickerClass}>
                <Camera aria-hidden="true" className="h-5 w-5" /> Take Photo
                <input type="file" accept="image/*" capture="environment" className="sr-only" disabled={scan.starting} onChange={(e) => { scan.chooseFile(e.target.files?.[0]); e.target.value = ""; }} />
              </label>
              <label className={pickerClass}>
                <ImageIcon aria-hidden="true" className="h-5 w-5" /> Choose Image
                <input type="file" accept="image/*" className="sr-only" disabled={scan.starting} onChange={(e) => { scan.chooseFile(e.target.files?.[0]); e.target.value = ""; }} />
              </label>
            </div>
            <p role="alert" className="min-h-5 text-sm text-red-700">{state.fileError ?? ""}</p>
          </>
        ) : null}

        {!shared && scan.preview && state.phase !== "idle" ? (
          // A blob: URL of the shopper's own photo; next/image cannot optimise it.
          // eslint-disable-next-line @next/next/no-img-element
          <img src={scan.preview} alt="The receipt being scanned" className="mx-auto max-h-40 rounded border border-slate-200 object-contain" />
        ) : null}

        {working ? <ReceiptScanProgress state={state} /> : null}
        {state.phase === "failed" || state.phase === "no-items" ? <ReceiptScanProblem state={state} /> : null}

        {!shared && state.phase === "review" ? (
          <>
            <p className="text-sm text-slate-700">
              Found {state.items.length} {state.items.length === 1 ? "item" : "items"}. Check the names and quantities, remove anything you don&apos;t need, then add them as a new list.
            </p>
            {state.items.length > 0 ? (
              <ReceiptTotalCheck reconciliation={reconciliation} confirmed={state.pricesConfirmed} showNeeded={confirmNeeded} disabled={pending} dispatch={scan.dispatch} confirmRef={confirmRef} />
            ) : null}
            <ReceiptReviewList items={state.items} errors={errors} disabled={pending} dispatch={scan.dispatch} />
            {state.items.length > 0 ? <ReceiptSharePanel sharing={sharing} disabled={pending} /> : null}
          </>
        ) : null}
      </div>
    </Dialog>
  );
}
