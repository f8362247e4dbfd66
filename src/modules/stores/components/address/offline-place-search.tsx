"use client";
import { useEffect, useId, useState } from "react";
import type { AddressCandidate, PlaceSuggestion } from "../../types";
import { suggestPlacesAction } from "../../actions";
import { settle } from "@/lib/action-outcome";

const DEBOUNCE_MS = 200;

/** Type-ahead over the bundled gazetteer (suburbs and towns of NZ, AU and the US); needs no key or internet. */
export function OfflinePlaceSearch({ onPick }: { onPick: (candidate: AddressCandidate) => void }) {
  const id = useId();
  const [query, setQuery] = useState("");
  const [suggestions, setSuggestions] = useState<PlaceSuggestion[]>([]);
  const trimmed = query.trim();

  useEffect(() => {
    if (trimmed.length < 2) return;
    let cancelled = false;
    const timer = setTimeout(async () => {
      const result = await settle(() => suggestPlacesAction({ query: trimmed }));
      if (!cancelled) setSuggestions(result.ok ? result.suggestions : []);
    }, DEBOUNCE_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [trimmed]);

  const visible = trimmed.length < 2 ? [] : suggestions;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">Search for your suburb or town</label>
      <input
        id={id}
        type="search"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        placeholder="e.g. Ponsonby, Surry Hills, Ballard"
        autoComplete="off"
        maxLength={100}
        className="rounded-lg border border-slate-300 px-3 py-2 text-sm"
      />
      {visible.length > 0 ? (
        <ul aria-label="Suggested places" className="mt-1 overflow-hidden rounded-lg border border-slate-200">
          {visible.map((s) => (
            <li key={s.id} className="border-b border-slate-100 last:border-b-0">
              <button type="button" onClick={() => onPick(s.candidate)} className="w-full px-3 py-2 text-left text-sm hover:bg-slate-50">
                <span className="block font-medium text-slate-900">{s.label}</span>
                <span className="block text-xs text-slate-600">{s.secondary}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
