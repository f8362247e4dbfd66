import { normalisePlace } from "@/lib/place-name";

export { normalisePlace };

/** Every run of 1–3 consecutive words, used to spot region/city hints inside free text. */
export function phrases(normalised: string, maxWords = 3): string[] {
  const words = normalised.split(" ").filter(Boolean);
  const result: string[] = [];
  for (let start = 0; start < words.length; start++) {
    for (let size = 1; size <= maxWords && start + size <= words.length; size++) {
      result.push(words.slice(start, start + size).join(" "));
    }
  }
  return result;
}

/** Plain Levenshtein distance, returning `max + 1` once it is certain to exceed `max`. */
export function placeEditDistance(a: string, b: string, max: number): number {
  if (a === b) return 0;
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const curr = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const value = Math.min(prev[j] + 1, curr[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      curr.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > max) return max + 1;
    prev = curr;
  }
  return Math.min(prev[b.length], max + 1);
}

/** How many typos a name of this length may carry and still match. */
export function typoAllowance(length: number): number {
  if (length <= 4) return 0;
  if (length <= 7) return 1;
  return 2;
}
