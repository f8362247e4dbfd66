import "server-only";
import { createHash } from "node:crypto";
import { createReadStream } from "node:fs";
import { Readable } from "node:stream";
import type { NextRequest } from "next/server";
import type { z } from "zod";
import "@/lib/zod-messages";
import { getDb, type Db } from "@/server/db";
import { AppError, isAppError, newRequestId, UNAVAILABLE_MESSAGE } from "@/server/errors";
import { isDatabaseUnavailable } from "@/server/db/unavailable";
import { getRequestContext } from "@/server/request";
import { consumeLimit } from "@/server/rate-limit";
import { logger, withRequestId } from "@/server/logger";
import { env } from "@/server/env";
import { authenticateApiKey } from "./api-keys";
import { ANONYMOUS_PER_MINUTE, KEYED_PER_MINUTE, OPEN_DATA_MESSAGES, type Problem } from "./schemas";

export type OpenApiResult =
  | { kind: "json"; body: unknown; lastModified: Date | null }
  | { kind: "file"; path: string; etag: string; lastModified: Date; contentType: string; filename: string; size: number };

interface OpenApiContext<P> { db: Db; params: P; requestId: string }

/** Problem kinds, each documented on /developers#problems. */
export const PROBLEM_TYPES = {
  400: { slug: "invalid-request", title: "Invalid request" },
  401: { slug: "invalid-api-key", title: "Invalid API key" },
  404: { slug: "not-found", title: "Not found" },
  429: { slug: "too-many-requests", title: "Too many requests" },
  500: { slug: "server-error", title: "Server error" },
  503: { slug: "unavailable", title: "Temporarily unavailable" },
} as const;
type ProblemStatus = keyof typeof PROBLEM_TYPES;

export const problemTypeUri = (status: ProblemStatus) => `${env.APP_URL}/developers#problem-${PROBLEM_TYPES[status].slug}`;

const COMMON_HEADERS = { "Access-Control-Allow-Origin": "*", "Access-Control-Expose-Headers": "ETag, Last-Modified, Retry-After, RateLimit-Limit, RateLimit-Remaining", Vary: "Authorization" };

export function problemResponse(status: ProblemStatus, detail: string, req: { nextUrl: { pathname: string } }, requestId: string, extra: { errors?: Problem["errors"]; headers?: Record<string, string> } = {}): Response {
  const body: Problem = {
    type: problemTypeUri(status),
    title: PROBLEM_TYPES[status].title,
    status,
    detail,
    instance: `${req.nextUrl.pathname}#request-${requestId}`,
    ...(extra.errors ? { errors: extra.errors } : {}),
  };
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...COMMON_HEADERS, "Content-Type": "application/problem+json", "Cache-Control": "no-store", ...extra.headers },
  });
}

/** Query parameters as an object; a blank value counts as absent, a repeated one is kept as an array (and refused by the schema). */
export function queryOf(req: NextRequest): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [name, value] of req.nextUrl.searchParams) {
    if (value === "") continue;
    const seen = out[name];
    out[name] = seen === undefined ? value : Array.isArray(seen) ? [...seen, value] : [seen, value];
  }
  return out;
}

/** Validates with the schema or throws a 400 listing each refused parameter. */
export function parseQuery<S extends z.ZodType>(schema: S, raw: unknown): z.output<S> {
  const parsed = schema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const errors: NonNullable<Problem["errors"]> = [];
  for (const issue of parsed.error.issues) {
    if (issue.code === "unrecognized_keys") errors.push({ parameter: issue.keys.join(", "), detail: OPEN_DATA_MESSAGES.unknownParameter(issue.keys) });
    else errors.push({ parameter: issue.path.join(".") || "query", detail: issue.message });
  }
  throw new AppError("INVALID_INPUT", errors.map((e) => e.detail).join(" "), { fieldErrors: Object.fromEntries(errors.map((e) => [e.parameter, [e.detail]])) });
}

function etagOf(bytes: string | Buffer): string {
  return `"${createHash("sha256").update(bytes).digest("base64url").slice(0, 32)}"`;
}

/** RFC 9110 §13.1: If-None-Match (weak comparison) decides when present; otherwise If-Modified-Since at one-second precision. */
export function notModified(req: Request, etag: string, lastModified: Date | null): boolean {
  const inm = req.headers.get("if-none-match");
  if (inm !== null) {
    const strip = (t: string) => t.trim().replace(/^W\//, "");
    return inm.trim() === "*" || inm.split(",").some((t) => strip(t) === strip(etag));
  }
  const ims = req.headers.get("if-modified-since");
  if (ims === null || lastModified === null) return false;
  const since = Date.parse(ims);
  return !Number.isNaN(since) && Math.floor(lastModified.getTime() / 1000) * 1000 <= since;
}

/**
 * The open API's one handler wrapper: the caller is an API key (`Authorization: Bearer`) or an
 * anonymous client; its per-minute limit is spent in PostgreSQL (cartwise_consume_limit) before
 * any work; the handler's result gets an ETag and Last-Modified and is answered 304 when the client
 * already has it; every error is RFC 9457 problem JSON.
 */
export function openApiRoute<P = Record<string, string>>(handler: (req: NextRequest, ctx: OpenApiContext<P>) => Promise<OpenApiResult>) {
  const handle = async (req: NextRequest, segment: { params?: Promise<P> } | undefined, requestId: string): Promise<Response> => {
    try {
      const db = await getDb();
      const authorization = req.headers.get("authorization");
      let limitName: "open_api_key" | "open_api_anonymous" = "open_api_anonymous";
      let subject: string;
      if (authorization !== null) {
        const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
        if (!match) return problemResponse(401, OPEN_DATA_MESSAGES.badAuthorization, req, requestId, { headers: { "WWW-Authenticate": 'Bearer realm="cartwise"' } });
        const key = await authenticateApiKey(db, match[1]);
        if (!key) return problemResponse(401, OPEN_DATA_MESSAGES.badKey, req, requestId, { headers: { "WWW-Authenticate": 'Bearer realm="cartwise", error="invalid_token"' } });
        limitName = "open_api_key";
        subject = `key:${key.id}`;
      } else {
        // The client's address (socket, or the trusted proxy's X-Forwarded-For), not the user agent, which a client can change.
        subject = `client:${(await getRequestContext()).ip}`;
      }
      const perMinute = limitName === "open_api_key" ? KEYED_PER_MINUTE : ANONYMOUS_PER_MINUTE;
      const limit = await consumeLimit(db, limitName, subject);
      const rateHeaders = { "RateLimit-Limit": String(perMinute), "RateLimit-Remaining": String(limit.remaining) };
      if (!limit.ok) {
        return problemResponse(429, OPEN_DATA_MESSAGES.limited(perMinute), req, requestId, { headers: { ...rateHeaders, "Retry-After": String(Math.max(1, Math.ceil(limit.retryAfterSeconds))) } });
      }
      const params = ((await segment?.params) ?? {}) as P;
      const result = await handler(req, { db, params, requestId });
      const base: Record<string, string> = { ...COMMON_HEADERS, ...rateHeaders, "Cache-Control": "public, max-age=60" };
      if (result.kind === "file") {
        const headers = { ...base, ETag: result.etag, "Last-Modified": result.lastModified.toUTCString() };
        if (notModified(req, result.etag, result.lastModified)) return new Response(null, { status: 304, headers });
        const stream = Readable.toWeb(createReadStream(result.path)) as ReadableStream<Uint8Array>;
        return new Response(stream, {
          status: 200,
          headers: { ...headers, "Content-Type": result.contentType, "Content-Length": String(result.size), "Content-Disposition": `attachment; filename="${result.filename}"` },
        });
      }
      const json = JSON.stringify(result.body);
      const etag = etagOf(json);
      const headers: Record<string, string> = { ...base, ETag: etag };
      if (result.lastModified) headers["Last-Modified"] = result.lastModified.toUTCString();
      if (notModified(req, etag, result.lastModified)) return new Response(null, { status: 304, headers });
      return new Response(json, { status: 200, headers: { ...headers, "Content-Type": "application/json" } });
    } catch (e) {
      if (isAppError(e)) {
        if (e.code === "INVALID_INPUT") {
          const errors = Object.entries(e.extra.fieldErrors ?? {}).map(([parameter, details]) => ({ parameter, detail: details[0] ?? e.safeMessage }));
          return problemResponse(400, e.safeMessage, req, requestId, { errors: errors.length ? errors : undefined });
        }
        if (e.code === "NOT_FOUND") return problemResponse(404, e.safeMessage, req, requestId);
      }
      if (isDatabaseUnavailable(e)) return problemResponse(503, UNAVAILABLE_MESSAGE, req, requestId, { headers: { "Retry-After": "5" } });
      logger.error({ method: req.method, path: req.nextUrl?.pathname, err: e }, "open api: request failed");
      return problemResponse(500, `Something went wrong. Please try again (request ${requestId}).`, req, requestId);
    }
  };
  return (req: NextRequest, segment?: { params?: Promise<P> }): Promise<Response> => {
    const requestId = newRequestId();
    return withRequestId(requestId, () => handle(req, segment, requestId));
  };
}
