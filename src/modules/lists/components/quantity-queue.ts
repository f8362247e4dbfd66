/**
 * A list item's quantity as the − / + control shows it, kept in step with the server.
 *
 * Clicks are never lost and never raced: they add to `queued`; one request at a time carries
 * everything queued so far as a single delta (`inFlight`); its answer — the quantity the server
 * now holds — replaces `server`. The screen shows server + inFlight + queued, so it moves at
 * once on each click, and once the queue drains it shows exactly the server's value.
 */
export interface QuantityState {
  /** The last quantity the server reported (or the page was rendered with). */
  server: number;
  /** Delta sent and not yet answered. */
  inFlight: number;
  /** Delta clicked since, waiting for the request in flight. */
  queued: number;
  /** The server deleted the item (a decrease below 1). */
  removed: boolean;
}

export type QuantityEvent =
  | { type: "click"; delta: 1 | -1; max: number }
  | { type: "sent" }
  | { type: "settled"; quantity: number }
  | { type: "removed" }
  | { type: "failed" }
  /** A fresh server render: taken only when nothing is pending (otherwise an answer is on its way). */
  | { type: "synced"; quantity: number };

export function initialQuantityState(quantity: number): QuantityState {
  return { server: quantity, inFlight: 0, queued: 0, removed: false };
}

/** What the control shows; 0 means a removal is on its way. */
export function shownQuantity(s: QuantityState): number {
  return s.server + s.inFlight + s.queued;
}

export function isSettled(s: QuantityState): boolean {
  return s.inFlight === 0 && s.queued === 0;
}

/** The delta to send now, or null (a request is in flight, or there is nothing to send). */
export function nextDelta(s: QuantityState): number | null {
  return s.removed || s.inFlight !== 0 || s.queued === 0 ? null : s.queued;
}

export function quantityReducer(s: QuantityState, e: QuantityEvent): QuantityState {
  switch (e.type) {
    case "click": {
      if (s.removed) return s;
      const shown = shownQuantity(s);
      // Past the maximum the server would refuse the whole batch; at 0 the removal is already queued.
      if ((e.delta > 0 && shown >= e.max) || (e.delta < 0 && shown <= 0)) return s;
      return { ...s, queued: s.queued + e.delta };
    }
    case "sent":
      return s.inFlight !== 0 ? s : { ...s, inFlight: s.queued, queued: 0 };
    case "settled":
      return { ...s, server: e.quantity, inFlight: 0 };
    case "removed":
      return { ...s, server: 0, inFlight: 0, queued: 0, removed: true };
    case "failed":
      // The change did not happen: the server keeps its value; later clicks still count.
      return { ...s, inFlight: 0 };
    case "synced":
      return isSettled(s) && !s.removed ? { ...s, server: e.quantity } : s;
  }
}
