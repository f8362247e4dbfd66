"use client";
import { attemptMessage, progressLabel, type ScanState } from "../scan-state";

/** Progress from the OCR engine: which step it is on and how far, with the attempt on retries. */
export function ReceiptScanProgress({ state }: { state: ScanState }) {
  const percent = state.progress ? Math.round(state.progress.percent) : 0;
  const label = progressLabel(state.progress);
  const attempt = attemptMessage(state);
  const indeterminate = !state.progress || state.progress.stage === "loading" || state.progress.stage === "matching";
  return (
    <div className="flex flex-col gap-2" aria-live="polite">
      {attempt ? <p className="text-sm font-medium text-slate-800">{attempt}</p> : null}
      <p className="text-sm text-slate-700">{label}</p>
      <div
        role="progressbar"
        aria-label="Receipt scan progress"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={indeterminate ? undefined : percent}
        aria-valuetext={label}
        className="h-2 w-full overflow-hidden rounded-full bg-slate-200"
      >
        <div
          className={indeterminate ? "h-full w-1/3 animate-pulse rounded-full bg-brand-600" : "h-full rounded-full bg-brand-600 transition-[width]"}
          style={indeterminate ? undefined : { width: `${percent}%` }}
        />
      </div>
      <p className="text-xs text-slate-500">Your photo is read on this device; only the item names are saved.</p>
    </div>
  );
}

export function ReceiptScanProblem({ state }: { state: ScanState }) {
  if (!state.error) return null;
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-red-900">
      <p className="text-sm font-semibold">{state.error.title}</p>
      <p className="text-sm">{state.error.message}</p>
    </div>
  );
}
