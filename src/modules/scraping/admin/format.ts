/** Spec: under 1000 ms in ms, otherwise seconds with one decimal. */
export function formatDuration(ms: number | null): string {
  if (ms === null || !Number.isFinite(ms)) return "—";
  if (ms < 1000) return `${Math.max(0, Math.round(ms))}ms`;
  return `${(ms / 1000).toFixed(1)}s`;
}

/** Scrape status colours (spec section 4): active green, failed red, anything else yellow (pending-like). */
export function statusTone(status: string): "active" | "failed" | "pending" {
  return status === "active" ? "active" : status === "failed" || status === "failing" ? "failed" : "pending";
}

/** Validation progress: each of the 8 steps is 12.5 %. */
export function validationProgress(done: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, (Math.max(0, done) * 100) / total);
}
