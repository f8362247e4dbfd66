/**
 * Where to send a user after signing in. Only same-origin paths are honoured, so a crafted
 * ?from= / ?next= cannot bounce a fresh session to another site (open redirect).
 *
 * The check runs on the value we actually hand to redirect()/router.replace, not only on the raw
 * input: URL parsing normalises "/.//evil.example" or "/a/..//evil.example" into "//evil.example",
 * which a browser reads as another host. So the normalised result is resolved again against our
 * origin and must stay on it, unchanged.
 */
const OUR_ORIGIN = "http://cartwise.invalid";
const AUTH_PAGES = ["/login", "/retailer/auth"];
// Control characters (the URL parser silently drops tabs/newlines) and backslashes (browsers read
// "\" as "/") have no business in a path we redirect to.
const UNSAFE = /[\u0000-\u001f\u007f\\]/;

/** True when `path` is a path on our own origin that resolves to itself (nothing left to normalise). */
export function isSameOriginPath(path: string): boolean {
  if (!path.startsWith("/") || path.startsWith("//") || UNSAFE.test(path)) return false;
  let url: URL;
  try {
    url = new URL(path, OUR_ORIGIN);
  } catch {
    return false;
  }
  return url.origin === OUR_ORIGIN && `${url.pathname}${url.search}${url.hash}` === path;
}

export function safeRedirectPath(from: unknown, fallback = "/"): string {
  if (typeof from !== "string" || from.length === 0 || from.length > 2000) return fallback;
  if (!from.startsWith("/") || UNSAFE.test(from)) return fallback;
  let url: URL;
  try {
    url = new URL(from, OUR_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== OUR_ORIGIN) return fallback;
  const target = `${url.pathname}${url.search}${url.hash}`;
  // Validate what we are about to redirect to, not what we were given.
  if (!isSameOriginPath(target)) return fallback;
  // Going back to a sign-in page after signing in would only loop.
  if (AUTH_PAGES.some((p) => url.pathname === p || url.pathname.startsWith(`${p}/`))) return fallback;
  return target;
}
