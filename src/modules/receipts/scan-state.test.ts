import { describe, expect, it } from "vitest";
import { RECEIPT_MESSAGES } from "./messages";
import {
  MAX_SCAN_ATTEMPTS, attemptMessage, canRetry, initialScanState, needsPriceConfirmation, parsePriceCents, progressLabel, retriesLeft,
  reviewReconciliation, scanReducer,
  type ReviewItem, type ScanAction, type ScanState,
} from "./scan-state";

const item = (key: string, name = "Milk", price = "3.29", discountCents = 0): ReviewItem => ({
  key, name, quantity: "1", sourceText: name.toUpperCase(), suggestedName: name, matchedProductId: null, matchedProductName: null, price, discountCents,
});

const run = (actions: ScanAction[], from: ScanState = initialScanState) => actions.reduce(scanReducer, from);

describe("receipt scan state machine", () => {
  it("goes idle → working → review, reporting engine progress on the way", () => {
    let s = run([{ type: "start", fresh: true, runId: 1 }]);
    expect(s).toMatchObject({ phase: "working", attempt: 1, runId: 1 });
    expect(attemptMessage(s)).toBeNull();
    s = scanReducer(s, { type: "progress", runId: 1, progress: { stage: "recognising", percent: 42 } });
    expect(progressLabel(s.progress)).toBe("Recognising text... 42%");
    s = scanReducer(s, { type: "recognised", runId: 1, items: [item("a"), item("b", "Bread")] });
    expect(s.phase).toBe("review");
    expect(s.items.map((i) => i.name)).toEqual(["Milk", "Bread"]);
    expect(canRetry(s)).toBe(false);
  });

  it("keeps the same state (no re-render) for a progress report that changes nothing shown", () => {
    const s = scanReducer(run([{ type: "start", fresh: true, runId: 1 }]), { type: "progress", runId: 1, progress: { stage: "recognising", percent: 42 } });
    expect(scanReducer(s, { type: "progress", runId: 1, progress: { stage: "recognising", percent: 42 } })).toBe(s);
    expect(scanReducer(s, { type: "progress", runId: 1, progress: { stage: "recognising", percent: 43 } }).progress?.percent).toBe(43);
  });

  it("ignores progress and results of an abandoned attempt", () => {
    let s = run([{ type: "start", fresh: true, runId: 1 }, { type: "reset" }, { type: "start", fresh: true, runId: 2 }]);
    s = scanReducer(s, { type: "progress", runId: 1, progress: { stage: "recognising", percent: 99 } });
    s = scanReducer(s, { type: "recognised", runId: 1, items: [item("a")] });
    expect(s).toMatchObject({ phase: "working", runId: 2, progress: { stage: "loading", percent: 0 } });
    expect(run([{ type: "start", fresh: true, runId: 1 }, { type: "reset" }, { type: "failed", runId: 1, kind: "network" }]).phase).toBe("idle");
  });

  it("allows at most three attempts, with 'Attempt n of 3' on retries", () => {
    let s = run([{ type: "start", fresh: true, runId: 1 }, { type: "failed", runId: 1, kind: "unreadable" }]);
    expect(s.error).toEqual({ title: RECEIPT_MESSAGES.scanFailedTitle, message: RECEIPT_MESSAGES.unreadable });
    expect([canRetry(s), retriesLeft(s)]).toEqual([true, 2]);

    s = run([{ type: "start", fresh: false, runId: 2 }], s);
    expect(s).toMatchObject({ phase: "working", attempt: 2 });
    expect(attemptMessage(s)).toBe(`Attempt 2 of ${MAX_SCAN_ATTEMPTS}`);
    s = run([{ type: "failed", runId: 2, kind: "unreadable" }], s);
    expect(s.error?.message).toBe(RECEIPT_MESSAGES.multipleAttempts);
    expect(retriesLeft(s)).toBe(1);

    s = run([{ type: "start", fresh: false, runId: 3 }, { type: "recognised", runId: 3, items: [] }], s);
    expect(s).toMatchObject({ phase: "no-items", attempt: 3, error: { title: RECEIPT_MESSAGES.noItemsTitle, message: RECEIPT_MESSAGES.multipleAttempts } });
    expect([canRetry(s), retriesLeft(s)]).toEqual([false, 0]);
    expect(scanReducer(s, { type: "start", fresh: false, runId: 4 })).toBe(s);
    // Upload Different (a fresh image) starts counting again.
    expect(scanReducer(s, { type: "start", fresh: true, runId: 4 })).toMatchObject({ phase: "working", attempt: 1 });
  });

  it("uses the spec's text for each failure kind", () => {
    const fail = (kind: Extract<ScanAction, { type: "failed" }>["kind"]) =>
      run([{ type: "start", fresh: true, runId: 1 }, { type: "failed", runId: 1, kind }]).error;
    expect(fail("network")?.message).toBe("Network issue detected. Please check your connection and try again.");
    expect(fail("too-large")?.message).toBe("Image too large. Try a smaller image or crop to show just the receipt.");
    expect(fail("init")).toEqual({ title: "OCR Initialization Failed", message: "Failed to initialize OCR engine" });
    expect(fail("image-load")?.message).toBe("Failed to load image");
    expect(fail("no-canvas")?.message).toBe("Could not get canvas context");
    expect(fail("unreadable")?.message).toBe("We couldn't read that receipt — try a clearer photo or better lighting.");
  });

  it("a rejected file shows its message and leaves nothing running", () => {
    const s = run([{ type: "start", fresh: true, runId: 1 }, { type: "file-rejected", message: RECEIPT_MESSAGES.notAnImage }]);
    expect(s).toMatchObject({ phase: "idle", attempt: 0, fileError: "Please select an image file (JPG, PNG, etc.)" });
  });

  it("edits and removes items only while reviewing", () => {
    let s = run([{ type: "start", fresh: true, runId: 1 }, { type: "recognised", runId: 1, items: [item("a"), item("b", "Bread")] }]);
    s = run([{ type: "edit-name", key: "a", name: "Oat milk" }, { type: "edit-quantity", key: "b", quantity: "3" }, { type: "remove", key: "zzz" }], s);
    expect(s.items.map((i) => [i.name, i.quantity])).toEqual([["Oat milk", "1"], ["Bread", "3"]]);
    s = scanReducer(s, { type: "remove", key: "a" });
    expect(s.items.map((i) => i.key)).toEqual(["b"]);
    const idle = scanReducer(s, { type: "reset" });
    expect(idle).toMatchObject({ phase: "idle", items: [] });
    expect(scanReducer(idle, { type: "edit-name", key: "b", name: "x" })).toBe(idle);
  });

  it("labels each engine stage", () => {
    expect(progressLabel(null)).toBe("Preparing image...");
    expect(progressLabel({ stage: "initialising", percent: 40.4 })).toBe("Initialising OCR engine... 40%");
    expect(progressLabel({ stage: "recognising", percent: 140 })).toBe("Recognising text... 100%");
    expect(progressLabel({ stage: "matching", percent: 100 })).toBe("Matching items...");
  });
});

describe("receipt review: do the prices add up?", () => {
  const totals = { subtotalCents: null, totalCents: 1079, taxAddedCents: 0, roundingCents: 0 };
  // OCR read the bread's 7.50 as 7.90: the lines come to 11.19 against a printed 10.79.
  const scanned = () =>
    run([
      { type: "start", fresh: true, runId: 1 },
      { type: "recognised", runId: 1, items: [item("a", "Milk", "3.29"), item("b", "Bread", "7.90")], totals },
    ]);

  it("reads prices as printed, in cents", () => {
    expect([parsePriceCents("7.9"), parsePriceCents("$7.90"), parsePriceCents(" 7,90 "), parsePriceCents("12"), parsePriceCents(""), parsePriceCents("7.901")]).toEqual([790, 790, 790, 1200, null, null]);
  });

  it("asks for confirmation while the lines disagree; fixing the misread price reconciles", () => {
    let s = scanned();
    expect(reviewReconciliation(s)).toMatchObject({ status: "differs", linesSumCents: 1119, printedTotalCents: 1079, differenceCents: 40 });
    expect(needsPriceConfirmation(s)).toBe(true);
    s = scanReducer(s, { type: "edit-price", key: "b", price: "7.50" });
    expect(reviewReconciliation(s)).toMatchObject({ status: "matches", linesSumCents: 1079, differenceCents: 0 });
    expect(needsPriceConfirmation(s)).toBe(false);
  });

  it("the shopper may confirm the receipt as read; editing a price withdraws that", () => {
    let s = scanReducer(scanned(), { type: "confirm-prices", confirmed: true });
    expect(needsPriceConfirmation(s)).toBe(false);
    expect(reviewReconciliation(s).status).toBe("differs");
    s = scanReducer(s, { type: "edit-price", key: "a", price: "3.28" });
    expect(s.pricesConfirmed).toBe(false);
    expect(needsPriceConfirmation(s)).toBe(true);
  });

  it("an item removed from the list is still on the receipt, so still in its sum", () => {
    let s = scanReducer(scanned(), { type: "edit-price", key: "b", price: "7.50" });
    s = scanReducer(s, { type: "remove", key: "a" });
    expect(s.items.map((i) => i.key)).toEqual(["b"]);
    expect(reviewReconciliation(s)).toMatchObject({ status: "matches", linesSumCents: 1079 });
  });

  it("savings printed under a line count against it", () => {
    const s = run([
      { type: "start", fresh: true, runId: 1 },
      { type: "recognised", runId: 1, items: [item("a", "Milk", "3.29", 40), item("b", "Bread", "7.90")], totals },
    ]);
    expect(reviewReconciliation(s)).toMatchObject({ status: "matches", linesSumCents: 1079 });
  });

  it("without a printed total there is nothing to confirm", () => {
    const s = run([{ type: "start", fresh: true, runId: 1 }, { type: "recognised", runId: 1, items: [item("a")] }]);
    expect(reviewReconciliation(s).status).toBe("no_total");
    expect(needsPriceConfirmation(s)).toBe(false);
  });
});
