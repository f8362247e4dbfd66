import { BEACON_PATH, MAX_BEACON_EVENTS, type BeaconEvent } from "./schemas";

/**
 * Browser side of analytics: events gathered for a short moment and sent together with
 * navigator.sendBeacon (or fetch keepalive), so reporting never blocks a click, a navigation or
 * rendering. Views wait up to 500 ms for their neighbours; whatever is queued goes out when the
 * page is hidden or a banner link is followed. Clicks are not reported here: banner links go
 * through the server's click redirect (decision 032).
 */
const FLUSH_DELAY_MS = 500;
let queue: BeaconEvent[] = [];
let timer: ReturnType<typeof setTimeout> | null = null;
let listening = false;

function send(events: BeaconEvent[]): void {
  if (events.length === 0) return;
  for (let i = 0; i < events.length; i += MAX_BEACON_EVENTS) {
    const body = JSON.stringify({ events: events.slice(i, i + MAX_BEACON_EVENTS) });
    const beaconed = typeof navigator !== "undefined" && typeof navigator.sendBeacon === "function" && navigator.sendBeacon(BEACON_PATH, new Blob([body], { type: "application/json" }));
    if (!beaconed) {
      void fetch(BEACON_PATH, { method: "POST", body, headers: { "content-type": "application/json" }, keepalive: true, credentials: "same-origin" }).catch(() => undefined);
    }
  }
}

export function flushTracked(): void {
  if (timer) clearTimeout(timer);
  timer = null;
  const events = queue;
  queue = [];
  send(events);
}

function listenForPageHide(): void {
  if (listening || typeof document === "undefined") return;
  listening = true;
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") flushTracked();
  });
  window.addEventListener("pagehide", flushTracked);
}

// Views are reported once per page view: the same card re-mounted by a tab switch is not a new view.
// A different address (client-side navigation) starts a new page view. (The server counts at most
// one per viewer, ad and 30 minutes whatever is reported; this only saves requests.)
let viewedOn = "";
const viewed = new Set<string>();

/** What a page reports: a banner's or coupon's view, with the token the server issued for it. */
export type TrackedEvent = Extract<BeaconEvent, { token: string }>;

function firstView(event: TrackedEvent): boolean {
  const href = typeof location === "undefined" ? "" : location.pathname + location.search;
  if (href !== viewedOn) {
    viewedOn = href;
    viewed.clear();
  }
  const key = `${event.type}:${event.token}`;
  if (viewed.has(key)) return false;
  viewed.add(key);
  return true;
}

export function track(event: TrackedEvent): void {
  if (!firstView(event)) return;
  listenForPageHide();
  queue.push(event);
  if (queue.length >= MAX_BEACON_EVENTS) flushTracked();
  else if (!timer) timer = setTimeout(flushTracked, FLUSH_DELAY_MS);
}
