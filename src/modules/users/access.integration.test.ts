import { beforeEach, describe, expect, it, vi } from "vitest";
import fs from "node:fs";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import { NextRequest } from "next/server";
import { getTestDb, truncateAll } from "../../../tests/setup/db";
import { tables } from "@/server/db";

/*
 * Actions and route handlers called directly, as an attacker would (no UI). Only Auth.js's
 * cookie plumbing is replaced: auth() resolves the "cookie" through the real jwt-callback check
 * (refreshToken against the database) and signIn() runs the real Credentials check.
 */
const { sessionJar: jar } = await import("../../../tests/support/mocked-session");
vi.mock("@/server/auth/auth", () => import("../../../tests/support/mocked-session").then((m) => m.mockedAuthModule()));
vi.mock("@/server/request", () => import("../../../tests/support/mocked-session").then((m) => m.mockedRequestModule()));
vi.mock("next/cache", () => import("../../../tests/support/mocked-session").then((m) => m.mockedCacheModule()));

const { signInAction, signOutAction, signUpAction } = await import("./auth-actions");
const { acceptTermsAction } = await import("./actions");
const { setUserRoleAction } = await import("./admin-actions");
const { requireRetailerProfile } = await import("@/modules/retailers");
const { assertActor } = await import("@/server/auth/session");
/** What every retailer action does (defineAction with the retailer roles, then the one profile lookup). */
const assertRetailer = async () => ({ retailer: await requireRetailerProfile(await getTestDb(), await assertActor(["retailer", "admin"])) });
const { retailerLoginAction, retailerSignUpAction } = await import("@/modules/retailers/auth/actions");
const { POST: postSecurityLog } = await import("@/app/api/security/log/route");
const { createTestUser, signInToken } = await import("./testing/factories");
const { AUTH_TOASTS, FORM_TEXT } = await import("./messages");

type Who = "anonymous" | "shopper" | "retailer" | "admin";

async function actAs(who: Who) {
  const db = await getTestDb();
  if (who === "anonymous") {
    jar.token = null;
    return null;
  }
  const user = await createTestUser(db, { role: who });
  if (who === "retailer") await db.insert(tables.retailers).values({ userId: user.id, name: "Shop", address: "1 Long Street, Town" });
  jar.token = await signInToken(db, user);
  return user;
}

describe("roles on the server", () => {
  beforeEach(async () => {
    jar.token = null;
    await truncateAll(await getTestDb());
  });

  it("only an admin can change roles; other callers change nothing", async () => {
    const db = await getTestDb();
    const target = await createTestUser(db);
    const expected: Record<Who, string> = { anonymous: "UNAUTHENTICATED", shopper: "FORBIDDEN", retailer: "FORBIDDEN", admin: "ok" };
    for (const who of ["anonymous", "shopper", "retailer"] as const) {
      await actAs(who);
      const res = await setUserRoleAction({ userId: target.id, role: "admin" });
      expect(res.ok ? "ok" : res.code, who).toBe(expected[who]);
      const [row] = await db.select({ role: tables.users.role }).from(tables.users).where(eq(tables.users.id, target.id));
      expect(row.role, who).toBe("shopper");
    }
    await actAs("admin");
    expect(await setUserRoleAction({ userId: target.id, role: "retailer" })).toEqual({ ok: true });
    const [row] = await db.select({ role: tables.users.role }).from(tables.users).where(eq(tables.users.id, target.id));
    expect(row.role).toBe("retailer");
  });

  it("a demoted admin is refused on the very next call with the same cookie", async () => {
    const db = await getTestDb();
    const admin = await actAs("admin");
    const target = await createTestUser(db);
    await db.update(tables.users).set({ role: "shopper" }).where(eq(tables.users.id, admin!.id));
    const res = await setUserRoleAction({ userId: target.id, role: "admin" });
    expect(res.ok ? "ok" : res.code).toBe("FORBIDDEN");
  });

  it("retailer data functions need a retailer with a profile", async () => {
    for (const who of ["anonymous", "shopper"] as const) {
      await actAs(who);
      await expect(assertRetailer(), who).rejects.toMatchObject({ code: who === "anonymous" ? "UNAUTHENTICATED" : "FORBIDDEN" });
    }
    await actAs("admin");
    await expect(assertRetailer()).rejects.toMatchObject({ code: "NOT_FOUND", safeMessage: "Retailer profile not found. Please complete your registration first." });
    const retailer = await actAs("retailer");
    const { retailer: mine } = await assertRetailer();
    const [row] = await (await getTestDb()).select({ id: tables.retailers.id }).from(tables.retailers).where(eq(tables.retailers.userId, retailer!.id));
    expect(mine.id).toBe(row.id);
  });
});

describe("sign-in, sign-up and sign-out actions", () => {
  beforeEach(async () => {
    jar.token = null;
    await truncateAll(await getTestDb());
  });

  it("unknown e-mail and wrong password give the identical response", async () => {
    const db = await getTestDb();
    await createTestUser(db, { email: "known@example.test" });
    const wrong = await signInAction({ email: "known@example.test", password: "Wrong!pass1" });
    const unknown = await signInAction({ email: "nobody@example.test", password: "Wrong!pass1" });
    expect(wrong).toEqual({ ok: false, code: "UNAUTHENTICATED", title: AUTH_TOASTS.signInFailed.title, formError: AUTH_TOASTS.signInFailed.description });
    expect(unknown).toEqual(wrong);
    const events = await db.select().from(tables.securityEvents).orderBy(tables.securityEvents.id);
    expect(events.map((e) => [e.eventType, e.emailMasked])).toEqual([["auth_failure", "kno***"], ["auth_failure", "nob***"]]);
    expect(JSON.stringify(events)).not.toContain("Wrong!pass1");
  });

  it("refuses bad input before any check, and rate-limits with the spec's texts", async () => {
    const db = await getTestDb();
    const user = await createTestUser(db);
    const bad = await signInAction({ email: "not-an-email", password: "" });
    expect(bad).toMatchObject({ ok: false, code: "INVALID_INPUT", title: "Invalid input", formError: "Please check your email and password format." });
    expect((await db.execute(sql`select 1 from rate_limit_hits`)).rows).toHaveLength(0);
    for (let i = 0; i < 3; i++) await signInAction({ email: user.email, password: "bad" });
    const limited = await signInAction({ email: user.email, password: user.password });
    // The limit is now defineAction's `limit` option (issue 13): the answer also carries Retry-After seconds.
    expect(limited).toMatchObject({ ok: false, code: "RATE_LIMITED", title: "Too many attempts", formError: FORM_TEXT.tooManyLogins });
    expect((limited as { retryAfterSeconds?: number }).retryAfterSeconds).toBeGreaterThan(0);
    expect(jar.token).toBeNull();
    const types = (await db.select({ t: tables.securityEvents.eventType }).from(tables.securityEvents)).map((r) => r.t);
    expect(types).toContain("invalid_input_detected");
    expect(types).toContain("rate_limit_exceeded");
  });

  it("signs in to a safe redirect, and sign-out makes the old cookie useless", async () => {
    const db = await getTestDb();
    const user = await createTestUser(db);
    expect(await signInAction({ email: user.email, password: user.password, from: "https://evil.example/" })).toEqual({ ok: true, redirectTo: "/" });
    expect(await signInAction({ email: user.email, password: user.password, from: "/lists?x=1" })).toEqual({ ok: true, redirectTo: "/lists?x=1" });
    const copied = jar.token;
    expect(await setUserRoleAction({ userId: user.id, role: "admin" })).toMatchObject({ code: "FORBIDDEN" }); // signed in, not admin
    expect(await signOutAction({})).toEqual({ ok: true });
    jar.token = copied; // replay the cookie captured before sign-out
    expect(await acceptTermsAction({ accepted: true })).toMatchObject({ ok: false, code: "UNAUTHENTICATED" });
    const types = (await db.select({ t: tables.securityEvents.eventType }).from(tables.securityEvents)).map((r) => r.t);
    expect(types).toEqual(expect.arrayContaining(["auth_success", "sign_out"]));
  });

  it("sign-up creates the account and mails a confirmation link; duplicates and floods get the spec's answers", async () => {
    const outbox = process.env.MAIL_OUTBOX_DIR!;
    fs.rmSync(outbox, { recursive: true, force: true });
    const input = { email: "new@example.test", password: "Str0ng!pass", confirmPassword: "Str0ng!pass", acceptedTerms: true };
    expect(await signUpAction(input)).toEqual({ ok: true });
    const files = fs.readdirSync(outbox);
    expect(files).toHaveLength(1);
    const mail = JSON.parse(fs.readFileSync(path.join(outbox, files[0]), "utf8"));
    expect(mail.to).toBe("new@example.test");
    expect(mail.links[0]).toMatch(/\/confirm-email\?token=[A-Za-z0-9_-]{43}$/);
    // Issue 13 / R-11 (decision 015): an existing address gets the same answer; its owner gets an e-mail.
    expect(await signUpAction(input)).toEqual({ ok: true });
    const second = fs.readdirSync(outbox).map((f) => JSON.parse(fs.readFileSync(path.join(outbox, f), "utf8"))).find((m) => m.subject === "You already have a Cartwise account");
    expect(second?.to).toBe("new@example.test");
    await signUpAction(input);
    expect(await signUpAction(input)).toMatchObject({ ok: false, code: "RATE_LIMITED", title: "Too many attempts", formError: FORM_TEXT.tooManySignups });
    expect(await signUpAction({ ...input, email: "x@example.test", role: "admin" })).toMatchObject({ ok: false, code: "INVALID_INPUT" });
  });

  it("accepting the terms needs a session and the ticked box", async () => {
    const db = await getTestDb();
    const user = await createTestUser(db, { acceptedTerms: false });
    expect(await acceptTermsAction({ accepted: true })).toMatchObject({ ok: false, code: "UNAUTHENTICATED" });
    jar.token = await signInToken(db, user);
    expect(await acceptTermsAction({ accepted: false })).toMatchObject({ ok: false, code: "INVALID_INPUT" });
    expect(await acceptTermsAction({ accepted: true })).toEqual({ ok: true });
    const [p] = await db.select().from(tables.profiles).where(eq(tables.profiles.userId, user.id));
    expect(p.acceptedTerms).toBe(true);
    expect(p.acceptedTermsDate).not.toBeNull();
  });
});

describe("retailer portal", () => {
  const details = { businessName: "Fresh Foods", address: "12 Queen Street, Auckland", gstNumber: "" };
  beforeEach(async () => {
    jar.token = null;
    await truncateAll(await getTestDb());
  });

  it("sign-up of a new address creates a basic retailer and signs in", async () => {
    const db = await getTestDb();
    const res = await retailerSignUpAction({ email: "shop@example.test", password: "Str0ng!pass", ...details });
    expect(res).toEqual({ ok: true, redirectTo: "/retailer/dashboard", newAccount: true });
    const [u] = await db.select().from(tables.users).where(eq(tables.users.email, "shop@example.test"));
    expect(u.role).toBe("retailer");
    const [r] = await db.select().from(tables.retailers).where(eq(tables.retailers.userId, u.id));
    expect(r).toMatchObject({ name: "Fresh Foods", subscriptionTier: "basic", gstNumber: null });
    expect(jar.token?.sub).toBe(u.id);
  });

  it("an existing account is signed in with its own password and gets the profile; a wrong password gets nothing", async () => {
    const db = await getTestDb();
    const shopper = await createTestUser(db, { email: "owner@example.test" });
    const wrong = await retailerSignUpAction({ email: shopper.email, password: "Other!pass1", ...details });
    expect(wrong).toMatchObject({ ok: false, title: "Signup failed" });
    expect(await db.select().from(tables.retailers)).toHaveLength(0);
    expect(await retailerSignUpAction({ email: shopper.email, password: shopper.password, ...details })).toEqual({ ok: true, redirectTo: "/retailer/dashboard", newAccount: false });
    const [u] = await db.select({ role: tables.users.role }).from(tables.users).where(eq(tables.users.id, shopper.id));
    expect(u.role).toBe("retailer");
  });

  it("login by an account without a retailer profile is sent to Sign Up", async () => {
    const db = await getTestDb();
    const shopper = await createTestUser(db);
    expect(await retailerLoginAction({ email: shopper.email, password: shopper.password })).toEqual({ ok: true, needsRegistration: true });
    const retailer = await createTestUser(db, { role: "retailer" });
    await db.insert(tables.retailers).values({ userId: retailer.id, name: "Shop", address: "1 Long Street, Town" });
    expect(await retailerLoginAction({ email: retailer.email, password: retailer.password })).toEqual({ ok: true, redirectTo: "/retailer/dashboard" });
    expect(await retailerLoginAction({ email: retailer.email, password: "nope" })).toMatchObject({ ok: false, title: "Login failed", formError: "Invalid email or password. Please try again." });
    expect(await retailerLoginAction({ email: "bad", password: "" })).toMatchObject({ ok: false, code: "INVALID_INPUT", fieldErrors: { email: ["Invalid email format"], password: ["Password is required"] } });
  });
});

describe("POST /api/security/log", () => {
  beforeEach(async () => {
    jar.token = null;
    await truncateAll(await getTestDb());
  });
  const post = (body: unknown, headers: Record<string, string> = { "sec-fetch-site": "same-origin" }) =>
    postSecurityLog(new NextRequest("http://app.test/api/security/log", { method: "POST", headers: { host: "app.test", "content-type": "application/json", ...headers }, body: typeof body === "string" ? body : JSON.stringify(body) }));

  it("needs a session, a same-origin request and a client-reportable kind", async () => {
    const db = await getTestDb();
    const event = { eventType: "suspicious_activity", url: "/lists", details: { reason: "devtools", password: "hunter2" } };
    expect((await post(event)).status).toBe(401);
    const user = await actAs("shopper");
    expect((await post(event, { "sec-fetch-site": "cross-site" })).status).toBe(403);
    expect((await post({ ...event, eventType: "auth_success" })).status).toBe(400);
    expect((await post({ ...event, userId: "someone-else" })).status).toBe(400);
    expect((await post("{not json")).status).toBe(400);
    expect(await db.select().from(tables.securityEvents)).toHaveLength(0);
    const ok = await post(event);
    expect(ok.status).toBe(204);
    const rows = await db.select().from(tables.securityEvents);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ eventType: "suspicious_activity", source: "client", userId: user!.id, path: "/lists", details: { reason: "devtools" } });
  });
});
