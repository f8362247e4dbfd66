// Copies the OCR engine (worker, WASM core, English data) from the npm packages into
// public/ocr so the browser loads them from Cartwise's own origin: scanning works offline.
import fs from "node:fs";
import path from "node:path";

const root = process.cwd();
const out = path.join(root, "public", "ocr");
fs.mkdirSync(path.join(out, "lang"), { recursive: true });
const copy = (from, to) => fs.copyFileSync(path.join(root, "node_modules", from), path.join(out, to));

copy("tesseract.js/dist/worker.min.js", "worker.min.js");
for (const f of fs.readdirSync(path.join(root, "node_modules", "tesseract.js-core"))) {
  if (/^tesseract-core.*\.(js|wasm)$/.test(f)) copy(`tesseract.js-core/${f}`, f);
}
copy("@tesseract.js-data/eng/4.0.0_best_int/eng.traineddata.gz", "lang/eng.traineddata.gz");
console.log(`[ocr] assets copied to ${path.relative(root, out)}`);
