import { beforeEach, describe, expect, it, vi } from "vitest";

const ports = await vi.hoisted(async () => (await import("./testing/stripe-env")).useLocalStripeFake({ STRIPE_PRICE_SHOPPER_PREMIUM: "" }));

// The actions run through the real wrapper (validation, limiter, error mapping); only the session is stubbed.
const session = vi.hoisted(() => ({ actor: null as null | { userId: string; role: "shopper" | "retailer" | "admin"; email: string; sessionId: string } }));
vi.mock("@/server/auth/session", () => ({
  getActor: async () => session.actor,
  assertActor: async () => {
    if (!session.actor) throw new (await import("@/server/errors")).AppError("UNAUTHENTICATED", "Authentication required");
    return session.actor;
  },
}));

import { actorFor, createTestUser } from "@/modules/users/testing/factories";
import { useBillingHarness, createRetailer } from "./testing/harness";
import { checkSubscriptionAction, createCheckoutAction, openPortalAction } from "./actions";

const { db } = await useBillingHarness(ports);

beforeEach(() => {
  session.actor = null;
});

describe("billing actions", () => {
  it("refuses an invalid tier with the spec's message, before spending a rate-limit slot", async () => {
    session.actor = (await createRetailer(db)).actor;
    for (const tier of ["gold", "basic", "", 7]) {
      expect(await createCheckoutAction({ tier })).toMatchObject({ ok: false, code: "INVALID_INPUT", formError: "Invalid subscription tier" });
    }
    expect(await createCheckoutAction({ tier: "Premium" })).toMatchObject({ ok: true, url: expect.stringContaining("/checkout/cs_test_") });
    for (let i = 0; i < 4; i++) expect((await createCheckoutAction({ tier: "premium" })).ok).toBe(true); // 5 valid calls allowed
  });

  it("limits checkout to 5 per 5 minutes per user with the spec's Too many requests texts", async () => {
    const a = await createRetailer(db);
    const b = await createRetailer(db);
    session.actor = a.actor;
    for (let i = 0; i < 5; i++) expect((await createCheckoutAction({ tier: "premium" })).ok).toBe(true);
    const refused = await createCheckoutAction({ tier: "premium" });
    expect(refused).toMatchObject({ ok: false, code: "RATE_LIMITED", title: "Too many requests", formError: "Please wait a few minutes before trying again." });
    session.actor = b.actor; // per user: someone else is unaffected
    expect((await createCheckoutAction({ tier: "premium" })).ok).toBe(true);
  });

  it("limits the portal per user too, and explains when there is nothing to manage", async () => {
    session.actor = (await createRetailer(db)).actor;
    expect(await openPortalAction({})).toMatchObject({ ok: false, code: "NOT_FOUND", title: "Portal unavailable" });
    for (let i = 0; i < 4; i++) await openPortalAction({});
    expect(await openPortalAction({})).toMatchObject({ ok: false, code: "RATE_LIMITED", title: "Too many requests", formError: "Please wait a few minutes before trying again." });
  });

  it("requires sign-in, and says plainly that shopper premium is coming later when no shopper price is set", async () => {
    expect(await createCheckoutAction({ tier: "premium" })).toMatchObject({ ok: false, code: "UNAUTHENTICATED", formError: "Authentication required" });
    session.actor = await actorFor(db, await createTestUser(db));
    expect(await createCheckoutAction({ tier: "premium" })).toMatchObject({ ok: false, code: "CONFLICT", formError: expect.stringContaining("coming later") });
    expect(await checkSubscriptionAction({})).toEqual({ ok: true, status: { subscribed: false, subscription_tier: null, subscription_end: null } });
  });
});
