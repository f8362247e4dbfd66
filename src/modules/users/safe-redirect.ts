/**
 * Where to send a user after signing in. Only same-origin relative paths are honoured, so a
 * crafted ?from= cannot bounce a fresh session to another site (open redirect).
 */
const PLACEHOLDER_ORIGIN = "http://cartwise.invalid";
const AUTH_PAGES = ["/login", "/retailer/auth"];

export function safeRedirectPath(from: unknown, fallback = "/"): string {
  if (typeof from !== "string" || from.length === 0 || from.length > 2000) return fallback;
  // Reject protocol-relative (//evil), backslash tricks (/\evil) and control characters before parsing.
  if (!from.startsWith("/") || from.startsWith("//") || from.includes("\\") || /[\u0000-\u001f\u007f]/.test(from)) return fallback;
  let url: URL;
  try {
    url = new URL(from, PLACEHOLDER_ORIGIN);
  } catch {
    return fallback;
  }
  if (url.origin !== PLACEHOLDER_ORIGIN) return fallback;
  // Going back to a sign-in page after signing in would only loop.
  if (AUTH_PAGES.some((p) => url.pathname === p || url.pathname.startsWith(`${p}/`))) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
