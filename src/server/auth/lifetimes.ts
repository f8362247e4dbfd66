/** Explicit session lifetimes (RELIABILITY.md R-16), per role. Seconds. */
export const SESSION_LIFETIMES = {
  shopper: { idle: 14 * 24 * 3600, absolute: 30 * 24 * 3600 },
  retailer: { idle: 24 * 3600, absolute: 7 * 24 * 3600 },
  admin: { idle: 2 * 3600, absolute: 12 * 3600 },
} as const;

export const JWT_MAX_AGE = SESSION_LIFETIMES.shopper.idle;
export const JWT_UPDATE_AGE = 15 * 60;

export type Role = keyof typeof SESSION_LIFETIMES;

/** True when a token issued at authTime and last refreshed at lastSeen must be refused now. */
export function isSessionExpired(role: Role, authTimeSec: number, lastSeenSec: number, nowSec: number): boolean {
  const limits = SESSION_LIFETIMES[role];
  return nowSec - authTimeSec > limits.absolute || nowSec - lastSeenSec > limits.idle;
}
