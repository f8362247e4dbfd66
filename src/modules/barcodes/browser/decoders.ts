import { NATIVE_FORMATS, ZXING_READER_OPTIONS, detectionFromNative, detectionFromZxing, firstDetection, type Detection } from "../detection";

/**
 * Two decoders behind one call: the browser's own BarcodeDetector where it reads retail codes
 * (Chrome on Android and macOS, Safari), otherwise ZXing-C++ compiled to WebAssembly
 * (zxing-wasm). The .wasm is served by Cartwise itself (public/barcode, copied at build by
 * scripts/copy-barcode-assets.mjs): no CDN, works offline once loaded, the image stays on the device.
 */
export const ZXING_WASM_PATH = "/barcode/zxing_reader.wasm";

type ZxingModule = typeof import("zxing-wasm/reader");
interface NativeResult { rawValue: string; format: string }
interface NativeDetector { detect(source: ImageBitmapSource): Promise<NativeResult[]> }
interface NativeDetectorClass {
  new (options: { formats: string[] }): NativeDetector;
  getSupportedFormats(): Promise<string[]>;
}

let zxing: Promise<ZxingModule> | null = null;
let native: Promise<NativeDetector | null> | null = null;

/** Loads (once) the zxing-wasm reader with its WASM from our origin. Also used to warm it up. */
export function loadZxing(): Promise<ZxingModule> {
  zxing ??= import("zxing-wasm/reader")
    .then(async (mod) => {
      await mod.prepareZXingModule({
        overrides: { locateFile: (file: string, prefix: string) => (file.endsWith(".wasm") ? ZXING_WASM_PATH : prefix + file) },
        fireImmediately: true,
      });
      return mod;
    })
    .catch((err: unknown) => {
      zxing = null;
      throw err;
    });
  return zxing;
}

/** The browser's BarcodeDetector when it reads EAN-13 at least, else null (then zxing-wasm reads). */
export function nativeDetector(): Promise<NativeDetector | null> {
  native ??= (async () => {
    const Ctor = (globalThis as { BarcodeDetector?: NativeDetectorClass }).BarcodeDetector;
    if (typeof Ctor !== "function") return null;
    try {
      const supported = await Ctor.getSupportedFormats();
      const formats = NATIVE_FORMATS.filter((f) => supported.includes(f));
      return formats.includes("ean_13") ? new Ctor({ formats }) : null;
    } catch {
      return null;
    }
  })();
  return native;
}

export async function detectNative(detector: NativeDetector, source: ImageBitmapSource): Promise<Detection | null> {
  return firstDetection(await detector.detect(source), detectionFromNative);
}

export async function detectZxing(image: ImageData, options: { oneSymbol?: boolean } = {}): Promise<Detection | null> {
  const mod = await loadZxing();
  const results = await mod.readBarcodes(image, options.oneSymbol ? { ...ZXING_READER_OPTIONS, maxNumberOfSymbols: 1 } : ZXING_READER_OPTIONS);
  return firstDetection(results, detectionFromZxing);
}

/** Pixels of `source` scaled so its longer side is at most `maxSide` (never enlarged). */
export function pixelsOf(source: CanvasImageSource, width: number, height: number, maxSide: number, canvas = document.createElement("canvas")): ImageData | null {
  const scale = Math.min(1, maxSide / Math.max(width, height));
  const w = Math.max(1, Math.round(width * scale));
  const h = Math.max(1, Math.round(height * scale));
  if (canvas.width !== w) canvas.width = w;
  if (canvas.height !== h) canvas.height = h;
  const ctx = canvas.getContext("2d", { willReadFrequently: true });
  if (!ctx) return null;
  ctx.drawImage(source, 0, 0, w, h);
  return ctx.getImageData(0, 0, w, h);
}
