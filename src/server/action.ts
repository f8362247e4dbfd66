import "server-only";
import { unstable_rethrow } from "next/navigation";
import type { z } from "zod";
import "@/lib/zod-messages";
import { AppError, isAppError, newRequestId, unavailable } from "./errors";
import { isDatabaseUnavailable } from "./db/unavailable";
import { assertActor, type Actor } from "./auth/session";
import type { Role } from "./auth/lifetimes";
import { getDb, type Db } from "./db";
import { consumeLimit, type LimitName } from "./rate-limit";
import { getRequestContext } from "./request";
import { logger, withRequestId } from "./logger";

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

/** What every action body receives besides its validated input: the one way actions reach the database. */
export interface ActionContext { db: Db; requestId: string }

/**
 * One limiter option for every action (one key format, one place): `limit: "add_item"` counts per
 * signed-in user (`user:<id>`) or, for public actions, per client (`client:<key>`); `subject`
 * overrides the key (e.g. per e-mail for sign-in). Checked after validation, so malformed input
 * never spends a slot.
 */
export interface ActionLimit<I> {
  name: LimitName;
  /** The key to count under; `null` means this limit does not apply to this request (e.g. no known client IP). */
  subject?: (input: I, actor: Actor | null) => string | null | Promise<string | null>;
  title?: string;
  message?: string;
  /** Called when this limit refuses (e.g. to record a security event); must not throw. */
  onRefused?: (input: I, actor: Actor | null) => Promise<void>;
}

interface ActionOptions<I> {
  roles?: Role[];
  unauthenticatedMessage?: string;
  /** Several limits are checked in order; the first refusal answers (later ones are not spent). */
  limit?: LimitName | ActionLimit<I> | ActionLimit<I>[];
  /** The failure for input the schema refuses, when the action's spec gives its own texts. */
  onInvalid?: (error: z.ZodError, actor: Actor | null) => ActionFailure | Promise<ActionFailure>;
}

/** A public action has no actor: no roles to ask for; its limits count per client. */
type PublicActionOptions<I> = Omit<ActionOptions<I>, "roles" | "unauthenticatedMessage">;

/**
 * The one action wrapper: authenticate, validate with the module's schema, run, and turn expected
 * errors into values. Unknown errors are logged with a request id and shown generically;
 * redirects and notFound thrown by Next pass through.
 */
export function defineAction<S extends z.ZodType, T extends object>(
  schema: S,
  run: (input: z.output<S>, actor: Actor, ctx: ActionContext) => Promise<ActionResult<T>>,
  options: ActionOptions<z.output<S>> = {},
) {
  return wrapAction(schema, () => assertActor(options.roles, options.unauthenticatedMessage), run, options);
}

/**
 * An action anyone may call (sign-in, sign-up, confirm e-mail, sign-out): the same validation,
 * limits and error mapping as defineAction, and no actor — the body cannot mistake a visitor for
 * a user. Limits count per client unless a rule names its own subject.
 */
export function definePublicAction<S extends z.ZodType, T extends object>(
  schema: S,
  run: (input: z.output<S>, ctx: ActionContext) => Promise<ActionResult<T>>,
  options: PublicActionOptions<z.output<S>> = {},
) {
  return wrapAction<S, T, null>(schema, async () => null, (input, _actor, ctx) => run(input, ctx), options);
}

function wrapAction<S extends z.ZodType, T extends object, A extends Actor | null>(
  schema: S,
  authenticate: () => Promise<A>,
  run: (input: z.output<S>, actor: A, ctx: ActionContext) => Promise<ActionResult<T>>,
  options: PublicActionOptions<z.output<S>>,
) {
  // Every log line written while the action runs carries its request id (decision 042).
  const handle = async (raw: unknown, requestId: string): Promise<ActionResult<T>> => {
    try {
      const actor = await authenticate();
      const parsed = schema.safeParse(raw);
      if (!parsed.success) {
        if (options.onInvalid) return await options.onInvalid(parsed.error, actor);
        const fieldErrors = fieldErrorsOf(parsed.error);
        const first = Object.values(fieldErrors)[0]?.[0];
        return { ok: false, code: "INVALID_INPUT", formError: first, fieldErrors };
      }
      const db = await getDb();
      if (options.limit) {
        for (const rule of Array.isArray(options.limit) ? options.limit : [options.limit]) await enforceLimit(db, rule, parsed.data, actor);
      }
      return await run(parsed.data, actor, { db, requestId });
    } catch (e) {
      unstable_rethrow(e);
      if (isAppError(e)) return failure(e);
      if (isDatabaseUnavailable(e)) {
        logger.warn("action: database unavailable");
        return failure(unavailable());
      }
      // Never the error itself: a query error's message carries the request's parameters.
      logger.error({ err: e }, "action failed");
      return { ok: false, code: "INTERNAL", formError: `Something went wrong. Please try again. (ref ${requestId})` };
    }
  };
  return (raw: unknown): Promise<ActionResult<T>> => {
    const requestId = newRequestId();
    return withRequestId(requestId, () => handle(raw, requestId));
  };
}

async function enforceLimit<I>(db: Db, option: LimitName | ActionLimit<I>, input: I, actor: Actor | null): Promise<void> {
  const rule: ActionLimit<I> = typeof option === "string" ? { name: option } : option;
  const subject = rule.subject
    ? await rule.subject(input, actor)
    : actor
      ? `user:${actor.userId}`
      : `client:${(await getRequestContext()).clientKey}`;
  if (subject === null) return;
  const result = await consumeLimit(db, rule.name, subject);
  if (!result.ok) {
    await rule.onRefused?.(input, actor);
    throw new AppError("RATE_LIMITED", rule.message ?? "Please wait a few minutes before trying again.", {
      title: rule.title ?? "Too many requests",
      retryAfterSeconds: result.retryAfterSeconds,
    });
  }
}
