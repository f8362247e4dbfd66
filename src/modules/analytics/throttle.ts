/**
 * Fixed-memory per-key counter over a sliding window of two half-windows (approximate, cheap):
 * take(key, n) answers whether n more hits fit under `limit` for the last `windowMs`.
 */
export class SlidingWindowCounter {
  private readonly buckets = new Map<string, { start: number; current: number; previous: number }>();
  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly maxKeys = 100_000,
  ) {}

  take(key: string, n: number, now: number): boolean {
    let b = this.buckets.get(key);
    if (!b) {
      if (this.buckets.size >= this.maxKeys) this.buckets.clear();
      b = { start: now, current: 0, previous: 0 };
      this.buckets.set(key, b);
    }
    const elapsed = now - b.start;
    if (elapsed >= 2 * this.windowMs) {
      b.start = now;
      b.previous = 0;
      b.current = 0;
    } else if (elapsed >= this.windowMs) {
      b.start += this.windowMs;
      b.previous = b.current;
      b.current = 0;
    }
    const weight = 1 - (now - b.start) / this.windowMs;
    const used = b.previous * weight + b.current;
    if (used + n > this.limit) return false;
    b.current += n;
    return true;
  }
}
