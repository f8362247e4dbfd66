"use client";
import { useContext, useId, useState } from "react";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { useAction } from "@/components/ui/use-action";
import { cn } from "@/lib/cn";
import { bookPlacementAction, cancelBookingAction, pauseBookingAction, resumeBookingAction } from "@/modules/billing/server-actions";
import { BOOKING_MESSAGES, quoteBooking, dayIn, formatDay, moneyInTerms } from "@/modules/billing/shared";
import { type PlacementBookingView } from "@/modules/billing/shared";
import type { AdPlacement } from "../../schemas";
import { PlacementTermsContext } from "./placement-terms";

const PHASE_STYLE: Record<string, string> = {
  live: "bg-brand-100 text-brand-800",
  scheduled: "bg-sky-100 text-sky-900",
  awaiting_payment: "bg-amber-100 text-amber-900",
  renewal_due: "bg-amber-100 text-amber-900",
  payment_failed: "bg-red-100 text-red-800",
};

/** The booking's dates in the retailer's zone: "1 Dec 2026 – 30 Dec 2026" or "from 1 Dec 2026, renews monthly". */
function Dates({ b }: { b: PlacementBookingView }) {
  const { timeZone } = useContext(PlacementTermsContext);
  const start = formatDay(b.startsAt, timeZone);
  // ends_at is midnight after the last day: the last day is the instant before it.
  const last = b.endsAt ? formatDay(new Date(new Date(b.endsAt).getTime() - 1), timeZone) : null;
  const paid = b.renewal === "monthly" && b.paidThrough ? `; paid through ${formatDay(new Date(new Date(b.paidThrough).getTime() - 1), timeZone)}` : "";
  return <p className="text-slate-700">{last ? `${start} – ${last}` : `From ${start}, renews monthly${paid}`}</p>;
}

function CurrentBooking({ b }: { b: PlacementBookingView }) {
  const router = useRouter();
  const terms = useContext(PlacementTermsContext);
  const opts = (title: string) => ({ success: { title }, failure: { title: "Booking not changed", fallback: "Please try again.", serverTitle: true }, onSuccess: () => router.refresh() });
  const pause = useAction(pauseBookingAction, opts("Placement paused"));
  const resume = useAction(resumeBookingAction, opts("Placement resumed"));
  const cancel = useAction(cancelBookingAction, opts("Booking cancelled"));
  const money = moneyInTerms(b.renewal === "monthly" ? b.monthlyUsdCents : b.amountUsdCents, terms);
  const pending = pause.pending || resume.pending || cancel.pending;
  return (
    <div className="flex flex-col gap-1 rounded-lg bg-slate-50 p-2 text-xs" data-testid={`placement-booking-${b.placement}`}>
      <p className="flex flex-wrap items-center gap-2">
        <span className={cn("rounded-full px-2 py-0.5 font-semibold", PHASE_STYLE[b.phase] ?? "bg-slate-200 text-slate-800")} data-testid="booking-status">{b.label}</span>
        <span className="text-slate-800">{b.exclusive ? "Exclusive" : "Standard"}</span>
      </p>
      <Dates b={b} />
      <p className="text-slate-700">
        {b.isDemoNoCharge ? "Demo account — no charge" : `${money.primary}${b.renewal === "monthly" ? " a month" : ` for ${b.months} × 30 days`}`}
        {!b.isDemoNoCharge && money.charged ? <span className="block text-slate-600">{money.charged}</span> : null}
      </p>
      {b.phase === "paused" ? <p className="text-slate-600">Your banners here are not shown while paused; the dates and billing go on.</p> : null}
      {b.phase === "payment_failed" ? <p className="text-red-800">The renewal payment failed, so this placement stopped. Update your card in Manage Subscription, or cancel.</p> : null}
      <div className="flex flex-wrap gap-2">
        {b.canPause ? <Button variant="outline" disabled={pending} onClick={() => void pause.run({ bookingId: b.id })}>Pause</Button> : null}
        {b.canResume ? <Button variant="outline" disabled={pending} onClick={() => void resume.run({ bookingId: b.id })}>Resume</Button> : null}
        {b.canCancel ? <Button variant="outline" disabled={pending} onClick={() => { if (window.confirm("Cancel this booking? Your banners here stop at once and nothing more is charged; paid time is not refunded.")) void cancel.run({ bookingId: b.id }); }}>Cancel booking</Button> : null}
      </div>
    </div>
  );
}

/** Book a placement: exclusivity, a start date and an end date or monthly renewal. The server prices it again and decides. */
function BookingForm({ placement, premium, isDemo }: { placement: AdPlacement; premium: boolean; isDemo: boolean }) {
  const terms = useContext(PlacementTermsContext);
  const router = useRouter();
  const id = useId();
  const today = dayIn(new Date(), terms.timeZone);
  const [exclusive, setExclusive] = useState(false);
  const [renewal, setRenewal] = useState<"fixed" | "monthly">("fixed");
  const [startDate, setStartDate] = useState(today);
  const [endDate, setEndDate] = useState("");
  const { run, pending, fieldErrors: errors } = useAction(bookPlacementAction, {
    success: (r) => (r.checkoutUrl ? { title: "Opening checkout", description: "Complete your payment to start this placement." } : { title: "Placement booked", description: "Demo account — no charge." }),
    failure: { title: "Booking not made", fallback: "Please try again later.", serverTitle: true },
    onSuccess: (r) => (r.checkoutUrl ? window.location.assign(r.checkoutUrl) : router.refresh()),
  });
  const quoted = startDate ? quoteBooking({ placement, exclusive, renewal, startDate, endDate: endDate || null }, terms.timeZone, new Date()) : null;
  const total = quoted?.ok ? moneyInTerms(isDemo ? 0 : quoted.quote.amountUsdCents, terms) : null;
  const f = (n: string) => `${id}-${n}`;
  return (
    <form
      aria-label={`Book ${placement} placement`}
      noValidate
      className="flex flex-col gap-2 text-xs"
      onSubmit={(e) => { e.preventDefault(); void run({ placement, exclusive, renewal, startDate, endDate: renewal === "fixed" ? endDate : null }); }}
    >
      <fieldset className="flex flex-wrap gap-3">
        <legend className="sr-only">Exclusivity</legend>
        <label className="flex items-center gap-1"><input type="radio" name={f("x")} checked={!exclusive} onChange={() => setExclusive(false)} /> Standard (shared)</label>
        <label className={cn("flex items-center gap-1", !premium && "text-slate-500")}><input type="radio" name={f("x")} checked={exclusive} disabled={!premium} onChange={() => setExclusive(true)} /> Exclusive{premium ? "" : " (Premium)"}</label>
      </fieldset>
      <p aria-live="polite" className="text-red-700">{errors.exclusive ?? ""}</p>
      <label htmlFor={f("start")} className="font-medium text-slate-800">Start date</label>
      <input id={f("start")} type="date" min={today} value={startDate} onChange={(e) => setStartDate(e.target.value)} aria-describedby={f("start-error")} className="w-full min-w-0 rounded-md border border-slate-300 px-2 py-1.5 text-sm" />
      <p id={f("start-error")} aria-live="polite" className="text-red-700">{errors.startDate ?? ""}</p>
      <fieldset className="flex flex-wrap gap-3">
        <legend className="sr-only">Period</legend>
        <label className="flex items-center gap-1"><input type="radio" name={f("r")} checked={renewal === "fixed"} onChange={() => setRenewal("fixed")} /> Until an end date</label>
        <label className="flex items-center gap-1"><input type="radio" name={f("r")} checked={renewal === "monthly"} onChange={() => setRenewal("monthly")} /> Renew monthly</label>
      </fieldset>
      {renewal === "fixed" ? (
        <>
          <label htmlFor={f("end")} className="font-medium text-slate-800">End date</label>
          <input id={f("end")} type="date" min={startDate || today} value={endDate} onChange={(e) => setEndDate(e.target.value)} aria-describedby={f("end-error")} className="w-full min-w-0 rounded-md border border-slate-300 px-2 py-1.5 text-sm" />
        </>
      ) : null}
      <p id={f("end-error")} aria-live="polite" className="text-red-700">{errors.endDate ?? (quoted && !quoted.ok && renewal === "fixed" && endDate ? Object.values(quoted.fieldErrors)[0] : "")}</p>
      <p className="text-slate-800" data-testid="booking-total">
        {total && quoted?.ok ? (isDemo ? "No charge (demo account)" : `${total.primary}${renewal === "monthly" ? " now, then every 30 days" : ` for ${quoted.quote.months} × 30 days`}`) : renewal === "fixed" && !endDate ? BOOKING_MESSAGES.endMissing : ""}
        {total?.charged && !isDemo ? <span className="block text-slate-600">{total.charged}</span> : null}
      </p>
      <Button type="submit" disabled={pending} className="self-start">{isDemo ? "Book (no charge)" : "Book and pay"}</Button>
    </form>
  );
}

/** A placement card's booking: the current one with its status and actions, or the form to book. */
export function PlacementBooking({ placement, booking, premium, isDemo }: { placement: AdPlacement; booking: PlacementBookingView | null; premium: boolean; isDemo: boolean }) {
  const [open, setOpen] = useState(false);
  const current = booking?.canCancel ? booking : null;
  return (
    <div className="mt-1 flex flex-col gap-2 border-t border-slate-100 pt-2">
      {booking ? (
        <CurrentBooking b={booking} />
      ) : (
        <p className="text-xs text-slate-700" data-testid={`placement-unbooked-${placement}`}>
          {isDemo ? "No booking needed (demo account): your banners here run without one. Book only to hold it exclusively — no charge." : "Not booked: your banners here are not shown until you book this placement."}
        </p>
      )}
      {current ? null : open ? (
        <BookingForm placement={placement} premium={premium} isDemo={isDemo} />
      ) : (
        <Button variant="outline" className="self-start" onClick={() => setOpen(true)}>Book this placement</Button>
      )}
    </div>
  );
}
