import { adaptiveThreshold, downsample, type GreyImage } from "./grey-basics";

function inkPoints(binary: GreyImage): { xs: Int32Array; ys: Int32Array } {
  let n = 0;
  for (let i = 0; i < binary.data.length; i++) if (binary.data[i] === 0) n++;
  const xs = new Int32Array(n);
  const ys = new Int32Array(n);
  let k = 0;
  for (let y = 0; y < binary.height; y++) {
    for (let x = 0; x < binary.width; x++) {
      if (binary.data[y * binary.width + x] === 0) {
        xs[k] = x;
        ys[k] = y;
        k++;
      }
    }
  }
  return { xs, ys };
}

/** Sharpness of the horizontal projection when rows are sheared by `degrees`. */
function profileScore(xs: Int32Array, ys: Int32Array, width: number, height: number, degrees: number): number {
  const t = Math.tan((degrees * Math.PI) / 180);
  const offset = Math.ceil(Math.abs(t) * width) + 1;
  const bins = new Float64Array(height + 2 * offset + 1);
  for (let i = 0; i < xs.length; i++) bins[Math.round(ys[i] - xs[i] * t) + offset]++;
  let score = 0;
  for (let i = 1; i < bins.length; i++) score += (bins[i] - bins[i - 1]) ** 2;
  return score;
}

/**
 * Skew of text lines in degrees (positive = lines fall to the right, clockwise).
 * Rotating the image by the negative of this angle straightens it.
 */
export function estimateSkewDegrees(img: GreyImage, maxDegrees = 10): number {
  const small = downsample(img, Math.max(1, Math.round(img.width / 480)));
  const window = Math.max(9, Math.round(small.width / 25));
  const binary = adaptiveThreshold(small, window, 0.15);
  const { xs, ys } = inkPoints(binary);
  if (xs.length < 50) return 0;
  let best = 0;
  let bestScore = -1;
  for (let d = -maxDegrees; d <= maxDegrees + 1e-9; d += 0.5) {
    const s = profileScore(xs, ys, small.width, small.height, d);
    if (s > bestScore) [best, bestScore] = [d, s];
  }
  const coarse = best;
  for (let d = coarse - 0.5; d <= coarse + 0.5 + 1e-9; d += 0.1) {
    const s = profileScore(xs, ys, small.width, small.height, d);
    if (s > bestScore) [best, bestScore] = [d, s];
  }
  return Math.round(best * 100) / 100;
}

/**
 * Distance in pixels between text baselines, from the autocorrelation of the
 * row ink profile; 0 when no periodic text structure is found.
 */
export function estimateLinePitch(img: GreyImage, minPitch = 6, maxPitch = 200): number {
  const window = Math.max(9, Math.round(img.width / 25));
  const binary = adaptiveThreshold(img, window, 0.15);
  const rows = new Float64Array(img.height);
  for (let y = 0; y < img.height; y++) {
    let n = 0;
    for (let x = 0; x < img.width; x++) if (binary.data[y * img.width + x] === 0) n++;
    rows[y] = n;
  }
  const mean = rows.reduce((a, b) => a + b, 0) / Math.max(1, rows.length);
  for (let y = 0; y < rows.length; y++) rows[y] -= mean;
  const energy = rows.reduce((a, b) => a + b * b, 0);
  if (energy === 0) return 0;
  const upper = Math.min(maxPitch, Math.floor(img.height / 3));
  const corr = new Float64Array(upper + 2);
  for (let lag = minPitch; lag <= upper + 1; lag++) {
    let s = 0;
    for (let y = 0; y + lag < rows.length; y++) s += rows[y] * rows[y + lag];
    corr[lag] = s / energy;
  }
  // First local maximum that is clearly periodic; later peaks are its multiples.
  for (let lag = minPitch + 1; lag <= upper; lag++) {
    if (corr[lag] > 0.2 && corr[lag] >= corr[lag - 1] && corr[lag] >= corr[lag + 1]) return lag;
  }
  return 0;
}
