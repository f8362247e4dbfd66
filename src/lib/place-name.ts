// Abbreviations people use interchangeably in place names; both sides map to one token.
const TOKEN_ALIASES: Record<string, string> = {
  saint: "st",
  mount: "mt",
  ft: "fort",
  nth: "north",
  sth: "south",
  pt: "point",
};

/**
 * Case-, accent- and punctuation-insensitive form of a place name:
 * "Whangārei" → "whangarei", "St. Marys Bay" → "st marys bay", "Mount Eden" → "mt eden".
 */
export function normalisePlace(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/['’`]/g, "")
    .replace(/[^a-z0-9]+/g, " ")
    .trim()
    .split(" ")
    .filter(Boolean)
    .map((token) => TOKEN_ALIASES[token] ?? token)
    .join(" ");
}
