"use client";
import { useId, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { cn } from "@/lib/cn";
import { filterFaqs, type FaqEntry } from "../engine/search";

interface FaqTab { id: string; label: string; entries: readonly FaqEntry[] }

/** Search box, audience tabs (WAI-ARIA tabs pattern) and the matching questions as disclosures. */
export function FaqBrowser({ tabs }: { tabs: readonly FaqTab[] }) {
  const [query, setQuery] = useState("");
  const [active, setActive] = useState(0);
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const base = useId();
  const results = useMemo(() => tabs.map((t) => filterFaqs(t.entries, query)), [tabs, query]);
  const shown = results[active] ?? [];

  const onTabKey = (e: KeyboardEvent<HTMLButtonElement>) => {
    const delta = e.key === "ArrowRight" ? 1 : e.key === "ArrowLeft" ? -1 : 0;
    if (!delta) return;
    e.preventDefault();
    const next = (active + delta + tabs.length) % tabs.length;
    setActive(next);
    tabRefs.current[next]?.focus();
  };

  return (
    <div className="flex flex-col gap-4">
      <div>
        <label htmlFor={`${base}-search`} className="text-sm font-medium text-slate-800">Search the FAQ</label>
        <input
          id={`${base}-search`}
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder="e.g. currency, coupons, premium"
          className="mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm focus:border-brand-600"
        />
      </div>
      <div role="tablist" aria-label="Questions for" className="grid grid-cols-2 gap-1 rounded-lg bg-slate-100 p-1">
        {tabs.map((tab, i) => (
          <button
            key={tab.id}
            ref={(el) => { tabRefs.current[i] = el; }}
            id={`${base}-tab-${tab.id}`}
            type="button"
            role="tab"
            aria-selected={i === active}
            aria-controls={`${base}-panel`}
            tabIndex={i === active ? 0 : -1}
            onClick={() => setActive(i)}
            onKeyDown={onTabKey}
            className={cn("rounded-md px-3 py-2 text-sm font-medium", i === active ? "bg-white text-brand-800 shadow-sm" : "text-slate-700 hover:text-slate-900")}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div id={`${base}-panel`} role="tabpanel" aria-labelledby={`${base}-tab-${tabs[active]?.id}`} tabIndex={0}>
        <p aria-live="polite" className="mb-2 text-sm text-slate-600">
          {query.trim() ? `${shown.length} of ${tabs[active]?.entries.length ?? 0} questions match “${query.trim()}”.` : `${shown.length} questions`}
        </p>
        {shown.length === 0 ? (
          <p className="rounded-lg border border-dashed border-slate-300 bg-white p-4 text-sm text-slate-700">
            No questions match your search.
            {results.some((r, i) => i !== active && r.length > 0) ? " Try the other tab, or contact support below." : " Try other words, or contact support below."}
          </p>
        ) : (
          <ul className="flex flex-col gap-2" data-testid="faq-results">
            {shown.map((entry) => (
              <li key={entry.id}>
                <details className="group rounded-lg border border-slate-200 bg-white p-3 open:shadow-sm">
                  <summary className="cursor-pointer list-none font-medium text-slate-900">
                    <span className="flex items-start justify-between gap-2">
                      {entry.question}
                      <span aria-hidden="true" className="text-slate-500 transition group-open:rotate-180">▾</span>
                    </span>
                  </summary>
                  <p className="mt-2 text-sm leading-relaxed text-slate-700">{entry.answer}</p>
                </details>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
