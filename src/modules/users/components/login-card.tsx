"use client";
import { useState } from "react";
import { Card } from "@/components/ui/card";
import { SignInForm } from "./sign-in-form";
import { SignUpForm } from "./sign-up-form";

type Mode = "sign-in" | "sign-up";

/**
 * One card toggling between sign-in and sign-up. Each mode mounts a fresh form (keyed), so
 * switching resets both forms.
 */
export function LoginCard({ from, notice }: { from?: string; notice?: string }) {
  const [mode, setMode] = useState<Mode>("sign-in");
  const [formKey, setFormKey] = useState(0);
  const [pending, setPending] = useState(false);
  const switchTo = (next: Mode) => {
    setMode(next);
    setFormKey((k) => k + 1);
  };
  return (
    <Card className="w-full max-w-md p-6">
      <h1 className="text-2xl font-bold text-slate-900">{mode === "sign-in" ? "Sign in to Cartwise" : "Create your Cartwise account"}</h1>
      <p className="mb-4 mt-1 text-sm text-slate-600">
        {mode === "sign-in" ? "Compare prices and find the cheapest mix of stores." : "Free for shoppers. It takes a minute."}
      </p>
      {notice ? <p role="status" className="mb-3 rounded-lg bg-brand-50 px-3 py-2 text-sm text-brand-800">{notice}</p> : null}
      {mode === "sign-in" ? (
        <SignInForm key={`in-${formKey}`} from={from} onPendingChange={setPending} />
      ) : (
        <SignUpForm key={`up-${formKey}`} onSignedUp={() => switchTo("sign-in")} />
      )}
      <p className="mt-4 text-center text-sm text-slate-700">
        {mode === "sign-in" ? "Don't have an account? " : "Already have an account? "}
        <button type="button" disabled={pending} className="font-medium text-brand-700 underline" onClick={() => switchTo(mode === "sign-in" ? "sign-up" : "sign-in")}>
          {mode === "sign-in" ? "Sign up" : "Sign in"}
        </button>
      </p>
    </Card>
  );
}
