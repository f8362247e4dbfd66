"use client";
import Link from "next/link";
import { useState } from "react";
import { Switch } from "@/components/ui/switch";
import { useAction } from "@/components/ui/use-action";
import { setOpenDataSharingAction } from "../actions";

/** The retailer's "share my feed prices as open data" switch (off by default), applied at once and rolled back if the save fails. */
export function OpenDataSwitch({ initial }: { initial: boolean }) {
  const [on, setOn] = useState(initial);
  const { run, pending } = useAction((input: { enabled: boolean }) => setOpenDataSharingAction(input), {
    onSuccess: (res) => setOn(res.enabled),
    success: (res) => ({ title: res.enabled ? "Your feed prices are now open data" : "Your feed prices are no longer shared", variant: "success" }),
    failure: () => ({ title: "Update failed", description: "The setting was not changed. Please try again.", variant: "destructive" }),
  });

  async function change(value: boolean) {
    const before = on;
    setOn(value);
    if (!(await run({ enabled: value })).ok) setOn(before);
  }

  return (
    <div className="flex items-start justify-between gap-3">
      <div className="min-w-0">
        <label htmlFor="open-data-prices" className="text-sm font-medium text-slate-900">Share my feed prices as open data</label>
        <p id="open-data-prices-hint" className="text-xs text-slate-600">
          Prices from your price feed appear in Cartwise&apos;s open prices API and nightly download under the Open Database License (ODbL). Scraped prices are never
          shared. <Link href="/developers" className="text-brand-700 underline">What is published</Link>
        </p>
      </div>
      <Switch id="open-data-prices" aria-describedby="open-data-prices-hint" checked={on} disabled={pending} onCheckedChange={(v) => void change(v)} />
    </div>
  );
}
