import Link from "next/link";
import { SpecialEnds } from "@/components/ui/special-ends";
import { Check } from "lucide-react";
import { Card } from "@/components/ui/card";
import { buttonClass } from "@/components/ui/button";
import { Price } from "@/modules/currency/client";
import type { PriceComparisonView as ViewData } from "../queries";
import { formatBought, formatDistance } from "../format";
import { regionOfCurrency } from "../engine/amount";
import { COMPARE_MESSAGES } from "../schemas";
import { UnitPrice } from "./unit-price";
import { SmartTip } from "./smart-tip";
import { SumPrice } from "./sum-price";
import { LocationPrompt } from "./location-prompt";
import { MissingLines } from "./missing-lines";
import { PriceHistoryButton, VerdictBadge, verdictKey } from "@/modules/price-history/client";
import { loadPriceHistoryAction } from "../price-history-action";
import { ReportPriceButton } from "@/modules/moderation/client";
import { describePrice } from "@/modules/moderation/engine";

/** /compare: the Weekly Basics list priced at every store in reach, cheapest full basket first. */
export function PriceComparisonView({ data }: { data: ViewData }) {
  const { outcome, standings, tip, verdicts } = data;
  if (outcome.status === "rate-limited") return <Notice text={`${COMPARE_MESSAGES.rateLimitTitle}: ${COMPARE_MESSAGES.rateLimited}`} />;
  if (outcome.status === "empty") return <Notice text={COMPARE_MESSAGES.emptyList} />;
  if (outcome.status === "location-needed") return <LocationPrompt />;
  if (outcome.status !== "ok" || !standings.length) return <Notice text={COMPARE_MESSAGES.noRealData} />;
  const c = outcome.comparison;
  const money = (cents: number) => <Price cents={cents} currency={c.currency} />;
  const complete = standings.filter((s) => s.complete);
  const best = complete[0] ?? standings[0];
  const dearest = complete.length > 1 ? complete[complete.length - 1] : null;
  const now = new Date(c.computedAt);

  return (
    <main className="mx-auto flex max-w-3xl flex-col gap-4 p-4">
      <section aria-labelledby="list-heading">
        <h2 id="list-heading" className="text-lg font-semibold">{outcome.list.name}</h2>
        <p className="text-sm text-slate-600">
          {outcome.list.kind === "sample" ? "Built-in sample items" : "Your list"}: {c.items.map((i) => `${i.itemName}${i.quantity > 1 ? ` ×${i.quantity}` : ""}${i.amount ? ` → ${i.amount.label}` : ""}`).join(", ")}
        </p>
      </section>

      <Card className="border-brand-500 bg-brand-50" data-testid="best-deal">
        <p className="text-xs font-semibold uppercase tracking-wide text-brand-800">Best deal</p>
        <p className="mt-1 text-lg font-bold">{best.name}</p>
        <p className="text-sm text-slate-800">
          <SumPrice parts={best.lines.map((l) => l.priceCents)} currency={c.currency} /> for {best.complete ? `all ${best.itemCount} items` : `${best.itemsStocked} of ${best.itemCount} items`} · {formatDistance(best.distanceKm)} away
          {dearest ? <> · <SumPrice parts={dearest.lines.map((l) => l.priceCents)} minus={best.lines.map((l) => l.priceCents)} currency={c.currency} /> less than {dearest.name}</> : null}
        </p>
        {c.stores.length ? (
          <Link href="/cheapest-list" className={buttonClass("primary", "mt-3")}>See the cheapest mix of stores</Link>
        ) : null}
      </Card>

      <MissingLines listId={outcome.list.kind === "sample" ? null : outcome.list.listId} uncovered={c.uncovered} items={c.items} currency={c.currency} />

      {tip ? (
        <Card data-testid="smart-tip">
          <h2 className="font-semibold">Smart Shopping Strategy</h2>
          <SmartTip facts={{ stores: c.stores, savings: c.savings, distanceFiltering: c.distanceFiltering, options: c.options, items: c.items, itemsCostCents: c.itemsCostCents, currency: c.currency }} />
        </Card>
      ) : null}

      <section aria-labelledby="stores-heading" className="flex flex-col gap-3">
        <h2 id="stores-heading" className="font-semibold">Store comparison</h2>
        {standings.map((s, rank) => (
          <Card key={s.storeId} data-testid="store-standing">
            <div className="flex items-start justify-between gap-3">
              <div className="min-w-0">
                <h3 className="font-semibold">{rank + 1}. {s.name}</h3>
                <p className="text-sm text-slate-600">
                  {formatDistance(s.distanceKm)} · {s.complete ? `all ${s.itemCount} items` : `${s.itemsStocked} of ${s.itemCount} items`}
                </p>
              </div>
              <p className="shrink-0 text-lg font-bold" data-testid="store-total"><SumPrice parts={s.lines.map((l) => l.priceCents)} currency={c.currency} /></p>
            </div>
            <details className="mt-2 text-sm">
              <summary className="cursor-pointer font-medium text-brand-800">Item breakdown</summary>
              <ul className="mt-2 divide-y divide-slate-100">
                {s.lines.map((l) => {
                  const verdict = verdicts[verdictKey(s.storeId, l.productId)];
                  return (
                  <li key={l.listItemId} className="flex justify-between gap-3 py-1.5">
                    <span className="min-w-0">
                      {l.itemName}{l.lineAmountLabel ? <span className="text-slate-600" data-testid="line-amount"> → {l.lineAmountLabel}</span> : null} <span className="text-slate-600">— {formatBought(l, regionOfCurrency(c.currency))}{l.unitPriceLabel ? <> (<UnitPrice price={l.unitPrice} currency={c.currency} fallback={l.unitPriceLabel} />)</> : ""}</span>
                      <span className="block text-xs text-slate-600" data-testid="price-source">{describePrice(l, now)}</span>
                      <SpecialEnds until={l.specialEndsAt} now={now} />
                      <span className="mt-0.5 flex flex-wrap items-center gap-x-3 gap-y-1">
                        {verdict ? <VerdictBadge verdict={verdict} /> : null}
                        <PriceHistoryButton productId={l.productId} storeId={s.storeId} productName={l.productName} storeName={s.name} load={loadPriceHistoryAction}
                          report={<ReportPriceButton productId={l.productId} storeId={s.storeId} productName={l.productName} storeName={s.name} />} />
                        <ReportPriceButton productId={l.productId} storeId={s.storeId} productName={l.productName} storeName={s.name} />
                      </span>
                    </span>
                    <span className={l.cheapest ? "inline-flex shrink-0 items-center gap-1 font-semibold text-brand-800" : "shrink-0"}>
                      {money(l.priceCents)}
                      {l.cheapest ? (
                        <>
                          <Check aria-hidden="true" className="h-4 w-4" /> cheapest
                        </>
                      ) : null}
                    </span>
                  </li>
                  );
                })}
                {s.missing.map((name) => (
                  <li key={name} className="flex justify-between py-1.5 text-slate-500">
                    <span>{name}</span>
                    <span>not stocked</span>
                  </li>
                ))}
              </ul>
            </details>
          </Card>
        ))}
      </section>
    </main>
  );
}

function Notice({ text }: { text: string }) {
  return (
    <main className="mx-auto max-w-3xl p-4">
      <Card role="status">
        <p className="text-sm text-slate-800">{text}</p>
      </Card>
    </main>
  );
}
