import "server-only";
import NextAuth, { type Session } from "next-auth";
import type { JWT } from "next-auth/jwt";
import { cookies } from "next/headers";
import Credentials from "next-auth/providers/credentials";
import { authConfig } from "./auth.config";
import { issueToken, refreshToken } from "./token";
import { env } from "@/server/env";
import { getDb } from "@/server/db";
import { authorizeCredentials } from "./authorize";
import { noteSessionLookupError } from "./lookup-context";
import { readSessionCookie } from "./session-cookie";

export { RateLimitedSignin } from "./authorize";

const nextAuth = NextAuth({
  ...authConfig,
  secret: env.AUTH_SECRET,
  logger: {
    // A wrong password is an expected outcome (recorded as a security event), not a server error.
    error(error) {
      if ((error as { type?: string }).type === "CredentialsSignin") return;
      // JSON-encoded: the message can quote request values (a callbackUrl), newlines included.
      console.error("[auth]", JSON.stringify({ type: (error as { type?: string }).type ?? error.name, message: error.message.slice(0, 300) }));
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
      try {
        return await refreshToken(await getDb(), token, now);
      } catch (e) {
        noteSessionLookupError(e);
        throw e;
      }
    },
    async session({ session, token }) {
      session.user.id = token.sub ?? "";
      session.user.role = token.role ?? "shopper";
      session.user.sessionId = token.sid ?? "";
      return session;
    },
  },
});

export const { handlers, signIn, signOut } = nextAuth;

/**
 * The session for this request: the cookie decrypted, then the same database re-check as the jwt
 * callback above. Auth.js's own auth() does that too but runs its whole request pipeline first
 * (a CSRF token, a callback-url cookie, a re-encrypted session cookie that a page can't even set),
 * which profiling put at a large share of every page's CPU (decision 024). Rolling the cookie's
 * lastSeen forward is the proxy's job (src/proxy.ts), since it runs on every request.
 */
export async function auth(): Promise<Session | null> {
  const jar = await cookies();
  const cookie = readSessionCookie((name) => jar.get(name)?.value);
  if (!cookie) return null;
  const nowSec = Math.floor(Date.now() / 1000);
  let token: JWT | null;
  try {
    token = await refreshToken(await getDb(), cookie.claims as JWT, nowSec);
  } catch (e) {
    noteSessionLookupError(e);
    const cause = (e as { cause?: { code?: string; message?: string } }).cause;
    console.error("[auth] session re-check failed:", cause?.code ?? "", cause?.message ?? (e as Error).message);
    return null;
  }
  if (!token?.sub) return null;
  return {
    user: { id: token.sub, role: token.role ?? "shopper", email: token.email ?? "", sessionId: token.sid ?? "" },
    expires: new Date((Number(cookie.claims.exp) || nowSec) * 1000).toISOString(),
  } as Session;
}
