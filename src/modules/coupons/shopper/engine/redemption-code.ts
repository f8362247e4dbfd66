/**
 * Redemption codes shown at the till: "CW-" and two groups of five from a 30-letter alphabet with
 * no look-alikes (no 0/O, 1/I/L, U), about 49 bits of randomness. Unique in the database; the caller
 * retries on the (astronomically rare) collision.
 */
export const CODE_ALPHABET = "ABCDEFGHJKMNPQRSTVWXYZ23456789";
export const REDEMPTION_CODE_PATTERN = /^CW-[ABCDEFGHJKMNPQRSTVWXYZ2-9]{5}-[ABCDEFGHJKMNPQRSTVWXYZ2-9]{5}$/;

export function newRedemptionCode(random: (bytes: Uint8Array) => Uint8Array = (b) => crypto.getRandomValues(b)): string {
  const chars: string[] = [];
  // Rejection sampling keeps every letter equally likely (256 is not a multiple of the alphabet size).
  const limit = 256 - (256 % CODE_ALPHABET.length);
  while (chars.length < 10) {
    for (const byte of random(new Uint8Array(16))) {
      if (byte < limit && chars.length < 10) chars.push(CODE_ALPHABET[byte % CODE_ALPHABET.length]);
    }
  }
  return `CW-${chars.slice(0, 5).join("")}-${chars.slice(5).join("")}`;
}
