/**
 * The spec's sanitising rule for free text: markup stripped, trimmed, cut to 1000 characters.
 * Isomorphic so forms and the server agree on what a value becomes.
 */
export const SANITISED_MAX = 1000;

export function sanitizeText(value: string): string {
  return value.replace(/<[^>]*>?/g, "").trim().slice(0, SANITISED_MAX);
}
