import "server-only";
import type { Db } from "@/server/db";
import type { Actor } from "@/server/auth/session";
import { AppError } from "@/server/errors";
import { detectShop, normaliseShopUrl, type ShopPlatform } from "../detect/detect-shop";
import { scraperAllowedHosts } from "../settings";
import { assertAdmin } from "./queries";
import type { DetectShopInput } from "./schemas";

export interface DetectShopResult {
  platform: ShopPlatform;
  /** The proposed configuration as the editor shows it (pretty JSON), or null. */
  configJson: string | null;
  evidence: string[];
}

/** "Add shop by URL" for administrators: detection through the guarded fetcher; writes nothing. */
export async function detectShopForAdmin(_db: Db, actor: Actor, input: DetectShopInput): Promise<DetectShopResult> {
  assertAdmin(actor);
  if (!normaliseShopUrl(input.url)) throw new AppError("INVALID_INPUT", "Enter the shop's http:// or https:// address", { fieldErrors: { url: ["Enter the shop's http:// or https:// address"] } });
  const detection = await detectShop(input.url, { allowedHosts: scraperAllowedHosts() });
  return {
    platform: detection.platform,
    configJson: detection.config ? JSON.stringify(detection.config, null, 2) : null,
    evidence: detection.evidence,
  };
}
