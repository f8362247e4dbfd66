/**
 * Built-in map benchmark (decision 055): the shipped basemap's size per region (raw and gzip), the
 * one-off cost of decoding it into SVG paths, and the per-frame cost of a view (which regions, which
 * labels, and rendering the layers to markup — what a pan or zoom re-runs). Median of --runs.
 *   npm run bench:offline-map [-- --runs=50]
 * Rough by design: Node, not a browser; the browser's own painting of the paths is not counted.
 */
import { gzipSync } from "node:zlib";
import { performance } from "node:perf_hooks";
import { createElement, Fragment } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import asset from "../src/modules/stores/components/offline-map/basemap.generated.json";
import { getGazetteerEntries } from "../src/modules/stores/gazetteer";
import type { BasemapAsset } from "../src/modules/stores/geo/basemap-build";
import { detailLevel, indexBasemap, pathsFor, placeRegions } from "../src/modules/stores/components/offline-map/basemap-paths";
import { placeLabels } from "../src/modules/stores/components/offline-map/place-labels";
import { BasemapLayer, PlaceLabelLayer } from "../src/modules/stores/components/offline-map/basemap-layer";

const runs = Number(process.argv.find((a) => a.startsWith("--runs="))?.split("=")[1] ?? 30);
const W = 640;
const H = 400;
const basemap = asset as BasemapAsset;

function median(fn: () => void): number {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    fn();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)];
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;
const text = JSON.stringify(basemap);
console.log(`asset: ${basemap.regions.length} regions, ${kb(text.length)} raw, ${kb(gzipSync(text).length)} gzip`);
for (const r of basemap.regions.filter((x) => x.kind === "metro")) {
  const t = JSON.stringify(r);
  console.log(`  ${r.id.padEnd(18)} ${kb(t.length).padStart(9)} raw ${kb(gzipSync(t).length).padStart(9)} gzip  ${r.rings.length} rings`);
}
const areas = basemap.regions.filter((x) => x.kind === "area");
const areaText = JSON.stringify(areas);
console.log(`  ${`${areas.length} area cells`.padEnd(18)} ${kb(areaText.length).padStart(9)} raw ${kb(gzipSync(areaText).length).padStart(9)} gzip (${kb(areaText.length / areas.length)} a cell on average)`);

const places = getGazetteerEntries().map(({ name, lat, lng, kind }) => ({ name, lat, lng, kind }));
const prepared = indexBasemap(basemap);
const decodeAll = () => {
  const fresh = indexBasemap(basemap);
  for (const r of fresh) pathsFor(r, detailLevel(13));
};
console.log(`\ndecode every region to SVG paths at full detail (the worst case; regions are decoded when first in view): ${median(decodeAll).toFixed(2)} ms median`);

const views = [
  { name: "Auckland z13", center: { lat: -36.8485, lng: 174.7633 }, zoom: 13 },
  { name: "Sydney z15", center: { lat: -33.886, lng: 151.211 }, zoom: 15 },
  { name: "Seattle z13", center: { lat: 47.6253, lng: -122.3222 }, zoom: 13 },
  { name: "Auckland z9", center: { lat: -36.8485, lng: 174.7633 }, zoom: 9 },
  { name: "NZ z5", center: { lat: -41, lng: 174 }, zoom: 5 },
  { name: "US z4", center: { lat: 39, lng: -98 }, zoom: 4 },
];
console.log("\nper frame (a pan or zoom step), phone-sized canvas (unitsPerPx 1.8):");
for (const v of views) {
  const regions = placeRegions(prepared, v.center, v.zoom, W, H);
  const labels = placeLabels(places, v.center, v.zoom, W, H, 1.8);
  const place = median(() => {
    placeRegions(prepared, v.center, v.zoom, W, H);
    placeLabels(places, v.center, v.zoom, W, H, 1.8);
  });
  const props = { center: v.center, zoom: v.zoom, width: W, height: H };
  const markup = renderToStaticMarkup(
    createElement(Fragment, null, createElement("svg", null, createElement(BasemapLayer, { ...props, regions: prepared })), createElement(PlaceLabelLayer, { ...props, places, unitsPerPx: 1.8, obstacles: [] })),
  );
  const render = median(() => {
    renderToStaticMarkup(createElement(Fragment, null, createElement("svg", null, createElement(BasemapLayer, { ...props, regions: prepared })), createElement(PlaceLabelLayer, { ...props, places, unitsPerPx: 1.8, obstacles: [] })));
  });
  console.log(
    `  ${v.name.padEnd(13)} regions ${String(regions.length).padStart(3)}  labels ${String(labels.length).padStart(2)}  place ${place.toFixed(2)} ms  render ${render.toFixed(2)} ms  markup ${kb(markup.length)}`,
  );
}

// In Chromium: the same layers in a phone-sized page, moved by a transform each animation frame (a
// pan), as the map does; the median frame time includes the browser's painting of the paths.
if (process.argv.includes("--browser")) {
  const { chromium } = await import("@playwright/test");
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--headless", "--no-sandbox"] });
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  console.log("\nin Chromium, 358 px wide map, 60 pan frames (median frame ms):");
  for (const v of views) {
    const props = { center: v.center, zoom: v.zoom, width: W, height: H };
    const svg = renderToStaticMarkup(createElement("svg", { viewBox: `0 0 ${W} ${H}`, style: { width: 358, height: 224 } }, createElement(BasemapLayer, { ...props, regions: prepared })));
    await page.setContent(`<!doctype html><body style="margin:16px">${svg}</body>`);
    const frame = await page.evaluate(async () => {
      const groups = [...document.querySelectorAll("g[transform]")];
      const base = groups.map((g) => g.getAttribute("transform")!);
      const times: number[] = [];
      let last = await new Promise<number>((r) => requestAnimationFrame(r));
      for (let i = 1; i <= 60; i++) {
        groups.forEach((g, k) => g.setAttribute("transform", `translate(${i} ${i / 2}) ${base[k]}`));
        const now = await new Promise<number>((r) => requestAnimationFrame(r));
        times.push(now - last);
        last = now;
      }
      times.sort((a, b) => a - b);
      return times[30];
    });
    console.log(`  ${v.name.padEnd(13)} ${frame.toFixed(1)} ms`);
  }
  await browser.close();
}
