"use client";
import { useCallback, useLayoutEffect, useReducer, useRef, useState, useTransition } from "react";
import { useRouter } from "next/navigation";
import { newIdempotencyKey } from "@/lib/idempotency-key";
import {
  actionReducer,
  failureToastOf,
  isFailure,
  settle,
  NO_ERRORS,
  type ClientFailure,
  type FailureToast,
  type FormErrors,
  type FormFieldErrors,
  type Outcome,
  type ToastSpec,
} from "@/lib/action-outcome";
import { toast } from "./toast";

export type { ClientFailure, FormFieldErrors, Outcome } from "@/lib/action-outcome";

type Success<R> = Exclude<R, { ok: false }>;
type Maybe<T> = T | null | undefined | void;

export interface UseActionOptions<I, R> {
  /** Toast after a success: fixed, or from the result (null: none). */
  success?: ToastSpec | ((result: Success<R>, input: I) => Maybe<ToastSpec>);
  /** Toast after a failure (also a call that threw): the usual shape, or your own (null: none). */
  failure?: FailureToast | ((failure: ClientFailure, input: I) => Maybe<ToastSpec>);
  /** Runs after a success, before its toast (awaited). */
  onSuccess?: (result: Success<R>, input: I) => unknown;
  /** Runs after a failure, before its toast. */
  onFailure?: (failure: ClientFailure, input: I) => unknown;
  /** The form-level message of a failure, when the screen's spec words it differently from the usual (formErrorsOf). */
  formError?: (failure: ClientFailure, input: I) => string | undefined;
  /** router.refresh() after a success (inside the transition, so `pending` lasts until the new data is in). */
  refresh?: boolean;
}

export interface UseAction<I, R> {
  /** Calls the action once; never throws: a call that threw resolves to a `thrown` failure. */
  run: (input: I) => Promise<Outcome<R>>;
  /** A call is running (or the refresh after it). */
  pending: boolean;
  /** The input of the call running now (per-row buttons: which row is busy). */
  pendingInput: I | null;
  /** The last failure's first message per field; cleared when a call starts and after a success. */
  fieldErrors: FormFieldErrors;
  /** The last failure's form-level message, when no field is to blame. */
  formError?: string;
  /** Shows errors found before calling (the form's own check of the schema), or clears them. */
  setErrors: (errors: Partial<FormErrors>) => void;
  /** The idempotency key of the intent being submitted: kept across retries, new after a success. Send it as `clientRequestId`. */
  idempotencyKey: string;
  /** Starts a new intent without a success (e.g. "start over" with other data): the next call gets a new key. */
  newIntent: () => void;
}

/**
 * The one way client components call a server action (decision 043): pending state, field and
 * form errors, success and failure toasts, an idempotency key per intent and an optional refresh,
 * all mapped from the one action result shape (`{ ok: true, … } | { ok: false, fieldErrors?,
 * formError? }`) by src/lib/action-outcome.ts.
 */
export function useAction<I, R extends { ok: boolean }>(action: (input: I) => Promise<R>, options: UseActionOptions<I, R> = {}): UseAction<I, R> {
  const router = useRouter();
  const [state, dispatch] = useReducer(actionReducer, undefined, () => ({ running: 0, errors: NO_ERRORS, key: newIdempotencyKey() }));
  const [transitionPending, startTransition] = useTransition();
  const [pendingInput, setPendingInput] = useState<I | null>(null);
  // The latest action and options, so `run` stays one stable function across renders.
  const latest = useRef({ action, options });
  useLayoutEffect(() => {
    latest.current = { action, options };
  });

  const run = useCallback(
    (input: I): Promise<Outcome<R>> => {
      dispatch({ type: "start" });
      setPendingInput(() => input);
      return new Promise((resolve) => {
        startTransition(async () => {
          const { action: call, options: o } = latest.current;
          const outcome = await settle(() => call(input));
          let formError: { value: string | undefined } | undefined;
          try {
            if (isFailure(outcome)) {
              o.onFailure?.(outcome, input);
              if (o.formError) formError = { value: o.formError(outcome, input) };
              const spec = typeof o.failure === "function" ? o.failure(outcome, input) : o.failure ? failureToastOf(outcome, o.failure) : null;
              if (spec) toast(spec);
            } else if (outcome) {
              const ok = outcome as Success<R>;
              await o.onSuccess?.(ok, input);
              const spec = typeof o.success === "function" ? o.success(ok, input) : o.success;
              if (spec) toast(spec);
              if (o.refresh) router.refresh();
            }
          } finally {
            dispatch({ type: "done", outcome, newKey: newIdempotencyKey, formError });
            setPendingInput(null);
            resolve(outcome);
          }
        });
      });
    },
    [router],
  );

  const setErrors = useCallback((errors: Partial<FormErrors>) => dispatch({ type: "setErrors", errors: { fieldErrors: errors.fieldErrors ?? {}, formError: errors.formError } }), []);

  const newIntent = useCallback(() => dispatch({ type: "newIntent", key: newIdempotencyKey() }), []);

  return {
    run,
    newIntent,
    pending: state.running > 0 || transitionPending,
    pendingInput,
    fieldErrors: state.errors.fieldErrors,
    formError: state.errors.formError,
    setErrors,
    idempotencyKey: state.key,
  };
}
