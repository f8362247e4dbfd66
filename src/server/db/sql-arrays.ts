import { sql } from "drizzle-orm";

/** SQL array parameters for unnest()/any(): one bound text value cast to a typed array. */
export const uuidArray = (ids: string[]) => sql`${`{${ids.join(",")}}`}::uuid[]`;
export const textArray = (xs: string[]) => sql`${toPgArray(xs)}::text[]`;

export function toPgArray(xs: (string | number | boolean)[]): string {
  return `{${xs.map((x) => (typeof x === "string" ? `"${x.replace(/(["\\])/g, "\\$1")}"` : String(x))).join(",")}}`;
}
