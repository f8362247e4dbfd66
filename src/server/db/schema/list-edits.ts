import { sql } from "drizzle-orm";
import { index, jsonb, pgTable, primaryKey, timestamp, uuid, varchar } from "drizzle-orm/pg-core";
import { users } from "./users";

/**
 * List edits already applied, keyed by the id the browser gave the edit (issue 16, decision 022).
 * The row is written in the same transaction as the edit it records, so a replay of the same edit
 * (a lost response, a second tab, a retry after a timeout) finds it and returns `result` instead of
 * applying the edit again. Rows older than the replay window are pruned.
 */
export const appliedListEdits = pgTable(
  "applied_list_edits",
  {
    userId: uuid("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    editId: uuid("edit_id").notNull(),
    kind: varchar("kind", { length: 32 }).notNull(),
    /** What the first application answered; a replay answers the same. */
    result: jsonb("result").$type<unknown>(),
    appliedAt: timestamp("applied_at", { withTimezone: true }).notNull().default(sql`now()`),
  },
  (t) => [primaryKey({ columns: [t.userId, t.editId], name: "applied_list_edits_pk" }), index("applied_list_edits_applied_idx").on(t.appliedAt)],
);
