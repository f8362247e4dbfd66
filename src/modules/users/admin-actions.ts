"use server";
import { defineAction, type ActionResult } from "@/server/action";
import { getDb } from "@/server/db";
import { setUserRole } from "./mutations";
import { setUserRoleSchema } from "./schemas";

/** Admin only, checked on the server: the wrapper refuses other roles before the mutation re-checks. */
export const setUserRoleAction = defineAction(
  setUserRoleSchema,
  async (input, actor): Promise<ActionResult> => {
    await setUserRole(await getDb(), actor, input);
    return { ok: true };
  },
  { roles: ["admin"] },
);
