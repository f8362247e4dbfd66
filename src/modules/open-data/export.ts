import "server-only";
import { createHash } from "node:crypto";
import { createWriteStream } from "node:fs";
import { mkdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGzip } from "node:zlib";
import type { Db } from "@/server/db";
import { env } from "@/server/env";
import { readPublishedPrices } from "./queries";
import type { Position } from "./cursor";
import { OPEN_DATA_LICENCE, OPEN_DATA_LICENCE_ID } from "./schemas";

export const EXPORT_FILE = "prices.jsonl.gz";
export const MANIFEST_FILE = "prices.manifest.json";
const BATCH = 5000;

export interface ExportManifest {
  file: string;
  format: "jsonl+gzip";
  generated_at: string;
  rows: number;
  bytes: number;
  sha256: string;
  licence: string;
  licence_id: string;
  /** Each line is one PublishedPrice (the same object as the API's `data` items, without distance_km). */
  dictionary: string;
}

const exportDir = (dir?: string) => path.resolve(dir ?? env.OPEN_DATA_DIR);

/**
 * Writes every publishable price (the API's rule, publishablePriceWhere) newest first as gzipped
 * JSON lines, read in keyset batches so memory stays flat; the file and its manifest appear
 * atomically (written beside, then renamed), so a download never sees half a file.
 */
export async function runOpenDataExport(db: Db, opts: { dir?: string; now?: Date } = {}): Promise<ExportManifest> {
  const dir = exportDir(opts.dir);
  await mkdir(dir, { recursive: true });
  const tmp = path.join(dir, `.${EXPORT_FILE}.${process.pid}.${Date.now()}.tmp`);
  let rows = 0;
  async function* lines() {
    let after: Position | null = null;
    for (;;) {
      const { prices, last, more } = await readPublishedPrices(db, {}, after, BATCH);
      for (const p of prices) {
        rows += 1;
        yield `${JSON.stringify(p)}\n`;
      }
      if (!more || !last) return;
      after = last;
    }
  }
  const hash = createHash("sha256");
  let bytes = 0;
  const count = new Transform({
    transform(chunk: Buffer, _enc, done) {
      hash.update(chunk);
      bytes += chunk.length;
      done(null, chunk);
    },
  });
  try {
    await pipeline(Readable.from(lines()), createGzip({ level: 6 }), count, createWriteStream(tmp));
    const manifest: ExportManifest = {
      file: EXPORT_FILE,
      format: "jsonl+gzip",
      generated_at: (opts.now ?? new Date()).toISOString(),
      rows,
      bytes,
      sha256: hash.digest("hex"),
      licence: OPEN_DATA_LICENCE,
      licence_id: OPEN_DATA_LICENCE_ID,
      dictionary: "/developers#data-dictionary",
    };
    await rename(tmp, path.join(dir, EXPORT_FILE));
    const manifestTmp = `${tmp}.manifest`;
    await writeFile(manifestTmp, JSON.stringify(manifest, null, 2));
    await rename(manifestTmp, path.join(dir, MANIFEST_FILE));
    return manifest;
  } finally {
    await rm(tmp, { force: true });
    await rm(`${tmp}.manifest`, { force: true });
  }
}

/** The newest export and its manifest, or null when none was made yet (or the pair is inconsistent). */
export async function latestExport(dir?: string): Promise<{ path: string; manifest: ExportManifest } | null> {
  const root = exportDir(dir);
  try {
    const manifest = JSON.parse(await readFile(path.join(root, MANIFEST_FILE), "utf8")) as ExportManifest;
    const file = path.join(root, EXPORT_FILE);
    const s = await stat(file);
    if (s.size !== manifest.bytes) return null;
    return { path: file, manifest };
  } catch {
    return null;
  }
}
