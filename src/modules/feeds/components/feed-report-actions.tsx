"use client";
import { useState } from "react";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { useAction } from "@/components/ui/use-action";
import { confirmHeldAction, discardFeedAction, publishFeedAction } from "../actions";

/** Publish (an explicit step), confirm held changes, or discard a draft run. */
export function FeedRunActions({ runId, heldCount, belowFloor, publishable }: { runId: string; heldCount: number; belowFloor: boolean; publishable: number }) {
  const router = useRouter();
  const [confirmFloor, setConfirmFloor] = useState(false);
  const publish = useAction((input: { runId: string; confirmBelowFloor: boolean }) => publishFeedAction(input), {
    success: (res) => ({ title: "Feed published", description: `${res.pricesWritten} prices written; shoppers see them now.`, variant: "success" }),
    failure: { title: "Not published", serverTitle: true },
    refresh: true,
  });
  const confirmAll = useAction((input: { runId: string }) => confirmHeldAction({ runId: input.runId, lines: "all" }), {
    success: (res) => ({ title: "Changes confirmed", description: `${res.confirmed} held price change${res.confirmed === 1 ? "" : "s"} will be published.`, variant: "success" }),
    failure: { title: "Not confirmed" },
    refresh: true,
  });
  const discard = useAction((input: { runId: string }) => discardFeedAction(input), {
    success: { title: "Feed discarded", description: "Nothing was published.", variant: "success" },
    failure: { title: "Not discarded" },
    onSuccess: () => router.push("/retailer/feeds"),
  });
  const busy = publish.pending || confirmAll.pending || discard.pending;
  return (
    <div className="flex flex-col gap-3">
      {belowFloor ? (
        <label className="flex items-start gap-2 text-sm text-slate-800">
          <input type="checkbox" className="mt-1 size-4" checked={confirmFloor} onChange={(e) => setConfirmFloor(e.target.checked)} />
          <span>I confirm this smaller feed is intended (it has fewer than 80% of the valid rows of my last published feed).</span>
        </label>
      ) : null}
      {publish.formError ? <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">{publish.formError}</p> : null}
      <div className="flex flex-wrap gap-2">
        <Button disabled={busy || publishable === 0 || (belowFloor && !confirmFloor)} onClick={() => void publish.run({ runId, confirmBelowFloor: confirmFloor })}>
          {publish.pending ? "Publishing…" : "Publish prices"}
        </Button>
        {heldCount > 0 ? (
          <Button variant="outline" disabled={busy} onClick={() => void confirmAll.run({ runId })}>
            Confirm all {heldCount} held change{heldCount === 1 ? "" : "s"}
          </Button>
        ) : null}
        <Button variant="ghost" disabled={busy} onClick={() => void discard.run({ runId })}>Discard</Button>
      </div>
    </div>
  );
}

/** Confirms one held (over 50%) price change. */
export function ConfirmHeldRowButton({ runId, line }: { runId: string; line: number }) {
  const confirm = useAction((input: { runId: string; line: number }) => confirmHeldAction({ runId: input.runId, lines: [input.line] }), {
    success: { title: "Change confirmed", description: `Line ${line} will be published.`, variant: "success" },
    failure: { title: "Not confirmed" },
    refresh: true,
  });
  return (
    <Button variant="outline" className="h-8 px-3 text-xs" disabled={confirm.pending} onClick={() => void confirm.run({ runId, line })}>
      Confirm change
    </Button>
  );
}
