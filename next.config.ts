import type { NextConfig } from "next";

const isDev = process.env.NODE_ENV !== "production";

// Auth.js reads AUTH_URL itself (route handlers, server-action sign-in, the proxy): derive it from
// APP_URL when unset so its endpoints advertise the app's real origin, not localhost:3000, and
// cookie security follows the configured scheme. Runs in the server process before any request.
if (!process.env.AUTH_URL) process.env.AUTH_URL = process.env.APP_URL || "http://127.0.0.1:3000";

// Documents get a per-request CSP with a script nonce from src/proxy.ts; this static policy covers
// what the proxy does not see (static files, images) and allows no script at all beyond our files.
const staticCsp = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join("; ");

const securityHeaders = [
  { key: "Content-Security-Policy", value: staticCsp },
  { key: "X-Content-Type-Options", value: "nosniff" },
  { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
  { key: "X-Frame-Options", value: "DENY" },
  { key: "Permissions-Policy", value: "camera=(self), geolocation=(self), microphone=()" },
  ...(isDev ? [] : [{ key: "Strict-Transport-Security", value: "max-age=31536000; includeSubDomains" }]),
];

const nextConfig: NextConfig = {
  // A separate build directory lets several checkouts' servers (e.g. parallel e2e runs) coexist.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  poweredByHeader: false,
  serverExternalPackages: ["@electric-sql/pglite", "pg", "@node-rs/argon2", "sharp", "tesseract.js", "nodemailer", "highs", "re2", "@resvg/resvg-js"],
  experimental: {
    serverActions: { bodySizeLimit: "2.2mb" },
  },
  async headers() {
    return [{ source: "/:path*", headers: securityHeaders }];
  },
};

export default nextConfig;
