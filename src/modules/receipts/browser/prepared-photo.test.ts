import { afterEach, describe, expect, it, vi } from "vitest";

// The canvas steps need a browser; here only what is kept and when counts.
const preprocessReceipt = vi.fn();
vi.mock("../ocr/pipeline", () => ({ preprocessReceipt: (...args: unknown[]) => preprocessReceipt(...args) }));
vi.mock("./canvas-image", () => ({ canvasImageAdapter: {} }));

const { forgetPreparedPhoto, preparePhoto } = await import("./prepared-photo");

const photo = (bytes: number[]) => new Blob([new Uint8Array(bytes)], { type: "image/png" });

afterEach(() => {
  forgetPreparedPhoto();
  preprocessReceipt.mockReset();
});

describe("preparePhoto — the last photo's image work is kept by content", () => {
  it("prepares a photo once: the same bytes again (a new File) get the image made the first time", async () => {
    preprocessReceipt.mockImplementation(async (file: Blob) => ({ encoded: new Blob([`pgm of ${file.size}`]) }));
    const first = await preparePhoto(photo([1, 2, 3]));
    const again = await preparePhoto(photo([1, 2, 3]));
    expect(first.ok && again.ok && again.image).toBe(first.ok && first.image);
    expect(preprocessReceipt).toHaveBeenCalledTimes(1);
  });

  it("a different photo is prepared afresh and becomes the one kept", async () => {
    preprocessReceipt.mockImplementation(async () => ({ encoded: new Blob(["x"]) }));
    await preparePhoto(photo([1, 2, 3]));
    await preparePhoto(photo([1, 2, 4]));
    await preparePhoto(photo([1, 2, 3]));
    expect(preprocessReceipt).toHaveBeenCalledTimes(3);
  });

  it("joins image work still running for the same photo", async () => {
    let finish: (v: unknown) => void = () => {};
    preprocessReceipt.mockImplementation(() => new Promise((r) => (finish = r)));
    const a = preparePhoto(photo([9]));
    const b = preparePhoto(photo([9]));
    await new Promise((r) => setTimeout(r, 10));
    finish({ encoded: new Blob(["y"]) });
    expect(await a).toEqual(await b);
    expect(preprocessReceipt).toHaveBeenCalledTimes(1);
  });

  it("reports a failure as a value and tries that photo again next time", async () => {
    preprocessReceipt.mockRejectedValueOnce(new Error("Failed to load image"));
    const failed = await preparePhoto(photo([7]));
    expect(failed).toMatchObject({ ok: false });
    preprocessReceipt.mockImplementation(async () => ({ encoded: new Blob(["z"]) }));
    await new Promise((r) => setTimeout(r, 0));
    expect(await preparePhoto(photo([7]))).toMatchObject({ ok: true });
    expect(preprocessReceipt).toHaveBeenCalledTimes(2);
  });
});
