import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";
import { isDatabaseUnavailable } from "../db/unavailable";

/**
 * Auth.js swallows errors thrown by its callbacks and answers "no session". When the session
 * re-check fails because the database is away, that would sign everyone out (pages redirect to
 * /login, routes answer 401). The jwt callback notes such a failure here, in the context of the
 * one session lookup, so getActor() can report "temporarily unavailable" instead.
 */
interface Lookup { databaseDown: boolean }
const lookups = new AsyncLocalStorage<Lookup>();

export async function withSessionLookup<T>(run: () => Promise<T>): Promise<{ value: T; databaseDown: boolean }> {
  const lookup: Lookup = { databaseDown: false };
  const value = await lookups.run(lookup, run);
  return { value, databaseDown: lookup.databaseDown };
}

export function noteSessionLookupError(e: unknown): void {
  const lookup = lookups.getStore();
  if (lookup && isDatabaseUnavailable(e)) lookup.databaseDown = true;
}
