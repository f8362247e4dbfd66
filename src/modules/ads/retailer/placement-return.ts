/** Coming back from a placement's Checkout (decision 056). Pure: the page parses, the notice words it. */
export type PlacementPaymentResult = "success" | "canceled";

export const PLACEMENT_RETURN_MESSAGES: Record<PlacementPaymentResult, { title: string; text: string }> = {
  success: {
    title: "Payment received",
    text: "Your placement runs from its start date once the payment is confirmed — usually within seconds. Its card below shows the booking.",
  },
  canceled: {
    title: "Checkout canceled — nothing was charged",
    text: "The placement is not running. Its booking waits for payment: cancel it on the placement card below to book again, with other dates if you like.",
  },
};

/** ?placement_payment=… as the page read it; anything else is no return. */
export const parsePlacementPaymentResult = (v: unknown): PlacementPaymentResult | null => (v === "success" || v === "canceled" ? v : null);

