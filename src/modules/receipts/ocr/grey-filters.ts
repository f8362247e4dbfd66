import type { GreyImage } from "./image-ops";

/**
 * The pipeline's clean-up filters (median, percentile stretch, unsharp mask) in plain code, so the
 * browser and Node run the very same arithmetic; they behave like sharp's median / normalise /
 * sharpen (grey-filters.test.ts compares them).
 */

// Paeth's 19-comparison median-of-9 network: a 3×3 median per pixel without sorting.
const MED9: [number, number][] = [
  [1, 2], [4, 5], [7, 8], [0, 1], [3, 4], [6, 7], [1, 2], [4, 5], [7, 8], [0, 3],
  [5, 8], [4, 7], [3, 6], [1, 4], [2, 5], [4, 7], [4, 2], [6, 4], [4, 2],
];

function median3(img: GreyImage): GreyImage {
  const { data, width, height } = img;
  const out = new Uint8Array(data.length);
  const p = new Uint8Array(9);
  for (let y = 0; y < height; y++) {
    const rows = [Math.max(0, y - 1) * width, y * width, Math.min(height - 1, y + 1) * width];
    for (let x = 0; x < width; x++) {
      const cols = [Math.max(0, x - 1), x, Math.min(width - 1, x + 1)];
      for (let i = 0; i < 9; i++) p[i] = data[rows[Math.floor(i / 3)] + cols[i % 3]];
      for (const [a, b] of MED9) {
        if (p[a] > p[b]) {
          const t = p[a];
          p[a] = p[b];
          p[b] = t;
        }
      }
      out[y * width + x] = p[4];
    }
  }
  return { data: out, width, height };
}

/** size×size median (sharp's median(size)); edges repeat the nearest pixel. */
export function medianFilter(img: GreyImage, size: number): GreyImage {
  const r = Math.floor(size / 2);
  if (r < 1) return img;
  if (r === 1) return median3(img);
  const { data, width, height } = img;
  const out = new Uint8Array(data.length);
  const window = new Uint8Array((2 * r + 1) ** 2);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let n = 0;
      for (let dy = -r; dy <= r; dy++) {
        const row = Math.min(height - 1, Math.max(0, y + dy)) * width;
        for (let dx = -r; dx <= r; dx++) window[n++] = data[row + Math.min(width - 1, Math.max(0, x + dx))];
      }
      window.sort();
      out[y * width + x] = window[n >> 1];
    }
  }
  return { data: out, width, height };
}

/** The grey level at or below which `pct` % of the pixels lie. */
export function percentile(img: GreyImage, pct: number): number {
  const hist = new Float64Array(256);
  for (let i = 0; i < img.data.length; i++) hist[img.data[i]]++;
  const target = (pct / 100) * img.data.length;
  let seen = 0;
  for (let v = 0; v < 256; v++) {
    seen += hist[v];
    if (seen >= target) return v;
  }
  return 255;
}

/**
 * sharp's normalise({ lower, upper }): stretch the lower..upper percentiles linearly to 0..255
 * (libvips does it on L*, so mid-tones can differ by a few levels; the ends agree).
 */
export function stretchPercentiles(img: GreyImage, lower = 1, upper = 99): GreyImage {
  const lo = percentile(img, lower);
  const hi = percentile(img, upper);
  if (hi <= lo) return img;
  const out = new Uint8Array(img.data.length);
  const k = 255 / (hi - lo);
  for (let i = 0; i < img.data.length; i++) out[i] = Math.min(255, Math.max(0, Math.round((img.data[i] - lo) * k)));
  return { data: out, width: img.width, height: img.height };
}

function gaussianKernel(sigma: number): Float64Array {
  const r = Math.max(1, Math.ceil(sigma * 3));
  const k = new Float64Array(2 * r + 1);
  let sum = 0;
  for (let i = -r; i <= r; i++) sum += k[i + r] = Math.exp(-(i * i) / (2 * sigma * sigma));
  for (let i = 0; i < k.length; i++) k[i] /= sum;
  return k;
}

function blur(img: GreyImage, sigma: number): Float64Array {
  const { data, width, height } = img;
  const k = gaussianKernel(sigma);
  const r = (k.length - 1) / 2;
  const tmp = new Float64Array(data.length);
  const out = new Float64Array(data.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let s = 0;
      for (let i = -r; i <= r; i++) s += k[i + r] * data[y * width + Math.min(width - 1, Math.max(0, x + i))];
      tmp[y * width + x] = s;
    }
  }
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let s = 0;
      for (let i = -r; i <= r; i++) s += k[i + r] * tmp[Math.min(height - 1, Math.max(0, y + i)) * width + x];
      out[y * width + x] = s;
    }
  }
  return out;
}

/**
 * Unsharp mask with sharp's default gains (1 on flat areas, 2 on edges, split at a difference
 * of 2 levels). libvips applies it to L* rather than grey levels; on grey receipts the two are
 * close enough that the benchmark's choice carries over.
 */
export function sharpen(img: GreyImage, sigma: number): GreyImage {
  if (!(sigma > 0)) return img;
  const smooth = blur(img, sigma);
  const out = new Uint8Array(img.data.length);
  for (let i = 0; i < img.data.length; i++) {
    const d = img.data[i] - smooth[i];
    const gain = Math.abs(d) <= 2 ? 1 : 2;
    out[i] = Math.min(255, Math.max(0, Math.round(img.data[i] + gain * d)));
  }
  return { data: out, width: img.width, height: img.height };
}
