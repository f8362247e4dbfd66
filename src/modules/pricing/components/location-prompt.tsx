"use client";
import Link from "next/link";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useEffect, useState } from "react";
import { Card } from "@/components/ui/card";
import { buttonClass } from "@/components/ui/button";
import { COMPARE_MESSAGES } from "../schemas";

/**
 * No saved address: compare around the browser's location when the shopper gives it (the page
 * reloads with ?near=lat,lng), else ask — never another country's sample city.
 */
export function LocationPrompt() {
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const [state, setState] = useState<"asking" | "denied">("asking");

  const locate = (onDenied: () => void) => {
    if (!("geolocation" in navigator)) return onDenied();
    navigator.geolocation.getCurrentPosition(
      (p) => {
        const next = new URLSearchParams(params.toString());
        next.set("near", `${p.coords.latitude.toFixed(5)},${p.coords.longitude.toFixed(5)}`);
        router.replace(`${pathname}?${next.toString()}`);
      },
      onDenied,
      { timeout: 10_000, maximumAge: 600_000 },
    );
  };
  const ask = () => {
    setState("asking");
    locate(() => setState("denied"));
  };
  // Asked once on arrival; the browser itself asks the shopper's permission.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => locate(() => setState("denied")), []);

  return (
    <main className="mx-auto flex max-w-3xl flex-col gap-4 p-4">
      <Card role="status" data-testid="location-prompt">
        <p className="font-semibold">{COMPARE_MESSAGES.locationRequiredTitle}</p>
        <p className="mt-1 text-sm text-slate-700">
          {state === "asking" ? "Finding stores near you… allow location access when your browser asks." : COMPARE_MESSAGES.locationAsk}
        </p>
        <div className="mt-3 flex flex-wrap gap-2">
          <button type="button" onClick={ask} className={buttonClass("primary")}>Use my location</button>
          <Link href="/profile" className={buttonClass("outline")}>Save my address</Link>
        </div>
      </Card>
    </main>
  );
}
