/**
 * Parses one receipt and prints only JSON on stdout:
 *   {"items":[{"name","brand","size","quantity","price"}],"total":…,"confidence":…}
 *
 *   npm run --silent receipt -- <file.png|file.jpg|file.txt>
 *
 * Images go through the local OCR pipeline first; .txt files are parsed as-is.
 * Errors go to stderr with exit code 1.
 */
import fs from "node:fs";
import path from "node:path";
import { recogniseReceiptImage, terminateOcrWorker } from "@/modules/receipts/ocr/tesseract-node";
import { parseReceipt } from "@/modules/receipts/parser/parse-receipt";
import { writeStdout } from "./lib/write-json-and-exit";

const IMAGE_EXTENSIONS = new Set([".png", ".jpg", ".jpeg", ".webp", ".tif", ".tiff", ".bmp", ".gif"]);
/** OCR's own word confidence is a weaker signal than the parse (which checks the total). */
const OCR_CONFIDENCE_WEIGHT = 0.2;

interface CliOutput {
  items: { name: string; brand: string | null; size: string | null; quantity: number; price: number | null }[];
  total: number | null;
  confidence: number;
}

async function run(file: string): Promise<CliOutput> {
  const ext = path.extname(file).toLowerCase();
  let text: string;
  let ocrConfidence: number | null = null;
  if (ext === ".txt") {
    text = fs.readFileSync(file, "utf8");
  } else if (IMAGE_EXTENSIONS.has(ext)) {
    const ocr = await recogniseReceiptImage(fs.readFileSync(file));
    text = ocr.text;
    ocrConfidence = ocr.confidence;
  } else {
    throw new Error(`unsupported file type "${ext || "(none)"}": expected an image (.png, .jpg, …) or .txt`);
  }
  const parsed = parseReceipt(text);
  const confidence =
    ocrConfidence === null ? parsed.confidence : (1 - OCR_CONFIDENCE_WEIGHT) * parsed.confidence + OCR_CONFIDENCE_WEIGHT * ocrConfidence;
  return {
    items: parsed.items.map((i) => ({ name: i.name, brand: i.brand, size: i.size, quantity: i.quantity, price: i.price })),
    total: parsed.printedTotal ?? (parsed.items.length > 0 ? parsed.computedTotal : null),
    confidence: Math.round(confidence * 1000) / 1000,
  };
}

async function main(): Promise<number> {
  const file = process.argv.slice(2).find((a) => a !== "--");
  if (!file) {
    process.stderr.write("usage: npm run --silent receipt -- <receipt.png|receipt.jpg|receipt.txt>\n");
    return 1;
  }
  if (!fs.existsSync(file) || !fs.statSync(file).isFile()) {
    process.stderr.write(`receipt: no such file: ${file}\n`);
    return 1;
  }
  // The OCR worker thread shares our stdout; route everything but the final JSON to stderr.
  const realWrite = process.stdout.write.bind(process.stdout);
  process.stdout.write = ((chunk: unknown, ...rest: unknown[]) =>
    (process.stderr.write as (...a: unknown[]) => boolean)(chunk, ...rest)) as typeof process.stdout.write;
  let out: CliOutput;
  try {
    out = await run(file);
    await terminateOcrWorker();
  } catch (err) {
    await terminateOcrWorker().catch(() => {});
    process.stderr.write(`receipt: ${err instanceof Error ? err.message : String(err)}\n`);
    return 1;
  } finally {
    process.stdout.write = realWrite;
  }
  // Wait for the JSON to drain before the process ends (scripts/lib/write-json-and-exit.ts).
  await writeStdout(`${JSON.stringify(out)}\n`);
  return 0;
}

main().then((code) => {
  process.exitCode = code;
});
