import { NextResponse, type NextRequest } from "next/server";
import { readSessionCookie, renewSessionCookie, SECURE_SESSION_COOKIE, type SessionCookie } from "@/server/auth/session-cookie";
import { isSessionExpired, JWT_UPDATE_AGE, SESSION_LIFETIMES, type Role } from "@/server/auth/lifetimes";
import { contentSecurityPolicy, newNonce } from "@/lib/csp";
import { checkServerActionRequest, malformedPath, refusalPage } from "@/lib/request-guards";
import { logger } from "@/server/logger";

/**
 * Optimistic redirects only: a missing session cookie on a protected page goes to the right
 * sign-in page. Every page, action and route handler still checks on the server.
 * Also sets the per-request Content-Security-Policy nonce (decision 015), and rolls the session
 * cookie's idle clock forward at most every JWT_UPDATE_AGE (decision 024): the cookie is read with
 * our own synchronous decryption, not Auth.js's request pipeline, which cost every page a CSRF
 * token, two extra cookies and a re-encrypted session cookie.
 */

// Guarded routes of the spec's route table; anything else (public pages, unknown paths → 404) passes.
const PROTECTED_PREFIXES = ["/lists", "/cheapest-list", "/compare", "/map", "/coupons", "/profile", "/faq", "/store", "/admin", "/test-scraping", "/test-banner-qa", "/retailer"];
const PUBLIC_UNDER_PROTECTED = ["/retailer/auth"];

const UPLOADS_CSP = "default-src 'none'; sandbox";
const isUpload = (pathname: string) => pathname.startsWith("/api/uploads/");

function isProtected(pathname: string): boolean {
  if (pathname === "/") return true;
  if (PUBLIC_UNDER_PROTECTED.some((p) => pathname === p || pathname.startsWith(`${p}/`))) return false;
  return PROTECTED_PREFIXES.some((p) => pathname === p || pathname.startsWith(`${p}/`));
}

// Inlined by Next at build time: development needs 'unsafe-eval' for React's debugging tools.
const DEV = process.env.NODE_ENV !== "production";

export default async function proxy(req: NextRequest): Promise<NextResponse> {
  const { pathname, search } = req.nextUrl;
  // Framework edges Next itself would answer with a 500 (decision 015).
  if (malformedPath(pathname)) return refuse(400, "This address isn't valid.");
  const refusal = await checkServerActionRequest(req, () => req.clone().text(), () => req.clone().formData());
  if (refusal) {
    // A calm line: what was refused and where, nothing of the body (issue 23, class 6).
    if (req.headers.has("next-action")) logger.warn({ status: refusal.status, path: pathname, reason: refusal.message }, "proxy: server action request refused");
    return refuse(refusal.status, refusal.message);
  }
  // RFC 8058 one-click unsubscribe POSTs to the link the e-mail carries (no session, no action id).
  if (pathname === "/unsubscribe" && req.method === "POST" && !req.headers.has("next-action")) {
    return NextResponse.rewrite(new URL(`/api/unsubscribe${search}`, req.url));
  }
  const nonce = newNonce();
  const csp = contentSecurityPolicy(nonce, { dev: DEV });
  const requestHeaders = new Headers(req.headers);
  requestHeaders.delete("x-middleware-subrequest");
  requestHeaders.set("x-cartwise-path", pathname);
  // Next.js takes the nonce for its own scripts from the request's CSP header.
  requestHeaders.set("content-security-policy", csp);
  requestHeaders.set("x-nonce", nonce);
  const nowSec = Math.floor(Date.now() / 1000);
  const session = liveSession(readSessionCookie((name) => req.cookies.get(name)?.value), nowSec);
  if (isProtected(pathname) && !session) {
    const loginPath = pathname.startsWith("/retailer") ? "/retailer/auth" : "/login";
    // req.url, not nextUrl: NextURL rewrites 127.x hosts to "localhost", a different origin for the browser.
    const url = new URL(loginPath, req.url);
    url.searchParams.set("from", `${pathname}${search}`);
    return NextResponse.redirect(url);
  }
  const response = NextResponse.next({ request: { headers: requestHeaders } });
  // Uploaded files keep their own inert policy (next.config.ts, the uploads route): never the pages'.
  response.headers.set("Content-Security-Policy", isUpload(pathname) ? UPLOADS_CSP : csp);
  if (session && nowSec - Number(session.claims.lastSeen ?? 0) >= JWT_UPDATE_AGE) {
    const renewed = renewSessionCookie(session, nowSec);
    if (renewed) {
      response.cookies.set(session.name, renewed.value, { httpOnly: true, sameSite: "lax", path: "/", secure: session.name === SECURE_SESSION_COOKIE, maxAge: renewed.maxAge });
    }
  }
  return response;
}

/** A cookie past its idle or absolute lifetime is no session: it must never be rolled forward again. */
function liveSession(session: SessionCookie | null, nowSec: number): SessionCookie | null {
  if (!session) return null;
  const role = (session.claims.role as Role) in SESSION_LIFETIMES ? (session.claims.role as Role) : "admin";
  return isSessionExpired(role, Number(session.claims.authTime ?? 0), Number(session.claims.lastSeen ?? 0), nowSec) ? null : session;
}

function refuse(status: number, message: string): NextResponse {
  return new NextResponse(refusalPage(status, message), {
    status,
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store", "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'; frame-ancestors 'none'" },
  });
}

export const config = {
  // Not the two raw-body routes: for a request the proxy sees, Next tees the body for it and reads
  // the original to its end first (server/body-streams.js), which would undo their caps — a
  // declared 128 MB body would be waited for, a chunked one read whole (issue 23, class 4).
  matcher: ["/((?!_next/static|_next/image|favicon.ico|ocr/|api/stripe/webhook|api/retailer/logo|.*\\.(?:png|jpg|svg|ico|wasm|traineddata|gz)$).*)"],
};
