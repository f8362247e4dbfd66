/** Index maths shared by the rotating banners: wrap-around stepping and swipe detection. */

export const AUTOPLAY_MS = 5000;
export const MANUAL_PAUSE_MS = 10000;
export const SWIPE_THRESHOLD_PX = 50;

/** Any integer (negative or past the end) mapped onto 0..count-1; 0 when there is nothing to show. */
export function wrapIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return ((index % count) + count) % count;
}

export function stepIndex(index: number, delta: number, count: number): number {
  return wrapIndex(index + delta, count);
}

/**
 * A horizontal drag turned into a step: dragging left (negative dx) shows the next slide,
 * dragging right the previous one. Movements at or under the threshold are taps, not swipes.
 */
export function swipeStep(deltaX: number, threshold = SWIPE_THRESHOLD_PX): -1 | 0 | 1 {
  if (Math.abs(deltaX) <= threshold) return 0;
  return deltaX < 0 ? 1 : -1;
}
