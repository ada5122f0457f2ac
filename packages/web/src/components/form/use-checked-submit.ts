/**
 * The submit of a dialog form that core checks on every render (the role and shortcut forms): core's
 * errors show once a save was tried, the server's field errors (BAD_USER_INPUT) until the next try.
 *
 * @example
 * const { errors, submit } = useCheckedSubmit(validateRoleInput(input, options));
 * <form onSubmit={submit((value, fieldErrors) => add.mutate({ input: value }, fieldErrors))}>
 */
import type { ApiError } from '@vetrx/core/api';
import type { ValidationResult } from '@vetrx/core/common';
import { useState, type FormEvent } from 'react';

/** Per-call mutation options that show the server's field errors under the fields. */
export interface ServerFieldErrors {
  onError(error: ApiError): void;
}

export function useCheckedSubmit<T>(check: ValidationResult<T>) {
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const errors: Record<string, string | undefined> = { ...(submitted && !check.ok ? check.errors : {}), ...serverErrors };
  const submit = (save: (value: T, fieldErrors: ServerFieldErrors) => void) => (e: FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    setServerErrors({});
    if (!check.ok) return;
    save(check.value, { onError: (error) => setServerErrors(error.fields ?? {}) });
  };
  return { errors, submit };
}
