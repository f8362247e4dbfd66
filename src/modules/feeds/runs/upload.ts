import "server-only";
import type { Db } from "@/server/db";
import type { Actor } from "@/server/auth/session";
import { AppError } from "@/server/errors";
import { readStreamCapped } from "@/server/route";
import { FEED_MAX_BYTES, FEED_MESSAGES } from "../messages";
import { createFeedRun } from "./dry-run";

/**
 * The portal's upload: raw file bytes in the body (counted while they stream, refused past 10 MB),
 * the file's name in `?name=` (shown only; the format is read from the content). Answers the
 * stored run: a draft with its dry-run report, or failed with the reason.
 */
export async function uploadFeed(db: Db, actor: Pick<Actor, "userId">, req: Request): Promise<{ runId: string; status: string }> {
  const tooLarge = () => new AppError("TOO_LARGE", FEED_MESSAGES.tooLarge);
  const declared = req.headers.get("content-length");
  if (declared !== null && (!/^\d+$/.test(declared) || Number(declared) > FEED_MAX_BYTES)) throw tooLarge();
  const bytes = req.body ? await readStreamCapped(req.body, FEED_MAX_BYTES, tooLarge) : new Uint8Array(0);
  const rawName = new URL(req.url).searchParams.get("name");
  const fileName = rawName ? rawName.replace(/[\u0000-\u001f\u007f]/g, "").slice(0, 200) : null;
  return createFeedRun(db, actor, { origin: "upload", fileName, bytes });
}
