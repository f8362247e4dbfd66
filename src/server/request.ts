import "server-only";
import { headers } from "next/headers";
import { createHash } from "node:crypto";

export interface RequestContext {
  userAgent: string | null;
  path: string | null;
  clientKey: string;
  origin: string | null;
  /**
   * The client's IP for per-client limits: the first X-Forwarded-For hop behind a trusted proxy,
   * otherwise the socket's peer address (set by scripts/client-address.mjs, which the production
   * server loads), or "direct" when the server runs without it. Unlike clientKey it does not
   * include the user agent, which a client can change at will.
   */
  ip: string;
}

/** Set by scripts/client-address.mjs when it runs in this process: only then is its header the socket's. */
const PEER_HEADER = "x-cartwise-peer";
const peerHeaderIsOurs = () => (globalThis as Record<symbol, unknown>)[Symbol.for("cartwise.peerHeader")] === true;

/**
 * Who is calling, as far as the server can tell. X-Forwarded-For is only believed when
 * TRUST_PROXY_HEADERS=true (a reverse proxy we run sets it); otherwise a client could forge it.
 */
export async function getRequestContext(): Promise<RequestContext> {
  const h = await headers();
  const trustForwarded = process.env.TRUST_PROXY_HEADERS === "true";
  const ip = trustForwarded ? (h.get("x-forwarded-for")?.split(",")[0]?.trim() ?? "unknown") : peerHeaderIsOurs() ? (h.get(PEER_HEADER) ?? "unknown") : "direct";
  const userAgent = h.get("user-agent");
  const clientKey = createHash("sha256").update(`${ip}|${userAgent ?? ""}`).digest("hex").slice(0, 32);
  return { userAgent, path: h.get("x-cartwise-path"), clientKey, origin: h.get("origin"), ip: ip.slice(0, 64) };
}
