/**
 * The two saves of a practice-setup dialog (location, organization — admin §7 Add/Update): each
 * refreshes the lists it changes, says so in a toast ('Add Successfully' / 'Update Successfully') or
 * shows the server's message under the error toast of its kind, and keeps the server's field messages
 * for the form (`fieldErrors`, cleared by the next save).
 *
 * @example
 * const save = usePracticeSave({ add: AddLocationDocument, update: UpdateLocationDocument }, { invalidates, saved: { add: (d) => d.addLocation, update: (d) => d.updateLocation }, toasts, onSaved });
 */
import type { Document } from '@vetrx/core/api';
import type { ToastText } from '@vetrx/core/messages';
import { useState } from 'react';
import { useGqlMutation } from '../../api/useGqlMutation';
import { notify } from '../../components/ui/toaster';

export interface PracticeSaveOptions<TAdded, TUpdated, TSaved> {
  /** The queries the saves make stale. */
  invalidates: ReadonlyArray<{ toString(): string }>;
  /** The saved record in each answer. */
  saved: { add(data: TAdded): TSaved; update(data: TUpdated): TSaved };
  toasts: { added: ToastText; updated: ToastText; addError: ToastText; updateError: ToastText };
  onSaved(saved: TSaved): void;
}

export function usePracticeSave<TAdded, TAddVariables, TUpdated, TUpdateVariables, TSaved>(
  documents: { add: Document<TAdded, TAddVariables>; update: Document<TUpdated, TUpdateVariables> },
  { invalidates, saved, toasts, onSaved }: PracticeSaveOptions<TAdded, TUpdated, TSaved>,
) {
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const done = (record: TSaved, text: ToastText) => {
    notify('success', text);
    onSaved(record);
  };
  const keepFieldErrors = (e: { fields?: Record<string, string> }) => setFieldErrors(e.fields ?? {});
  const add = useGqlMutation(documents.add, { invalidates, errorToast: toasts.addError, onSuccess: (d) => done(saved.add(d), toasts.added), onError: keepFieldErrors });
  const update = useGqlMutation(documents.update, { invalidates, errorToast: toasts.updateError, onSuccess: (d) => done(saved.update(d), toasts.updated), onError: keepFieldErrors });
  return {
    add: (variables: TAddVariables) => {
      setFieldErrors({});
      add.mutate(variables);
    },
    update: (variables: TUpdateVariables) => {
      setFieldErrors({});
      update.mutate(variables);
    },
    pending: add.isPending || update.isPending,
    fieldErrors,
  };
}
