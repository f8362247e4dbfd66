/**
 * The Content-Security-Policy, built per request with a fresh nonce (src/proxy.ts): `script-src`
 * allows our own files and scripts carrying this response's nonce — no 'unsafe-inline', so an
 * injected inline script does not run. Next.js reads the nonce from the request's CSP header and
 * puts it on its own scripts. Styles keep 'unsafe-inline' (React style attributes). Google Maps
 * hosts are listed so a configured key works; without a key nothing loads from them.
 */
export function contentSecurityPolicy(nonce: string, opts: { dev: boolean }): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'wasm-unsafe-eval'${opts.dev ? " 'unsafe-eval'" : ""} https://maps.googleapis.com https://maps.gstatic.com`,
    "style-src 'self' 'unsafe-inline' https://fonts.googleapis.com",
    "img-src 'self' data: blob: https://maps.gstatic.com https://maps.googleapis.com https://*.ggpht.com",
    "font-src 'self' data: https://fonts.gstatic.com",
    "connect-src 'self' https://maps.googleapis.com",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/** The policy for responses the proxy does not see (static files, images): nothing inline at all. */
export const STATIC_CSP = contentSecurityPolicy("static-files-carry-no-nonce", { dev: false });

/** 128 random bits, base64: a new one per request. */
export function newNonce(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  let s = "";
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s);
}
