/**
 * Writes the web app manifest's PNG icons (public/icons/) from src/app/icon.svg:
 * icon-192.png and icon-512.png (the rounded icon, purpose "any"), maskable-512.png (full-bleed
 * background, the cart inside the 80 % safe zone, purpose "maskable"), and src/app/apple-icon.png
 * (180, opaque: Next links it as the apple-touch-icon).
 * Committed output; run again after changing the icon: `npx tsx scripts/generate-app-icons.ts`.
 */
import fs from "node:fs";
import path from "node:path";
import { Resvg } from "@resvg/resvg-js";

const root = path.resolve(import.meta.dirname, "..");
const svg = fs.readFileSync(path.join(root, "src/app/icon.svg"), "utf8");
const outDir = path.join(root, "public/icons");
fs.mkdirSync(outDir, { recursive: true });

const inner = svg.replace(/^<svg[^>]*>/, "").replace(/<\/svg>\s*$/, "");
const glyph = inner.replace(/<rect[^>]*\/>/, "");
const background = /<rect[^>]*fill="([^"]+)"/.exec(inner)?.[1] ?? "#047857";
// Maskable: the platform crops to any shape within the centre 80 %, so fill the square and shrink the glyph into it.
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${background}"/><g transform="translate(9.6 9.6) scale(0.7)">${glyph}</g></svg>`;
// Apple touch icons are shown on an opaque square and rounded by the system: no transparent corners.
const apple = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${background}"/><g transform="translate(4.8 4.8) scale(0.85)">${glyph}</g></svg>`;

function render(source: string, size: number, file: string): void {
  const png = new Resvg(source, { fitTo: { mode: "width", value: size } }).render().asPng();
  const target = path.isAbsolute(file) ? file : path.join(outDir, file);
  fs.writeFileSync(target, png);
  console.log(`${path.relative(root, target)}: ${size}×${size}, ${png.length} bytes`);
}

render(svg, 192, "icon-192.png");
render(svg, 512, "icon-512.png");
render(maskable, 512, "maskable-512.png");
render(apple, 180, path.join(root, "src/app/apple-icon.png"));
