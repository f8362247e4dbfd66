"use client";
import { useEffect, useRef, useState } from "react";
import { MAX_STORES_CHOICES, MAX_VISIT_COST_CENTS, type CompareOptionsInput } from "../schemas";

const DEBOUNCE_MS = 500;

/**
 * The shopper's levers: what one more stop is worth to them (a cost added per store, in the
 * comparison's currency) and the most stores they will visit. Changes re-optimise after a pause.
 */
export function PlanControls({ options, symbol, pending, onChange, toShown = (c) => c, fromShown = (c) => c }: {
  options: CompareOptionsInput;
  /** The display currency's symbol: the visit cost is entered in the currency every figure is shown in. */
  symbol: string;
  pending: boolean;
  onChange: (next: CompareOptionsInput) => void;
  /** Comparison-currency cents → display cents, and back (identity when they are the same currency). */
  toShown?: (cents: number) => number;
  fromShown?: (cents: number) => number;
}) {
  const [visitText, setVisitText] = useState(centsToText(toShown(options.visitCostCents)));
  const [error, setError] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef(options);
  // Keep the latest options for the debounced callback without touching refs during render.
  useEffect(() => {
    latest.current = options;
  }, [options]);

  useEffect(() => () => void (timer.current && clearTimeout(timer.current)), []);

  const onVisit = (text: string) => {
    setVisitText(text);
    if (timer.current) clearTimeout(timer.current);
    const shown = textToCents(text);
    const cents = shown === null ? null : Math.min(MAX_VISIT_COST_CENTS, fromShown(shown));
    if (cents === null) {
      setError(`Enter an amount between ${symbol}0 and ${symbol}${MAX_VISIT_COST_CENTS / 100}.`);
      return;
    }
    setError(null);
    timer.current = setTimeout(() => {
      if (cents !== latest.current.visitCostCents) onChange({ ...latest.current, visitCostCents: cents });
    }, DEBOUNCE_MS);
  };

  return (
    <fieldset className="grid gap-3 sm:grid-cols-2" aria-busy={pending}>
      <legend className="sr-only">Plan settings</legend>
      <div className="flex flex-col gap-1">
        <label htmlFor="visit-cost" className="text-sm font-medium text-slate-800">Visit cost per store</label>
        <div className="flex items-center gap-1">
          <span aria-hidden="true" className="text-sm text-slate-600">{symbol}</span>
          <input
            id="visit-cost"
            name="visit"
            type="number"
            inputMode="decimal"
            min={0}
            max={MAX_VISIT_COST_CENTS / 100}
            step={0.5}
            value={visitText}
            aria-describedby="visit-cost-help visit-cost-error"
            aria-invalid={error ? true : undefined}
            onChange={(e) => onVisit(e.target.value)}
            className="w-28 rounded-lg border border-slate-300 px-3 py-2 text-sm focus:border-brand-600"
          />
        </div>
        <p id="visit-cost-help" className="text-xs text-slate-600">{visitHelp(textToCents(visitText), symbol)}</p>
        <p id="visit-cost-error" aria-live="polite" className="min-h-4 text-xs text-red-700">{error ?? ""}</p>
      </div>
      <div className="flex flex-col gap-1">
        <label htmlFor="max-stores" className="text-sm font-medium text-slate-800">Maximum stores</label>
        <select
          id="max-stores"
          name="max"
          value={options.maxStores ?? "any"}
          onChange={(e) => onChange({ ...options, maxStores: e.target.value === "any" ? null : Number(e.target.value) })}
          className="w-28 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm focus:border-brand-600"
        >
          <option value="any">Any</option>
          {MAX_STORES_CHOICES.map((n) => (
            <option key={n} value={n}>{n}</option>
          ))}
        </select>
      </div>
      <div className="flex items-start gap-2 sm:col-span-2">
        <input
          id="bigger-packs"
          name="bigger"
          type="checkbox"
          checked={options.biggerPacks}
          onChange={(e) => onChange({ ...options, biggerPacks: e.target.checked })}
          className="mt-0.5 h-4 w-4 rounded border-slate-300"
          aria-describedby="bigger-packs-help"
        />
        <div>
          <label htmlFor="bigger-packs" className="text-sm font-medium text-slate-800">Bigger packs when cheaper per unit</label>
          <p id="bigger-packs-help" className="text-xs text-slate-600">
            Off: every store is priced for the same amount of each item. On: a store may sell a bigger pack when it costs less per kg, L or item.
          </p>
        </div>
      </div>
    </fieldset>
  );
}

/** What the number means for the plan, in words that also read sensibly at 0. */
function visitHelp(cents: number | null, symbol: string): string {
  if (cents === null) return "Counted once for every store in the plan; a higher value favours fewer stops.";
  if (cents === 0) return "Extra stops cost nothing: each item comes from wherever it is cheapest. Raise it to favour fewer stops.";
  return `Each store in the plan counts as ${symbol}${centsToText(cents)} more, so another stop must save more than that.`;
}

function centsToText(cents: number): string {
  return cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
}

function textToCents(text: string): number | null {
  if (text.trim() === "") return 0;
  const n = Number(text);
  if (!Number.isFinite(n) || n < 0) return null;
  const cents = Math.round(n * 100);
  return cents <= MAX_VISIT_COST_CENTS ? cents : null;
}
