"use client";
import { useState, useTransition } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { useAction } from "@/components/ui/use-action";
import { acceptTermsAction } from "../actions";
import { TERMS_TEXT } from "../messages";
import { useSignOut } from "./use-sign-out";

/**
 * Blocking dialog for a profile that has not accepted the terms: it cannot be dismissed;
 * Accept (after ticking the box) records acceptance and its date; Decline signs out.
 */
export function TermsGate() {
  const signOut = useSignOut();
  const [open, setOpen] = useState(true);
  const [ticked, setTicked] = useState(false);
  const [declining, startTransition] = useTransition();
  const { run, pending: accepting } = useAction(acceptTermsAction, {
    failure: () => ({ title: "Error", description: TERMS_TEXT.saveFailed, variant: "destructive" }),
    onSuccess: () => setOpen(false),
    refresh: true,
  });
  const pending = accepting || declining;

  const accept = () => void run({ accepted: true });
  const decline = () => startTransition(async () => { await signOut(); });

  return (
    <Dialog
      open={open}
      onClose={() => undefined}
      dismissible={false}
      title="Terms of Service"
      footer={
        <>
          <Button variant="outline" onClick={decline} disabled={pending}>Decline</Button>
          <Button onClick={accept} disabled={!ticked || pending}>{pending ? "Please wait..." : "Accept"}</Button>
        </>
      }
    >
      <div className="flex flex-col gap-3 text-sm text-slate-700">
        <p>Before you continue, please read and accept our Terms of Service and Privacy Policy.</p>
        <p>
          <a href="/terms" target="_blank" rel="noopener noreferrer" className="font-medium text-brand-700 underline">Terms of Service</a>
          {" · "}
          <a href="/privacy" target="_blank" rel="noopener noreferrer" className="font-medium text-brand-700 underline">Privacy Policy</a>
        </p>
        <label className="flex items-start gap-2 text-slate-800">
          <input type="checkbox" className="mt-0.5 size-4" checked={ticked} onChange={(e) => setTicked(e.target.checked)} disabled={pending} />
          <span>I have read and accept the Terms of Service and Privacy Policy</span>
        </label>
      </div>
    </Dialog>
  );
}
