import { describe, expect, it } from "vitest";
import { RECEIPT_IMAGE_MAX_BYTES } from "../schemas";
import { ReceiptScanError, checkReceiptFile, classifyScanError } from "./scan-errors";

describe("classifyScanError", () => {
  it("keeps the kind our own code chose", () => {
    expect(classifyScanError(new ReceiptScanError("no-canvas"), "recognise")).toBe("no-canvas");
    expect(new ReceiptScanError("image-load").message).toBe("Failed to load image");
  });

  it("reads network and timeout failures from any step", () => {
    expect(classifyScanError(new TypeError("Failed to fetch"), "init")).toBe("network");
    expect(classifyScanError("Network error while fetching /ocr/lang/eng.traineddata.gz. Response code: 503", "init")).toBe("network");
    expect(classifyScanError(new Error("Request timed out"), "recognise")).toBe("network");
  });

  it("reads memory and size failures", () => {
    expect(classifyScanError(new RangeError("Array buffer allocation failed"), "image")).toBe("too-large");
    expect(classifyScanError({ message: "RuntimeError: Aborted(OOM). Out of memory" }, "recognise")).toBe("too-large");
  });

  it("falls back by step: engine start-up, image decoding, else unreadable", () => {
    expect(classifyScanError(undefined, "init")).toBe("init");
    expect(classifyScanError(new Error("Failed to load TesseractCore"), "init")).toBe("init");
    expect(classifyScanError(new Error("decode error"), "image")).toBe("image-load");
    expect(classifyScanError(new Error("Error attempting to read image."), "recognise")).toBe("unreadable");
  });
});

describe("checkReceiptFile", () => {
  it("accepts any image/* type up to 15 MB", () => {
    for (const type of ["image/jpeg", "image/png", "image/heic", "IMAGE/WEBP"]) expect(checkReceiptFile({ type, size: 1000 })).toBeNull();
    expect(checkReceiptFile({ type: "image/jpeg", size: RECEIPT_IMAGE_MAX_BYTES })).toBeNull();
  });

  it("refuses other types and oversized files with the spec's texts", () => {
    for (const type of ["", "application/pdf", "text/plain", "video/mp4", "application/image"]) {
      expect(checkReceiptFile({ type, size: 10 })).toEqual({ kind: "not-image", message: "Please select an image file (JPG, PNG, etc.)" });
    }
    expect(checkReceiptFile({ type: "image/jpeg", size: RECEIPT_IMAGE_MAX_BYTES + 1 })).toEqual({
      kind: "too-large",
      message: "Image too large. Try a smaller image or crop to show just the receipt.",
    });
  });
});
