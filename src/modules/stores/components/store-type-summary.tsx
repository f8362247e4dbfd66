import { summariseStoreTypes } from "../geo";
import type { NearbyStore } from "../types";
import { StoreTypeIcon } from "./store-type-icon";

/** One chip per store type present: icon, label and count, in the marker legend's colours. */
export function StoreTypeSummary({ stores }: { stores: readonly NearbyStore[] }) {
  const summary = summariseStoreTypes(stores);
  if (summary.length === 0) return null;
  return (
    <ul aria-label="Store types nearby" className="flex flex-wrap gap-2">
      {summary.map(({ style, count }) => (
        <li key={style.key} className="inline-flex items-center gap-1 rounded-full border border-slate-200 bg-white px-2.5 py-1 text-xs text-slate-800">
          <span aria-hidden="true" className="inline-block h-2.5 w-2.5 rounded-full" style={{ backgroundColor: style.color }} />
          <StoreTypeIcon typeKey={style.key} className="h-3.5 w-3.5" />
          {style.label}
          <span className="font-semibold">{count}</span>
        </li>
      ))}
    </ul>
  );
}
