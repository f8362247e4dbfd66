"use server";
import { defineAction } from "@/server/action";
import { createSubscriptionCheckout, openBillingPortal } from "./mutations";
import { getSubscriptionStatus } from "./queries";
import { checkoutSchema, emptySchema } from "./schemas";

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
