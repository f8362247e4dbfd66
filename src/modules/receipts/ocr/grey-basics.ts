/**
 * Pure greyscale image operations for receipt OCR preprocessing. They work on a
 * plain byte array so the browser can run them on canvas ImageData too.
 */
export interface GreyImage {
  data: Uint8Array;
  width: number;
  height: number;
}

/** Summed-area table with a zero border: sum of rect [x0,x1)×[y0,y1) in O(1). */
export function integral(img: GreyImage): Float64Array {
  const { data, width, height } = img;
  const w1 = width + 1;
  const sat = new Float64Array(w1 * (height + 1));
  for (let y = 0; y < height; y++) {
    let row = 0;
    for (let x = 0; x < width; x++) {
      row += data[y * width + x];
      sat[(y + 1) * w1 + x + 1] = sat[y * w1 + x + 1] + row;
    }
  }
  return sat;
}

/**
 * Bradley–Roth local-mean threshold: a pixel is ink when it is `offset` (fraction)
 * darker than the mean of its window. Handles shadows and faded thermal print
 * that defeat a single global threshold. Output is 0 (ink) / 255 (paper).
 */
export function adaptiveThreshold(img: GreyImage, windowPx: number, offset: number): GreyImage {
  const { data, width, height } = img;
  const sat = integral(img);
  const w1 = width + 1;
  const half = Math.max(1, Math.floor(windowPx / 2));
  const out = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    const y0 = Math.max(0, y - half);
    const y1 = Math.min(height, y + half + 1);
    for (let x = 0; x < width; x++) {
      const x0 = Math.max(0, x - half);
      const x1 = Math.min(width, x + half + 1);
      const sum = sat[y1 * w1 + x1] - sat[y0 * w1 + x1] - sat[y1 * w1 + x0] + sat[y0 * w1 + x0];
      const mean = sum / ((x1 - x0) * (y1 - y0));
      out[y * width + x] = data[y * width + x] < mean * (1 - offset) ? 0 : 255;
    }
  }
  return { data: out, width, height };
}

/** Box-filter downscale by an integer factor (cheap, alias-free enough for analysis). */
export function downsample(img: GreyImage, factor: number): GreyImage {
  const f = Math.max(1, Math.floor(factor));
  if (f === 1) return img;
  const width = Math.floor(img.width / f);
  const height = Math.floor(img.height / f);
  const out = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let sum = 0;
      for (let dy = 0; dy < f; dy++) for (let dx = 0; dx < f; dx++) sum += img.data[(y * f + dy) * img.width + x * f + dx];
      out[y * width + x] = Math.round(sum / (f * f));
    }
  }
  return { data: out, width, height };
}

/** Otsu's global threshold over a 256-bin histogram. */
export function otsuThreshold(img: GreyImage): number {
  const hist = new Float64Array(256);
  for (let i = 0; i < img.data.length; i++) hist[img.data[i]]++;
  const total = img.data.length;
  let sumAll = 0;
  for (let v = 0; v < 256; v++) sumAll += v * hist[v];
  let sumB = 0;
  let weightB = 0;
  let best = 127;
  let bestVar = -1;
  for (let t = 0; t < 256; t++) {
    weightB += hist[t];
    if (weightB === 0) continue;
    const weightF = total - weightB;
    if (weightF === 0) break;
    sumB += t * hist[t];
    const between = weightB * weightF * (sumB / weightB - (sumAll - sumB) / weightF) ** 2;
    if (between > bestVar) [best, bestVar] = [t, between];
  }
  return best;
}
