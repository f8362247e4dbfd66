export type Sleep = (ms: number) => Promise<void>;
export const realSleep: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Spec: the maps script is retried up to 3 times, each wait longer than the last (1 s, 2 s, 3 s). */
export const MAPS_LOAD_RETRIES = 3;
export const MAPS_RETRY_BASE_MS = 1_000;
/** Spec: readiness is polled every second. */
export const MAPS_READY_POLL_MS = 1_000;
export const MAPS_READY_MAX_POLLS = 10;

export async function withRetries<T>(
  attempt: (attemptNumber: number) => Promise<T>,
  { retries = MAPS_LOAD_RETRIES, baseDelayMs = MAPS_RETRY_BASE_MS, sleep = realSleep }: { retries?: number; baseDelayMs?: number; sleep?: Sleep } = {},
): Promise<T> {
  for (let n = 0; ; n++) {
    try {
      return await attempt(n);
    } catch (error) {
      if (n >= retries) throw error;
      await sleep(baseDelayMs * (n + 1));
    }
  }
}

/** Resolves true as soon as `isReady()` holds, checking every `intervalMs`; false after `maxPolls` checks. */
export async function pollUntilReady(
  isReady: () => boolean,
  { intervalMs = MAPS_READY_POLL_MS, maxPolls = MAPS_READY_MAX_POLLS, sleep = realSleep }: { intervalMs?: number; maxPolls?: number; sleep?: Sleep } = {},
): Promise<boolean> {
  for (let i = 0; i < maxPolls; i++) {
    if (isReady()) return true;
    await sleep(intervalMs);
  }
  return isReady();
}
