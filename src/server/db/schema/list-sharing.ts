import { sql } from "drizzle-orm";
import { check, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid, varchar } from "drizzle-orm/pg-core";
import { users } from "./users";
import { shoppingLists } from "./lists";

/**
 * People a list is shared with (issue 16). The owner stays `shopping_lists.user_id` and is never a
 * row here; a member may view and edit items, only the owner deletes, shares or removes members.
 * Removing a row revokes access at once: every list query joins through this table.
 */
export const shoppingListMembers = pgTable(
  "shopping_list_members",
  {
    listId: uuid("list_id").notNull().references(() => shoppingLists.id, { onDelete: "cascade" }),
    userId: uuid("user_id").notNull().references(() => users.id, { onDelete: "cascade" }),
    invitedBy: uuid("invited_by").references(() => users.id, { onDelete: "set null" }),
    joinedAt: timestamp("joined_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.listId, t.userId], name: "shopping_list_members_pk" }), index("shopping_list_members_user_idx").on(t.userId)],
);

/**
 * An e-mailed invitation to one list: only the SHA-256 of the link's 256-bit token is stored; it
 * works once (accepted_at set in the same statement that checks it) until expires_at, and only for
 * the account with the invited address. One pending invitation per list and address.
 */
export const shoppingListInvites = pgTable(
  "shopping_list_invites",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    listId: uuid("list_id").notNull().references(() => shoppingLists.id, { onDelete: "cascade" }),
    email: varchar("email", { length: 320 }).notNull(),
    tokenHash: text("token_hash").notNull(),
    invitedBy: uuid("invited_by").notNull().references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    acceptedBy: uuid("accepted_by").references(() => users.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("shopping_list_invites_token_uq").on(t.tokenHash),
    uniqueIndex("shopping_list_invites_pending_uq").on(t.listId, sql`lower(${t.email})`).where(sql`${t.acceptedAt} is null`),
    index("shopping_list_invites_list_idx").on(t.listId),
    check("shopping_list_invites_email_len", sql`char_length(${t.email}) between 3 and 320`),
  ],
);
