import type { JWT } from "next-auth/jwt";

/**
 * Integration tests call actions and route handlers directly, as an attacker could; only Auth.js's
 * cookie plumbing and the request context are replaced. Each file mocks three modules with these
 * factories (vi.mock must stay in the test file to be hoisted):
 *
 *   vi.mock("@/server/auth/auth", () => import("…/tests/support/mocked-session").then((m) => m.mockedAuthModule()));
 *   vi.mock("@/server/request", () => import("…/tests/support/mocked-session").then((m) => m.mockedRequestModule()));
 *   vi.mock("next/cache", () => import("…/tests/support/mocked-session").then((m) => m.mockedCacheModule()));
 *
 * and signs in by setting `sessionJar.token` (factories' signInToken) or through the real
 * credentials check with the mocked `signIn`.
 */
export const sessionJar = { token: null as JWT | null, ip: "direct", userAgent: "vitest" };

/** `auth()` as the app's own: the cookie's claims re-checked against the database (refreshToken). */
export async function mockedAuthModule() {
  const { CredentialsSignin } = await import("@auth/core/errors");
  const { authorizeCredentials } = await import("@/server/auth/authorize");
  const { getDb } = await import("@/server/db");
  const f = await import("@/modules/users/testing/factories");
  return {
    auth: async () => f.sessionFromToken(await getDb(), sessionJar.token),
    signIn: async (_provider: string, opts: Record<string, unknown>) => {
      const db = await getDb();
      const user = await authorizeCredentials(db, opts);
      if (!user?.id) throw new CredentialsSignin();
      sessionJar.token = await f.signInToken(db, { id: user.id });
    },
    signOut: async () => {
      sessionJar.token = null;
    },
  };
}

export function mockedRequestModule() {
  return {
    getRequestContext: async () => ({ userAgent: sessionJar.userAgent, path: "/test", clientKey: `client-${sessionJar.ip}`, origin: null, ip: sessionJar.ip }),
  };
}

export function mockedCacheModule() {
  return { revalidatePath: () => undefined, revalidateTag: () => undefined };
}
