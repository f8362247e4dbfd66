import type { GreyImage } from "./image-ops";
import { contrastLinear } from "./ocr-params";

const toLinear = Float64Array.from({ length: 256 }, (_, v) => {
  const c = v / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
});
const ENCODE_STEPS = 65535;
const toSrgb = Float64Array.from({ length: ENCODE_STEPS + 1 }, (_, i) => {
  const y = i / ENCODE_STEPS;
  return 255 * (y <= 0.0031308 ? 12.92 * y : 1.055 * y ** (1 / 2.4) - 0.055);
});

/**
 * Canvas RGBA → one grey byte per pixel, flattened on white (transparent PNGs), then the spec's
 * contrast stretch about mid-grey. Luminance is taken in linear light with Rec. 709 weights and
 * re-encoded as sRGB — libvips' b-w conversion in the Node pipeline, to the level — so both
 * paths find the same paper edges on a coloured table.
 */
export function rgbaToGrey(rgba: Uint8ClampedArray | Uint8Array, width: number, height: number, contrastFactor: number): GreyImage {
  const { multiplier, offset } = contrastLinear(contrastFactor);
  const n = width * height;
  if (rgba.length < n * 4) throw new RangeError("pixel buffer shorter than the image");
  const out = new Uint8Array(n);
  for (let i = 0, p = 0; i < n; i++, p += 4) {
    const y = 0.2126 * toLinear[rgba[p]] + 0.7152 * toLinear[rgba[p + 1]] + 0.0722 * toLinear[rgba[p + 2]];
    const luma = toSrgb[Math.round(Math.min(1, y) * ENCODE_STEPS)];
    const a = rgba[p + 3] / 255;
    const flat = luma * a + 255 * (1 - a);
    const v = flat * multiplier + offset;
    out[i] = v <= 0 ? 0 : v >= 255 ? 255 : Math.round(v);
  }
  return { data: out, width, height };
}

/** Grey → opaque RGBA for putImageData. */
export function greyToRgba(img: GreyImage): Uint8ClampedArray<ArrayBuffer> {
  const out = new Uint8ClampedArray(new ArrayBuffer(img.width * img.height * 4));
  for (let i = 0, p = 0; i < img.data.length; i++, p += 4) {
    const v = img.data[i];
    out[p] = v;
    out[p + 1] = v;
    out[p + 2] = v;
    out[p + 3] = 255;
  }
  return out;
}

/**
 * Grey → binary PGM (P5): a 15-byte header and the pixels as they are. Tesseract's image reader
 * (Leptonica) takes it without decompressing, and making it is one copy — no PNG to deflate on
 * the page and inflate again in the OCR worker. Same pixels, so the same text as a grey PNG.
 */
export function encodePgm(img: GreyImage): Uint8Array<ArrayBuffer> {
  const header = new TextEncoder().encode(`P5\n${img.width} ${img.height}\n255\n`);
  const out = new Uint8Array(new ArrayBuffer(header.length + img.width * img.height));
  out.set(header, 0);
  out.set(img.data.subarray(0, img.width * img.height), header.length);
  return out;
}

/** Red channel of an RGBA buffer that holds grey pixels (after a canvas resize or rotation). */
export function rgbaRedChannel(rgba: Uint8ClampedArray | Uint8Array, width: number, height: number): GreyImage {
  const out = new Uint8Array(width * height);
  for (let i = 0, p = 0; i < out.length; i++, p += 4) out[i] = rgba[p];
  return { data: out, width, height };
}

/** Size of the box that holds the image rotated by `degrees` (what sharp's rotate produces). */
export function rotatedBounds(width: number, height: number, degrees: number): { width: number; height: number } {
  const r = (Math.abs(degrees) * Math.PI) / 180;
  const c = Math.abs(Math.cos(r));
  const s = Math.abs(Math.sin(r));
  return { width: Math.round(width * c + height * s), height: Math.round(width * s + height * c) };
}
