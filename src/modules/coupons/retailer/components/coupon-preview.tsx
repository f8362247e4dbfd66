import { Calendar, Percent, Gift, DollarSign } from "lucide-react";
import { deriveCouponType } from "../../types";

const ICON = { percentage: Percent, freebie: Gift, dollar: DollarSign } as const;
const day = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });

/** How shoppers will see the coupon (shown once a title is typed). */
export function CouponPreview({ storeName, title, discountValue, description, expiryDate }: { storeName: string; title: string; discountValue: string; description: string; expiryDate?: string }) {
  const type = deriveCouponType(discountValue);
  const Icon = ICON[type];
  return (
    <section aria-labelledby="preview-heading" className="flex flex-col gap-2">
      <h2 id="preview-heading" className="text-base font-semibold text-slate-900">Preview</h2>
      <div className="flex gap-3 rounded-xl border-2 border-dashed border-brand-500 bg-white p-4">
        <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-800"><Icon aria-hidden="true" className="h-5 w-5" /></span>
        <div className="min-w-0">
          <p className="text-xs font-medium uppercase tracking-wide text-slate-600">{storeName}</p>
          <p className="break-words font-semibold text-slate-900">{title}</p>
          {discountValue ? <p className="break-words text-lg font-bold text-brand-800">{discountValue}</p> : null}
          {description ? <p className="mt-1 whitespace-pre-line break-words text-sm text-slate-700">{description}</p> : null}
          <p className="mt-2 inline-flex items-center gap-1 text-xs text-slate-600">
            <Calendar aria-hidden="true" className="h-3.5 w-3.5" />
            {expiryDate ? `Valid until ${day.format(new Date(`${expiryDate}T00:00:00Z`))}` : "Pick an expiry date"}
          </p>
        </div>
      </div>
    </section>
  );
}
