/** The profile's membership badge: "Free Member", or the tier followed by "Member". */
export function membershipLabel(tier: "basic" | "premium" | null | undefined): string {
  if (!tier) return "Free Member";
  return `${tier.charAt(0).toUpperCase()}${tier.slice(1)} Member`;
}
