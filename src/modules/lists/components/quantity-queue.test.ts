import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { initialQuantityState, isSettled, nextDelta, quantityReducer, shownQuantity, type QuantityEvent, type QuantityState } from "./quantity-queue";

const MAX = 999;
const run = (s: QuantityState, ...events: QuantityEvent[]) => events.reduce(quantityReducer, s);
const plus: QuantityEvent = { type: "click", delta: 1, max: MAX };
const minus: QuantityEvent = { type: "click", delta: -1, max: MAX };

describe("quantity queue", () => {
  it("shows each click at once and sends one request at a time", () => {
    let s = run(initialQuantityState(1), plus);
    expect(shownQuantity(s)).toBe(2);
    expect(nextDelta(s)).toBe(1);
    s = run(s, { type: "sent" }, plus, plus);
    expect(shownQuantity(s)).toBe(4);
    expect(nextDelta(s)).toBeNull(); // the first request is still in flight
    s = run(s, { type: "settled", quantity: 2 });
    expect(nextDelta(s)).toBe(2); // the two later clicks go as one delta
    s = run(s, { type: "sent" }, { type: "settled", quantity: 4 });
    expect(isSettled(s)).toBe(true);
    expect(shownQuantity(s)).toBe(4);
  });

  it("ends on the server's value, not its own arithmetic (another tab also clicked)", () => {
    const s = run(initialQuantityState(1), plus, { type: "sent" }, { type: "settled", quantity: 5 });
    expect(shownQuantity(s)).toBe(5);
  });

  it("ignores a stale render while a change is pending, and takes a fresh one when settled", () => {
    let s = run(initialQuantityState(2), plus, { type: "sent" }, { type: "synced", quantity: 2 });
    expect(shownQuantity(s)).toBe(3);
    s = run(s, { type: "settled", quantity: 3 }, { type: "synced", quantity: 7 });
    expect(shownQuantity(s)).toBe(7);
  });

  it("drops a failed change and keeps later clicks", () => {
    const s = run(initialQuantityState(3), plus, { type: "sent" }, plus, { type: "failed" });
    expect(shownQuantity(s)).toBe(4);
    expect(nextDelta(s)).toBe(1);
  });

  it("queues a removal at 0, lets + cancel it before it is sent, and stops after the server removed it", () => {
    let s = run(initialQuantityState(1), minus, minus);
    expect(shownQuantity(s)).toBe(0);
    expect(nextDelta(s)).toBe(-1);
    s = run(s, plus);
    expect(nextDelta(s)).toBeNull(); // net zero: nothing to send
    s = run(s, minus, { type: "sent" }, { type: "removed" }, plus);
    expect(s.removed).toBe(true);
    expect(nextDelta(s)).toBeNull();
  });

  it("never queues past the maximum", () => {
    const s = run(initialQuantityState(998), plus, plus, plus);
    expect(shownQuantity(s)).toBe(999);
    expect(nextDelta(s)).toBe(1);
  });

  it("converges on the server for any interleaving of clicks and answers", () => {
    const step = fc.oneof(fc.constant<"plus" | "minus" | "answer">("plus"), fc.constant("minus" as const), fc.constant("answer" as const));
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20 }), fc.array(step, { maxLength: 60 }), (start, steps) => {
        // A model server applying each sent delta as the real mutation does.
        let server: number | null = start;
        let s = initialQuantityState(start);
        const pump = () => {
          const d = nextDelta(s);
          if (d !== null) s = quantityReducer(s, { type: "sent" });
        };
        const answer = () => {
          if (s.inFlight === 0 || server === null) return;
          const next: number = server + s.inFlight;
          if (next < 1) {
            server = null;
            s = quantityReducer(s, { type: "removed" });
          } else {
            server = Math.min(MAX, next);
            s = quantityReducer(s, { type: "settled", quantity: server });
          }
        };
        for (const st of steps) {
          if (st === "answer") answer();
          else s = quantityReducer(s, st === "plus" ? plus : minus);
          pump();
        }
        for (let i = 0; i < 100 && !isSettled(s) && !s.removed; i++) {
          answer();
          pump();
        }
        if (server === null) expect(s.removed).toBe(true);
        else expect(shownQuantity(s)).toBe(server);
      }),
    );
  });
});
