/** QA check: in a rotation, no basic retailer's ad comes before a premium retailer's. */
export function isPremiumFirst(rotation: readonly { isPremium: boolean }[]): boolean {
  let seenBasic = false;
  for (const ad of rotation) {
    if (!ad.isPremium) seenBasic = true;
    else if (seenBasic) return false;
  }
  return true;
}
