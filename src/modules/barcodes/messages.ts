import type { BarcodeProblem } from "./engine/gtin";

/** User-facing texts of barcode scanning (the spec gives none beyond "scanning barcodes"). */
export const BARCODE_MESSAGES = {
  dialogTitle: "Scan Barcode",
  signInToScan: "Please sign in to scan barcodes.",
  errorTitle: "Error",
  invalidTitle: "Barcode not read",
  notABarcode: "That isn't a product barcode: EAN-13, EAN-8, UPC-A and UPC-E barcodes have 8, 12 or 13 digits.",
  checkDigit: "That barcode didn't read correctly (its check digit doesn't match). Please scan it again.",
  typedCheckDigit: "Those digits aren't a valid barcode (the last digit, its check digit, doesn't match). Please check the numbers under the barcode.",
  numberSystem: "That 8-digit code isn't a valid UPC-E barcode.",
  rateLimitTitle: "Too many requests",
  rateLimited: "Please wait before scanning another barcode.",
  lookupFailed: "Failed to look up that barcode. Please try again.",
  cameraDenied: "Camera access is blocked. Allow the camera for this site in your browser settings, or upload a photo of the barcode instead.",
  cameraMissing: "No camera found on this device. Upload a photo of the barcode instead.",
  cameraFailed: "The camera couldn't start. Upload a photo of the barcode instead.",
  cameraInsecure: "The camera needs a secure (https) connection. Upload a photo of the barcode instead.",
  notAnImage: "Please select an image file (JPG, PNG, etc.)",
  imageTooLarge: "That image is too large. Please choose one under 15 MB.",
  noBarcodeInPhoto: "We couldn't find a barcode in that photo. Try a sharper, closer photo with the whole barcode in view.",
  decoderFailed: "The barcode reader couldn't start. Please reload the page and try again.",
  noLists: "Create a shopping list first, then scan barcodes into it.",
} as const;

/** Photos above this are refused before decoding (phone photos are 2–8 MB). */
export const BARCODE_IMAGE_MAX_BYTES = 15 * 1024 * 1024;

export function barcodeProblemMessage(problem: BarcodeProblem): string {
  switch (problem) {
    case "check-digit":
      return BARCODE_MESSAGES.checkDigit;
    case "number-system":
      return BARCODE_MESSAGES.numberSystem;
    default:
      return BARCODE_MESSAGES.notABarcode;
  }
}

export function unknownBarcodeMessage(printed: string): string {
  return `We don't know the product with barcode ${printed} yet.`;
}
