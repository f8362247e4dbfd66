import { randomBytes } from "node:crypto";

/**
 * In-memory state of the local Stripe fake: objects shaped like Stripe's (API 2026-10-28: the
 * billing period lives on subscription items, an invoice names its subscription under
 * parent.subscription_details). Each secret key is its own account.
 */
export type Json = Record<string, unknown>;

export interface FakePrice { id: string; object: "price"; unit_amount: number; currency: string; recurring: { interval: string } | null; product_name: string }
export interface Account { key: string; endpoints: Json[] }

export const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString("hex")}`;
export const nowSec = () => Math.floor(Date.now() / 1000);
export const PERIOD_SECONDS = 30 * 24 * 3600;

export class FakeState {
  readonly accounts = new Map<string, Account>();
  /** Every object by id, with the account that owns it. */
  readonly objects = new Map<string, { account: string; data: Json }>();
  readonly idempotency = new Map<string, { status: number; body: string }>();
  readonly prices = new Map<string, FakePrice>();

  account(key: string): Account {
    let a = this.accounts.get(key);
    if (!a) {
      a = { key, endpoints: [] };
      this.accounts.set(key, a);
    }
    return a;
  }

  put(account: string, data: Json): Json {
    this.objects.set(String(data.id), { account, data });
    return data;
  }

  get(id: string, account?: string): Json | null {
    const found = this.objects.get(id);
    if (!found || (account !== undefined && found.account !== account)) return null;
    return found.data;
  }

  ownerOf(id: string): string | null {
    return this.objects.get(id)?.account ?? null;
  }

  byType(account: string, object: string): Json[] {
    return [...this.objects.values()].filter((o) => o.account === account && o.data.object === object).map((o) => o.data);
  }
}

export function subscriptionPeriodEnd(sub: Json): number {
  const items = ((sub.items as Json | undefined)?.data as Json[] | undefined) ?? [];
  return Math.max(0, ...items.map((i) => Number(i.current_period_end ?? 0)));
}
