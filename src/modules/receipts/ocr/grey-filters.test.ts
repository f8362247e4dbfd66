import sharp from "sharp";
import { describe, expect, it } from "vitest";
import type { GreyImage } from "./image-ops";
import { medianFilter, sharpen, stretchPercentiles } from "./grey-filters";

function noisy(width: number, height: number, seed = 7): GreyImage {
  let s = seed;
  const rand = () => ((s = (s * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
  const data = new Uint8Array(width * height);
  for (let i = 0; i < data.length; i++) data[i] = Math.floor(rand() * 256);
  return { data, width, height };
}
const raw = (img: GreyImage) => sharp(Buffer.from(img.data), { raw: { width: img.width, height: img.height, channels: 1 } });

describe("grey filters match sharp", () => {
  it("3×3 and 5×5 medians equal a brute-force median and sharp's median inside the border", async () => {
    const img = noisy(23, 17);
    for (const size of [3, 5]) {
      const ours = medianFilter(img, size);
      const r = size >> 1;
      for (let y = 0; y < img.height; y++) {
        for (let x = 0; x < img.width; x++) {
          const w: number[] = [];
          for (let dy = -r; dy <= r; dy++) for (let dx = -r; dx <= r; dx++) {
            w.push(img.data[Math.min(img.height - 1, Math.max(0, y + dy)) * img.width + Math.min(img.width - 1, Math.max(0, x + dx))]);
          }
          w.sort((a, b) => a - b);
          expect(ours.data[y * img.width + x]).toBe(w[w.length >> 1]);
        }
      }
      const theirs = await raw(img).median(size).toColourspace("b-w").raw().toBuffer();
      for (let y = r; y < img.height - r; y++) for (let x = r; x < img.width - r; x++) expect(ours.data[y * img.width + x]).toBe(theirs[y * img.width + x]);
    }
  });

  it("stretches the 1st..99th percentiles to the full range like sharp's normalise", async () => {
    const img = { data: Uint8Array.from({ length: 1000 }, (_, i) => 60 + Math.floor((i * 120) / 1000)), width: 100, height: 10 };
    const ours = stretchPercentiles(img, 1, 99);
    const theirs = await raw(img).normalise({ lower: 1, upper: 99 }).toColourspace("b-w").raw().toBuffer();
    let worst = 0;
    for (let i = 0; i < img.data.length; i++) worst = Math.max(worst, Math.abs(ours.data[i] - theirs[i]));
    // libvips stretches L* and converts back, so mid-tones differ by a few levels; the ends agree.
    expect(worst).toBeLessThanOrEqual(12);
    expect(Math.min(...ours.data)).toBe(0);
    expect(Math.max(...ours.data)).toBe(255);
  });

  it("sharpens edges and leaves flat areas flat", () => {
    const img = { data: Uint8Array.from({ length: 40 * 10 }, (_, i) => (i % 40 < 20 ? 60 : 200)), width: 40, height: 10 };
    const out = sharpen(img, 1);
    expect(out.data[5 * 40 + 5]).toBe(60);
    expect(out.data[5 * 40 + 35]).toBe(200);
    expect(out.data[5 * 40 + 19]).toBeLessThan(60);
    expect(out.data[5 * 40 + 20]).toBeGreaterThan(200);
    expect(sharpen(img, 0)).toBe(img);
  });
});
