import "server-only";
import { getDb } from "@/server/db";
import type { Actor } from "@/server/auth/session";
import { getScrapeQueue } from "../scheduler/runtime";
import { assertAdmin, listRunningScrapes, type ScrapeLogDto } from "./queries";

export interface ScrapingProgress {
  running: ScrapeLogDto[];
  /** Jobs queued or running in the job queue (all instances on PostgreSQL). */
  pending: number;
}

export async function getScrapingProgress(actor: Actor): Promise<ScrapingProgress> {
  assertAdmin(actor);
  const db = await getDb();
  const [running, pending] = await Promise.all([listRunningScrapes(db, actor), getScrapeQueue().then((q) => q.pendingCount())]);
  return { running, pending };
}
