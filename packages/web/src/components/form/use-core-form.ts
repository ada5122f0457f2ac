/**
 * A dialog form on react-hook-form whose whole value core checks (the role and shortcut forms): core's
 * errors show once a save was tried and follow each change after; the server's field errors
 * (BAD_USER_INPUT) show under their fields until the next try; leaving with changes asks first.
 * Field names are core's error keys, so each message lands on (and clears with) its own field.
 *
 * @example
 * const { form, errorOf, submit } = useCoreForm({ name: '' }, (v) => validateRoleInput(v, options));
 * <form onSubmit={submit((value, fieldErrors) => add.mutate({ input: value }, fieldErrors))}>
 */
import type { ApiError } from '@vetrx/core/api';
import type { ValidationResult } from '@vetrx/core/common';
import { useForm, type DefaultValues, type FieldValues, type Path, type PathValue } from 'react-hook-form';
import { coreResolver, errorAt } from './core-resolver';
import { useUnsavedChanges } from './unsaved-changes';

/** Per-call mutation options that show the server's field errors under the fields. */
export interface ServerFieldErrors {
  onError(error: ApiError): void;
}

export function useCoreForm<V extends FieldValues, T>(defaultValues: DefaultValues<V>, check: (values: V) => ValidationResult<T>) {
  const form = useForm<V>({ defaultValues, resolver: coreResolver(check), mode: 'onSubmit', reValidateMode: 'onChange' });
  useUnsavedChanges(form.formState.isDirty);
  /**
   * Sets a field that has no input to register (a switch, a checkbox group, a choice), as typing would;
   * after a save was tried the whole form is checked again, since core may key the message of such a
   * choice by another name (a shortcut's scope answers as `isGlobal`).
   */
  const set = <N extends Path<V>>(name: N, value: PathValue<V, N>) => {
    form.setValue(name, value, { shouldDirty: true });
    if (form.formState.isSubmitted) void form.trigger();
  };
  const submit = (save: (value: T, fieldErrors: ServerFieldErrors) => void) =>
    form.handleSubmit((values) => {
      const checked = check(values);
      if (!checked.ok) return;
      save(checked.value, {
        onError: (error) => {
          for (const [field, message] of Object.entries(error.fields ?? {})) form.setError(field as Path<V>, { type: 'server', message });
        },
      });
    });
  return { form, values: form.watch(), set, errorOf: (path: string) => errorAt(form.formState.errors, path), submit };
}
