/**
 * A key the client sends with a write (as `clientRequestId`) so that retries and double clicks of
 * the same intent are carried out once: the server stores it with what it created and answers a
 * repeat with the same result. Generate one per intent (one new list, one set of reviewed receipt
 * items, one shown plan) and keep it until that intent succeeds.
 *
 * Not the server's request id (`newRequestId` in src/server/errors.ts), which only ties an error
 * message shown to a user to the server's log line.
 *
 * Always a v4 UUID — also on plain-http LAN origins, where crypto.randomUUID is missing.
 */
export function newIdempotencyKey(): string {
  const c = globalThis.crypto;
  if (typeof c.randomUUID === "function") return c.randomUUID();
  const b = c.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const h = Array.from(b, (x) => x.toString(16).padStart(2, "0")).join("");
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}
