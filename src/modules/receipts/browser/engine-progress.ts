import type { ScanProgress } from "../scan-state";

/**
 * tesseract.js reports start-up as four separately-scaled steps; the dialog shows one bar, so
 * each step gets a slice sized by how long it takes (the core and the language model are the
 * downloads). Recognition reports its own 0..1.
 */
const INIT_STEPS: Record<string, [from: number, to: number]> = {
  "loading tesseract core": [0, 35],
  "initializing tesseract": [35, 40],
  "loading language traineddata": [40, 85],
  "loading language traineddata (from cache)": [40, 85],
  "initializing api": [85, 100],
};

export function engineProgress(status: string, progress: number): ScanProgress | null {
  const p = Number.isFinite(progress) ? Math.max(0, Math.min(1, progress)) : 0;
  if (status === "recognizing text") return { stage: "recognising", percent: Math.round(p * 100) };
  const step = INIT_STEPS[status];
  if (!step) return null;
  return { stage: "initialising", percent: Math.round(step[0] + (step[1] - step[0]) * p) };
}
