/**
 * Logo decoding, rasterising and re-encoding, in a worker process (src/server/worker-pool.ts) so a
 * costly image never blocks the server's event loop; the pool kills this process when a task
 * passes its wall-time budget (a process, not a thread: a thread cannot be stopped inside resvg's
 * or libvips' native code). Plain JavaScript on purpose: it is loaded by path at run time, in
 * the production server as in tests, with no build step of its own.
 *
 * Tasks: { kind: "raster", bytes, as: "png" | "jpg", maxPixels, maxEdge }
 *        { kind: "svg", svg, maxPixels, maxEdge }  (the SVG has passed svg-bounds.ts already)
 * Refusals carry a code the main thread turns into a user-facing message: PIXELS, UNREADABLE.
 */
import sharp from "sharp";
import { Resvg } from "@resvg/resvg-js";

// One image at a time per thread: libvips' own thread pool would otherwise take every core.
sharp.concurrency(1);
sharp.cache(false);

class Refusal extends Error {
  constructor(code, message) {
    super(message);
    this.code = code;
  }
}

/** The decoded-pixel cap, checked from the header before any pixel is decoded (and again by sharp). */
async function checkPixels(bytes, maxPixels) {
  let meta;
  try {
    meta = await sharp(bytes, { limitInputPixels: maxPixels, failOn: "error" }).metadata();
  } catch (e) {
    throw new Refusal(/pixel limit/i.test(String(e?.message)) ? "PIXELS" : "UNREADABLE", "unreadable image");
  }
  const pages = meta.pages ?? 1;
  if (!meta.width || !meta.height) throw new Refusal("UNREADABLE", "no dimensions");
  if (meta.width * meta.height * pages > maxPixels) throw new Refusal("PIXELS", `${meta.width}×${meta.height}×${pages} px`);
}

async function fitRaster(bytes, as, maxPixels, maxEdge) {
  await checkPixels(bytes, maxPixels);
  let img = sharp(bytes, { limitInputPixels: maxPixels, failOn: "error" }).rotate().resize(maxEdge, maxEdge, { fit: "inside", withoutEnlargement: true });
  img = as === "png" ? img.png({ compressionLevel: 9 }) : img.flatten({ background: "#ffffff" }).jpeg({ quality: 90, mozjpeg: true });
  try {
    const { data, info } = await img.toBuffer({ resolveWithObject: true });
    return { bytes: data, width: info.width, height: info.height };
  } catch (e) {
    throw new Refusal(/pixel limit/i.test(String(e?.message)) ? "PIXELS" : "UNREADABLE", "unreadable image");
  }
}

function rasteriseSvg(svg, maxEdge) {
  let png;
  try {
    const base = { logLevel: "off" };
    const probe = new Resvg(svg, { ...base, fitTo: { mode: "original" } });
    const fitTo = probe.width >= probe.height ? { mode: "width", value: maxEdge } : { mode: "height", value: maxEdge };
    png = new Resvg(svg, { ...base, fitTo }).render().asPng();
  } catch {
    throw new Refusal("UNREADABLE", "unreadable SVG");
  }
  return png;
}

async function handle(input) {
  if (input.kind === "raster") return fitRaster(Buffer.from(input.bytes), input.as, input.maxPixels, input.maxEdge);
  if (input.kind === "svg") return fitRaster(rasteriseSvg(input.svg, input.maxEdge), "png", input.maxPixels, input.maxEdge);
  throw new Refusal("UNREADABLE", "unknown task");
}

process.send({ ready: true });
// The server went away: nothing left to work for.
process.on("disconnect", () => process.exit(0));
process.on("message", async ({ id, input }) => {
  try {
    const value = await handle(input);
    process.send({ id, ok: true, value });
  } catch (e) {
    process.send({ id, ok: false, error: { code: e instanceof Refusal ? e.code : "FAILED", message: String(e?.message ?? e).slice(0, 200) } });
  }
});
