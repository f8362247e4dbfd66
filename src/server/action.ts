import "server-only";
import { unstable_rethrow } from "next/navigation";
import type { z } from "zod";
import { AppError, isAppError, newRequestId } from "./errors";
import { assertActor, type Actor } from "./auth/session";
import type { Role } from "./auth/lifetimes";

export type ActionFailure = {
  ok: false;
  code?: AppError["code"] | "INTERNAL";
  title?: string;
  formError?: string;
  fieldErrors?: Record<string, string[]>;
  retryAfterSeconds?: number;
};
export type ActionResult<T extends object = object> = ({ ok: true } & T) | ActionFailure;

export function failure(e: AppError): ActionFailure {
  return { ok: false, code: e.code, title: e.extra.title, formError: e.safeMessage, fieldErrors: e.extra.fieldErrors, retryAfterSeconds: e.extra.retryAfterSeconds };
}

export function fieldErrorsOf(error: z.ZodError): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".") || "form";
    (out[key] ??= []).push(issue.message);
  }
  return out;
}

interface ActionOptions { roles?: Role[]; unauthenticatedMessage?: string; public?: boolean }

/**
 * The one action wrapper: authenticate (unless public), validate with the module's schema,
 * run, and turn expected errors into values. Unknown errors are logged with a request id and
 * shown generically; redirects and notFound thrown by Next pass through.
 */
export function defineAction<S extends z.ZodType, T extends object>(
  schema: S,
  run: (input: z.output<S>, actor: Actor) => Promise<ActionResult<T>>,
  options: ActionOptions = {},
) {
  return async (raw: unknown): Promise<ActionResult<T>> => {
    try {
      const actor = options.public
        ? (null as unknown as Actor)
        : await assertActor(options.roles, options.unauthenticatedMessage);
      const parsed = schema.safeParse(raw);
      if (!parsed.success) {
        const fieldErrors = fieldErrorsOf(parsed.error);
        const first = Object.values(fieldErrors)[0]?.[0];
        return { ok: false, code: "INVALID_INPUT", formError: first, fieldErrors };
      }
      return await run(parsed.data, actor);
    } catch (e) {
      unstable_rethrow(e);
      if (isAppError(e)) return failure(e);
      const requestId = newRequestId();
      console.error(`[action] request ${requestId} failed`, e);
      return { ok: false, code: "INTERNAL", formError: `Something went wrong. Please try again. (ref ${requestId})` };
    }
  };
}
