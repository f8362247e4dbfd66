import "server-only";
import { createHash } from "node:crypto";
import { env } from "@/server/env";
import { buildOpenApiDocument } from "./openapi";
import type { NextRequest } from "next/server";
import { AppError } from "@/server/errors";
import { notModified, openApiRoute, parseQuery, queryOf } from "./api-route";
import { pagePublishedPrices, productExists } from "./queries";
import { latestExport } from "./export";
import { exportQuerySchema, historyQuerySchema, OPEN_DATA_MESSAGES, pricesQuerySchema, productIdSchema } from "./schemas";

/** GET /api/v1/prices */
export const getPricesRoute = openApiRoute(async (req: NextRequest, { db }) => {
  const q = parseQuery(pricesQuerySchema, queryOf(req));
  const { page, lastModified } = await pagePublishedPrices(
    db,
    { gtin: q.gtin, productId: q.product, lat: q.lat, lng: q.lng, radiusKm: q.radius_km, since: q.since },
    { cursor: q.cursor, limit: q.limit },
  );
  return { kind: "json", body: page, lastModified };
});

/** GET /api/v1/products/{id}/history */
export const getProductHistoryRoute = openApiRoute<{ id: string }>(async (req: NextRequest, { db, params }) => {
  const id = productIdSchema.safeParse(params.id);
  if (!id.success || !(await productExists(db, id.data))) throw new AppError("NOT_FOUND", OPEN_DATA_MESSAGES.productNotFound);
  const q = parseQuery(historyQuerySchema, queryOf(req));
  const { page, lastModified } = await pagePublishedPrices(
    db,
    { productId: id.data, lat: q.lat, lng: q.lng, radiusKm: q.radius_km, since: q.since },
    { cursor: q.cursor, limit: q.limit },
  );
  return { kind: "json", body: page, lastModified };
});

/** GET /api/v1/exports/prices.jsonl.gz — the newest nightly export. */
export const getExportRoute = openApiRoute(async (req: NextRequest) => {
  parseQuery(exportQuerySchema, queryOf(req));
  const latest = await latestExport();
  if (!latest) throw new AppError("NOT_FOUND", OPEN_DATA_MESSAGES.noExport);
  return {
    kind: "file",
    path: latest.path,
    etag: `"${latest.manifest.sha256.slice(0, 32)}"`,
    lastModified: new Date(latest.manifest.generated_at),
    contentType: "application/gzip",
    filename: `cartwise-prices-${latest.manifest.generated_at.slice(0, 10)}.jsonl.gz`,
    size: latest.manifest.bytes,
  };
});

/** GET /api/v1/openapi.json — not rate-limited; cached by its ETag. */
export async function getOpenApiDocumentRoute(req: Request): Promise<Response> {
  const json = JSON.stringify(buildOpenApiDocument(env.APP_URL), null, 2);
  const etag = `"${createHash("sha256").update(json).digest("base64url").slice(0, 32)}"`;
  const headers = { ETag: etag, "Cache-Control": "public, max-age=300", "Access-Control-Allow-Origin": "*" };
  if (notModified(req, etag, null)) return new Response(null, { status: 304, headers });
  return new Response(json, { status: 200, headers: { ...headers, "Content-Type": "application/json" } });
}
