import "server-only";
import { and, eq, ne } from "drizzle-orm";
import { tables, type Db } from "@/server/db";
import type { Actor } from "@/server/auth/session";
import { recordActivity, requireRetailerProfile } from "@/modules/retailers";
import { setRetailerLogoUrl } from "@/modules/retailers";
import { checkDeclaredLength, processLogo, readLimited } from "./logo-image";
import { deleteUpload, newUploadName, readUpload, UPLOAD_NAME, writeUpload } from "./logo-storage";

export const UPLOADS_ROUTE = "/api/uploads";

/**
 * Replaces the session retailer's logo: the body is size-checked while it streams, typed by its
 * bytes, re-encoded, stored under a random name, and becomes the logo of the retailer and of its
 * banners. The previous logo file is removed.
 */
export async function uploadRetailerLogo(db: Db, actor: Actor, req: { headers: Headers; body: ReadableStream<Uint8Array> | null }): Promise<{ logoUrl: string }> {
  checkDeclaredLength(req.headers.get("content-length"));
  const retailer = await requireRetailerProfile(db, actor);
  const logo = await processLogo(await readLimited(req.body));
  const name = newUploadName(logo.ext);
  const key = `logos/${name}`;
  const logoUrl = `${UPLOADS_ROUTE}/${name}`;
  await writeUpload(key, logo.bytes);
  const f = tables.uploadedFiles;
  let previous: { key: string }[] = [];
  try {
    previous = await db.transaction(async (tx) => {
      const old = await tx
        .delete(f)
        .where(and(eq(f.retailerId, retailer.id), eq(f.purpose, "logo"), ne(f.id, name)))
        .returning({ key: f.storageKey });
      await tx.insert(f).values({ id: name, retailerId: retailer.id, purpose: "logo", contentType: logo.contentType, byteSize: logo.bytes.byteLength, storageKey: key });
      await setRetailerLogoUrl(tx, retailer, logoUrl);
      await tx.update(tables.ads).set({ logoUrl, updatedAt: new Date() }).where(eq(tables.ads.retailerId, retailer.id));
      await recordActivity(tx, retailer, "logo_uploaded", "Logo uploaded");
      return old;
    });
  } catch (e) {
    await deleteUpload(key);
    throw e;
  }
  await Promise.all(previous.map((p) => deleteUpload(p.key)));
  return { logoUrl };
}

/** Removes the session retailer's logo (from its profile and banners) and its stored file. */
export async function removeRetailerLogo(db: Db, actor: Actor): Promise<void> {
  const retailer = await requireRetailerProfile(db, actor);
  const f = tables.uploadedFiles;
  const removed = await db.transaction(async (tx) => {
    const old = await tx.delete(f).where(and(eq(f.retailerId, retailer.id), eq(f.purpose, "logo"))).returning({ key: f.storageKey });
    await setRetailerLogoUrl(tx, retailer, null);
    await tx.update(tables.ads).set({ logoUrl: null, updatedAt: new Date() }).where(eq(tables.ads.retailerId, retailer.id));
    if (retailer.logoUrl) await recordActivity(tx, retailer, "logo_removed", "Logo removed");
    return old;
  });
  await Promise.all(removed.map((p) => deleteUpload(p.key)));
}

/** A stored upload by its public name (logos are public: they appear on shoppers' banners). */
export async function readPublicUpload(db: Db, name: string): Promise<{ bytes: Buffer; contentType: string } | null> {
  if (!UPLOAD_NAME.test(name)) return null;
  const f = tables.uploadedFiles;
  const [row] = await db.select({ contentType: f.contentType, key: f.storageKey }).from(f).where(eq(f.id, name)).limit(1);
  if (!row) return null;
  const bytes = await readUpload(row.key);
  return bytes ? { bytes, contentType: row.contentType } : null;
}
