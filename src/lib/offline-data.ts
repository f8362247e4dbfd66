/**
 * What the browser keeps for offline use (decision 022), and the one way to forget it: local
 * storage keys under these prefixes (the lists' offline queue and their last-seen copies) and the
 * service worker's page cache (rendered list pages). None of it may outlive the account it
 * belongs to on a shared device, so sign-out calls `clearOfflineData()`.
 * Static assets (`cartwise-static-*`: scripts, styles, icons) hold nobody's data and stay.
 */
export const OFFLINE_STORAGE_PREFIXES = ["shopping_offline_", "cartwise_offline_"] as const;
export const OFFLINE_PAGE_CACHE_PREFIX = "cartwise-pages";
/** Which account the kept data belongs to. */
export const OFFLINE_OWNER_KEY = "cartwise_offline_owner";

export async function clearOfflineData(): Promise<void> {
  if (typeof window === "undefined") return;
  try {
    const keys: string[] = [];
    for (let i = 0; i < window.localStorage.length; i++) {
      const key = window.localStorage.key(i);
      if (key && OFFLINE_STORAGE_PREFIXES.some((p) => key.startsWith(p))) keys.push(key);
    }
    for (const key of keys) window.localStorage.removeItem(key);
  } catch {
    // Storage unavailable: nothing was kept there either.
  }
  try {
    if ("caches" in window) {
      for (const name of await window.caches.keys()) if (name.startsWith(OFFLINE_PAGE_CACHE_PREFIX)) await window.caches.delete(name);
    }
  } catch {
    // Cache storage unavailable (private mode): nothing cached.
  }
}

/**
 * Called when the app knows who is signed in: another account's kept data goes before anything
 * reads it. Returns true when something of another account was cleared.
 */
export async function adoptOfflineData(userId: string): Promise<boolean> {
  if (typeof window === "undefined") return false;
  let previous: string | null = null;
  try {
    previous = window.localStorage.getItem(OFFLINE_OWNER_KEY);
  } catch {
    return false;
  }
  const other = previous !== null && previous !== userId;
  if (other) await clearOfflineData();
  try {
    window.localStorage.setItem(OFFLINE_OWNER_KEY, userId);
  } catch {
    // Storage unavailable: nothing is kept, nothing to guard.
  }
  return other;
}
