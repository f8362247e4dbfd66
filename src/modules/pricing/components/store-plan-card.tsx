"use client";
import Link from "next/link";
import { SpecialEnds } from "@/components/ui/special-ends";
import { Card } from "@/components/ui/card";
import { buttonClass } from "@/components/ui/button";
import { formatMoney } from "@/modules/currency/engine";
import { type CurrencyCode } from "@/modules/currency/engine";
import { useCurrency } from "@/modules/currency/client";
import type { ItemLockView, PlanStoreDto } from "../dto";
import { formatBought, formatDistance } from "../format";
import { ReportPriceButton } from "@/modules/moderation/client";
import { describePrice } from "@/modules/moderation/engine";
import { regionOfCurrency } from "../engine/amount";
import type { ItemLockInput } from "../schemas";
import { ItemLockMenu } from "./item-lock-menu";
import { UnitPrice } from "./unit-price";
import { PriceHistoryButton } from "@/modules/price-history/client";
import { loadPriceHistoryAction } from "../price-history-action";

export function StorePlanCard({ store, currency, now, locks, canLock, pending, onLock, onExclude, listId }: {
  store: PlanStoreDto;
  currency: CurrencyCode;
  now: Date;
  locks: Map<string, ItemLockView>;
  canLock: boolean;
  pending: boolean;
  onLock: (itemId: string, lock: ItemLockInput) => void;
  /** "Not this product" (decision 058): the line's product is never picked for it again. */
  onExclude?: (itemId: string, productId: string) => void;
  /** The saved list this plan is for: "I'm at this store" opens it with this store's lines first (issue 27). */
  listId?: string | null;
}) {
  const { format, convert, currency: shownIn } = useCurrency();
  const money = (c: number) => format(c, currency);
  // The subtotal is the sum of the rounded line amounts shown, in the display currency.
  const shownSubtotal = store.items.reduce((sum, l) => sum + convert(l.priceCents, currency), 0);
  const headingId = `store-${store.storeId}`;
  return (
    <Card aria-labelledby={headingId} data-testid="plan-store" className="flex flex-col gap-3">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 id={headingId} className="font-semibold text-slate-900">{store.name}</h3>
          <p className="truncate text-sm text-slate-600">{store.address}</p>
          <p className="text-sm text-slate-600">
            {formatDistance(store.distanceKm)} away · <span data-testid="store-item-count">{store.items.length}</span> item{store.items.length === 1 ? "" : "s"}
          </p>
        </div>
        <div className="flex shrink-0 flex-col items-stretch gap-1.5">
          <Link href={`/map?store=${encodeURIComponent(store.name)}`} className={buttonClass("outline", "px-3 py-1.5")}>View Map</Link>
          {listId ? (
            <Link href={`/lists/${listId}?at=${encodeURIComponent(store.storeId)}&plan=1`} className={buttonClass("primary", "px-3 py-1.5")} aria-label={`I'm at ${store.name}`}>
              I&apos;m here
            </Link>
          ) : null}
        </div>
      </div>
      <ul className="divide-y divide-slate-100" aria-label={`Items at ${store.name}`}>
        {store.items.map((line) => {
          const lock = locks.get(line.listItemId);
          const lockText = lock ? lockLabel(lock) : null;
          return (
            <li key={line.listItemId} className="flex items-start justify-between gap-3 py-2">
              <div className="min-w-0">
                <p className="text-sm font-medium text-slate-900">
                  {line.itemName} <span className="font-normal text-slate-600">× {line.quantity}</span>
                  {line.lineAmountLabel ? <span className="font-normal text-slate-600" data-testid="line-amount"> → {line.lineAmountLabel}</span> : null}
                  {line.onSpecial ? <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-medium text-amber-900">Special</span> : null}
                </p>
                <SpecialEnds until={line.specialEndsAt} now={now} />
                <p className="text-sm text-slate-700">{formatBought(line, regionOfCurrency(currency))}</p>
                <p className="text-xs text-slate-600">
                  {line.unitPriceLabel ? <><UnitPrice price={line.unitPrice} currency={currency} fallback={line.unitPriceLabel} /> · </> : ""}<span data-testid="price-source">{describePrice(line, now)}</span>
                </p>
                {lockText ? <p className="text-xs font-medium text-brand-800">{lockText}</p> : null}
                <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
                  <PriceHistoryButton productId={line.productId} storeId={store.storeId} productName={line.productName} storeName={store.name} load={loadPriceHistoryAction}
                    report={<ReportPriceButton productId={line.productId} storeId={store.storeId} productName={line.productName} storeName={store.name} />} />
                  <ReportPriceButton productId={line.productId} storeId={store.storeId} productName={line.productName} storeName={store.name} />
                </span>
              </div>
              <div className="flex shrink-0 flex-col items-end gap-1">
                <span className="text-sm font-semibold text-slate-900">{money(line.priceCents)}</span>
                {canLock && lock ? <ItemLockMenu line={line} storeId={store.storeId} storeName={store.name} locks={lock} disabled={pending} onLock={onLock} /> : null}
                {canLock && onExclude ? (
                  <button
                    type="button"
                    disabled={pending}
                    onClick={() => onExclude(line.listItemId, line.productId)}
                    className="rounded-md px-2 py-1 text-xs font-medium text-brand-800 hover:bg-brand-50 disabled:text-slate-400"
                    aria-label={`Not this product: ${line.productName} for ${line.itemName}`}
                  >
                    Not this product
                  </button>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
      <div className="flex items-center justify-between border-t border-slate-200 pt-2 text-sm">
        <span className="text-slate-700">Subtotal{store.visitCostCents > 0 ? ` (+ ${money(store.visitCostCents)} stop)` : ""}</span>
        <span className="font-semibold text-slate-900" data-testid="store-subtotal">{formatMoney(shownSubtotal, shownIn)}</span>
      </div>
    </Card>
  );
}

function lockLabel(lock: ItemLockView): string | null {
  const parts: string[] = [];
  if (lock.productId) parts.push(`product: ${lock.productName ?? "chosen product"}`);
  if (lock.brand) parts.push(`brand: ${lock.brand}`);
  if (lock.storeId) parts.push(`store: ${lock.storeName ?? "chosen store"}`);
  return parts.length ? `Locked — ${parts.join(", ")}` : null;
}
