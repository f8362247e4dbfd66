/**
 * Renders every tests/fixtures/receipts/<id>/receipt.txt into synthetic photos, one per tier
 * listed in tests/fixtures/receipts/tiers.json: clean.png (flat scan), moderate.png (1–4°
 * rotation, blur, uneven light, sensor noise) and hard.png (up to 8° rotation, keystone
 * perspective, faded thermal print, cluttered table) for every receipt; and for the "harder"
 * receipts tilted.png (9–14°), faded.png (ink fading to the paper's tone), creased.png (fold
 * lines, content shifted across them) and lowlight.png (dark, vignetted, noisy). Seeded per
 * receipt and tier, so the output is byte-for-byte reproducible.
 *
 *   npx tsx scripts/render-receipts.ts [--only <id>] [--tier <name>]
 */
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";

const TIERS = ["clean", "moderate", "hard", "tilted", "faded", "creased", "lowlight"] as const;
type Tier = (typeof TIERS)[number];
interface TierManifest { tiers: { name: string; receipts: "all" | "harder" }[]; harder: string[] }
interface Gray { data: Float32Array; width: number; height: number }

const ROOT = path.resolve(import.meta.dirname, "../tests/fixtures/receipts");
const FONT = "DejaVu Sans Mono";

function seededRandom(seedText: string): () => number {
  let h = 2166136261;
  for (let i = 0; i < seedText.length; i++) h = Math.imul(h ^ seedText.charCodeAt(i), 16777619);
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function gaussian(rand: () => number): number {
  const u = Math.max(rand(), 1e-9);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rand());
}

const escapeXml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** Monospace receipt text on paper, as a float greyscale buffer (0 = ink, 255 = paper). */
async function renderPaper(lines: string[], fontSize: number, ink: number, paper: number): Promise<Gray> {
  const lineHeight = Math.round(fontSize * 1.3);
  const pad = Math.round(fontSize * 1.2);
  const cols = Math.max(...lines.map((l) => l.length), 30);
  const width = Math.round(cols * fontSize * 0.602) + 2 * pad;
  const height = lines.length * lineHeight + 2 * pad;
  const inkHex = Math.round(ink).toString(16).padStart(2, "0").repeat(3);
  const paperHex = Math.round(paper).toString(16).padStart(2, "0").repeat(3);
  const text = lines
    .map((l, i) => `<text x="${pad}" y="${pad + (i + 1) * lineHeight - Math.round(lineHeight * 0.28)}" xml:space="preserve">${escapeXml(l)}</text>`)
    .join("");
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="100%" fill="#${paperHex}"/><g font-family="${FONT}" font-size="${fontSize}" fill="#${inkHex}">${text}</g></svg>`;
  const { data, info } = await sharp(Buffer.from(svg)).flatten({ background: "#ffffff" }).toColourspace("b-w").raw().toBuffer({ resolveWithObject: true });
  if (info.channels !== 1) throw new Error(`expected 1 channel, got ${info.channels}`);
  return { data: Float32Array.from(data), width: info.width, height: info.height };
}

/** Thermal fade: ink lightens unevenly in broad patches across the slip. */
function fadeInk(img: Gray, rand: () => number, strength: number): void {
  const waves = Array.from({ length: 3 }, () => ({ fx: rand() * 3, fy: rand() * 4, ph: rand() * 6.28 }));
  for (let y = 0; y < img.height; y++) {
    for (let x = 0; x < img.width; x++) {
      let f = 0;
      for (const w of waves) f += Math.sin((w.fx * x) / img.width * 6.28 + (w.fy * y) / img.height * 6.28 + w.ph);
      const fade = Math.min(0.85, Math.max(0, strength + 0.12 * f));
      const i = y * img.width + x;
      img.data[i] = img.data[i] + (235 - img.data[i]) * fade * (img.data[i] < 200 ? 1 : 0);
    }
  }
}

/** Table surface with wood-like grain and a few objects (coin, pen, phone edge) around the slip. */
function clutteredTable(width: number, height: number, rand: () => number): Gray {
  const data = new Float32Array(width * height);
  const base = 80 + rand() * 50;
  const grain = 0.02 + rand() * 0.03;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      data[y * width + x] = base + 18 * Math.sin(x * grain + Math.sin(y * 0.01) * 3) + 10 * Math.sin(y * 0.003 + x * 0.001);
    }
  }
  const objects = 3 + Math.floor(rand() * 3);
  for (let k = 0; k < objects; k++) {
    const cx = rand() * width, cy = rand() * height, rx = 20 + rand() * 70, ry = rand() < 0.5 ? rx : 8 + rand() * 20;
    const tone = rand() < 0.5 ? 30 + rand() * 40 : 190 + rand() * 50;
    for (let y = Math.max(0, Math.floor(cy - ry)); y < Math.min(height, cy + ry); y++) {
      for (let x = Math.max(0, Math.floor(cx - rx)); x < Math.min(width, cx + rx); x++) {
        if (((x - cx) / rx) ** 2 + ((y - cy) / ry) ** 2 <= 1) data[y * width + x] = tone;
      }
    }
  }
  return { data, width, height };
}

function paste(dst: Gray, src: Gray, ox: number, oy: number): void {
  for (let y = 0; y < src.height; y++) {
    const ty = y + oy;
    if (ty < 0 || ty >= dst.height) continue;
    for (let x = 0; x < src.width; x++) {
      const tx = x + ox;
      if (tx >= 0 && tx < dst.width) dst.data[ty * dst.width + tx] = src.data[y * src.width + x];
    }
  }
}

/** Solves the 8-parameter homography mapping the four `from` points onto `to`. */
function homography(from: number[][], to: number[][]): number[] {
  const a: number[][] = [];
  for (let i = 0; i < 4; i++) {
    const [x, y] = from[i];
    const [u, v] = to[i];
    a.push([x, y, 1, 0, 0, 0, -u * x, -u * y, u]);
    a.push([0, 0, 0, x, y, 1, -v * x, -v * y, v]);
  }
  for (let c = 0; c < 8; c++) {
    let p = c;
    for (let r = c + 1; r < 8; r++) if (Math.abs(a[r][c]) > Math.abs(a[p][c])) p = r;
    [a[c], a[p]] = [a[p], a[c]];
    for (let r = 0; r < 8; r++) {
      if (r === c) continue;
      const f = a[r][c] / a[c][c];
      for (let k = c; k < 9; k++) a[r][k] -= f * a[c][k];
    }
  }
  return a.map((row, i) => row[8] / row[i]);
}

/** Rotation about the centre plus a keystone (top edge pulled in), sampled bilinearly. */
function warp(img: Gray, degrees: number, keystone: number): Gray {
  const { width: w, height: h } = img;
  const t = (degrees * Math.PI) / 180;
  const cx = w / 2, cy = h / 2;
  const corners = [[0, 0], [w, 0], [w, h], [0, h]];
  const moved = corners.map(([x, y], i) => {
    const kx = i < 2 ? (i === 0 ? keystone * w : -keystone * w) : 0;
    const px = x + kx - cx, py = y - cy;
    return [cx + px * Math.cos(t) - py * Math.sin(t), cy + px * Math.sin(t) + py * Math.cos(t)];
  });
  const m = homography(moved, corners);
  const out = new Float32Array(w * h);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const d = m[6] * x + m[7] * y + 1;
      const sx = Math.min(w - 1.001, Math.max(0, (m[0] * x + m[1] * y + m[2]) / d));
      const sy = Math.min(h - 1.001, Math.max(0, (m[3] * x + m[4] * y + m[5]) / d));
      const x0 = Math.floor(sx), y0 = Math.floor(sy), fx = sx - x0, fy = sy - y0;
      const p = img.data, i0 = y0 * w + x0;
      out[y * w + x] = (p[i0] * (1 - fx) + p[i0 + 1] * fx) * (1 - fy) + (p[i0 + w] * (1 - fx) + p[i0 + w + 1] * fx) * fy;
    }
  }
  return { data: out, width: w, height: h };
}

function light(img: Gray, rand: () => number, depth: number): void {
  const gx = (rand() - 0.5) * depth, gy = (rand() - 0.5) * depth;
  const sx = rand() * img.width, sy = rand() * img.height, r2 = (img.width * img.height) / 2;
  for (let y = 0; y < img.height; y++) {
    for (let x = 0; x < img.width; x++) {
      const shade = 1 - depth * 0.5 + gx * (x / img.width) + gy * (y / img.height) - depth * 0.35 * Math.exp(-(((x - sx) ** 2 + (y - sy) ** 2) / r2));
      img.data[y * img.width + x] *= Math.min(1.05, Math.max(0.35, shade));
    }
  }
}

function addNoise(img: Gray, rand: () => number, sigma: number): void {
  for (let i = 0; i < img.data.length; i++) img.data[i] += gaussian(rand) * sigma;
}

async function encode(img: Gray, blurSigma: number, levels: number): Promise<Buffer> {
  const bytes = Buffer.alloc(img.data.length);
  for (let i = 0; i < bytes.length; i++) bytes[i] = Math.min(255, Math.max(0, Math.round(img.data[i])));
  let pipeline = sharp(bytes, { raw: { width: img.width, height: img.height, channels: 1 } });
  if (blurSigma >= 0.3) pipeline = pipeline.blur(blurSigma);
  const blurred = await pipeline.toColourspace("b-w").raw().toBuffer();
  if (blurred.length !== img.data.length) throw new Error("unexpected channel count after blur");
  // Few grey levels keep noisy photos commit-sized (PNG deflate loves repeats).
  const step = 255 / (levels - 1);
  for (let i = 0; i < blurred.length; i++) blurred[i] = Math.round(Math.round(blurred[i] / step) * step);
  return sharp(blurred, { raw: { width: img.width, height: img.height, channels: 1 } })
    .png({ palette: true, colours: levels, dither: 0, compressionLevel: 9, effort: 10 })
    .toBuffer();
}

/**
 * A fold across the slip: a thin dark crease with a highlight on one side, a soft shadow on the
 * other, and everything beyond the fold shifted by a pixel or two (the paper no longer lies flat).
 */
function crease(img: Gray, rand: () => number): Gray {
  const { width: w, height: h } = img;
  const horizontal = rand() < 0.7;
  const angle = ((rand() - 0.5) * 16 * Math.PI) / 180;
  const [nx, ny] = horizontal ? [-Math.sin(angle), Math.cos(angle)] : [Math.cos(angle), Math.sin(angle)];
  const c = horizontal ? h * (0.2 + rand() * 0.6) : w * (0.3 + rand() * 0.4);
  const [cx, cy] = horizontal ? [w / 2, c] : [c, h / 2];
  const shiftX = (rand() - 0.5) * 4, shiftY = 1 + rand() * 2;
  const out = new Float32Array(w * h);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const d = (x - cx) * nx + (y - cy) * ny;
      const sx = d > 0 ? Math.round(x - shiftX) : x, sy = d > 0 ? Math.round(y - shiftY) : y;
      let v = sx >= 0 && sx < w && sy >= 0 && sy < h ? img.data[sy * w + sx] : 235;
      const a = Math.abs(d);
      if (a < 1.5) v *= 0.45;
      else if (d > 0 && d < 4) v = Math.min(255, v * 1.1);
      else if (d < 0) v *= 1 - 0.16 * Math.exp(-a / 35);
      out[y * w + x] = v;
    }
  }
  return { data: out, width: w, height: h };
}

/** Crumpled paper: low-frequency brightness ripples over the whole slip. */
function crumple(img: Gray, rand: () => number, depth: number): void {
  const waves = Array.from({ length: 5 }, () => ({ fx: 2 + rand() * 8, fy: 2 + rand() * 14, ph: rand() * 6.28 }));
  for (let y = 0; y < img.height; y++) {
    for (let x = 0; x < img.width; x++) {
      let f = 0;
      for (const wv of waves) f += Math.sin((wv.fx * x) / img.width * 6.28 + (wv.fy * y) / img.height * 6.28 + wv.ph);
      img.data[y * img.width + x] *= 1 - depth * (0.5 + f / 10);
    }
  }
}

/** Dim room: everything darker, strongest at the corners. */
function dim(img: Gray, rand: () => number, level: number): void {
  const cx = img.width * (0.35 + rand() * 0.3), cy = img.height * (0.35 + rand() * 0.3);
  const r2 = (img.width ** 2 + img.height ** 2) / 4;
  for (let y = 0; y < img.height; y++) {
    for (let x = 0; x < img.width; x++) {
      const v = 1 - 0.45 * (((x - cx) ** 2 + (y - cy) ** 2) / r2);
      img.data[y * img.width + x] *= level * Math.max(0.4, v);
    }
  }
}

function onTable(paper: Gray, rand: () => number, margin: number): Gray {
  const scene = clutteredTable(paper.width + 2 * margin, paper.height + 2 * margin, rand);
  paste(scene, paper, margin + Math.round((rand() - 0.5) * 40), margin + Math.round((rand() - 0.5) * 40));
  return scene;
}

const side = (rand: () => number) => (rand() < 0.5 ? -1 : 1);

async function renderHarder(lines: string[], tier: Exclude<Tier, "clean" | "moderate" | "hard">, rand: () => number): Promise<Buffer> {
  switch (tier) {
    case "tilted": {
      const paper = await renderPaper(lines, 22, 20 + rand() * 20, 236 + rand() * 12);
      const angle = (9 + rand() * 5) * side(rand);
      const out = warp(onTable(paper, rand, 140), angle, 0.03 + rand() * 0.03);
      light(out, rand, 0.35);
      addNoise(out, rand, 7);
      return encode(out, 0.7 + rand() * 0.4, 16);
    }
    case "faded": {
      const paper = await renderPaper(lines, 22, 70 + rand() * 30, 236 + rand() * 10);
      fadeInk(paper, rand, 0.5 + rand() * 0.15);
      const out = warp(onTable(paper, rand, 60), (1 + rand() * 3) * side(rand), 0.01);
      light(out, rand, 0.3);
      addNoise(out, rand, 6);
      return encode(out, 0.8 + rand() * 0.3, 16);
    }
    case "creased": {
      let paper = await renderPaper(lines, 22, 15 + rand() * 20, 234 + rand() * 12);
      const folds = 2 + Math.floor(rand() * 2);
      for (let k = 0; k < folds; k++) paper = crease(paper, rand);
      crumple(paper, rand, 0.12);
      const out = warp(onTable(paper, rand, 60), (1 + rand() * 4) * side(rand), 0.01 + rand() * 0.02);
      light(out, rand, 0.35);
      addNoise(out, rand, 7);
      return encode(out, 0.8 + rand() * 0.3, 16);
    }
    case "lowlight": {
      const paper = await renderPaper(lines, 22, 15 + rand() * 15, 225 + rand() * 15);
      const out = warp(onTable(paper, rand, 60), (1 + rand() * 4) * side(rand), 0.01 + rand() * 0.02);
      dim(out, rand, 0.4 + rand() * 0.1);
      addNoise(out, rand, 9);
      return encode(out, 1.1 + rand() * 0.4, 24);
    }
  }
}

async function renderTier(lines: string[], tier: Tier, seed: string): Promise<Buffer> {
  const rand = seededRandom(`${seed}:${tier}`);
  if (tier === "clean") {
    const paper = await renderPaper(lines, 24, 0, 255);
    return encode(paper, 0, 8);
  }
  if (tier === "moderate") {
    const paper = await renderPaper(lines, 24, 25 + rand() * 30, 238 + rand() * 12);
    const margin = 24;
    const scene: Gray = { data: new Float32Array((paper.width + 2 * margin) * (paper.height + 2 * margin)).fill(150 + rand() * 40), width: paper.width + 2 * margin, height: paper.height + 2 * margin };
    paste(scene, paper, margin, margin);
    const angle = (1 + rand() * 3) * (rand() < 0.5 ? -1 : 1);
    const out = warp(scene, angle, 0);
    light(out, rand, 0.35);
    addNoise(out, rand, 7);
    return encode(out, 0.7 + rand() * 0.4, 16);
  }
  if (tier !== "hard") return renderHarder(lines, tier, rand);
  const paper = await renderPaper(lines, 21, 10, 232 + rand() * 15);
  fadeInk(paper, rand, 0.3 + rand() * 0.2);
  const margin = 90;
  const scene = clutteredTable(paper.width + 2 * margin, paper.height + 2 * margin, rand);
  paste(scene, paper, margin + Math.round((rand() - 0.5) * 40), margin + Math.round((rand() - 0.5) * 40));
  const angle = (2 + rand() * 6) * (rand() < 0.5 ? -1 : 1);
  const out = warp(scene, angle, 0.02 + rand() * 0.04);
  light(out, rand, 0.5);
  addNoise(out, rand, 10);
  return encode(out, 0.9 + rand() * 0.5, 16);
}

async function main(): Promise<void> {
  const args = process.argv.slice(2);
  const only = args.includes("--only") ? args[args.indexOf("--only") + 1] : null;
  const wanted = args.includes("--tier") ? args[args.indexOf("--tier") + 1] : null;
  if (wanted !== null && !(TIERS as readonly string[]).includes(wanted)) throw new Error(`unknown tier ${wanted}; one of ${TIERS.join(", ")}`);
  const manifest = JSON.parse(fs.readFileSync(path.join(ROOT, "tiers.json"), "utf8")) as TierManifest;
  const tiersOf = (id: string): Tier[] =>
    manifest.tiers.filter((t) => (!wanted || t.name === wanted) && (t.receipts === "all" || manifest.harder.includes(id))).map((t) => t.name as Tier);
  const ids = fs.readdirSync(ROOT).filter((d) => fs.existsSync(path.join(ROOT, d, "receipt.txt")) && (!only || d === only)).sort();
  for (const id of ids) {
    const lines = fs.readFileSync(path.join(ROOT, id, "receipt.txt"), "utf8").replace(/\n+$/, "").split("\n");
    const sizes: string[] = [];
    for (const tier of tiersOf(id)) {
      const png = await renderTier(lines, tier, id);
      fs.writeFileSync(path.join(ROOT, id, `${tier}.png`), png);
      sizes.push(`${tier} ${(png.length / 1024).toFixed(0)} KB`);
    }
    console.log(`${id.padEnd(22)} ${sizes.join("  ")}`);
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
