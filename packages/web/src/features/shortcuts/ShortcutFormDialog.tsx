/**
 * The shortcut form (admin §2.5, §5 Shortcuts), in its two variants:
 *
 * - `form="location"` (/PrescribingShortcuts): type, label, details up to 620, saved for the selected
 *   location.
 * - `form="support"` (/support/prescribingshortcuts): the same fields with details up to 250, and the
 *   scope — Global or a Location (searched by name from 3 characters) — which is required; a non-global
 *   shortcut takes a location.
 *
 * Type is read-only when editing; the label must have more than 2 characters ('Label is required.',
 * 'Label field is too small.'), at most 30. Core validates (`validateShortcutInput`); the server
 * re-checks and its field messages show under the fields. Adds with AddShortcut, edits with
 * UpdateShortcut: 'Add shortcut Successfully' / 'Edit shortcut Successfully', or the server's message.
 */
import { chakra, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { RadioGroup, Textarea } from '../../components/ui/chakra-late';
import type { UseMutateFunction } from '@tanstack/react-query';
import { useCoreForm } from '../../components/form/use-core-form';
import { FormDialog } from '../../components/ui/form-dialog';
import type { ApiError } from '@vetrx/core/api';
import {
  AddShortcutDocument,
  type AddShortcutMutation,
  type AddShortcutMutationVariables,
} from '@vetrx/core/operations/AddShortcut';
import { LocationsDocument } from '@vetrx/core/operations/Locations';
import { ShortcutDocument } from '@vetrx/core/operations/Shortcut';
import {
  UpdateShortcutDocument,
  type UpdateShortcutMutation,
  type UpdateShortcutMutationVariables,
} from '@vetrx/core/operations/UpdateShortcut';
import {
  adminSearchTerm,
  ADMIN_LIMITS,
  shortcutDetailsMax,
  shortcutScope,
  type ShortcutForm,
  validateShortcutInput,
} from '@vetrx/core/admin';
import { SHORTCUT_TYPES } from '@vetrx/core/prescription';
import { ADMIN_EMPTY_STATES, ADMIN_TOASTS, PRACTICE_SETUP_LABELS as L } from '@vetrx/core/messages';
import { useMemo, useState } from 'react';
import { serverMessage } from '../../api/errors';
import { useGql } from '../../api/useGql';
import { useGqlMutation } from '../../api/useGqlMutation';
import { SearchSelect } from '../../components/ui/search-select';
import { notify } from '../../components/ui/toaster';
import { useDebouncedValue } from '../../components/ui/use-debounced-value';
import { shortcutLocationNames, type ListedShortcut } from './ShortcutList';
import { SEARCH_DEBOUNCE_MS } from '../../lib/ui-constants';
import { SelectField } from '../../components/ui/select-field';

/** A shortcut the form edits (the list's shortcut). */
export type EditableShortcut = ListedShortcut;

export interface ShortcutFormDialogProps {
  open: boolean;
  onClose(): void;
  /** Which form: the location's (details up to 620) or support's (scope, details up to 250). */
  form: ShortcutForm;
  /** The selected location (location form). */
  locationId?: string | null;
  /** Edit this shortcut; without it the dialog adds one. */
  shortcut?: EditableShortcut | null;
}

export function ShortcutFormDialog({ open, onClose, form, locationId, shortcut }: ShortcutFormDialogProps) {
  const done = (text: { title: string }) => {
    notify('success', text);
    onClose();
  };
  const add = useGqlMutation(AddShortcutDocument, { invalidates: [ShortcutDocument], onSuccess: () => done(ADMIN_TOASTS.shortcutAdded), onError: failed });
  const update = useGqlMutation(UpdateShortcutDocument, { invalidates: [ShortcutDocument], onSuccess: () => done(ADMIN_TOASTS.shortcutEdited), onError: failed });
  return (
    <FormDialog open={open} onClose={onClose} title={shortcut ? L.editShortcut : L.addShortcut} testId="shortcut-dialog" pending={add.isPending || update.isPending} saveTestId="shortcut-save">
      {({ formId }) => <ShortcutFormBody formId={formId} form={form} locationId={locationId} shortcut={shortcut ?? null} add={add.mutate} update={update.mutate} />}
    </FormDialog>
  );
}

const failed = (e: unknown) => {
  const message = serverMessage(e);
  if (message) notify('error', { title: message });
};

type Scope = 'global' | 'location';

type CheckedShortcut = Extract<ReturnType<typeof validateShortcutInput>, { ok: true }>['value'];

/** The form's fields, named by core's input keys (the scope's error is core's `isGlobal`); `locationName` labels the chosen location. */
interface ShortcutValues {
  shortcutType: string;
  label: string;
  details: string;
  scope: Scope | null;
  locationId: string | null;
  locationName: string | null;
}

/** The support form's location choice: a search over the support Locations list, from 3 characters. */
function LocationChoice({ value, selectedLabel, onChange }: { value: string | null; selectedLabel: string | null; onChange(id: string | null, name: string | null): void }) {
  const [text, setText] = useState('');
  const term = adminSearchTerm(useDebouncedValue(text, SEARCH_DEBOUNCE_MS));
  const found = useGql(LocationsDocument, term ? { filter: term, activeFilterType: 'active', take: 10 } : null, { placeholderData: (prev) => prev });
  const options = useMemo(
    () => (term ? (found.data?.locations ?? []) : []).map((l) => ({ value: l.id, label: l.name, description: l.organization?.name ?? null })),
    [found.data, term],
  );
  return (
    <SearchSelect
      label={L.location}
      placeholder={L.searchLocations}
      emptyText={ADMIN_EMPTY_STATES.noDataFound}
      options={options}
      loading={found.isFetching}
      value={value}
      selectedLabel={selectedLabel}
      onSearch={setText}
      onChange={(id, option) => onChange(id, option?.label ?? null)}
      size="md"
      data-testid="shortcut-location"
    />
  );
}

interface ShortcutFormBodyProps extends Pick<ShortcutFormDialogProps, 'form' | 'locationId'> {
  formId: string;
  shortcut: EditableShortcut | null;
  add: UseMutateFunction<AddShortcutMutation, ApiError, AddShortcutMutationVariables>;
  update: UseMutateFunction<UpdateShortcutMutation, ApiError, UpdateShortcutMutationVariables>;
}

/** The form; mounted only while the dialog is open, so it starts from the shortcut (or blank) each time. */
function ShortcutFormBody({ formId, form, locationId, shortcut, add, update }: ShortcutFormBodyProps) {
  const isUpdate = Boolean(shortcut);
  const support = form === 'support';
  const initialScope = shortcut ? shortcutScope(shortcut) : null;
  const max = shortcutDetailsMax(form);
  const { form: fields, values, set, errorOf, submit } = useCoreForm<ShortcutValues, CheckedShortcut>(
    {
      shortcutType: shortcut?.type ?? '',
      label: shortcut?.label ?? '',
      details: shortcut?.details ?? '',
      scope: initialScope ? (initialScope.isGlobal ? 'global' : 'location') : null,
      locationId: initialScope?.locationId == null ? null : String(initialScope.locationId),
      locationName: shortcut && !shortcut.isGlobal ? (shortcutLocationNames(shortcut)[0] ?? null) : null,
    },
    (v) => {
      const input = support
        ? { id: shortcut?.id, shortcutType: v.shortcutType, label: v.label, details: v.details, isGlobal: v.scope === null ? null : v.scope === 'global', locationId: v.scope === 'location' ? v.locationId : null }
        : { id: shortcut?.id, shortcutType: v.shortcutType, label: v.label, details: v.details };
      return validateShortcutInput(input, { form, isUpdate, locationId: support ? null : locationId, existing: shortcut ? { shortcutType: shortcut.type } : null });
    },
  );
  const { shortcutType, details, scope } = values;
  const errors = { shortcutType: errorOf('shortcutType'), label: errorOf('label'), details: errorOf('details'), isGlobal: errorOf('isGlobal'), locationId: errorOf('locationId') };
  const save = submit((v, fieldErrors) => {
    const fields = { shortcutType: v.shortcutType, label: v.label, details: v.details };
    const where = support ? { isGlobal: v.isGlobal, locationId: v.locationId === null ? null : String(v.locationId) } : { locationId: locationId ?? null };
    if (shortcut) update({ id: shortcut.id, ...fields, ...where }, fieldErrors);
    else add({ ...fields, ...where }, fieldErrors);
  });

  return (
    <chakra.form id={formId} noValidate onSubmit={save} data-testid="shortcut-form">
    <Stack gap="4">
      <SelectField
        label={L.type}
        required
        disabled={isUpdate}
        error={errors.shortcutType}
        placeholder={L.select}
        options={SHORTCUT_TYPES.map((t) => ({ value: t, label: L.shortcutTypeNames[t] }))}
        value={shortcutType}
        onValueChange={(v) => set('shortcutType', v)}
        data-testid="shortcut-type"
      />
      <Field.Root invalid={Boolean(errors.label)} required>
        <Field.Label>
          {L.label}
          <Field.RequiredIndicator />
        </Field.Label>
        <Input {...fields.register('label')} maxLength={ADMIN_LIMITS.shortcutLabel} autoComplete="off" data-testid="shortcut-label" />
        <Field.ErrorText>{errors.label}</Field.ErrorText>
      </Field.Root>
      <Field.Root invalid={Boolean(errors.details)} required>
        <Field.Label>
          {L.details}
          <Field.RequiredIndicator />
        </Field.Label>
        <Textarea {...fields.register('details')} maxLength={max} rows={5} autoresize data-testid="shortcut-details" />
        <HStack justify="space-between" w="full">
          <Field.ErrorText>{errors.details}</Field.ErrorText>
          <Text textStyle="xs" color="fg.muted" ms="auto" aria-live="polite">
            {details.length}/{max}
          </Text>
        </HStack>
      </Field.Root>
      {support && (
        <Field.Root invalid={Boolean(errors.isGlobal)} required>
          <Field.Label id={`${formId}-scope`}>
            {L.scope}
            <Field.RequiredIndicator />
          </Field.Label>
          <RadioGroup.Root
            value={scope}
            onValueChange={(e) => set('scope', e.value as Scope)}
            colorPalette="brand"
            aria-labelledby={`${formId}-scope`}
            data-testid="shortcut-scope"
          >
            <HStack gap="6" minH="10">
              {(['global', 'location'] as const).map((v) => (
                <RadioGroup.Item key={v} value={v} data-testid={`shortcut-scope-${v}`}>
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>{v === 'global' ? L.global : L.location}</RadioGroup.ItemText>
                </RadioGroup.Item>
              ))}
            </HStack>
          </RadioGroup.Root>
          <Field.ErrorText>{errors.isGlobal}</Field.ErrorText>
        </Field.Root>
      )}
      {support && scope === 'location' && (
        <Stack gap="1.5">
          <LocationChoice
            value={values.locationId}
            selectedLabel={values.locationName}
            onChange={(id, name) => {
              set('locationName', name);
              set('locationId', id);
            }}
          />
          {errors.locationId && (
            <Text textStyle="xs" color="fg.error" role="alert" data-testid="shortcut-location-error">
              {errors.locationId}
            </Text>
          )}
        </Stack>
      )}
    </Stack>
    </chakra.form>
  );
}
