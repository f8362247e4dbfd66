"use server";
import { defineAction, type ActionResult } from "@/server/action";
import { setUserRole } from "./mutations";
import { setUserRoleSchema } from "./schemas";

/** Admin only, checked on the server: the wrapper refuses other roles before the mutation re-checks. */
export const setUserRoleAction = defineAction(
  setUserRoleSchema,
  async (input, actor, { db }): Promise<ActionResult> => {
    await setUserRole(db, actor, input);
    return { ok: true };
  },
  { roles: ["admin"] },
);
