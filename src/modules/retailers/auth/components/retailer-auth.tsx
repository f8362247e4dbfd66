"use client";
import { useState } from "react";
import { cn } from "@/lib/cn";
import { RetailerLoginForm } from "./retailer-login-form";
import { RetailerSignUpForm } from "./retailer-sign-up-form";

type Tab = "login" | "signup";
const TABS: Array<{ id: Tab; label: string }> = [{ id: "login", label: "Login" }, { id: "signup", label: "Sign Up" }];

/** Tabs Login and Sign Up. A login by an account without a retailer profile lands on Sign Up. */
export function RetailerAuth({ initialTab, initialEmail }: { initialTab: Tab; initialEmail?: string }) {
  const [tab, setTab] = useState<Tab>(initialTab);
  const [email, setEmail] = useState(initialEmail ?? "");
  return (
    <div className="flex flex-col gap-4">
      <div role="tablist" aria-label="Retailer portal" className="grid grid-cols-2 rounded-lg bg-slate-100 p-1">
        {TABS.map((t) => (
          <button
            key={t.id}
            id={`retailer-tab-${t.id}`}
            role="tab"
            type="button"
            aria-selected={tab === t.id}
            aria-controls={`retailer-panel-${t.id}`}
            onClick={() => setTab(t.id)}
            className={cn("rounded-md py-2 text-sm font-medium", tab === t.id ? "bg-white text-slate-900 shadow-sm" : "text-slate-600")}
          >
            {t.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`retailer-panel-${tab}`} aria-labelledby={`retailer-tab-${tab}`}>
        {tab === "login" ? (
          <RetailerLoginForm onNeedsRegistration={(e) => { setEmail(e); setTab("signup"); }} />
        ) : (
          <RetailerSignUpForm key={email} initialEmail={email} />
        )}
      </div>
    </div>
  );
}
