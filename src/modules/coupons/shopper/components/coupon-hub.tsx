"use client";
import { useRef, useState } from "react";
import { Sparkles } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { daysLeft } from "../format";
import type { ShopperCoupon } from "../types";
import { CouponCard } from "./coupon-card";
import { useCouponActions } from "./use-coupon-actions";

export const NO_COUPONS_TEXT = "No real coupons available";

type Tab = "available" | "saved" | "expired";

/** Exclusive Weekly Deals promo, then the Available / Saved (count) / Expired tabs. */
export function CouponHub({ available, expired, today, near = null }: { available: ShopperCoupon[]; expired: ShopperCoupon[]; today: string; near?: string | null }) {
  const [tab, setTab] = useState<Tab>("available");
  const tabsRef = useRef<HTMLDivElement>(null);
  const { stateOf, toggleSave, redeem, pendingId } = useCouponActions(available);
  const saved = available.filter((c) => stateOf(c).saved);
  const endingThisWeek = available.filter((c) => daysLeft(c.expiryDate, today) <= 7).length;

  const browseAll = () => {
    setTab("available");
    tabsRef.current?.scrollIntoView({ behavior: "smooth", block: "start" });
    tabsRef.current?.querySelector<HTMLElement>('[role="tab"]')?.focus({ preventScroll: true });
  };

  const list = (coupons: ShopperCoupon[], empty: string, isExpired = false) =>
    coupons.length === 0 ? (
      <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center text-sm text-slate-700" data-testid="coupons-empty">{empty}</p>
    ) : (
      <ul className="grid gap-3 md:grid-cols-2">
        {coupons.map((c) => (
          <li key={c.id}>
            <CouponCard
              coupon={c}
              state={stateOf(c)}
              today={today}
              expired={isExpired}
              pending={pendingId === c.id}
              onToggleSave={isExpired ? undefined : () => toggleSave(c)}
              onRedeem={isExpired ? undefined : () => redeem(c)}
            />
          </li>
        ))}
      </ul>
    );

  return (
    <>
      <section aria-labelledby="weekly-deals-heading" className="flex flex-col gap-3 rounded-2xl bg-gradient-to-r from-brand-700 to-emerald-600 p-5 text-white shadow-sm sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-start gap-3">
          <Sparkles aria-hidden="true" className="mt-0.5 h-6 w-6 shrink-0" />
          <div>
            <h2 id="weekly-deals-heading" className="text-lg font-bold">Exclusive Weekly Deals</h2>
            <p className="text-sm text-emerald-50">
              {near === null
                ? "Deals come from retailers near you: save your address in Profile to see them."
                : available.length === 0
                  ? `New deals from local retailers near ${near} land here every week.`
                  : `${available.length} ${available.length === 1 ? "deal" : "deals"} from local retailers near ${near}${endingThisWeek ? `, ${endingThisWeek} ending this week` : ""}.`}
            </p>
          </div>
        </div>
        <Button variant="secondary" onClick={browseAll} className="shrink-0 bg-white text-brand-800 hover:bg-emerald-50">Browse All Deals</Button>
      </section>

      <div ref={tabsRef} className="scroll-mt-20">
        <Tabs value={tab} onValueChange={(v) => setTab(v as Tab)}>
          <TabsList aria-label="Coupons">
            <TabsTrigger value="available">Available</TabsTrigger>
            <TabsTrigger value="saved">Saved ({saved.length})</TabsTrigger>
            <TabsTrigger value="expired">Expired</TabsTrigger>
          </TabsList>
          <TabsContent value="available">{list(available, NO_COUPONS_TEXT)}</TabsContent>
          <TabsContent value="saved">{list(saved, "No saved coupons yet. Tap Save on a coupon to keep it here — saved coupons stay on every device you sign in on.")}</TabsContent>
          <TabsContent value="expired">{list(expired, "No expired coupons.", true)}</TabsContent>
        </Tabs>
      </div>
    </>
  );
}
