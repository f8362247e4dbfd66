import { z } from "zod";

export const watchListItemSchema = z.object({ listItemId: z.string().uuid("That item was not found.") });
export const watchListSchema = z.object({ listId: z.string().uuid("That list was not found.") });
export const markReadSchema = z.object({ ids: z.array(z.number().int().positive()).max(100).optional() });
export const emptySchema = z.object({}).strict();
