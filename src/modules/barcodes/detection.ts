import { compressUpcA, readRetailBarcode, type RetailSymbology } from "./engine/gtin";

/** One retail barcode a decoder found, as the shopper sees it printed, check digit verified. */
export interface Detection { code: string; symbology: RetailSymbology }

/** The formats and effort both decoders are asked for: retail codes only, one image at a time. */
export const ZXING_FORMATS = ["EAN13", "EAN8", "UPCA", "UPCE"] as const;
export const ZXING_READER_OPTIONS = {
  formats: [...ZXING_FORMATS],
  tryHarder: true,
  tryRotate: true,
  tryInvert: false,
  tryDownscale: true,
  maxNumberOfSymbols: 4,
};
export const NATIVE_FORMATS: RetailSymbology[] = ["ean_13", "ean_8", "upc_a", "upc_e"];

const ZXING_TO_SYMBOLOGY: Record<string, RetailSymbology> = { EAN13: "ean_13", EAN8: "ean_8", UPCA: "upc_a", UPCE: "upc_e" };

function verified(code: string, symbology: RetailSymbology): Detection | null {
  const read = readRetailBarcode(code, symbology);
  return read.ok ? { code, symbology: read.readings[0].symbology } : null;
}

/**
 * zxing-cpp reports a UPC-A as its 13-digit EAN-13 and a UPC-E expanded to 13 digits; shown
 * back as printed (12 and 8 digits), which the shopper can compare with the label.
 */
export function detectionFromZxing(result: { text: string; format: string; isValid: boolean }): Detection | null {
  if (!result.isValid) return null;
  const symbology = ZXING_TO_SYMBOLOGY[result.format];
  const text = result.text.trim();
  if (!symbology || !/^\d+$/.test(text)) return null;
  if (text.length === 13 && text.startsWith("0") && symbology !== "ean_8") {
    const upca = text.slice(1);
    const upce = symbology === "upc_e" ? compressUpcA(upca) : null;
    return upce ? verified(upce, "upc_e") : verified(upca, "upc_a");
  }
  return verified(text, symbology);
}

/** The browser's BarcodeDetector reports the printed digits and a lowercase format name. */
export function detectionFromNative(result: { rawValue: string; format: string }): Detection | null {
  const symbology = NATIVE_FORMATS.find((f) => f === result.format);
  if (!symbology) return null;
  return verified(result.rawValue.trim(), symbology);
}

/** The first reading that passes its check digit, in the decoder's order. */
export function firstDetection<T>(results: readonly T[], convert: (r: T) => Detection | null): Detection | null {
  for (const r of results) {
    const d = convert(r);
    if (d) return d;
  }
  return null;
}
