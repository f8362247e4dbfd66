import type { ActionFailure } from "@/server/action";

/**
 * The pure half of `useAction` (src/components/ui/use-action.ts): how a client turns what a server
 * action answered — the one result shape of src/server/action.ts, or a throw when no answer came —
 * into form errors, a toast and the next idempotency key. No React, no DOM: unit-tested alone.
 */

/** A failure as the client sees it: the server's, or `thrown` when the call itself failed (network, server gone). */
export type ClientFailure = ActionFailure & { thrown?: true };

/** What a call ended with: the action's own result, or the failure of a call that threw. */
export type Outcome<R> = R | ClientFailure;

export const THROWN: ClientFailure = { ok: false, code: "INTERNAL", thrown: true };

/** Runs the call; a throw becomes the THROWN failure, so callers map one shape only. */
export async function settle<R>(call: () => Promise<R>): Promise<Outcome<R>> {
  try {
    return await call();
  } catch {
    return THROWN;
  }
}

export function isFailure(outcome: unknown): outcome is ClientFailure {
  return typeof outcome === "object" && outcome !== null && (outcome as { ok?: unknown }).ok === false;
}

/** First message per field: the shape the forms render (one message under each field). */
export type FormFieldErrors = Record<string, string | undefined>;

export interface FormErrors { fieldErrors: FormFieldErrors; formError?: string }

export const NO_ERRORS: FormErrors = { fieldErrors: {} };

/**
 * A failure's place on the form: each field's first message under that field; the form-level
 * message only when no field is to blame (it would repeat a field's message) and the server
 * answered (a throw has no safe text of its own: its toast explains).
 */
export function formErrorsOf(failure: ClientFailure): FormErrors {
  const fieldErrors: FormFieldErrors = {};
  for (const [k, v] of Object.entries(failure.fieldErrors ?? {})) fieldErrors[k] = v[0];
  const blamesField = Object.keys(fieldErrors).length > 0;
  return { fieldErrors, formError: blamesField || failure.thrown ? undefined : failure.formError };
}

export type ToastVariant = "default" | "destructive" | "success";
export interface ToastSpec {
  title: string;
  description?: string;
  variant?: ToastVariant;
  action?: { label: string; onClick: () => void };
}

/**
 * The usual failure toast: `title` (or the server's title, with `serverTitle`) and the server's
 * safe message, else `fallback`. With `hideUnexpected`, an unexpected failure (INTERNAL, a throw)
 * shows the title and fallback of the screen's spec instead of the server's generic text.
 */
export interface FailureToast { title: string; fallback?: string; serverTitle?: boolean; hideUnexpected?: boolean; /** The description when the call threw (no answer); `fallback` otherwise. */ thrownFallback?: string }

export const DEFAULT_FALLBACK = "Please try again.";

export function failureToastOf(failure: ClientFailure, spec: FailureToast): ToastSpec {
  const fallback = (failure.thrown && spec.thrownFallback) || spec.fallback || DEFAULT_FALLBACK;
  const unexpected = failure.thrown === true || (spec.hideUnexpected === true && (failure.code === "INTERNAL" || !failure.formError));
  if (unexpected) return { title: spec.title, description: fallback, variant: "destructive" };
  return { title: (spec.serverTitle && failure.title) || spec.title, description: failure.formError ?? fallback, variant: "destructive" };
}

/**
 * The state a hook keeps across submissions. `key` is the idempotency key of the intent being
 * submitted: the same for every retry of it (a double click, a retry after a failure or a lost
 * answer), replaced only once the server has said yes — so the server carries the intent out once.
 */
export interface ActionState { running: number; errors: FormErrors; key: string }

export type ActionEvent =
  | { type: "start" }
  /** `formError`: the screen's own wording of the failure's form message (absent: the usual, formErrorsOf). */
  | { type: "done"; outcome: unknown; newKey: () => string; formError?: { value: string | undefined } }
  | { type: "setErrors"; errors: FormErrors }
  /** A different intent begins (the form was started over): it must not share the last one's key. */
  | { type: "newIntent"; key: string };

export function actionReducer(state: ActionState, event: ActionEvent): ActionState {
  switch (event.type) {
    case "start":
      return { ...state, running: state.running + 1, errors: NO_ERRORS };
    case "done": {
      const running = Math.max(0, state.running - 1);
      if (isFailure(event.outcome)) {
        const errors = formErrorsOf(event.outcome);
        return { ...state, running, errors: event.formError ? { ...errors, formError: event.formError.value } : errors };
      }
      return { running, errors: NO_ERRORS, key: event.newKey() };
    }
    case "setErrors":
      return { ...state, errors: event.errors };
    case "newIntent":
      return { ...state, key: event.key };
  }
}
