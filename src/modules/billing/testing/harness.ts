import http from "node:http";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, beforeEach } from "vitest";
import { eq } from "drizzle-orm";
import { tables, type Db } from "@/server/db";
import type { Actor } from "@/server/auth/session";
import { actorFor, createTestUser } from "@/modules/users/testing/factories";
import { StripeFake, type StripeFakeOptions } from "../fake/server";
import { couponFeeLedger } from "@/modules/coupons/retailer/fee-ledger";
import { receiveStripeWebhook } from "../webhooks";
import { getTestDb, truncateAll } from "../../../../tests/setup/db";

/**
 * Test harness: the local Stripe fake on 127.0.0.1 plus a webhook receiver standing in for
 * /api/stripe/webhook (it hands the raw body, signature and coupons' fee ledger to the same function the route calls).
 * `mode = "capture"` records deliveries without processing them, so a test can replay them.
 */
export interface Captured { type: string; raw: string; signature: string }

export class BillingHarness {
  fake!: StripeFake;
  captured: Captured[] = [];
  mode: "process" | "capture" = "process";
  private receiver: http.Server | null = null;

  constructor(private readonly getDb: () => Promise<Db>) {}

  async start(fakePort: number, receiverPort: number, prices: StripeFakeOptions["prices"] = []): Promise<void> {
    this.fake = new StripeFake({ port: fakePort, prices, deliveryRetries: 0 });
    await this.fake.listen();
    this.receiver = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on("data", (c: Buffer) => chunks.push(c));
      req.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const signature = String(req.headers["stripe-signature"] ?? "");
        this.captured.push({ type: (JSON.parse(raw) as { type: string }).type, raw, signature });
        if (this.mode === "capture") return void res.writeHead(200).end("{}");
        this.getDb()
          .then((db) => receiveStripeWebhook(db, raw, signature, couponFeeLedger))
          .then((out) => res.writeHead(out.status, { "content-type": "application/json" }).end(JSON.stringify(out.body)))
          .catch((e: unknown) => {
            console.error("[test receiver]", e);
            res.writeHead(500).end("{}");
          });
      });
    });
    const receiver = this.receiver;
    await new Promise<void>((resolve) => receiver.listen(receiverPort, "127.0.0.1", () => resolve()));
  }

  async stop(): Promise<void> {
    await this.fake?.close();
    await new Promise<void>((resolve) => (this.receiver ? this.receiver.close(() => resolve()) : resolve()));
  }

  take(type: string): Captured {
    const found = [...this.captured].reverse().find((c) => c.type === type);
    if (!found) throw new Error(`no captured ${type}; have ${this.captured.map((c) => c.type).join(", ")}`);
    return found;
  }
}

/**
 * The lifecycle every billing integration test file shares: the Stripe fake and the webhook
 * receiver start once for the file (on the ports `useLocalStripeFake()` chose in `vi.hoisted`) and
 * stop after it; before each test the database is emptied, captured deliveries are dropped and
 * deliveries are processed again. Called at the top level of the test file:
 *   const { harness, db } = await useBillingHarness(ports);
 */
export async function useBillingHarness(ports: { fake: number; receiver: number }, opts: { prices?: StripeFakeOptions["prices"] } = {}): Promise<{ harness: BillingHarness; db: Db }> {
  const harness = new BillingHarness(getTestDb);
  const db = await getTestDb();
  beforeAll(async () => harness.start(ports.fake, ports.receiver, opts.prices));
  afterAll(async () => harness.stop());
  beforeEach(async () => {
    await truncateAll(db);
    harness.captured = [];
    harness.mode = "process";
  });
  return { harness, db };
}

export const sessionIdFromUrl = (url: string): string => url.split("/checkout/")[1] ?? "";

export async function createRetailer(db: Db, opts: { tier?: "basic" | "premium"; isDemo?: boolean; country?: string } = {}): Promise<{ actor: Actor; retailerId: string; userId: string }> {
  const user = await createTestUser(db, { role: "retailer" });
  const [row] = await db
    .insert(tables.retailers)
    .values({ userId: user.id, name: `Shop ${randomUUID().slice(0, 6)}`, address: "1 Test Street, Testville 1010", subscriptionTier: opts.tier ?? "basic", premiumActive: opts.tier === "premium", isDemo: opts.isDemo ?? false })
    .returning({ id: tables.retailers.id });
  if (opts.country) await db.update(tables.profiles).set({ countryCode: opts.country }).where(eq(tables.profiles.userId, user.id));
  return { actor: await actorFor(db, user), retailerId: row.id, userId: user.id };
}

export async function insertCoupon(db: Db, retailerId: string, title = "Test coupon"): Promise<string> {
  const [row] = await db
    .insert(tables.coupons)
    .values({ retailerId, title, discountValue: "10%", expiryDate: "2099-01-01", feeStatus: "awaiting_payment" })
    .returning({ id: tables.coupons.id });
  return row.id;
}
