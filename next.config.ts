import type { NextConfig } from "next";

const isDev = process.env.NODE_ENV !== "production";

// Documents get a per-request CSP with a script nonce from src/proxy.ts; this static policy covers
// what the proxy does not see (static files, images) and allows no script at all beyond our files.
const staticCsp = [
  "default-src 'self'",
  // 'wasm-unsafe-eval': the receipt OCR worker (public/ocr/worker.min.js) is a static file that
  // takes this policy, and compiles tesseract's WebAssembly core; without it every scan hangs.
  "script-src 'self' 'wasm-unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join("; ");

// Uploaded files (retailer logos) are served inert: no script, no styles, no plugins, sandboxed as
// an opaque origin if opened directly (issue 23, class 8). src/proxy.ts leaves them alone too.
const UPLOADS_CSP = "default-src 'none'; sandbox";

const commonHeaders = [
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Permissions-Policy", value: "camera=(self), geolocation=(self), microphone=()" },
  ...(isDev ? [] : [{ key: "Strict-Transport-Security", value: "max-age=31536000; includeSubDomains" }]),
];
const securityHeaders = [{ key: "Content-Security-Policy", value: staticCsp }, ...commonHeaders];
const uploadHeaders = [{ key: "Content-Security-Policy", value: UPLOADS_CSP }, ...commonHeaders];

const nextConfig: NextConfig = {
  // A separate build directory lets several checkouts' servers (e.g. parallel e2e runs) coexist.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  poweredByHeader: false,
  // NextRequest otherwise rewrites 127.x hosts to "localhost" in request.url, so Auth.js (which
  // rebases requests on AUTH_URL through a NextRequest) advertised http://localhost:<port>
  // while we serve 127.0.0.1 (issue 13, class 7). App Router only: no _next/data URLs to normalise.
  skipProxyUrlNormalize: true,
  serverExternalPackages: ["@electric-sql/pglite", "pg", "@node-rs/argon2", "sharp", "tesseract.js", "nodemailer", "highs", "@resvg/resvg-js", "pdf-lib", "@pdf-lib/fontkit"],
  experimental: {
    serverActions: { bodySizeLimit: "2.2mb" },
  },
  async headers() {
    return [
      { source: "/:path((?!api/uploads/).*)", headers: securityHeaders },
      { source: "/api/uploads/:path*", headers: uploadHeaders },
    ];
  },
};

export default nextConfig;
