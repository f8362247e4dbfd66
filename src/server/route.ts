import "server-only";
import { NextResponse, type NextRequest } from "next/server";
import type { z } from "zod";
import "@/lib/zod-messages";
import { AppError, isAppError, newRequestId, unavailable, type AppErrorCode } from "./errors";
import { isDatabaseUnavailable } from "./db/unavailable";
import { assertActor, getActor, type Actor } from "./auth/session";
import type { Role } from "./auth/lifetimes";
import { getDb, type Db } from "./db";
import { getRequestContext } from "./request";
import { logger, withRequestId } from "./logger";
import { env } from "./env";
import { isCronAuthorized } from "./cron-auth";
import { consumeLimit, limitSubject, type LimitName } from "@/server/rate-limit";

/** "cron": no session — an external scheduler's `Authorization: Bearer <CRON_SECRET>`. */
export type RouteAuth = "public" | "user" | "admin" | "retailer" | "cron";

export interface RouteOptions<A extends RouteAuth> {
  auth: A;
  /** Defaults to true for every method but GET, HEAD and OPTIONS. Mutating handlers refuse cross-site requests. */
  mutating?: boolean;
  /** Per-user (or, when public, per-client) limiter applied after authentication. */
  limit?: LimitName;
}

export interface RouteContext<A extends RouteAuth, P> {
  actor: A extends "public" ? Actor | null : A extends "cron" ? null : Actor;
  params: P;
  requestId: string;
  /** The one way handlers reach the database (they never call getDb themselves). */
  db: Db;
}

type Handler<A extends RouteAuth, P> = (req: NextRequest, ctx: RouteContext<A, P>) => Promise<Response>;

const ROLES: Record<Exclude<RouteAuth, "public" | "cron">, Role[] | undefined> = {
  user: undefined,
  admin: ["admin"],
  // Admins may also hold a retailer profile; the tenant itself is checked by the retailer module.
  retailer: ["retailer", "admin"],
};

const STATUS: Record<AppErrorCode, number> = {
  INVALID_INPUT: 400,
  UNAUTHENTICATED: 401,
  PLAN_REQUIRED: 402,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  RATE_LIMITED: 429,
  TOO_LARGE: 413,
  UNAVAILABLE: 503,
};

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Cross-site request forgery guard for route handlers (Next only checks server actions):
 * browsers send Sec-Fetch-Site, and always send Origin on cross-origin POSTs. A request with
 * neither comes from a non-browser client, which cannot ride on a visitor's cookies.
 */
export function isCrossSite(req: Request): boolean {
  const site = req.headers.get("sec-fetch-site");
  if (site) return !(site === "same-origin" || site === "none");
  const origin = req.headers.get("origin");
  if (!origin) return false;
  const host = req.headers.get("x-forwarded-host") ?? req.headers.get("host");
  try {
    return !host || new URL(origin).host !== host;
  } catch {
    return true;
  }
}

export function errorResponse(code: AppErrorCode, message: string, extra: { retryAfterSeconds?: number; fieldErrors?: Record<string, string[]> } = {}): NextResponse {
  const headers: Record<string, string> = {};
  if (code === "UNAVAILABLE") headers["Retry-After"] = String(Math.max(1, Math.ceil(extra.retryAfterSeconds ?? 5)));
  if (code === "RATE_LIMITED") headers["Retry-After"] = String(Math.max(1, Math.ceil(extra.retryAfterSeconds ?? 60)));
  return NextResponse.json({ error: { code, message, ...(extra.fieldErrors ? { fieldErrors: extra.fieldErrors } : {}) } }, { status: STATUS[code], headers });
}

export const CRON_UNAUTHORIZED = "A valid cron bearer token is required";

async function authenticate(req: NextRequest, auth: RouteAuth): Promise<Actor | null> {
  if (auth === "public") return getActor();
  if (auth === "cron") {
    if (!isCronAuthorized(req.headers.get("authorization"), env.CRON_SECRET)) throw new AppError("UNAUTHENTICATED", CRON_UNAUTHORIZED);
    return null;
  }
  return assertActor(ROLES[auth]);
}

/** Default cap on a JSON body; routes that expect less pass their own (security log: 8 KiB). */
export const DEFAULT_JSON_LIMIT_BYTES = 64 * 1024;

/**
 * Reads at most `maxBytes` of a body: a declared Content-Length over the cap is refused before
 * reading anything, and a chunked body stops being read as soon as it passes the cap (413).
 */
export async function readBodyCapped(req: Request, maxBytes: number): Promise<Uint8Array> {
  const tooLarge = () => new AppError("TOO_LARGE", `Request body is too large (limit ${Math.floor(maxBytes / 1024)} KB).`);
  const declared = req.headers.get("content-length");
  if (declared !== null && (!/^\d+$/.test(declared) || Number(declared) > maxBytes)) throw tooLarge();
  if (!req.body) return new Uint8Array(0);
  return readStreamCapped(req.body, maxBytes, tooLarge);
}

/**
 * Reads a body stream, counting bytes as they arrive: the moment the count passes `maxBytes` the
 * stream is cancelled and `tooLarge()` thrown, so an oversized or lying (chunked, no length)
 * request is never buffered in full.
 */
export async function readStreamCapped(body: ReadableStream<Uint8Array>, maxBytes: number, tooLarge: () => Error): Promise<Buffer> {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, total);
}

/** Reads (capped) and validates a JSON body; anything unparsable or off-schema is a 400, oversized a 413. */
export async function readJson<S extends z.ZodType>(req: Request, schema: S, opts: { maxBytes?: number } = {}): Promise<z.output<S>> {
  const bytes = await readBodyCapped(req, opts.maxBytes ?? DEFAULT_JSON_LIMIT_BYTES);
  let body: unknown;
  try {
    body = JSON.parse(new TextDecoder("utf-8", { fatal: true }).decode(bytes));
  } catch {
    throw new AppError("INVALID_INPUT", "Request body must be JSON");
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const fieldErrors: Record<string, string[]> = {};
    for (const issue of parsed.error.issues) (fieldErrors[issue.path.join(".") || "body"] ??= []).push(issue.message);
    throw new AppError("INVALID_INPUT", parsed.error.issues[0]?.message ?? "The request could not be read.", { fieldErrors });
  }
  return parsed.data;
}

/**
 * The one route-handler wrapper: origin check for mutating methods, authentication and role,
 * optional limiter, and expected errors mapped to JSON statuses. Unknown errors are logged
 * with a request id and answered generically.
 */
export function withRoute<A extends RouteAuth, P = Record<string, string | string[]>>(options: RouteOptions<A>, handler: Handler<A, P>) {
  // Every log line written while the handler runs carries its request id (decision 042).
  const handle = async (req: NextRequest, segment: { params?: Promise<P> } | undefined, requestId: string): Promise<Response> => {
    try {
      const mutating = options.mutating ?? !SAFE_METHODS.has(req.method.toUpperCase());
      if (mutating && isCrossSite(req)) throw new AppError("FORBIDDEN", "Cross-site request refused");
      const actor = await authenticate(req, options.auth);
      const db = await getDb();
      if (options.limit) {
        const subject = limitSubject(actor ?? (await getRequestContext()));
        const limited = await consumeLimit(db, options.limit, subject);
        if (!limited.ok) throw new AppError("RATE_LIMITED", "Please wait a few minutes before trying again.", { title: "Too many requests", retryAfterSeconds: limited.retryAfterSeconds });
      }
      const params = ((await segment?.params) ?? {}) as P;
      return await handler(req, { actor: actor as RouteContext<A, P>["actor"], params, requestId, db });
    } catch (e) {
      if (isAppError(e)) {
        const res = errorResponse(e.code, e.safeMessage, e.extra);
        if (options.auth === "cron" && e.code === "UNAUTHENTICATED") res.headers.set("WWW-Authenticate", "Bearer");
        return res;
      }
      if (isDatabaseUnavailable(e)) {
        const u = unavailable();
        logger.warn({ method: req.method, path: req.nextUrl?.pathname }, "route: database unavailable");
        return errorResponse(u.code, u.safeMessage, u.extra);
      }
      logger.error({ method: req.method, path: req.nextUrl?.pathname, err: e }, "route failed");
      return NextResponse.json({ error: { code: "INTERNAL", message: "Something went wrong. Please try again.", requestId } }, { status: 500 });
    }
  };
  return (req: NextRequest, segment?: { params?: Promise<P> }): Promise<Response> => {
    const requestId = newRequestId();
    return withRequestId(requestId, () => handle(req, segment, requestId));
  };
}
