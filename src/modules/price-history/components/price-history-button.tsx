"use client";
import { useState, type ReactNode } from "react";
import { Dialog } from "@/components/ui/dialog";
import { useCurrency } from "@/modules/currency/client";
import { useAction } from "@/components/ui/use-action";
import type { ActionResult } from "@/server/action";
import type { PriceHistoryDto } from "../queries";
import type { PriceHistoryInput } from "../schemas";
import { PriceHistoryChart } from "./price-history-chart";
import { VerdictBadge } from "./verdict-badge";

/**
 * The server action that loads a line's history, with the current price's source and age in the price
 * rule's words. Review state and words are moderation's: the screen passes the action (pricing's
 * loadPriceHistoryAction) and the report button, so this module does not import moderation (decision 059).
 */
export type LoadPriceHistory = (input: PriceHistoryInput) => Promise<ActionResult<{ history: PriceHistoryDto; sourceWords: string }>>;

type State = { status: "idle" | "loading" } | { status: "error"; message: string } | { status: "ready"; history: PriceHistoryDto; sourceWords: string };

/** "Price history" on a product line: opens the product's weekly history at that store with the server's verdict. */
export function PriceHistoryButton({ productId, storeId, productName, storeName, load, report }: {
  productId: string;
  storeId: string;
  productName: string;
  storeName: string;
  load: LoadPriceHistory;
  /** The line's "Report" button, shown under the current price. */
  report: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const [state, setState] = useState<State>({ status: "idle" });
  const { format } = useCurrency();
  const { run } = useAction(load, {
    onSuccess: (res) => setState({ status: "ready", history: res.history, sourceWords: res.sourceWords }),
    onFailure: (res) => setState({ status: "error", message: res.formError ?? "Price history is unavailable right now." }),
  });

  async function openHistory() {
    setOpen(true);
    if (state.status === "ready") return;
    setState({ status: "loading" });
    await run({ productId, storeId });
  }

  return (
    <>
      <button type="button" onClick={openHistory} className="inline-flex items-center gap-1 text-xs font-medium text-brand-800 underline-offset-2 hover:underline" aria-label={`Price history: ${productName} at ${storeName}`}>
        <ChartIcon /> Price history
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} title={`${productName}`} description={`Price history at ${storeName}`}>
        {state.status === "ready" ? (
          <HistoryBody history={state.history} sourceWords={state.sourceWords} report={report} money={(c) => format(c, state.history.currency)} />
        ) : state.status === "error" ? (
          <p role="alert" className="text-sm text-red-800">{state.message}</p>
        ) : (
          <p role="status" className="text-sm text-slate-600">Loading price history…</p>
        )}
      </Dialog>
    </>
  );
}

function HistoryBody({ history, sourceWords, report, money }: { history: PriceHistoryDto; sourceWords: string; report: ReactNode; money: (cents: number) => string }) {
  const v = history.verdict;
  return (
    <div className="flex flex-col gap-3" data-testid="price-history">
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-lg font-bold text-slate-900">{money(history.current.amountCents)}</span>
        <VerdictBadge verdict={v} />
      </div>
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-600">
        <span data-testid="price-source">{sourceWords}</span>
        {report}
      </p>
      <p className="text-sm text-slate-700">
        {v.kind === "not-enough-history"
          ? `Only ${v.weeksOfHistory} earlier week${v.weeksOfHistory === 1 ? "" : "s"} of prices here — we need at least 4 before judging a price.`
          : <>Usual price {money(v.usualCents ?? 0)} (median of the last {Math.min(8, v.weeksOfHistory)} weeks); lowest in the last 8 weeks {money(v.windowLowCents ?? 0)}; highest {money(v.windowHighCents ?? 0)}.{v.realDeal ? " Today's price is at or below the lowest of the last 8 weeks." : ""}</>}
      </p>
      {history.weeks.length ? <PriceHistoryChart weeks={history.weeks} usualCents={v.usualCents} money={money} /> : null}
    </div>
  );
}

/**
 * lucide's line-chart, drawn once per plan line: a bare path instead of the icon component's dozen
 * attributes (a 40-line plan sends it 40 times; decision 016).
 */
function ChartIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="h-3.5 w-3.5 fill-none stroke-current stroke-2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M3 3v16a2 2 0 0 0 2 2h16M19 9l-5 5-4-4-3 3" />
    </svg>
  );
}
