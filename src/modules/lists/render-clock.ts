import "server-only";

/**
 * The server's clock when a list page renders, handed to the list screens with the data: the
 * browser keeps the data as "last seen" with this stamp, and a page served later from the service
 * worker's cache (offline) shows whichever copy is newer (decision 022).
 */
export function renderClock(): number {
  return Date.now();
}
