/**
 * An in-process event buffer: record() is a push onto an array (no I/O on the request path);
 * a flush writes everything pending with one multi-row statement, when `maxBatch` events are
 * waiting or `intervalMs` after the first unflushed one, whichever comes first. Flushes never
 * overlap. A failed write puts its events back (oldest dropped beyond `maxPending`, counted), so
 * a database blip loses nothing short of a crash or a flood. Pure: the writer is injected.
 */
export interface BufferOptions<E> {
  write: (events: E[]) => Promise<void>;
  maxBatch?: number;
  intervalMs?: number;
  maxPending?: number;
  onError?: (error: unknown, batchSize: number) => void;
}

export interface BufferStats { pending: number; written: number; dropped: number; failedWrites: number }

export class EventBuffer<E> {
  private pending: E[] = [];
  private timer: ReturnType<typeof setTimeout> | null = null;
  private inFlight: Promise<void> = Promise.resolve();
  private readonly maxBatch: number;
  private readonly intervalMs: number;
  private readonly maxPending: number;
  readonly stats: BufferStats = { pending: 0, written: 0, dropped: 0, failedWrites: 0 };

  constructor(private readonly options: BufferOptions<E>) {
    this.maxBatch = options.maxBatch ?? 500;
    this.intervalMs = options.intervalMs ?? 1000;
    this.maxPending = options.maxPending ?? 50_000;
  }

  record(event: E): void {
    this.pending.push(event);
    if (this.pending.length > this.maxPending) this.dropOldest();
    this.stats.pending = this.pending.length;
    if (this.pending.length >= this.maxBatch) void this.flush();
    else if (!this.timer) {
      this.timer = setTimeout(() => void this.flush(), this.intervalMs);
      // A pending flush must not keep a CLI or test process alive on its own.
      this.timer.unref?.();
    }
  }

  /**
   * Over the cap (the database has been unreachable for a while): drop the oldest tenth at once,
   * so a flood costs one array copy per maxPending/10 events rather than one per event.
   */
  private dropOldest(): void {
    const keep = Math.floor(this.maxPending * 0.9);
    const excess = this.pending.length - keep;
    this.pending = this.pending.slice(excess);
    this.stats.dropped += excess;
  }

  /** Writes everything recorded so far; resolves once it is written (or put back after a failure). */
  flush(): Promise<void> {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = null;
    }
    this.inFlight = this.inFlight.then(() => this.drain());
    return this.inFlight;
  }

  private async drain(): Promise<void> {
    while (this.pending.length > 0) {
      const batch = this.pending.splice(0, this.maxBatch);
      this.stats.pending = this.pending.length;
      try {
        await this.options.write(batch);
        this.stats.written += batch.length;
      } catch (error) {
        this.stats.failedWrites += 1;
        this.options.onError?.(error, batch.length);
        // Back to the front, in order; retried on the next timer tick rather than in a hot loop.
        this.pending = batch.concat(this.pending);
        if (this.pending.length > this.maxPending) this.dropOldest();
        this.stats.pending = this.pending.length;
        if (!this.timer) {
          this.timer = setTimeout(() => void this.flush(), this.intervalMs);
          this.timer.unref?.();
        }
        return;
      }
    }
  }
}
