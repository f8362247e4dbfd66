// Copies the barcode decoder's WebAssembly (zxing-wasm's reader) from the npm package into
// public/barcode so the browser loads it from Cartwise's own origin, never the package's CDN
// default: scanning works offline and the CSP needs no third-party host. The copy always matches
// the installed JS glue, because it is taken from the same package at every build.
import fs from "node:fs";
import path from "node:path";

const root = process.cwd();
const out = path.join(root, "public", "barcode");
fs.mkdirSync(out, { recursive: true });
fs.copyFileSync(path.join(root, "node_modules", "zxing-wasm", "dist", "reader", "zxing_reader.wasm"), path.join(out, "zxing_reader.wasm"));
console.log(`[barcode] decoder copied to ${path.relative(root, out)}`);
