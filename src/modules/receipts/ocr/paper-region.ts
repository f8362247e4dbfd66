import { downsample, otsuThreshold, type GreyImage } from "./grey-basics";

/**
 * Extends a bright region across gradual shading. Each pixel carries the paper
 * brightness seen along its path (decaying slowly); a neighbour joins when it is
 * within `tolerance` of that reference. Lighting gradients pass, the sharp
 * paper-to-table step does not — even through half-covered edge pixels.
 */
function growRegion(small: GreyImage, label: Int32Array, target: number, threshold: number): number {
  const { width: w, height: h, data } = small;
  const floor = threshold * 0.5;
  const tolerance = 30;
  const decay = 0.6;
  const ref = new Float32Array(w * h);
  const queue: number[] = [];
  for (let p = 0; p < w * h; p++) {
    if (label[p] === target) {
      queue.push(p);
      ref[p] = data[p];
    }
  }
  let size = queue.length;
  for (let head = 0; head < queue.length; head++) {
    const p = queue[head];
    const x = p % w;
    const neighbours = [x > 0 ? p - 1 : -1, x < w - 1 ? p + 1 : -1, p - w, p + w];
    for (const q of neighbours) {
      if (q < 0 || q >= w * h || label[q] === target) continue;
      if (data[q] > floor && data[q] >= ref[p] - tolerance) {
        label[q] = target;
        ref[q] = Math.max(data[q], ref[p] - decay);
        queue.push(q);
        size++;
      }
    }
  }
  return size;
}

export interface PaperRegion {
  /** Per-row [start, end) span of paper, in full-resolution pixels; empty rows have start ≥ end. */
  spans: Int32Array;
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/**
 * Finds the receipt slip as the largest bright connected region of a coarse
 * copy. Row spans fill the text "holes" so the slip mask stays solid; null when
 * the photo has no distinct background (already a flat scan).
 */
export function findPaperRegion(img: GreyImage): PaperRegion | null {
  const f = Math.max(1, Math.round(Math.max(img.width, img.height) / 256));
  const small = downsample(img, f);
  const t = otsuThreshold(small);
  const { width: w, height: h } = small;
  const label = new Int32Array(w * h).fill(-1);
  const stack: number[] = [];
  let bestLabel = -1;
  let bestSize = 0;
  let next = 0;
  for (let start = 0; start < w * h; start++) {
    if (small.data[start] <= t || label[start] >= 0) continue;
    let size = 0;
    label[start] = next;
    stack.push(start);
    while (stack.length > 0) {
      const p = stack.pop() as number;
      size++;
      const x = p % w;
      const neighbours = [x > 0 ? p - 1 : -1, x < w - 1 ? p + 1 : -1, p - w, p + w];
      for (const q of neighbours) {
        if (q >= 0 && q < w * h && label[q] < 0 && small.data[q] > t) {
          label[q] = next;
          stack.push(q);
        }
      }
    }
    if (size > bestSize) [bestSize, bestLabel] = [size, next];
    next++;
  }
  if (bestLabel < 0) return null;
  bestSize = growRegion(small, label, bestLabel, t);
  if (bestSize < 0.15 * w * h) return null;
  const spans = new Int32Array(img.height * 2);
  let left = img.width, right = 0, top = img.height, bottom = 0, covered = 0;
  for (let sy = 0; sy < h; sy++) {
    let lo = w, hi = -1;
    for (let sx = 0; sx < w; sx++) {
      if (label[sy * w + sx] === bestLabel) {
        if (sx < lo) lo = sx;
        hi = sx;
      }
    }
    const startX = hi < 0 ? img.width : Math.max(0, (lo - 1) * f);
    const endX = hi < 0 ? 0 : Math.min(img.width, (hi + 2) * f);
    for (let y = sy * f; y < Math.min(img.height, (sy + 1) * f); y++) {
      spans[2 * y] = startX;
      spans[2 * y + 1] = endX;
    }
    if (hi >= 0) {
      covered += hi - lo + 1;
      left = Math.min(left, startX);
      right = Math.max(right, endX);
      top = Math.min(top, sy * f);
      bottom = Math.max(bottom, Math.min(img.height, (sy + 1) * f));
    }
  }
  // Rows past the coarse grid (height not divisible by f) copy the last coarse row.
  for (let y = h * f; y < img.height; y++) {
    spans[2 * y] = spans[2 * (h * f - 1)];
    spans[2 * y + 1] = spans[2 * (h * f - 1) + 1];
  }
  if (covered > 0.97 * w * h) return null;
  return { spans, left, top, right, bottom };
}

/** Whitens everything outside the paper spans and crops to the paper's bounding box. */
export function isolatePaper(img: GreyImage, region: PaperRegion): GreyImage {
  const width = region.right - region.left;
  const height = region.bottom - region.top;
  if (width <= 0 || height <= 0) return img;
  const out = new Uint8Array(width * height).fill(255);
  for (let y = 0; y < height; y++) {
    const sy = y + region.top;
    const from = Math.max(region.spans[2 * sy], region.left);
    const to = Math.min(region.spans[2 * sy + 1], region.right);
    for (let x = from; x < to; x++) out[y * width + (x - region.left)] = img.data[sy * img.width + x];
  }
  return { data: out, width, height };
}
