import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { encodePgm, greyToRgba, rgbaRedChannel, rgbaToGrey, rotatedBounds } from "./grey-image";

const rgba = (...px: [number, number, number, number][]) => new Uint8ClampedArray(px.flat());

describe("rgbaToGrey", () => {
  it("applies the spec's contrast 1.5 about mid-grey after greyscale", () => {
    const img = rgbaToGrey(rgba([255, 255, 255, 255], [0, 0, 0, 255], [128, 128, 128, 255], [100, 100, 100, 255], [200, 200, 200, 255]), 5, 1, 1.5);
    // (v − 128)·1.5 + 128, clamped: 255, 0, 128, 86, 236.
    expect([...img.data]).toEqual([255, 0, 128, 86, 236]);
  });

  it("converts colour exactly as libvips' b-w does and flattens transparency onto white paper", async () => {
    const colours: [number, number, number][] = [[255, 0, 0], [0, 255, 0], [0, 0, 255], [107, 90, 72], [200, 100, 50], [13, 240, 77]];
    const img = rgbaToGrey(rgba(...colours.map(([r, g, b]) => [r, g, b, 255] as [number, number, number, number]), [0, 0, 0, 0]), colours.length + 1, 1, 1);
    const vips = await sharp(Buffer.from(colours.flat()), { raw: { width: colours.length, height: 1, channels: 3 } }).greyscale().toColourspace("b-w").raw().toBuffer();
    expect([...img.data.slice(0, colours.length)]).toEqual([...vips]);
    expect(img.data[colours.length]).toBe(255);
  });

  it("refuses a buffer shorter than the image", () => {
    expect(() => rgbaToGrey(new Uint8ClampedArray(4), 2, 1, 1.5)).toThrow(RangeError);
  });
});

describe("canvas round trip helpers", () => {
  it("grey → RGBA → grey is lossless", () => {
    const grey = { data: Uint8Array.from([0, 17, 128, 255]), width: 2, height: 2 };
    const back = rgbaRedChannel(greyToRgba(grey), 2, 2);
    expect(back).toEqual(grey);
  });

  it("encodes grey pixels as a binary PGM: header, then the pixels unchanged", () => {
    const pgm = encodePgm({ data: Uint8Array.from([0, 17, 128, 255, 9, 9]), width: 3, height: 2 });
    const header = "P5\n3 2\n255\n";
    expect(new TextDecoder().decode(pgm.subarray(0, header.length))).toBe(header);
    expect([...pgm.subarray(header.length)]).toEqual([0, 17, 128, 255, 9, 9]);
  });

  it("grows the canvas to hold a rotated image, like sharp's rotate", () => {
    expect(rotatedBounds(100, 50, 0)).toEqual({ width: 100, height: 50 });
    expect(rotatedBounds(100, 50, 90)).toEqual({ width: 50, height: 100 });
    expect(rotatedBounds(100, 50, -3)).toEqual(rotatedBounds(100, 50, 3));
    const r = rotatedBounds(1000, 2000, 4);
    expect(r.width).toBe(Math.round(1000 * Math.cos(Math.PI / 45) + 2000 * Math.sin(Math.PI / 45)));
  });
});
