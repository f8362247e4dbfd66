import "server-only";
import { randomBytes } from "node:crypto";
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { env } from "@/server/env";

/** Local file storage for uploads (UPLOADS_DIR). Names are random and generated here, never taken from a client. */
export const UPLOAD_NAME = /^[a-f0-9]{32}\.(?:png|jpg)$/;

export function newUploadName(ext: "png" | "jpg"): string {
  return `${randomBytes(16).toString("hex")}.${ext}`;
}

function resolveKey(key: string): string {
  const root = path.resolve(env.UPLOADS_DIR);
  const full = path.resolve(root, key);
  if (!full.startsWith(root + path.sep)) throw new Error("upload key escapes the uploads folder");
  return full;
}

export async function writeUpload(key: string, bytes: Buffer): Promise<void> {
  const full = resolveKey(key);
  await mkdir(path.dirname(full), { recursive: true });
  await writeFile(full, bytes, { flag: "wx" });
}

export async function readUpload(key: string): Promise<Buffer | null> {
  try {
    return await readFile(resolveKey(key));
  } catch {
    return null;
  }
}

export async function deleteUpload(key: string): Promise<void> {
  await rm(resolveKey(key), { force: true });
}
