import "server-only";
import type { Db } from "@/server/db";
import { readCurrentPriceTerms, type CurrentPriceTerms } from "@/modules/price-ledger";
import { effectivePrice, isHeldChange, type EffectivePrice } from "../engine/publish-rules";
import type { FeedKind, FeedReport, FeedRow, Severity } from "../engine/types";
import type { FeedStore, RetailerFeedContext } from "./context";
import { matchRows, type RowMatch } from "./match";

/** What publishing does with one row (the worst over its stores): held beats changed beats new … */
export type RowOutcome = "held" | "changed" | "new" | "withdrawn" | "unchanged" | "skipped" | "error";
const RANK: Record<RowOutcome, number> = { error: 7, held: 6, changed: 5, new: 4, withdrawn: 3, unchanged: 2, skipped: 1 };

export interface PricePair {
  storeId: string;
  action: "new" | "changed" | "unchanged" | "held" | "withdraw" | "skip";
  price: EffectivePrice | null;
  oldCents: number | null;
  /** The store's current price already says "retailer" with the same extensions: nothing to append. */
  sameAsCurrent: boolean;
}

export interface RowPlan {
  row: FeedRow;
  severity: Severity;
  messages: string[];
  match: RowMatch | null;
  outcome: RowOutcome;
  oldAmountCents: number | null;
  newAmountCents: number | null;
  pairs: PricePair[];
}

export interface FeedPlan {
  kind: FeedKind;
  rows: RowPlan[];
  validRows: number;
  impact: Record<RowOutcome, number>;
}

type Current = CurrentPriceTerms;

const SEVERITY_RANK: Record<Severity, number> = { ok: 0, info: 1, warning: 2, error: 3 };
function raise(a: Severity, b: Severity): Severity {
  return SEVERITY_RANK[b] > SEVERITY_RANK[a] ? b : a;
}

export function feedKindOf(report: FeedReport): FeedKind {
  return report.rows.some((r) => r.storeCode) ? "local_inventory" : "product";
}

/**
 * The dry run and the publish share this plan: store checks on each row, matching, and per store
 * what the row's price does against the store's current price at `at`. `confirmedLines` are rows
 * whose over-50 % change the retailer confirmed.
 */
export async function planFeed(db: Db, ctx: RetailerFeedContext, report: FeedReport, at: Date, confirmedLines: ReadonlySet<number> = new Set()): Promise<FeedPlan> {
  const kind = feedKindOf(report);
  const publishable = ctx.stores.filter((s) => s.publishable);
  const byCode = new Map(ctx.stores.filter((s) => s.storeCode).map((s) => [s.storeCode!.toLowerCase(), s]));
  const plans: RowPlan[] = report.rows.map((row) => ({ row, severity: row.severity, messages: [...row.messages], match: null, outcome: "skipped", oldAmountCents: null, newAmountCents: null, pairs: [] }));
  const targets = new Map<RowPlan, FeedStore[]>();

  for (const p of plans) {
    if (p.severity === "error") continue;
    if (kind === "local_inventory") {
      const store = p.row.storeCode ? byCode.get(p.row.storeCode.toLowerCase()) : undefined;
      if (!store) {
        const codes = ctx.stores.map((s) => s.storeCode).filter(Boolean).join(", ") || "none yet";
        p.messages.push(`store_code "${p.row.storeCode}" is not one of your stores (your codes: ${codes})`);
        p.severity = "error";
        continue;
      }
      if (!store.publishable) p.messages.push(`store "${store.name}" (${store.storeCode}) is not approved or is closed: its price is not published`);
      targets.set(p, store.publishable ? [store] : []);
    } else {
      const currency = p.row.price?.currency;
      targets.set(p, publishable.filter((s) => s.currency === currency));
    }
  }

  const valid = plans.filter((p) => p.severity !== "error");
  const matches = await matchRows(db, ctx.retailer, valid.map((p) => p.row));
  valid.forEach((p, i) => {
    p.match = matches[i];
    if (matches[i].matchedBy === "none") {
      p.severity = "error";
      p.messages.push(matches[i].note!);
    } else if (matches[i].matchedBy === "new") {
      p.severity = raise(p.severity, "info");
      p.messages.push(`new product, flagged for review: ${matches[i].note}`);
    }
  });

  const productIds = [...new Set(valid.map((p) => p.match?.productId).filter((x): x is string => !!x))];
  const storeIds = [...new Set([...targets.values()].flat().map((s) => s.id))];
  const current: Map<string, Current> = await readCurrentPriceTerms(db, storeIds, productIds);
  // One price per (store, product): a later row for the same product at the same store is skipped.
  const claimed = new Map<string, number>();
  // New products (not created yet at the dry run) are told apart by their item id.
  const productKey = (p: RowPlan) => p.match?.productId ?? `new:${p.row.id}`;

  for (const p of plans) {
    if (p.severity === "error") {
      p.outcome = "error";
      continue;
    }
    const stores = targets.get(p) ?? [];
    if (!stores.length) {
      if (kind === "product") p.messages.push(`no approved store in ${p.row.price?.currency ?? "this currency"} to publish to`);
      p.outcome = "skipped";
      continue;
    }
    const price = effectivePrice(p.row, at);
    const avail = p.row.availability;
    let best: PricePair | null = null;
    for (const store of stores) {
      const key = `${store.id}|${productKey(p)}`;
      const earlier = claimed.get(key);
      if (earlier !== undefined) {
        p.pairs.push({ storeId: store.id, action: "skip", price: null, oldCents: null, sameAsCurrent: false });
        if (!p.messages.some((m) => m.startsWith("same product as line"))) p.messages.push(`same product as line ${earlier}: that line's price is used`);
        continue;
      }
      claimed.set(key, p.row.line);
      const cur = p.match?.productId ? current.get(`${store.id}|${p.match.productId}`) : undefined;
      const old = cur && cur.currency === p.row.price?.currency ? cur.amount_cents : null;
      let pair: PricePair;
      if (avail === "out_of_stock") pair = { storeId: store.id, action: cur ? "withdraw" : "skip", price: null, oldCents: old, sameAsCurrent: false };
      else if (avail === "preorder" || !price) pair = { storeId: store.id, action: "skip", price: null, oldCents: old, sameAsCurrent: false };
      else if (!cur || old === null) pair = { storeId: store.id, action: "new", price, oldCents: null, sameAsCurrent: false };
      else if (old === price.amountCents) {
        const same = cur.on_special === price.onSpecial && cur.source === "retailer" && cur.member_price_cents === price.memberPriceCents && cur.multibuy_quantity === price.multibuyQuantity && cur.multibuy_price_cents === price.multibuyPriceCents;
        pair = { storeId: store.id, action: "unchanged", price, oldCents: old, sameAsCurrent: same };
      } else if (isHeldChange(old, price.amountCents) && !confirmedLines.has(p.row.line)) pair = { storeId: store.id, action: "held", price, oldCents: old, sameAsCurrent: false };
      else pair = { storeId: store.id, action: "changed", price, oldCents: old, sameAsCurrent: false };
      p.pairs.push(pair);
      const outcome = pairOutcome(pair);
      if (!best || RANK[outcome] > RANK[pairOutcome(best)] || (outcome === pairOutcome(best) && Math.abs((pair.price?.amountCents ?? 0) - (pair.oldCents ?? 0)) > Math.abs((best.price?.amountCents ?? 0) - (best.oldCents ?? 0)))) best = pair;
    }
    if (avail === "preorder") p.messages.push("preorder: not on sale yet, no price published");
    p.outcome = best ? pairOutcome(best) : "skipped";
    p.oldAmountCents = best?.oldCents ?? null;
    p.newAmountCents = best?.price?.amountCents ?? null;
    if (p.outcome === "held") {
      p.severity = raise(p.severity, "warning");
      const pct = Math.round((Math.abs(p.newAmountCents! - p.oldAmountCents!) / p.oldAmountCents!) * 100);
      p.messages.push(`price changes by ${pct}% (more than 50%): held until you confirm it`);
    }
  }
  const impact: Record<RowOutcome, number> = { new: 0, changed: 0, unchanged: 0, held: 0, withdrawn: 0, skipped: 0, error: 0 };
  for (const p of plans) impact[p.outcome]++;
  return { kind, rows: plans, validRows: plans.filter((p) => p.severity !== "error").length, impact };
}

function pairOutcome(pair: PricePair): RowOutcome {
  return pair.action === "withdraw" ? "withdrawn" : pair.action === "skip" ? "skipped" : pair.action;
}
