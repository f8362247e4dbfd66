"use client";
import { useState } from "react";
import { Switch } from "@/components/ui/switch";
import { useAction } from "@/components/ui/use-action";
import { setShareDefaultAction } from "../actions";
import { CONTRIBUTION_MESSAGES as M } from "../messages";

/** Profile: whether the receipt review's "Share these prices" switch starts on. */
export function ShareDefaultSwitch({ initial }: { initial: boolean }) {
  const [on, setOn] = useState(initial);
  const { run, pending } = useAction(setShareDefaultAction, {
    success: (res) => ({ title: "Saved", description: res.share ? "Receipt prices will be shared by default." : "Receipt prices will not be shared unless you turn it on.", variant: "success" }),
    onFailure: (_res, input: { share: boolean }) => setOn(!input.share),
  });
  return (
    <div className="flex items-start justify-between gap-3">
      <label htmlFor="share-receipts-default" className="flex min-w-0 flex-col gap-0.5 text-sm">
        <span className="font-medium text-slate-900">{M.profileSwitch}</span>
        <span className="text-xs text-slate-600">{M.shareHint} You can still turn it off for any receipt.</span>
      </label>
      <Switch
        id="share-receipts-default"
        checked={on}
        disabled={pending}
        onCheckedChange={(v) => {
          setOn(v);
          void run({ share: v });
        }}
      />
    </div>
  );
}
