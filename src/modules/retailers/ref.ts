import "server-only";

/*
 * A retailer the server established (decision 008): the signed-in retailer's profile
 * (getRetailerProfile / requireRetailerProfile / findRetailerOfUser) or, for jobs, webhooks and
 * readers that start from a retailer id in our own rows, `retailerRefFromOwnRow`. Owner queries
 * keyed by a retailer take a RetailerRef, so a bare string (a client-sent id) does not compile there.
 */

declare const retailerRefBrand: unique symbol;

/** A retailer id the server vouches for; only the retailers module makes one. */
export interface RetailerRef {
  readonly id: string;
  readonly [retailerRefBrand]: true;
}

/**
 * The system constructor: only for an id read from our own rows (a scheduled job's retailer list, a
 * claimed feed source, a verified webhook's subscription owner, a store's retailer) — never for an
 * id from a request. Signed-in paths get their RetailerRef from requireRetailerProfile.
 */
export function retailerRefFromOwnRow(retailerId: string): RetailerRef {
  return { id: retailerId } as RetailerRef;
}
