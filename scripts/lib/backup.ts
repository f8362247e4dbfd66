/**
 * Backups for both engines. PostgreSQL: pg_dump's custom format, restored with pg_restore
 * (--clean --if-exists, so a restore replaces what is there). Embedded PGlite: its data directory
 * dumped as one gzip'd tarball (PGlite's dumpDataDir) and loaded back with loadDataDir.
 * The app must be stopped while an embedded database is backed up or restored (one connection).
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

export type Engine = "postgres" | "pglite";

export function defaultBackupPath(engine: Engine, dir = "backups", now = new Date()): string {
  const stamp = now.toISOString().replace(/[:.]/g, "-");
  return path.join(dir, `cartwise-${engine}-${stamp}.${engine === "postgres" ? "dump" : "tar.gz"}`);
}

function run(cmd: string, args: string[]): void {
  const res = spawnSync(cmd, args, { stdio: ["ignore", "inherit", "pipe"], encoding: "utf8" });
  if (res.error) throw new Error(`${cmd} could not start: ${res.error.message}`);
  if (res.status !== 0) throw new Error(`${cmd} failed (exit ${res.status}): ${res.stderr.trim().slice(0, 2000)}`);
}

export async function backupPostgres(url: string, file: string): Promise<void> {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  run("pg_dump", ["--format=custom", "--no-owner", "--file", file, "--dbname", url]);
}

export async function restorePostgres(url: string, file: string): Promise<void> {
  if (!fs.existsSync(file)) throw new Error(`No backup at ${file}`);
  run("pg_restore", ["--clean", "--if-exists", "--no-owner", "--single-transaction", "--dbname", url, file]);
}

export async function backupPglite(dataDir: string, file: string): Promise<void> {
  if (!fs.existsSync(path.join(dataDir, "PG_VERSION"))) throw new Error(`No embedded database in ${dataDir}`);
  const { PGlite } = await import("@electric-sql/pglite");
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const client = new PGlite({ dataDir, extensions: { pg_trgm } });
  try {
    await client.waitReady;
    const blob = await client.dumpDataDir("gzip");
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, Buffer.from(await blob.arrayBuffer()));
  } finally {
    await client.close();
  }
}

export async function restorePglite(dataDir: string, file: string): Promise<void> {
  if (!fs.existsSync(file)) throw new Error(`No backup at ${file}`);
  const { PGlite } = await import("@electric-sql/pglite");
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  // Restore into a sibling directory first, then swap: a failed restore leaves the old data in place.
  const staging = `${dataDir.replace(/\/+$/, "")}.restoring`;
  fs.rmSync(staging, { recursive: true, force: true });
  const blob = new Blob([fs.readFileSync(file)]);
  const client = new PGlite({ dataDir: staging, loadDataDir: blob, extensions: { pg_trgm } });
  await client.waitReady;
  await client.query("select 1");
  await client.close();
  const previous = `${dataDir.replace(/\/+$/, "")}.previous`;
  fs.rmSync(previous, { recursive: true, force: true });
  if (fs.existsSync(dataDir)) fs.renameSync(dataDir, previous);
  fs.renameSync(staging, dataDir);
  fs.rmSync(previous, { recursive: true, force: true });
}
