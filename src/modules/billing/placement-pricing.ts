/**
 * Placement bookings as products (issue 26 item 3, decision 051). Pure: prices, periods and the
 * status a booking shows — the server decides with these, the page shows the same numbers.
 */
import { addLocalDays, zonedToUtc } from "@/lib/zoned-time";
import { dayIn } from "./retailer-terms";

export const BOOKABLE_PLACEMENTS = ["homepage", "category", "coupon"] as const;
export type BookablePlacement = (typeof BOOKABLE_PLACEMENTS)[number];

export const PLACEMENT_TITLES: Record<BookablePlacement, string> = {
  homepage: "Homepage Header Banner",
  category: "Category Inline Banner",
  coupon: "Coupon Hub Featured Banner",
};

/** Spec §9, USD cents a month: standard / exclusive. */
export const PLACEMENT_PRICE_USD_CENTS: Record<BookablePlacement, { standard: number; exclusive: number }> = {
  homepage: { standard: 14900, exclusive: 19900 },
  category: { standard: 9900, exclusive: 14900 },
  coupon: { standard: 7900, exclusive: 11900 },
};

/** A booking month: 30 days (the fixed period's price unit and a monthly booking's renewal). */
export const BOOKING_MONTH_DAYS = 30;
export const BOOKING_MONTH_MS = BOOKING_MONTH_DAYS * 86_400_000;
/** How far ahead a booking may start, and how long a fixed period may run. */
export const MAX_START_AHEAD_DAYS = 365;
export const MAX_PERIOD_DAYS = 365;

export const BOOKING_MESSAGES = {
  startPast: "The start date can't be in the past.",
  startTooFar: `The start date must be within ${MAX_START_AHEAD_DAYS} days.`,
  endBeforeStart: "The end date must be after the start date.",
  endMissing: "Choose an end date, or renew monthly.",
  periodTooLong: `A fixed booking can run at most ${MAX_PERIOD_DAYS} days; choose monthly renewal for longer.`,
  dateInvalid: "Enter a date as YYYY-MM-DD.",
  exclusivePremium: "Exclusive placements are for Premium retailers. Upgrade to book one.",
  alreadyBooked: "You already have a booking for this placement. Cancel it or wait until it ends to book another.",
  notFound: "Booking not found",
  demo: "Demo account: placements run without a booking, and a booking is recorded with no charge (Demo Access – No Billing).",
} as const;

export function placementMonthlyUsdCents(placement: BookablePlacement, exclusive: boolean): number {
  return PLACEMENT_PRICE_USD_CENTS[placement][exclusive ? "exclusive" : "standard"];
}

const ymd = (day: string) => {
  const [year, month, d] = day.split("-").map(Number);
  return { year, month, day: d };
};
const dayNumber = (day: string) => Date.UTC(ymd(day).year, ymd(day).month - 1, ymd(day).day) / 86_400_000;

/** Inclusive days from start to end ("2026-12-01".."2026-12-30" is 30). */
export const periodDays = (startDate: string, endDate: string) => dayNumber(endDate) - dayNumber(startDate) + 1;

export interface BookingRequest { placement: BookablePlacement; exclusive: boolean; renewal: "fixed" | "monthly"; startDate: string; endDate: string | null }
export interface BookingQuote {
  monthlyUsdCents: number;
  /** Fixed: started 30-day months in the period; monthly: 1 (each renewal charges one). */
  months: number;
  /** The first charge. */
  amountUsdCents: number;
  startsAt: Date;
  endsAt: Date | null;
}

/** Midnight starting the day in the zone. */
export function zoneMidnight(day: string, timeZone: string): Date {
  return zonedToUtc({ ...ymd(day), hour: 0, minute: 0 }, timeZone);
}

/**
 * Checks the dates (start not before today in the retailer's zone, end on or after the start, the
 * period bounded) and prices the booking: a fixed period is charged per started 30-day month at
 * the placement's monthly price; monthly renewal charges one month now and one every 30 days.
 * Returns the field errors instead when the dates are wrong.
 */
export function quoteBooking(req: BookingRequest, timeZone: string, now: Date): { ok: true; quote: BookingQuote } | { ok: false; fieldErrors: Record<string, string> } {
  const today = dayIn(now, timeZone);
  if (req.startDate < today) return { ok: false, fieldErrors: { startDate: BOOKING_MESSAGES.startPast } };
  if (dayNumber(req.startDate) - dayNumber(today) > MAX_START_AHEAD_DAYS) return { ok: false, fieldErrors: { startDate: BOOKING_MESSAGES.startTooFar } };
  const monthlyUsdCents = placementMonthlyUsdCents(req.placement, req.exclusive);
  const startsAt = zoneMidnight(req.startDate, timeZone);
  if (req.renewal === "monthly") return { ok: true, quote: { monthlyUsdCents, months: 1, amountUsdCents: monthlyUsdCents, startsAt, endsAt: null } };
  if (!req.endDate) return { ok: false, fieldErrors: { endDate: BOOKING_MESSAGES.endMissing } };
  if (req.endDate <= req.startDate) return { ok: false, fieldErrors: { endDate: BOOKING_MESSAGES.endBeforeStart } };
  const days = periodDays(req.startDate, req.endDate);
  if (days > MAX_PERIOD_DAYS) return { ok: false, fieldErrors: { endDate: BOOKING_MESSAGES.periodTooLong } };
  const months = Math.ceil(days / BOOKING_MONTH_DAYS);
  const e = addLocalDays(ymd(req.endDate), 1);
  const endsAt = zonedToUtc({ ...e, hour: 0, minute: 0 }, timeZone);
  return { ok: true, quote: { monthlyUsdCents, months, amountUsdCents: months * monthlyUsdCents, startsAt, endsAt } };
}

export type BookingPhase = "awaiting_payment" | "scheduled" | "live" | "paused" | "ended" | "cancelled" | "payment_failed" | "not_paid" | "renewal_due";

export interface BookingFacts { status: string; renewal: string; startsAt: Date; endsAt: Date | null; paidThrough: Date | null; isDemoNoCharge: boolean }

/** What a booking is now. Live exactly when the shopper-side SQL (placementLiveSql) says so. */
export function bookingPhase(b: BookingFacts, now: Date): BookingPhase {
  switch (b.status) {
    case "awaiting_payment":
      return "awaiting_payment";
    case "paused":
      return b.endsAt && now >= b.endsAt ? "ended" : "paused";
    case "cancelled":
      return "cancelled";
    case "payment_failed":
      return "payment_failed";
    case "expired":
    case "superseded":
      return "not_paid";
    case "ended":
      return "ended";
  }
  if (b.endsAt && now >= b.endsAt) return "ended";
  if (now < b.startsAt) return "scheduled";
  if (b.paidThrough && now >= b.paidThrough) return b.renewal === "monthly" ? "renewal_due" : "ended";
  return "live";
}

export const BOOKING_PHASE_LABEL: Record<BookingPhase, string> = {
  awaiting_payment: "Awaiting payment",
  scheduled: "Scheduled",
  live: "Live",
  paused: "Paused",
  ended: "Ended",
  cancelled: "Cancelled",
  payment_failed: "Payment failed",
  not_paid: "Not paid — checkout expired",
  renewal_due: "Renewal due",
};

/** A booking as its retailer sees it (DTO: no Stripe ids). Dates are ISO instants; the page formats them in the retailer's zone. */
export interface PlacementBookingView {
  id: string;
  placement: BookablePlacement;
  exclusive: boolean;
  renewal: "fixed" | "monthly";
  startDate: string;
  endDate: string | null;
  startsAt: string;
  endsAt: string | null;
  paidThrough: string | null;
  phase: BookingPhase;
  label: string;
  amountUsdCents: number;
  monthlyUsdCents: number;
  months: number;
  displayCurrency: string;
  displayAmountCents: number;
  isDemoNoCharge: boolean;
  canPause: boolean;
  canResume: boolean;
  canCancel: boolean;
}

/** Per placement: the current booking (open, else the latest) — what its card shows. */
export interface PlacementBookings {
  isDemo: boolean;
  byPlacement: Record<BookablePlacement, PlacementBookingView | null>;
}
