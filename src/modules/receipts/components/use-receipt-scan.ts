"use client";
import { useCallback, useEffect, useReducer, useRef, useState } from "react";
import { toast } from "@/components/ui/toast";
import { useAction } from "@/components/ui/use-action";
import { settle, THROWN } from "@/lib/action-outcome";
import { matchReceiptItems, startReceiptScan } from "../actions";
import { checkReceiptFile } from "../browser/scan-errors";
import { preparePhoto, scanReceiptImage, type ReceiptOcrItem } from "../browser/scan-receipt";
import { releaseOcrEngineWhenIdle } from "../browser/ocr-engine";
import { markScan } from "../browser/scan-marks";
import { toListItemName } from "../parser/list-item-name";
import { RECEIPT_MESSAGES } from "../messages";
import { canRetry, initialScanState, scanReducer, type ReviewItem, type ScanState } from "../scan-state";
import type { MatchedReceiptItem } from "../schemas";

let keySeq = 0;
const nextKey = () => `receipt-item-${++keySeq}`;

/** The matcher's names with the receipt's own prices (the match keeps the items' order). */
function toReviewItem(item: MatchedReceiptItem, read: ReceiptOcrItem | undefined): ReviewItem {
  return {
    price: read?.price == null ? "" : read.price.toFixed(2),
    discountCents: Math.round((read?.discount ?? 0) * 100),
    key: nextKey(),
    name: item.name,
    quantity: String(item.quantity),
    sourceText: item.sourceText,
    suggestedName: item.name,
    matchedProductId: item.matchedProductId,
    matchedProductName: item.matchedProductName,
  };
}

/** Without the catalogue (offline, or the match call failed) the receipt's own names are used. */
function unmatched(items: ReceiptOcrItem[]): MatchedReceiptItem[] {
  return items.map((i) => ({ name: (i.cleanedName.trim() ? toListItemName(i) : i.name).slice(0, 100), quantity: i.quantity, sourceText: i.sourceText, matchedProductId: null, matchedProductName: null }));
}

async function matchOnServer(items: ReceiptOcrItem[]): Promise<MatchedReceiptItem[]> {
  const lines = items.map(({ name, cleanedName, brand, size, quantity, sourceText }) => ({ name, cleanedName, brand, size, quantity, sourceText }));
  const res = await settle(() => matchReceiptItems({ items: lines }));
  if (res.ok && res.items.length === items.length) return res.items;
  // Offline or the server is busy: the shopper can still review and edit the receipt's names.
  return unmatched(items);
}

export interface ReceiptScan {
  state: ScanState;
  starting: boolean;
  preview: string | null;
  chooseFile: (file: File | null | undefined) => void;
  retry: () => void;
  reset: () => void;
  dispatch: React.Dispatch<Parameters<typeof scanReducer>[1]>;
  /** The recognised text (stays on this device): the store is suggested from its header. */
  receiptText: string;
}

/** Drives one receipt through rate-limit check → OCR → parse → catalogue match → review. */
export function useReceiptScan(): ReceiptScan {
  const [state, dispatch] = useReducer(scanReducer, initialScanState);
  const fileRef = useRef<File | null>(null);
  const [preview, setPreviewUrl] = useState<string | null>(null);
  // True while the rate-limit check is in flight, so a double-clicked Try Again starts one attempt.
  const [starting, setStarting] = useState(false);
  const [recognised, setRecognised] = useState({ text: "" });
  const startingRef = useRef(false);
  const runRef = useRef(0);
  // The limit check needs the server; recognition does not, so an offline scan (a throw) goes ahead.
  const { run: checkLimit } = useAction(startReceiptScan, {
    failure: (res) => (res.thrown ? null : { title: res.title ?? RECEIPT_MESSAGES.rateLimitTitle, description: res.formError ?? RECEIPT_MESSAGES.rateLimited, variant: "destructive" }),
  });
  const stateRef = useRef(state);
  useEffect(() => {
    stateRef.current = state;
  }, [state]);

  const setPreview = useCallback((file: File | null) => setPreviewUrl(file ? URL.createObjectURL(file) : null), []);
  // Each preview URL is released when it is replaced or the dialog goes away.
  useEffect(() => (preview ? () => URL.revokeObjectURL(preview) : undefined), [preview]);

  const run = useCallback(
    async (fresh: boolean) => {
      const file = fileRef.current;
      if (!file) return;
      if (startingRef.current || (!fresh && !canRetry(stateRef.current))) return;
      startingRef.current = true;
      setStarting(true);
      // The image work is on this device and spends nothing: it runs while the server checks the
      // limit. Recognition waits for the answer.
      const preparing = preparePhoto(file);
      const limit = await checkLimit({});
      startingRef.current = false;
      setStarting(false);
      if (!limit.ok && limit !== THROWN) return;
      markScan("limit-checked");
      if (fileRef.current !== file) return;
      const runId = ++runRef.current;
      dispatch({ type: "start", fresh, runId });
      const progress = (p: Parameters<Parameters<typeof scanReceiptImage>[1]>[0]) => dispatch({ type: "progress", runId, progress: p });
      const result = await scanReceiptImage(file, progress, preparing);
      if (runRef.current !== runId) return;
      if (!result.success) {
        dispatch({ type: "failed", runId, kind: result.error });
        return;
      }
      if (result.items.length === 0) {
        dispatch({ type: "recognised", runId, items: [] });
        return;
      }
      progress({ stage: "matching", percent: 100 });
      markScan("matching");
      const matched = await matchOnServer(result.items);
      markScan("matched");
      if (runRef.current !== runId) return;
      setRecognised({ text: result.text });
      dispatch({ type: "recognised", runId, items: matched.map((m, i) => toReviewItem(m, result.items[i])), totals: result.totals });
    },
    [checkLimit],
  );

  const chooseFile = useCallback(
    (file: File | null | undefined) => {
      if (!file) return;
      const problem = checkReceiptFile(file);
      if (problem) {
        fileRef.current = null;
        setPreview(null);
        dispatch({ type: "file-rejected", message: problem.message });
        if (problem.kind === "not-image") toast({ title: RECEIPT_MESSAGES.errorTitle, description: problem.message, variant: "destructive" });
        return;
      }
      markScan("chosen");
      fileRef.current = file;
      setPreview(file);
      void run(true);
    },
    [run, setPreview],
  );

  const retry = useCallback(() => void run(false), [run]);

  const reset = useCallback(() => {
    runRef.current++;
    fileRef.current = null;
    setPreview(null);
    setRecognised({ text: "" });
    dispatch({ type: "reset" });
  }, [setPreview]);

  // Leaving the page keeps the one worker warm for a while (ocr-engine releases it when idle).
  useEffect(
    () => () => {
      runRef.current++;
      releaseOcrEngineWhenIdle();
    },
    [],
  );

  return { state, starting, preview, chooseFile, retry, reset, dispatch, receiptText: recognised.text };
}
