import { RECEIPT_MESSAGES } from "./messages";
import { NO_TOTALS, reconcileLines, type ReceiptReconciliation, type ReceiptTotals, type ReconcilableLine } from "./parser/reconcile";

/**
 * The receipt dialog's state machine (spec section 4): idle → working (engine initialising,
 * then recognising; "Attempt n of 3" on retries) → review with items, no items, or failure.
 * Try Again re-runs the same image while attempts remain; Upload Different resets.
 * Pure so the transitions are unit-tested without a browser.
 */
export const MAX_SCAN_ATTEMPTS = 3;

export type ScanStage = "loading" | "initialising" | "recognising" | "matching";
export interface ScanProgress {
  stage: ScanStage;
  /** 0–100. */
  percent: number;
}

export type ScanFailureKind = "network" | "too-large" | "unreadable" | "init" | "image-load" | "no-canvas";

export interface ReviewItem {
  key: string;
  name: string;
  /** As typed, so the field can be empty mid-edit; validated when adding. */
  quantity: string;
  /** The receipt's own words for this item, shown under the editable name. */
  sourceText: string;
  /** The name the matcher proposed; the product match only holds while the name is unchanged. */
  suggestedName: string;
  matchedProductId: string | null;
  matchedProductName: string | null;
  /** The line total as read ("8.58"), editable so a misread price can be fixed; "" when none was read. */
  price: string;
  /** Savings printed under the line, cents. */
  discountCents: number;
}

export type ScanPhase = "idle" | "working" | "review" | "no-items" | "failed";

export interface ScanState {
  phase: ScanPhase;
  /** Attempts started on the current image (0 before the first). */
  attempt: number;
  /** Identifies the running attempt so late results of an abandoned one are ignored. */
  runId: number;
  progress: ScanProgress | null;
  items: ReviewItem[];
  error: { title: string; message: string } | null;
  fileError: string | null;
  /** The receipt's printed subtotal / total / tax / rounding, for checking the lines against. */
  totals: ReceiptTotals;
  /** Lines removed from the list: still on the receipt, so still in its sum. */
  offList: ReconcilableLine[];
  /** The shopper confirmed the receipt as read although its lines do not add up. */
  pricesConfirmed: boolean;
}

export type ScanAction =
  | { type: "file-rejected"; message: string }
  | { type: "start"; fresh: boolean; runId: number }
  | { type: "progress"; runId: number; progress: ScanProgress }
  | { type: "recognised"; runId: number; items: ReviewItem[]; totals?: ReceiptTotals }
  | { type: "failed"; runId: number; kind: ScanFailureKind }
  | { type: "reset" }
  | { type: "edit-name"; key: string; name: string }
  | { type: "edit-quantity"; key: string; quantity: string }
  | { type: "edit-price"; key: string; price: string }
  | { type: "confirm-prices"; confirmed: boolean }
  | { type: "remove"; key: string };

export const initialScanState: ScanState = {
  phase: "idle", attempt: 0, runId: 0, progress: null, items: [], error: null, fileError: null, totals: NO_TOTALS, offList: [], pricesConfirmed: false,
};

/** "8.58", "$8.58", "8,58" → 858; null when empty or not a price. */
export function parsePriceCents(text: string): number | null {
  const m = /^\s*\$?\s*(\d{1,5})(?:[.,](\d{1,2}))?\s*$/.exec(text);
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? "0").padEnd(2, "0"));
}

export const PRICE_MESSAGE = "Enter the price as printed, like 3.49.";

function lineOf(item: ReviewItem): ReconcilableLine {
  return { priceCents: parsePriceCents(item.price), discountCents: item.discountCents };
}

/** The review's lines (as edited, including removed ones) against the receipt's printed figures. */
export function reviewReconciliation(state: Pick<ScanState, "items" | "offList" | "totals">): ReceiptReconciliation {
  return reconcileLines([...state.items.map(lineOf), ...state.offList], state.totals);
}

/**
 * Adding needs the lines to add up, or the shopper's word that the receipt is right as read
 * (its prices are then not shared). Without a printed total there is nothing to disagree with.
 */
export function needsPriceConfirmation(state: ScanState): boolean {
  return state.phase === "review" && reviewReconciliation(state).status === "differs" && !state.pricesConfirmed;
}

export function failureText(kind: ScanFailureKind, attempt: number): { title: string; message: string } {
  const title = RECEIPT_MESSAGES.scanFailedTitle;
  switch (kind) {
    case "init":
      return { title: RECEIPT_MESSAGES.initFailedTitle, message: RECEIPT_MESSAGES.initFailed };
    case "network":
      return { title, message: RECEIPT_MESSAGES.network };
    case "too-large":
      return { title, message: RECEIPT_MESSAGES.tooLarge };
    case "image-load":
      return { title, message: RECEIPT_MESSAGES.imageLoadFailed };
    case "no-canvas":
      return { title, message: RECEIPT_MESSAGES.noCanvas };
    case "unreadable":
      return { title, message: attempt >= 2 ? RECEIPT_MESSAGES.multipleAttempts : RECEIPT_MESSAGES.unreadable };
  }
}

export function canRetry(state: ScanState): boolean {
  return (state.phase === "failed" || state.phase === "no-items") && state.attempt < MAX_SCAN_ATTEMPTS;
}

export function retriesLeft(state: ScanState): number {
  return Math.max(0, MAX_SCAN_ATTEMPTS - state.attempt);
}

/** Shown while working, on retries only. */
export function attemptMessage(state: ScanState): string | null {
  return state.phase === "working" && state.attempt > 1 ? `Attempt ${state.attempt} of ${MAX_SCAN_ATTEMPTS}` : null;
}

export function progressLabel(progress: ScanProgress | null): string {
  if (!progress) return "Preparing image...";
  const pct = `${Math.round(Math.max(0, Math.min(100, progress.percent)))}%`;
  switch (progress.stage) {
    case "loading":
      return "Preparing image...";
    case "initialising":
      return `Initialising OCR engine... ${pct}`;
    case "recognising":
      return `Recognising text... ${pct}`;
    case "matching":
      return "Matching items...";
  }
}

function mapItem(state: ScanState, key: string, change: (item: ReviewItem) => ReviewItem): ScanState {
  if (state.phase !== "review") return state;
  return { ...state, items: state.items.map((item) => (item.key === key ? change(item) : item)) };
}

export function scanReducer(state: ScanState, action: ScanAction): ScanState {
  switch (action.type) {
    case "file-rejected":
      return { ...initialScanState, runId: state.runId, fileError: action.message };
    case "start": {
      if (!action.fresh && !canRetry(state)) return state;
      const attempt = action.fresh ? 1 : state.attempt + 1;
      return { ...initialScanState, phase: "working", attempt, runId: action.runId, progress: { stage: "loading", percent: 0 } };
    }
    case "progress":
      if (action.runId !== state.runId || state.phase !== "working") return state;
      // The engine reports far more often than the shown percentage changes: no re-render for those.
      if (state.progress?.stage === action.progress.stage && state.progress.percent === action.progress.percent) return state;
      return { ...state, progress: action.progress };
    case "recognised":
      if (action.runId !== state.runId || state.phase !== "working") return state;
      return action.items.length === 0
        ? { ...state, phase: "no-items", progress: null, items: [], error: { title: RECEIPT_MESSAGES.noItemsTitle, message: failureText("unreadable", state.attempt).message } }
        : { ...state, phase: "review", progress: null, items: action.items, error: null, totals: action.totals ?? NO_TOTALS, offList: [], pricesConfirmed: false };
    case "failed":
      if (action.runId !== state.runId || state.phase !== "working") return state;
      return { ...state, phase: "failed", progress: null, error: failureText(action.kind, state.attempt) };
    case "reset":
      return { ...initialScanState, runId: state.runId };
    case "edit-name":
      return mapItem(state, action.key, (item) => ({ ...item, name: action.name }));
    case "edit-quantity":
      return mapItem(state, action.key, (item) => ({ ...item, quantity: action.quantity }));
    case "edit-price": {
      // A fixed price is a new reading of the receipt: any earlier "add anyway" no longer applies.
      const next = mapItem(state, action.key, (item) => ({ ...item, price: action.price }));
      return next === state ? state : { ...next, pricesConfirmed: false };
    }
    case "confirm-prices":
      return state.phase === "review" ? { ...state, pricesConfirmed: action.confirmed } : state;
    case "remove": {
      if (state.phase !== "review") return state;
      const removed = state.items.filter((item) => item.key === action.key);
      return { ...state, items: state.items.filter((item) => item.key !== action.key), offList: [...state.offList, ...removed.map(lineOf)] };
    }
  }
}
