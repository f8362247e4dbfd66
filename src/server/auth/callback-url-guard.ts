import "server-only";
import { NextResponse, type NextRequest } from "next/server";

/**
 * Auth.js answers a callbackUrl it cannot parse as an http(s) URL (query `?callbackUrl=x` or its
 * callback-url cookie) with a 500 "server configuration" error — and logs the value (issue 23,
 * class 11). This guard refuses such requests with a 400 before Auth.js sees them. It applies
 * Auth.js's own rule (a relative path on our origin, or an absolute http(s) URL), so what passes
 * here never trips Auth.js's check; where a valid URL then redirects is Auth.js's redirect callback.
 */
const CALLBACK_COOKIES = ["authjs.callback-url", "__Secure-authjs.callback-url"];

export function isAcceptableCallbackUrl(value: string, origin: string): boolean {
  try {
    return /^https?:$/.test(new URL(value, value.startsWith("/") ? origin : undefined).protocol);
  } catch {
    return false;
  }
}

export function refuseBadCallbackUrl(req: NextRequest): NextResponse | null {
  const origin = new URL(req.url).origin;
  const values = [req.nextUrl.searchParams.get("callbackUrl"), ...CALLBACK_COOKIES.map((n) => req.cookies.get(n)?.value ?? null)];
  if (values.every((v) => !v || isAcceptableCallbackUrl(v, origin))) return null;
  const res = NextResponse.json({ error: { code: "INVALID_INPUT", message: "This sign-in link isn't valid. Please sign in again." } }, { status: 400, headers: { "Cache-Control": "no-store" } });
  // A bad cookie would refuse every later request too: clear it.
  for (const name of CALLBACK_COOKIES) if (req.cookies.has(name)) res.cookies.set(name, "", { path: "/", maxAge: 0, secure: name.startsWith("__Secure-") });
  return res;
}

export function guardCallbackUrl(handler: (req: NextRequest) => Promise<Response>) {
  return async (req: NextRequest): Promise<Response> => refuseBadCallbackUrl(req) ?? handler(req);
}
