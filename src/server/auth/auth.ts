import "server-only";
import NextAuth from "next-auth";
import { NextRequest } from "next/server";
import Credentials from "next-auth/providers/credentials";
import { authConfig } from "./auth.config";
import { issueToken, refreshToken } from "./token";
import { env } from "@/server/env";
import { getDb } from "@/server/db";
import { authorizeCredentials } from "./authorize";

export { RateLimitedSignin } from "./authorize";

const nextAuth = NextAuth({
  ...authConfig,
  secret: env.AUTH_SECRET,
  logger: {
    // A wrong password is an expected outcome (recorded as a security event), not a server error.
    error(error) {
      if ((error as { type?: string }).type === "CredentialsSignin") return;
      console.error("[auth]", error);
    },
  },
  providers: [
    Credentials({
      credentials: { email: {}, password: {}, portal: {} },
      async authorize(raw) {
        return authorizeCredentials(await getDb(), raw);
      },
    }),
  ],
  callbacks: {
    async jwt({ token, user }) {
      const now = Math.floor(Date.now() / 1000);
      if (user?.id) return issueToken(token, { id: user.id, role: user.role, sessionVersion: user.sessionVersion }, now);
      // Every read re-checks the user row (see refreshToken): revoked, deleted or demoted users
      // lose access on their next request, whatever cookie they hold.
      return refreshToken(await getDb(), token, now);
    },
    async session({ session, token }) {
      session.user.id = token.sub ?? "";
      session.user.role = token.role ?? "shopper";
      session.user.sessionId = token.sid ?? "";
      return session;
    },
  },
});

export const { auth, signIn, signOut } = nextAuth;

/*
 * Auth.js's own endpoints build their URLs from the request, which next start presents as
 * localhost:<port>; they answer at the configured origin instead (AUTH_URL, else APP_URL), so
 * what they advertise and the cookie security they choose follow configuration (decision 015).
 */
const configured = new URL(env.AUTH_URL ?? env.APP_URL);
function atConfiguredOrigin(req: NextRequest): NextRequest {
  // Auth.js derives its URLs from the Host / X-Forwarded-* headers (trustHost), so both the URL
  // and those headers are set to the configured origin.
  const headers = new Headers(req.headers);
  headers.set("host", configured.host);
  headers.set("x-forwarded-host", configured.host);
  headers.set("x-forwarded-proto", configured.protocol.replace(":", ""));
  const { href, origin } = req.nextUrl;
  return new NextRequest(href.replace(origin, configured.origin), { method: req.method, headers, body: req.body, duplex: "half" } as unknown as ConstructorParameters<typeof NextRequest>[1]);
}
export const handlers = {
  GET: (req: NextRequest) => nextAuth.handlers.GET(atConfiguredOrigin(req)),
  POST: (req: NextRequest) => nextAuth.handlers.POST(atConfiguredOrigin(req)),
};
