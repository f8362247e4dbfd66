import { integral, type GreyImage } from "./grey-basics";

/** Separable running maximum over a (2r+1)² window (grey dilation: paper spreads over ink). */
function maxFilter(img: GreyImage, radius: number): Uint8Array {
  const { data, width, height } = img;
  const tmp = new Uint8Array(width * height);
  const out = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) {
      let m = 0;
      const x1 = Math.min(width - 1, x + radius);
      for (let k = Math.max(0, x - radius); k <= x1; k++) if (data[row + k] > m) m = data[row + k];
      tmp[row + x] = m;
    }
  }
  for (let x = 0; x < width; x++) {
    for (let y = 0; y < height; y++) {
      let m = 0;
      const y1 = Math.min(height - 1, y + radius);
      for (let k = Math.max(0, y - radius); k <= y1; k++) if (tmp[k * width + x] > m) m = tmp[k * width + x];
      out[y * width + x] = m;
    }
  }
  return out;
}

/** Downscale by taking the brightest pixel of each f×f block (keeps paper, drops ink). */
function maxPool(img: GreyImage, f: number): GreyImage {
  const width = Math.ceil(img.width / f);
  const height = Math.ceil(img.height / f);
  const out = new Uint8Array(width * height);
  for (let y = 0; y < img.height; y++) {
    const row = Math.floor(y / f) * width;
    for (let x = 0; x < img.width; x++) {
      const v = img.data[y * img.width + x];
      const k = row + Math.floor(x / f);
      if (v > out[k]) out[k] = v;
    }
  }
  return { data: out, width, height };
}

function boxBlur(img: GreyImage, radius: number): Float64Array {
  const sat = integral(img);
  const w1 = img.width + 1;
  const out = new Float64Array(img.data.length);
  for (let y = 0; y < img.height; y++) {
    const y0 = Math.max(0, y - radius);
    const y1 = Math.min(img.height, y + radius + 1);
    for (let x = 0; x < img.width; x++) {
      const x0 = Math.max(0, x - radius);
      const x1 = Math.min(img.width, x + radius + 1);
      out[y * img.width + x] = (sat[y1 * w1 + x1] - sat[y0 * w1 + x1] - sat[y1 * w1 + x0] + sat[y0 * w1 + x0]) / ((x1 - x0) * (y1 - y0));
    }
  }
  return out;
}

/**
 * Divides out uneven lighting: the local paper brightness (grey dilation wider
 * than a stroke, then smoothed) is mapped to white, keeping ink as grey levels
 * so the recogniser still sees anti-aliased glyph shapes. The background is
 * estimated at 1/4 resolution because lighting varies slowly.
 */
export function flattenIllumination(img: GreyImage, radius: number): GreyImage {
  const f = 4;
  const small = maxPool(img, f);
  const r = Math.max(1, Math.round(radius / f));
  const bg = boxBlur({ data: maxFilter(small, r), width: small.width, height: small.height }, r);
  const out = new Uint8Array(img.data.length);
  for (let y = 0; y < img.height; y++) {
    const sy = Math.min(small.height - 1.001, Math.max(0, y / f - 0.5));
    const y0 = Math.floor(sy);
    const fy = sy - y0;
    const y1 = Math.min(small.height - 1, y0 + 1);
    for (let x = 0; x < img.width; x++) {
      const sx = Math.min(small.width - 1.001, Math.max(0, x / f - 0.5));
      const x0 = Math.floor(sx);
      const fx = sx - x0;
      const x1 = Math.min(small.width - 1, x0 + 1);
      const b =
        (bg[y0 * small.width + x0] * (1 - fx) + bg[y0 * small.width + x1] * fx) * (1 - fy) +
        (bg[y1 * small.width + x0] * (1 - fx) + bg[y1 * small.width + x1] * fx) * fy;
      out[y * img.width + x] = Math.min(255, Math.round((img.data[y * img.width + x] * 255) / Math.max(b, 1)));
    }
  }
  return { data: out, width: img.width, height: img.height };
}
