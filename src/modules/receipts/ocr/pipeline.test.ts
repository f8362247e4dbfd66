import { describe, expect, it } from "vitest";
import type { GreyImage } from "./image-ops";
import { SPEC_PREPROCESS } from "./ocr-params";
import { readReceipt, type OcrEnvironment, type OcrStep } from "./pipeline";

/** An environment whose adapters record what the pipeline asked of them. */
function fakeEnvironment(opts: { width: number; height: number; text: string; failEngine?: boolean }) {
  const calls: string[] = [];
  const env: OcrEnvironment<string, GreyImage> = {
    image: {
      async decode(input, maxSide) {
        calls.push(`decode ${input} ${maxSide}`);
        const rgba = new Uint8Array(opts.width * opts.height * 4);
        for (let i = 0; i < rgba.length; i += 4) rgba.set([100, 100, 100, 255], i);
        return { rgba, width: opts.width, height: opts.height, downscale: 0.5 };
      },
      resize: (img) => (calls.push("resize"), img),
      rotate: (img) => (calls.push("rotate"), img),
      encode: async (img) => (calls.push("encode"), img),
    },
    async engine() {
      calls.push("engine");
      if (opts.failEngine) throw new Error("core failed to load");
      return { recognise: async (img) => (calls.push(`recognise ${img.width}x${img.height}`), { text: opts.text, confidence: 0.8 }) };
    },
  };
  return { env, calls };
}

describe("readReceipt — the one pipeline both environments run", () => {
  it("decodes, greys with the spec's contrast, encodes, recognises and parses, in that order", async () => {
    const { env, calls } = fakeEnvironment({ width: 30, height: 20, text: "MILK 2L            3.50\nBREAD              2.00\nTOTAL              5.50\n" });
    const steps: OcrStep[] = [];
    const out = await readReceipt("photo.jpg", env, { options: SPEC_PREPROCESS, onStep: (s) => steps.push(s) });
    expect(steps).toEqual(["image", "init", "recognise"]);
    expect(calls).toEqual(["decode photo.jpg 1920", "encode", "engine", "recognise 30x20"]);
    // 100 grey, contrast ×1.5 about 128 → 86: the shared grey step ran on the adapter's pixels.
    expect(out.prepared.encoded.data[0]).toBe(86);
    expect(out.prepared.scale).toBe(0.5);
    expect(out.confidence).toBe(0.8);
    expect(out.receipt.items.map((i) => i.price)).toEqual([3.5, 2]);
    expect(out.receipt.printedTotal).toBe(5.5);
  });

  it("reports the step that failed and stops there", async () => {
    const { env, calls } = fakeEnvironment({ width: 10, height: 10, text: "", failEngine: true });
    let last: OcrStep | null = null;
    await expect(readReceipt("x", env, { options: SPEC_PREPROCESS, onStep: (s) => (last = s) })).rejects.toThrow("core failed to load");
    expect(last).toBe("init");
    expect(calls.some((c) => c.startsWith("recognise"))).toBe(false);
  });
});
