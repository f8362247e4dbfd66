import { beforeEach, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { decode, encode } from "@auth/core/jwt";
import { getTestDb, truncateAll } from "../../../tests/setup/db";
import { tables } from "@/server/db";
import { refreshToken } from "@/server/auth/token";
import { SESSION_LIFETIMES } from "@/server/auth/lifetimes";
import { revokeSessions } from "./credentials";
import { changePassword, deleteAccount } from "./mutations";
import { actorFor, createTestUser, signInToken } from "./testing/factories";

// What the browser holds: the encrypted session cookie Auth.js would set for this token.
const SECRET = "integration-test-secret-integration-test-secret";
const COOKIE = "authjs.session-token";
const toCookie = (token: object) => encode({ token, secret: SECRET, salt: COOKIE, maxAge: 3600 });
const fromCookie = async (cookie: string) => decode({ token: cookie, secret: SECRET, salt: COOKIE });
const nowSec = () => Math.floor(Date.now() / 1000);

describe("session revocation and lifetimes", () => {
  beforeEach(async () => truncateAll(await getTestDb()));

  it("a copied cookie works until sign-out, then the replay is signed out", async () => {
    const db = await getTestDb();
    const user = await createTestUser(db);
    const cookie = await toCookie(await signInToken(db, user));
    const live = await refreshToken(db, (await fromCookie(cookie))!, nowSec());
    expect(live).toMatchObject({ sub: user.id, role: "shopper", email: user.email });
    await revokeSessions(db, { userId: user.id }); // what the sign-out action does before clearing the cookie
    expect(await refreshToken(db, (await fromCookie(cookie))!, nowSec())).toBeNull();
    // A new sign-in gets a working session again, with a new session id.
    const fresh = await signInToken(db, user);
    expect(await refreshToken(db, fresh, nowSec())).not.toBeNull();
    expect(fresh.sid).not.toBe(live?.sid);
  });

  it("a password change and an account deletion also kill copied cookies", async () => {
    const db = await getTestDb();
    const user = await createTestUser(db);
    const actor = await actorFor(db, user);
    const before = await toCookie(await signInToken(db, user));
    await changePassword(db, actor, { currentPassword: user.password, newPassword: "N3w!password" });
    expect(await refreshToken(db, (await fromCookie(before))!, nowSec())).toBeNull();
    const after = await toCookie(await signInToken(db, user));
    expect(await refreshToken(db, (await fromCookie(after))!, nowSec())).not.toBeNull();
    await deleteAccount(db, actor, "N3w!password");
    expect(await refreshToken(db, (await fromCookie(after))!, nowSec())).toBeNull();
  });

  it("re-reads the role on every request: a demoted admin is a shopper on the next request", async () => {
    const db = await getTestDb();
    const admin = await createTestUser(db, { role: "admin" });
    const token = await signInToken(db, admin);
    expect((await refreshToken(db, token, nowSec()))?.role).toBe("admin");
    await db.update(tables.users).set({ role: "shopper" }).where(eq(tables.users.id, admin.id));
    expect((await refreshToken(db, token, nowSec()))?.role).toBe("shopper");
  });

  it("refuses sessions past the idle or absolute lifetime of the user's role", async () => {
    const db = await getTestDb();
    const admin = await createTestUser(db, { role: "admin" });
    const issuedAt = nowSec() - 3 * 3600;
    const token = await signInToken(db, admin, issuedAt);
    expect(await refreshToken(db, token, issuedAt + SESSION_LIFETIMES.admin.idle - 1)).not.toBeNull();
    expect(await refreshToken(db, token, issuedAt + SESSION_LIFETIMES.admin.idle + 1)).toBeNull();
    const kept = { ...token, lastSeen: issuedAt + SESSION_LIFETIMES.admin.absolute - 60 };
    expect(await refreshToken(db, kept, issuedAt + SESSION_LIFETIMES.admin.absolute - 30)).not.toBeNull();
    expect(await refreshToken(db, kept, issuedAt + SESSION_LIFETIMES.admin.absolute + 1)).toBeNull();
  });

  it("refuses tokens without a valid subject or with a forged session version", async () => {
    const db = await getTestDb();
    const user = await createTestUser(db);
    const token = await signInToken(db, user);
    expect(await refreshToken(db, { ...token, sub: undefined }, nowSec())).toBeNull();
    expect(await refreshToken(db, { ...token, sub: "not-a-uuid" }, nowSec())).toBeNull();
    expect(await refreshToken(db, { ...token, sv: (token.sv ?? 0) + 1 }, nowSec())).toBeNull();
  });
});
