import { beforeAll, describe, expect, it, vi } from "vitest";
import fc from "fast-check";
import { sql } from "drizzle-orm";
import { NextRequest } from "next/server";
import { getTestDb, truncateAll } from "../setup/db";

/*
 * Issue 13, class 3 (control characters) — fuzz: arbitrary strings (control characters incl. NUL,
 * lone surrogates, bidi overrides, zero-width characters, very long) go through every text-taking
 * action and JSON route, called directly as an attacker would. None may answer INTERNAL/500, none
 * may leave a partial write, and input refused by validation never spends a rate-limit slot.
 * Only Auth.js's cookie plumbing and the request headers are replaced (as in the users module's
 * access tests); the actions, schemas, limiter and PostgreSQL are real.
 */
const { sessionJar: jar } = await import("../support/mocked-session");
vi.mock("@/server/auth/auth", () => import("../support/mocked-session").then((m) => m.mockedAuthModule()));
vi.mock("@/server/request", () => import("../support/mocked-session").then((m) => m.mockedRequestModule()));
vi.mock("next/cache", () => import("../support/mocked-session").then((m) => m.mockedCacheModule()));

const { signInAction, signUpAction } = await import("@/modules/users/auth-actions");
const { changeNameAction } = await import("@/modules/users/actions");
const { retailerLoginAction, retailerSignUpAction } = await import("@/modules/retailers/auth/actions");
const { createListAction, addItemAction, quickAddAction } = await import("@/modules/lists/actions");
const { addReceiptItems } = await import("@/modules/receipts/actions");
const { saveAddressAction, geocodeAddressAction, suggestPlacesAction } = await import("@/modules/stores/actions");
const { POST: postSecurityLog } = await import("@/app/api/security/log/route");
const { POST: postFindStores } = await import("@/app/api/find-stores/route");
const { GET: getReverseGeocode } = await import("@/app/api/reverse-geocode/route");
const { createTestUser, signInToken } = await import("@/modules/users/testing/factories");
const { updateAccountAction } = await import("@/modules/retailers/portal/actions");
const { createBannerAction, updateBannerAction } = await import("@/modules/ads/retailer/actions");
const { uploadCouponAction } = await import("@/modules/coupons/retailer/actions");
const { updateStoreConfigAction, dryRunScrapeAction } = await import("@/modules/scraping/admin/actions");
const { tables } = await import("@/server/db");

/** Strings a form would never send: every class the probe found, mixed with ordinary text. */
const nasty = fc.oneof(
  fc.string({ unit: "binary", maxLength: 60 }),
  fc.tuple(fc.string({ maxLength: 20 }), fc.constantFrom("\u0000", "\u0007", "\u001b", "\u007f", "\u009f", "\ud800", "\udfff", "\u202e", "\u2066", "\u200b", "\ufeff", "\t", "\n"), fc.string({ maxLength: 20 })).map(([a, c, b]) => `${a}${c}${b}`),
  fc.constantFrom("\u0000", "\u200b\u200b", "\u202eevil", "👨‍👩‍👧".repeat(30), "\ud83d", "<script>\u0000</script>"),
  fc.nat({ max: 20_000 }).map((n) => "x".repeat(n)),
);

/** In stored JSON text a control character can only appear escaped: \u0000–\u001f (other than \t \n \r) or a bidi override. */
const UNSAFE_JSON_ESCAPE = /\\u(?:000[0-8bcef]|001[0-9a-f]|007f|008[0-9a-f]|009[0-9a-f]|202[a-e]|206[6-9])/i;
const UNSAFE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const RUNS = 40;

async function counts() {
  const db = await getTestDb();
  const res = await db.execute<Record<string, number>>(sql`select
    (select count(*)::int from users) as users,
    (select count(*)::int from retailers) as retailers,
    (select count(*)::int from shopping_lists) as lists,
    (select count(*)::int from shopping_list_items) as items,
    (select count(*)::int from rate_limit_hits) as hits,
    (select count(*)::int from coupons) as coupons,
    (select count(*)::int from ads) as ads,
    (select count(*)::int from security_events) as events`);
  return res.rows[0];
}

/** Every stored text column the fuzzed actions can write: none may hold an unsafe character. */
async function storedTexts(): Promise<string[]> {
  const db = await getTestDb();
  const res = await db.execute<{ t: string | null }>(sql`
    select name as t from shopping_lists union all select item_name from shopping_list_items union all select name from profiles
    union all select street_address from profiles union all select suburb from profiles union all select formatted_address from profiles
    union all select email from users union all select name from retailers union all select address from retailers
    union all select gst_number from retailers union all select title from coupons union all select discount_value from coupons
    union all select description from coupons union all select banner_text from ads union all select cta from ads union all select click_url from ads
    union all select scraper_config::text from stores`);
  return res.rows.map((r) => r.t).filter((t): t is string => t !== null);
}

type Result = { ok: boolean; code?: string };

async function expectSafe(run: () => Promise<Result>, writes: (before: Record<string, number>, after: Record<string, number>, res: Result) => void) {
  const before = await counts();
  const res = await run();
  const after = await counts();
  expect(res.code).not.toBe("INTERNAL");
  if (!res.ok && res.code === "INVALID_INPUT") {
    // Refused by validation: nothing written and no rate-limit slot spent.
    expect(after.hits).toBe(before.hits);
    expect({ ...after, events: 0 }).toEqual({ ...before, events: 0 });
  }
  writes(before, after, res);
}

describe("fuzzed text through every text-taking action and route (issue 13)", () => {
  let listId = "";
  beforeAll(async () => {
    const db = await getTestDb();
    await truncateAll(db);
  });

  async function signedIn() {
    const db = await getTestDb();
    const user = await createTestUser(db);
    jar.token = await signInToken(db, user);
    return user;
  }

  it("list names, item names and Quick Add", async () => {
    await signedIn();
    const first = await createListAction({ name: "Fuzz base", clientRequestId: crypto.randomUUID() });
    expect(first.ok).toBe(true);
    listId = (first as { list: { id: string } }).list.id;
    await fc.assert(
      fc.asyncProperty(nasty, async (s) => {
        await expectSafe(() => createListAction({ name: s, clientRequestId: crypto.randomUUID() }), (b, a, r) => {
          expect(a.lists - b.lists).toBe(r.ok ? 1 : 0);
        });
        await expectSafe(() => addItemAction({ listId, itemName: s }), (b, a, r) => {
          if (!r.ok) expect(a.items).toBe(b.items);
        });
        await expectSafe(() => quickAddAction({ items: ["Milk", s, "Bread"] }), (b, a, r) => {
          // All or nothing: a refused Quick Add adds no list and no item.
          if (!r.ok) expect([a.lists, a.items]).toEqual([b.lists, b.items]);
        });
      }),
      { numRuns: RUNS },
    );
    for (const t of await storedTexts()) expect(t).not.toMatch(UNSAFE);
  }, 240_000);

  it("receipt items, profile name and address", async () => {
    await signedIn();
    await fc.assert(
      fc.asyncProperty(nasty, nasty, async (s, t) => {
        await expectSafe(() => addReceiptItems({ items: [{ name: s, quantity: 1, sourceText: t }], localDate: "2026-03-01" }), (b, a, r) => {
          if (!r.ok) expect([a.lists, a.items]).toEqual([b.lists, b.items]);
        });
        await expectSafe(() => changeNameAction({ name: s }), () => undefined);
        await expectSafe(() => saveAddressAction({ streetAddress: s, suburb: t, country: "New Zealand", formattedAddress: `${s}, ${t}` }), () => undefined);
        await expectSafe(() => geocodeAddressAction({ streetAddress: s, suburb: t, country: "NZ" }), () => undefined);
        await expectSafe(() => suggestPlacesAction({ query: s }), () => undefined);
      }),
      { numRuns: RUNS },
    );
    for (const t of await storedTexts()) expect(t).not.toMatch(UNSAFE);
  }, 240_000);

  it("the e-mail field of every sign-in and sign-up form, anonymously", async () => {
    jar.token = null;
    await fc.assert(
      fc.asyncProperty(nasty, async (s) => {
        const email = `${s}@example.test`;
        await expectSafe(() => signInAction({ email, password: "Whatever!1" }), () => undefined);
        await expectSafe(() => retailerLoginAction({ email, password: "Whatever!1" }), () => undefined);
        await expectSafe(() => signUpAction({ email, password: "Str0ng!pass", confirmPassword: "Str0ng!pass", acceptedTerms: true }), (b, a, r) => {
          expect(a.users - b.users).toBeLessThanOrEqual(r.ok ? 1 : 0);
        });
        await expectSafe(() => retailerSignUpAction({ email, password: "Str0ng!pass", businessName: s, address: "12 Queen Street, Auckland" }), (b, a, r) => {
          // A new account comes with its retailer profile or not at all; a refusal writes nothing.
          if (a.users > b.users) expect(a.retailers - b.retailers).toBe(a.users - b.users);
          if (!r.ok) expect([a.users, a.retailers]).toEqual([b.users, b.retailers]);
        });
        jar.token = null;
      }),
      { numRuns: RUNS },
    );
    for (const t of await storedTexts()) expect(t).not.toMatch(UNSAFE);
  }, 240_000);

  it("retailer sign-up (public): business name, address and GST number", async () => {
    jar.token = null;
    await fc.assert(
      fc.asyncProperty(nasty, nasty, async (s, t) => {
        const email = `fuzz-${crypto.randomUUID().slice(0, 8)}@example.test`;
        await expectSafe(() => retailerSignUpAction({ email, password: "Str0ng!pass", businessName: `Shop ${s}`, address: "12 Queen Street, Auckland", gstNumber: t }), (b, a, r) => {
          if (!r.ok) expect([a.users, a.retailers]).toEqual([b.users, b.retailers]);
        });
        await expectSafe(() => retailerSignUpAction({ email: `x${email}`, password: "Str0ng!pass", businessName: "Fuzz Grocer", address: `12 Queen Street ${s}`, gstNumber: "123-456-789" }), (b, a, r) => {
          if (!r.ok) expect([a.users, a.retailers]).toEqual([b.users, b.retailers]);
        });
        jar.token = null;
      }),
      { numRuns: RUNS },
    );
    for (const t of await storedTexts()) expect(t).not.toMatch(UNSAFE);
  }, 240_000);

  it("every retailer action: settings, banners and coupons", async () => {
    const db = await getTestDb();
    const user = await createTestUser(db, { role: "retailer" });
    await db.insert(tables.retailers).values({ userId: user.id, name: "Fuzz Retailer", address: "1 Fuzz Street, Testville" });
    jar.token = await signInToken(db, user);
    const base = await createBannerAction({ placement: "category", bannerText: "Base banner" });
    expect(base.ok).toBe(true);
    const adId = (base as { banner: { id: string } }).banner.id;
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    await fc.assert(
      fc.asyncProperty(nasty, nasty, async (s, t) => {
        await expectSafe(() => updateAccountAction({ name: `Shop ${s}`, address: `1 Fuzz Street ${t}` }), () => undefined);
        await expectSafe(() => createBannerAction({ placement: "homepage", bannerText: s, cta: t, clickUrl: "" }), (b, a, r) => {
          expect(a.ads - b.ads).toBe(r.ok ? 1 : 0);
        });
        await expectSafe(() => updateBannerAction({ adId, placement: "category", bannerText: `Deal ${t}`, cta: "", clickUrl: `https://example.com/${s}` }), () => undefined);
        await expectSafe(() => uploadCouponAction({ title: s, discountValue: `10% ${t}`, expiryDate: tomorrow, description: `${t}${s}` }), (b, a, r) => {
          expect(a.coupons - b.coupons).toBe(r.ok ? 1 : 0);
        });
      }),
      { numRuns: RUNS },
    );
    // Each unsafe class gets the field's own clear error, never a server error.
    for (const bad of ["\u0000", "\u202eevil", "\u2066x", "a\u0007b"]) {
      const banner = await createBannerAction({ placement: "homepage", bannerText: `Fresh ${bad}` });
      expect(banner).toMatchObject({ ok: false, code: "INVALID_INPUT", fieldErrors: { bannerText: ["Banner text contains characters that aren't allowed. Please remove them and try again."] } });
      const coupon = await uploadCouponAction({ title: "Ten off", discountValue: "10%", expiryDate: tomorrow, description: `Ends ${bad}` });
      expect(coupon).toMatchObject({ ok: false, code: "INVALID_INPUT", fieldErrors: { description: [expect.stringContaining("characters that aren't allowed")] } });
      const account = await updateAccountAction({ name: `Shop ${bad}`, address: "1 Fuzz Street, Testville" });
      expect(account).toMatchObject({ ok: false, code: "INVALID_INPUT", fieldErrors: { name: [expect.stringContaining("characters that aren't allowed")] } });
    }
    for (const t of await storedTexts()) expect(t).not.toMatch(UNSAFE);
  }, 240_000);

  it("admin: scraper configurations (names, selectors, user agent inside the JSON text)", async () => {
    const db = await getTestDb();
    const admin = await createTestUser(db, { role: "admin" });
    jar.token = await signInToken(db, admin);
    const [store] = await db.insert(tables.stores).values({ name: "Fuzz Mart", storeType: "supermarket" }).returning({ id: tables.stores.id });
    const config = (extra: Record<string, unknown>) => JSON.stringify({ scraper_type: "html", base_url: "http://127.0.0.1:9/shop/", ...extra });
    await fc.assert(
      fc.asyncProperty(nasty, async (s) => {
        for (const configJson of [s, config({ user_agent: s }), config({ selectors: { item: s || ".x", name: ".n", price: ".p" } }), config({ [s]: 1 })]) {
          await expectSafe(() => updateStoreConfigAction({ storeId: store.id, storeType: "supermarket", scrapingEnabled: false, configJson }), () => undefined);
        }
        await expectSafe(() => dryRunScrapeAction({ configJson: config({ user_agent: s }) }), () => undefined);
      }),
      { numRuns: RUNS },
    );
    const nul = await updateStoreConfigAction({ storeId: store.id, storeType: "supermarket", scrapingEnabled: false, configJson: config({ user_agent: "Bot\u0000" }) });
    expect(nul).toMatchObject({ ok: false, code: "INVALID_INPUT", fieldErrors: { configJson: ["The configuration contains characters that aren't allowed. Please remove them and try again."] } });
    const res = await db.execute<{ t: string | null }>(sql`select scraper_config::text as t from stores`);
    for (const row of res.rows) expect(row.t ?? "").not.toMatch(UNSAFE_JSON_ESCAPE);
  }, 240_000);

  it("JSON routes: security log, find-stores, reverse-geocode never answer 500", async () => {
    await signedIn();
    const post = (handler: (r: NextRequest) => Promise<Response>, url: string, body: string) =>
      handler(new NextRequest(`http://app.test${url}`, { method: "POST", headers: { host: "app.test", "content-type": "application/json", "sec-fetch-site": "same-origin" }, body }));
    await fc.assert(
      fc.asyncProperty(nasty, nasty, async (s, t) => {
        const log = await post(postSecurityLog, "/api/security/log", JSON.stringify({ eventType: "suspicious_activity", url: s, details: { [t.slice(0, 30) || "k"]: s } }));
        expect(log.status).toBeLessThan(500);
        const stores = await post(postFindStores, "/api/find-stores", JSON.stringify({ address: s }));
        expect(stores.status).toBeLessThan(500);
        const raw = await post(postFindStores, "/api/find-stores", s);
        expect(raw.status).toBeLessThan(500);
        const query = new URLSearchParams({ lat: s, lng: t }).toString();
        const geo = await getReverseGeocode(new NextRequest(`http://app.test/api/reverse-geocode?${query}`, { headers: { host: "app.test" } }));
        expect(geo.status).toBeLessThan(500);
      }),
      { numRuns: RUNS },
    );
  }, 240_000);
});
