import { Crown, FlaskConical } from "lucide-react";
import { cn } from "@/lib/cn";

/** Premium / Basic / Demo Account. */
export function TierBadge({ badge, className }: { badge: "Premium" | "Basic" | "Demo Account"; className?: string }) {
  return (
    <span
      className={cn(
        "inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold",
        badge === "Premium" ? "bg-amber-100 text-amber-900" : badge === "Demo Account" ? "bg-sky-100 text-sky-900" : "bg-slate-100 text-slate-800",
        className,
      )}
    >
      {badge === "Premium" ? <Crown aria-hidden="true" className="h-3.5 w-3.5" /> : badge === "Demo Account" ? <FlaskConical aria-hidden="true" className="h-3.5 w-3.5" /> : null}
      {badge}
    </span>
  );
}
