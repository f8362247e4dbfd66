/**
 * Builds the built-in map's land asset (decision 055):
 *   npm run basemap:build            rewrite src/modules/stores/components/offline-map/basemap.generated.json
 *   npm run basemap:build -- --check exit 1 when the committed asset differs from a fresh build
 *
 * Input: @geo-maps/countries-land-100m (a devDependency; OpenStreetMap-derived land polygons, ODbL)
 * and the offline gazetteer, whose places decide which boxes are shipped. The output is committed, so
 * `npm run build`, CI and a fresh clone never read the 126 MB dataset; rerun this after changing the
 * gazetteer (the unit test basemap-asset.test.ts fails when a city's suburbs fall outside its box).
 */
import fs from "node:fs";
import path from "node:path";
import { createRequire } from "node:module";
import { fileURLToPath } from "node:url";
import { performance } from "node:perf_hooks";
import { getGazetteerEntries } from "../src/modules/stores/gazetteer";
import { buildBasemap, planRegions, type LandGeometry } from "../src/modules/stores/geo/basemap-build";

const ROOT = path.join(path.dirname(fileURLToPath(import.meta.url)), "..");
const OUT = path.join(ROOT, "src/modules/stores/components/offline-map/basemap.generated.json");
const check = process.argv.includes("--check");

const started = performance.now();
const require = createRequire(import.meta.url);
const land = require("@geo-maps/countries-land-100m")() as { features: Array<{ geometry: LandGeometry }> };
const plan = planRegions(getGazetteerEntries());
const asset = buildBasemap(
  land.features.map((f) => f.geometry),
  plan,
  {
    attribution: "© OpenStreetMap contributors",
    source: "@geo-maps/countries-land-100m 0.6.0 (ODbL), clipped by scripts/build-offline-basemap.ts",
  },
);
const text = `${JSON.stringify(asset)}\n`;

const sizes = asset.regions
  .map((r) => ({ id: r.id, bytes: Buffer.byteLength(JSON.stringify(r)), rings: r.rings.length }))
  .sort((a, b) => b.bytes - a.bytes);
for (const s of sizes) process.stdout.write(`${s.id.padEnd(22)} ${String(s.bytes).padStart(7)} B  ${s.rings} rings\n`);
process.stdout.write(`${asset.regions.length} regions, ${Buffer.byteLength(text)} B in all, built in ${Math.round(performance.now() - started)} ms\n`);

if (check) {
  const current = fs.existsSync(OUT) ? fs.readFileSync(OUT, "utf8") : "";
  if (current !== text) {
    process.stderr.write("basemap.generated.json is stale: run npm run basemap:build\n");
    process.exit(1);
  }
} else {
  fs.writeFileSync(OUT, text);
  process.stdout.write(`wrote ${path.relative(process.cwd(), OUT)}\n`);
}
