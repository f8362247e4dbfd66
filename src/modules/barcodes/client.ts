// What the barcodes module offers other modules' screens (decision 008: never its components/ directly).
export { ScanBarcodeButton } from "./components/scan-barcode-button";
export type { BarcodeListChoice } from "./components/scan-barcode-dialog";
