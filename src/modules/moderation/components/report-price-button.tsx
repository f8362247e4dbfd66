"use client";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { FormAlert } from "@/components/ui/form-alert";
import { useAction } from "@/components/ui/use-action";
import { reportPriceAction } from "../actions";
import { REPORT_MESSAGES, REPORT_REASON_LABELS, REPORT_REASONS, type ReportReason } from "../schemas";

/**
 * "Report" on any shown price: a small dialog asking what is wrong (one reason; "Other" needs a few
 * words). The server reads which price is current at the store and decides everything else.
 */
export function ReportPriceButton({ storeId, productId, productName, storeName }: { storeId: string; productId: string; productName: string; storeName: string }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [note, setNote] = useState("");
  const ids = useId();
  const { run, pending, fieldErrors, formError, setErrors } = useAction((input: { storeId: string; productId: string; reason: ReportReason; note: string }) => reportPriceAction(input), {
    success: (res) => ({ title: res.message }),
    failure: { title: "Report not sent" },
    onSuccess: () => {
      setOpen(false);
      setReason(null);
      setNote("");
    },
  });

  function submit(e: React.FormEvent) {
    e.preventDefault();
    if (!reason) return setErrors({ fieldErrors: { reason: REPORT_MESSAGES.reasonRequired } });
    if (reason === "other" && !note.trim()) return setErrors({ fieldErrors: { note: REPORT_MESSAGES.noteRequired } });
    void run({ storeId, productId, reason, note });
  }

  const formId = `${ids}-form`;
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="inline-flex items-center gap-1 text-xs font-medium text-slate-600 underline-offset-2 hover:text-slate-900 hover:underline"
        aria-label={`Report a wrong price: ${productName} at ${storeName}`}
        data-testid="report-price"
      >
        <FlagIcon /> Report
      </button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Report a wrong price"
        description={`${productName} at ${storeName}`}
        footer={
          <>
            <Button variant="outline" onClick={() => setOpen(false)}>Cancel</Button>
            <Button type="submit" form={formId} disabled={pending}>{pending ? "Sending…" : "Send report"}</Button>
          </>
        }
      >
        <form id={formId} onSubmit={submit} className="flex flex-col gap-3" noValidate>
          <fieldset className="flex flex-col gap-1" aria-describedby={fieldErrors.reason ? `${ids}-reason-error` : undefined}>
            <legend className="mb-1 text-sm font-medium text-slate-900">What is wrong?</legend>
            {REPORT_REASONS.map((r) => (
              <label key={r} className="flex min-h-10 cursor-pointer items-center gap-3 rounded-lg px-2 py-1.5 text-sm text-slate-800 hover:bg-slate-50">
                <input type="radio" name="reason" value={r} checked={reason === r} onChange={() => setReason(r)} className="h-4 w-4 accent-brand-700" />
                {REPORT_REASON_LABELS[r]}
              </label>
            ))}
            {fieldErrors.reason ? <p id={`${ids}-reason-error`} className="text-sm text-red-700">{fieldErrors.reason}</p> : null}
          </fieldset>
          <label className="flex flex-col gap-1 text-sm font-medium text-slate-900" htmlFor={`${ids}-note`}>
            {reason === "other" ? "Tell us what is wrong (required)" : "Anything else? (optional)"}
            <textarea
              id={`${ids}-note`}
              value={note}
              onChange={(e) => setNote(e.target.value)}
              maxLength={500}
              rows={3}
              aria-invalid={fieldErrors.note ? true : undefined}
              className="rounded-lg border border-slate-300 px-3 py-2 text-sm font-normal text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200"
            />
          </label>
          {fieldErrors.note ? <p className="text-sm text-red-700">{fieldErrors.note}</p> : null}
          <FormAlert message={formError} />
        </form>
      </Dialog>
    </>
  );
}

function FlagIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className="h-3.5 w-3.5 fill-none stroke-current stroke-2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M4 22V4a1 1 0 0 1 .4-.8A6 6 0 0 1 8 2c3 0 5 2 7.3 2a6 6 0 0 0 4-1.6V15a6 6 0 0 1-4 1.6C13 16.6 11 15 8 15a6 6 0 0 0-4 1.6" />
    </svg>
  );
}
