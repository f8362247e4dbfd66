"use client";
import Link from "next/link";
import { usePathname, useRouter } from "next/navigation";
import { useEffect, useMemo, useRef, useState } from "react";
import { Card } from "@/components/ui/card";
import { buttonClass } from "@/components/ui/button";
import { toast } from "@/components/ui/toast";
import { useAction } from "@/components/ui/use-action";
import { CURRENCIES, convertCents } from "@/modules/currency/engine";
import { useCurrency } from "@/modules/currency/client";
import { LIST_NOT_FOUND_NOTICE } from "@/modules/lists/shared";
import { chooseSubstituteAction, compareListAction, excludeProductAction, setItemLockAction, undoExclusionAction } from "../actions";
import type { PlanDto } from "../dto";
import type { ListMeta } from "../queries";
import type { PlanOutcome } from "../plan-outcome";
import { COMPARE_MESSAGES, compareSearchString, type CompareOptionsInput, type ItemLockInput } from "../schemas";
import { PlanControls } from "./plan-controls";
import { PlanNotes } from "./plan-notes";
import { PlanSummary } from "./plan-summary";
import { SaveLocationButton } from "./save-location-button";
import { ShopPlanButton } from "./shop-plan-button";
import { StorePlanCard } from "./store-plan-card";

type ActionResponse = Awaited<ReturnType<typeof compareListAction>>;

/**
 * Best Savings: the proven-cheapest plan for a list, re-optimised in place when the shopper changes
 * the visit cost, the store cap or a lock. The URL keeps the controls (?visit=300&max=2).
 */
export function BestSavingsView({ list, routeListId, initial, initialOptions }: {
  list: ListMeta;
  /** The list id in the URL; null on /cheapest-list (the Weekly Basics list or the sample items). */
  routeListId: string | null;
  initial: PlanDto;
  initialOptions: CompareOptionsInput;
}) {
  const [comparison, setComparison] = useState(initial);
  const { convert, currency: displayCurrency, rates } = useCurrency();
  const [options, setOptions] = useState(initialOptions);
  const router = useRouter();
  const plan = useAction((call: () => Promise<ActionResponse>) => call(), {
    onSuccess: (res) => apply(res.outcome),
    onFailure: (res) => {
      // The action never answered: the request itself failed.
      if (res.thrown) return fail(COMPARE_MESSAGES.network);
      if (res.code === "NOT_FOUND") router.replace(`/lists?notice=${LIST_NOT_FOUND_NOTICE}`);
    },
    failure: (res) => (res.thrown || res.code === "NOT_FOUND" ? null : { title: res.title ?? COMPARE_MESSAGES.failedTitle, description: res.formError ?? COMPARE_MESSAGES.failed, variant: "destructive" }),
  });
  const pending = plan.pending;
  const pathname = usePathname();
  const backToList = list.listId ? `/lists/${list.listId}` : null;

  const noStoresShown = useRef(false);
  useEffect(() => {
    if (initial.distanceFiltering.storesFound === 0 && !noStoresShown.current) {
      noStoresShown.current = true;
      toast({ title: COMPARE_MESSAGES.noStoresTitle, description: COMPARE_MESSAGES.noStores, variant: "destructive" });
    }
  }, [initial]);

  const fail = (description: string, title: string = COMPARE_MESSAGES.failedTitle) => {
    toast({ title, description, variant: "destructive" });
    if (backToList) router.replace(backToList);
  };

  const apply = (outcome: PlanOutcome) => {
    switch (outcome.status) {
      case "ok":
        setComparison(outcome.comparison);
        if (outcome.comparison.distanceFiltering.storesFound === 0) toast({ title: COMPARE_MESSAGES.noStoresTitle, description: COMPARE_MESSAGES.noStores, variant: "destructive" });
        return;
      case "empty":
        return fail(COMPARE_MESSAGES.emptyList, "Empty list");
      case "not-found":
        return router.replace(`/lists?notice=${LIST_NOT_FOUND_NOTICE}`);
      case "rate-limited":
        return toast({ title: COMPARE_MESSAGES.rateLimitTitle, description: COMPARE_MESSAGES.rateLimited, variant: "destructive" });
      case "failed":
        return fail(outcome.message);
      case "location-needed":
        return fail(COMPARE_MESSAGES.locationAsk, COMPARE_MESSAGES.locationRequiredTitle);
    }
  };

  const run = (call: () => Promise<ActionResponse>) => void plan.run(call);

  const changeOptions = (next: CompareOptionsInput) => {
    setOptions(next);
    window.history.replaceState(null, "", `${pathname}${compareSearchString(next)}`);
    run(() => compareListAction({ listId: routeListId, ...next }));
  };

  const lock = (itemId: string, lockInput: ItemLockInput) => {
    if (!list.listId) return;
    const listId = list.listId;
    run(() => setItemLockAction({ listId, itemId, lock: lockInput, ...options }));
  };

  const substitute = (itemId: string, productId: string | null) => {
    if (!list.listId) return;
    const listId = list.listId;
    run(() => chooseSubstituteAction({ listId, itemId, productId, ...options }));
  };

  const exclude = (itemId: string, productId: string) => {
    if (!list.listId) return;
    const listId = list.listId;
    run(() => excludeProductAction({ listId, itemId, productId, ...options }));
  };

  const undoExclusion = (itemId: string) => {
    if (!list.listId) return;
    const listId = list.listId;
    run(() => undoExclusionAction({ listId, itemId, productId: null, ...options }));
  };

  const locks = useMemo(() => new Map(comparison.items.map((i) => [i.listItemId, i.locks])), [comparison]);
  const now = useMemo(() => new Date(comparison.computedAt), [comparison]);

  return (
    <main className="mx-auto flex max-w-3xl flex-col gap-4 p-4" aria-busy={pending}>
      <div className="flex items-center justify-between gap-2">
        <Link href="/lists" className={buttonClass("ghost", "px-2")}>← Back to lists</Link>
        {backToList ? <Link href={backToList} className="text-sm font-medium text-brand-800 underline">Edit list</Link> : null}
      </div>
      <section aria-labelledby="list-heading">
        <h2 id="list-heading" className="text-lg font-semibold text-slate-900">{list.name}</h2>
        <p className="text-sm text-slate-600">{sourceNote(list, comparison)}</p>
        {comparison.distanceFiltering.origin.source === "sample" ? (
          <p className="text-sm text-amber-900">
            No address saved, so prices are compared around a sample location. <Link href="/profile" className="underline">Set your address</Link> to see stores near you.
          </p>
        ) : (
          // Find Stores measures from GPS when it can; say plainly where these distances start.
          <p className="text-xs text-slate-600" data-testid="distance-origin">
            Distances are measured from {comparison.distanceFiltering.origin.source === "profile" ? "your saved address" : options.near ? "your browser's location" : "the address you entered"}
            {comparison.distanceFiltering.origin.label.startsWith("your ") ? "" : ` (${comparison.distanceFiltering.origin.label})`}.
            {options.near && comparison.distanceFiltering.origin.source !== "profile" ? (
              <> <SaveLocationButton near={options.near} /></>
            ) : null}
          </p>
        )}
      </section>

      <Card>
        <PlanControls
          key={displayCurrency}
          options={options}
          symbol={CURRENCIES[displayCurrency].symbol}
          pending={pending}
          onChange={changeOptions}
          toShown={(cents) => convert(cents, comparison.currency)}
          fromShown={(cents) => convertCents(cents, displayCurrency, comparison.currency, rates.rates)}
        />
        <p aria-live="polite" className="min-h-5 text-sm text-slate-600">{pending ? "Updating your plan…" : ""}</p>
      </Card>

      {comparison.stores.length ? (
        <>
          <PlanSummary comparison={comparison} />
          {/* Keyed by the plan shown (and sent with the options it was computed with): a re-optimised plan is a trip of its own. */}
          <ShopPlanButton
            key={comparison.computedAt}
            listId={list.listId}
            options={{ visitCostCents: comparison.options.visitCostCents, maxStores: comparison.options.maxStores, biggerPacks: comparison.options.biggerPacks, near: options.near }}
            busy={pending}
          />
        </>
      ) : (
        <EmptyPlan comparison={comparison} />
      )}

      <section aria-label="Recommended stores" className="flex flex-col gap-3">
        {comparison.stores.map((store) => (
          <StorePlanCard
            key={store.storeId}
            store={store}
            currency={comparison.currency}
            now={now}
            locks={locks}
            canLock={Boolean(list.listId)}
            listId={list.listId}
            pending={pending}
            onLock={lock}
            onExclude={exclude}
          />
        ))}
      </section>

      <PlanNotes comparison={comparison} substitutes={{ canChoose: Boolean(list.listId), pending, onChoose: substitute, onUndoExclusion: undoExclusion }} />
    </main>
  );
}

function sourceNote(list: ListMeta, c: PlanDto): string {
  const n = c.items.length;
  const items = `${n} item${n === 1 ? "" : "s"}`;
  if (list.kind === "sample") return `Built-in sample items (${items}) — you have no "Weekly Basics" list, so we're showing the demo list.`;
  if (list.kind === "demo-list") return `Your "Weekly Basics" list (${items}).`;
  return `${items} on this list.`;
}

function EmptyPlan({ comparison: c }: { comparison: PlanDto }) {
  return (
    <Card role="status">
      <p className="font-semibold">{c.distanceFiltering.storesFound === 0 ? COMPARE_MESSAGES.noStoresTitle : "No plan"}</p>
      <p className="mt-1 text-sm text-slate-700">{c.distanceFiltering.storesFound === 0 ? COMPARE_MESSAGES.noStores : COMPARE_MESSAGES.failed}</p>
    </Card>
  );
}
