"use client";
import Link from "next/link";
import { useEffect, useState } from "react";
import { AlertTriangle, Bell, Tag, TrendingDown, TrendingUp } from "lucide-react";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { Price } from "@/modules/currency/client";
import { settle } from "@/lib/action-outcome";
import { loadNotificationsAction, markNotificationsReadAction } from "../actions";
import type { NotificationsView } from "../queries";

const EMPTY_TEXT = "No new notifications. We'll notify you of deals and price drops!";

/** The header's bell: unread count, the latest price drops and nearby coupons; opening it marks them read. */
export function NotificationsPanel() {
  const [view, setView] = useState<NotificationsView | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    void settle(() => loadNotificationsAction({})).then((res) => {
      if (!live) return;
      if (res.ok) setView({ unread: res.unread, items: res.items });
      else setFailed(true);
    });
    return () => { live = false; };
  }, []);

  async function onOpenChange(open: boolean) {
    if (!open || !view || view.unread === 0) return;
    const res = await settle(() => markNotificationsReadAction({}));
    if (res.ok) setView((v) => (v ? { ...v, unread: 0 } : v));
  }

  const unread = view?.unread ?? 0;
  return (
    <Popover onOpenChange={onOpenChange}>
      <PopoverTrigger asChild>
        <button type="button" aria-label={unread ? `Notifications, ${unread} unread` : "Notifications"} className="relative rounded-full p-2 text-slate-700 hover:bg-slate-100" data-testid="notifications-bell">
          <Bell aria-hidden="true" className="h-5 w-5" />
          {unread ? (
            <span className="absolute -right-0.5 -top-0.5 min-w-[1.1rem] rounded-full bg-red-600 px-1 text-center text-[0.7rem] font-bold leading-[1.1rem] text-white" data-testid="notifications-unread">
              {unread > 99 ? "99+" : unread}
            </span>
          ) : null}
        </button>
      </PopoverTrigger>
      <PopoverContent align="end" className="w-[min(22rem,calc(100vw-1rem))] p-0">
        <div className="border-b border-slate-200 px-3 py-2">
          <h2 className="text-sm font-semibold text-slate-900">Notifications</h2>
        </div>
        {failed ? (
          <p className="p-3 text-sm text-slate-700">Notifications are unavailable right now.</p>
        ) : !view ? (
          <p role="status" className="p-3 text-sm text-slate-600">Loading…</p>
        ) : view.items.length === 0 ? (
          <p className="p-3 text-sm text-slate-700">{EMPTY_TEXT}</p>
        ) : (
          <ul className="max-h-[60vh] divide-y divide-slate-100 overflow-y-auto" data-testid="notifications-list">
            {view.items.map((n) => {
              const Icon = n.kind === "coupon" ? Tag : n.kind === "scrape_alert" ? AlertTriangle : n.kind === "price_rise" ? TrendingUp : TrendingDown;
              const content = (
                <span className="flex gap-2">
                  <Icon aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" />
                  <span className="min-w-0">
                    <span className={n.read ? "block text-sm text-slate-800" : "block text-sm font-semibold text-slate-900"}>{n.title}</span>
                    <span className="block text-xs text-slate-600">
                      {n.newCents !== null && n.oldCents !== null && n.currency ? (
                        <><Price cents={n.newCents} currency={n.currency} />, was <Price cents={n.oldCents} currency={n.currency} className="line-through" /> · </>
                      ) : null}
                      {n.body}
                    </span>
                  </span>
                </span>
              );
              return (
                <li key={n.id} className="px-3 py-2">
                  {n.href ? <Link href={n.href} className="block hover:underline">{content}</Link> : content}
                </li>
              );
            })}
          </ul>
        )}
      </PopoverContent>
    </Popover>
  );
}
