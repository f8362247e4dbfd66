import type { NextConfig } from "next";

const isDev = process.env.NODE_ENV !== "production";

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
