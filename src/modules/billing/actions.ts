"use server";
import { revalidatePath } from "next/cache";
import { defineAction } from "@/server/action";
import { createSubscriptionCheckout, openBillingPortal } from "./mutations";
import { getSubscriptionStatus } from "./queries";
import { bookingIdSchema, checkoutSchema, emptySchema, placementBookingSchema } from "./schemas";
import { bookPlacement, cancelBooking, pauseBooking, resumeBooking } from "./placement-bookings";

/** create-checkout: returns the Checkout address (opened in a new tab). Limited per user. */
export const createCheckoutAction = defineAction(
  checkoutSchema,
  async (input, actor, { db }) => ({ ok: true, ...(await createSubscriptionCheckout(db, actor, input)) }),
  { limit: "checkout", unauthenticatedMessage: "Authentication required" },
);

/** customer-portal: returns the billing portal address (opened in a new tab). Limited per user. */
export const openPortalAction = defineAction(
  emptySchema,
  async (_input, actor, { db }) => ({ ok: true, ...(await openBillingPortal(db, actor)) }),
  { limit: "portal", unauthenticatedMessage: "Authentication required" },
);

/** check-subscription: our database's view (only verified webhooks change it). */
export const checkSubscriptionAction = defineAction(emptySchema, async (_input, actor, { db }) => ({ ok: true, status: await getSubscriptionStatus(db, actor) }));

/** Book a placement: a booking and (unless demo) its Checkout address. Limited as checkouts are. */
export const bookPlacementAction = defineAction(
  placementBookingSchema,
  async (input, actor, { db }) => {
    const result = await bookPlacement(db, actor, input);
    revalidatePath("/", "layout");
    return { ok: true as const, bookingId: result.bookingId, checkoutUrl: result.status === "awaiting_payment" ? result.checkoutUrl : null };
  },
  { roles: ["retailer"], limit: "checkout" },
);

export const pauseBookingAction = defineAction(bookingIdSchema, async ({ bookingId }, actor, { db }) => {
  await pauseBooking(db, actor, bookingId);
  revalidatePath("/", "layout");
  return { ok: true };
}, { roles: ["retailer"] });

export const resumeBookingAction = defineAction(bookingIdSchema, async ({ bookingId }, actor, { db }) => {
  await resumeBooking(db, actor, bookingId);
  revalidatePath("/", "layout");
  return { ok: true };
}, { roles: ["retailer"] });

export const cancelBookingAction = defineAction(bookingIdSchema, async ({ bookingId }, actor, { db }) => {
  await cancelBooking(db, actor, bookingId);
  revalidatePath("/", "layout");
  return { ok: true };
}, { roles: ["retailer"], limit: "checkout" });
