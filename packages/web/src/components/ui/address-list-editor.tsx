/**
 * An address list editor (clients §5 Address, also for the administration screens): the addresses added
 * so far, and a small form to add one — type (default from `defaultTypeName`, e.g. Home), line 1, line 2,
 * city, state (US states and DC), zip. Core validates the new address (line 1, city, state and zip
 * required; limits; 5-digit zip) and refuses a duplicate ('Address: The address already exists'). An
 * address typed but not added is added when the form is saved, by the same rules, or the save stops at
 * it (`useAddOnSubmit`).
 *
 * @example
 * <AddressListEditor value={addresses} onChange={setAddresses} types={addressTypes} defaultTypeName="Home" />
 */
import { Badge, Button, Field, Grid, Input, Stack, Text } from '@chakra-ui/react';
import type { FormAddress } from '@vetrx/core/admin';
import { ADDRESS_LIMITS, addressInputSchema, checkNewAddress, phoneTypeIdByName, zipInput, zodFieldErrors } from '@vetrx/core/common';
import { formatAddress } from '@vetrx/core/format';
import { CLIENT_SCREEN_LABELS as L } from '@vetrx/core/messages';
import { useId, useRef, useState } from 'react';
import { LuMapPin, LuPlus } from 'react-icons/lu';
import { ListEditorFrame, ListEditorItem } from './list-editor-item';
import type { ReferenceOption } from './phone-list-editor';
import { SelectField } from './select-field';
import { US_STATE_OPTIONS } from './us-states';
import { useAddOnSubmit } from './use-add-on-submit';
import { useUnsavedChanges } from '../form/unsaved-changes';

/** An address of the list: core's form address (a new one has no uuid yet). */
export type AddressItem = FormAddress;

export interface AddressListEditorProps {
  value: readonly AddressItem[];
  onChange(next: AddressItem[]): void;
  types: readonly ReferenceOption[];
  /** The type preselected for a new address (clients: Home). */
  defaultTypeName: string;
  /** A list-level error (e.g. 'Please enter at least 1 address'). */
  error?: string;
  label?: string;
  disabled?: boolean;
}

type Draft = Omit<AddressItem, 'uuid' | 'addressLine2'> & { addressLine2: string };
type DraftField = keyof Draft;

export function AddressListEditor({ value, onChange, types, defaultTypeName, error, label = L.addresses, disabled }: AddressListEditorProps) {
  const defaultTypeId = String(phoneTypeIdByName(types, defaultTypeName) ?? types[0]?.id ?? '');
  const empty: Draft = { addressTypeId: defaultTypeId, addressLine1: '', addressLine2: '', city: '', state: '', zip: '' };
  const [draft, setDraft] = useState<Draft>(empty);
  const [errors, setErrors] = useState<Partial<Record<DraftField | 'address', string>>>({});
  const base = useId();
  const id = (f: string) => `${base}-${f}`;
  const typeName = (typeId: string) => types.find((t) => t.id === typeId)?.description ?? '';
  const typeId = draft.addressTypeId || defaultTypeId;

  const set = (field: DraftField) => (v: string) => {
    setDraft((d) => ({ ...d, [field]: v }));
    setErrors((e) => ({ ...e, [field]: undefined, address: undefined }));
  };

  /**
   * Adds the typed address (Add Address, or the form's save); false when core's rules refuse it. On
   * save, an address the list already has is no refusal: nothing typed is lost.
   */
  function add(onSave = false): boolean {
    const parsed = addressInputSchema.safeParse({ ...draft, addressTypeId: typeId });
    if (!parsed.success) {
      setErrors(zodFieldErrors(parsed.error));
      return false;
    }
    const candidate: AddressItem = {
      addressTypeId: typeId,
      addressLine1: parsed.data.addressLine1,
      addressLine2: parsed.data.addressLine2,
      city: parsed.data.city,
      state: parsed.data.state,
      zip: parsed.data.zip,
    };
    const checked = checkNewAddress(value, candidate);
    if (!checked.ok) {
      if (onSave && Object.keys(checked.errors).every((k) => k === 'address')) return true;
      setErrors(checked.errors);
      return false;
    }
    onChange(checked.value);
    setDraft({ ...empty, addressTypeId: defaultTypeId });
    setErrors({});
    return true;
  }

  // Saving the form adds an address typed but not added (any of its fields filled; the type alone does
  // not count); one it cannot add stops the save at its first field in error.
  const rowRef = useRef<HTMLDivElement>(null);
  const typed = [draft.addressLine1, draft.addressLine2, draft.city, draft.state, draft.zip].some((v) => v.trim() !== '');
  useUnsavedChanges(typed);
  useAddOnSubmit(rowRef, () => {
    if (disabled || !typed) return true;
    if (add(true)) return true;
    requestAnimationFrame(() => rowRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
    return false;
  });

  const text = (field: DraftField, labelText: string, opts: { max?: number; placeholder?: string; inputMode?: 'numeric'; autoComplete?: string } = {}) => (
    <Field.Root invalid={Boolean(errors[field])} required={field !== 'addressLine2'}>
      <Field.Label htmlFor={id(field)} textStyle="xs">
        {labelText}
      </Field.Label>
      <Input
        id={id(field)}
        size="sm"
        value={draft[field]}
        maxLength={opts.max}
        inputMode={opts.inputMode}
        autoComplete={opts.autoComplete}
        placeholder={opts.placeholder}
        disabled={disabled}
        onChange={(e) => set(field)(field === 'zip' ? zipInput(e.currentTarget.value) : e.currentTarget.value)}
      />
      {errors[field] && <Field.ErrorText>{errors[field]}</Field.ErrorText>}
    </Field.Root>
  );

  return (
    <ListEditorFrame
      label={label}
      emptyText={L.noAddresses}
      error={error}
      testId="address"
      entries={value.map((a, i) => (
        <ListEditorItem
          key={`${a.uuid ?? ''}-${i}-${a.addressLine1}`}
          icon={<LuMapPin />}
          alignTop
          removeLabel={`${L.removeAddress} ${formatAddress(a)}`}
          onRemove={() => onChange(value.filter((_, j) => j !== i))}
          disabled={disabled}
          testId="address-item"
        >
          <Stack gap="0.5" minW="0">
            <Text>{formatAddress(a)}</Text>
            <Badge variant="outline" size="sm" alignSelf="start">
              {typeName(a.addressTypeId)}
            </Badge>
          </Stack>
        </ListEditorItem>
      ))}
    >
      <Stack ref={rowRef} gap="2.5" p="3" borderWidth="1px" borderStyle="dashed" borderRadius="md">
        <Grid templateColumns={{ base: '1fr', sm: '1fr 2fr' }} gap="2.5">
          <SelectField
            id={id('type')}
            label={L.addressType}
            labelProps={{ textStyle: 'xs' }}
            size="sm"
            disabled={disabled}
            options={types.map((t) => ({ value: t.id, label: t.description }))}
            value={typeId}
            onValueChange={set('addressTypeId')}
          />
          {text('addressLine1', L.addressLine1, { max: ADDRESS_LIMITS.addressLine1, autoComplete: 'address-line1' })}
        </Grid>
        <Grid templateColumns={{ base: '1fr', sm: '2fr 1fr' }} gap="2.5">
          {text('addressLine2', L.addressLine2, { max: ADDRESS_LIMITS.addressLine2, autoComplete: 'address-line2' })}
          {text('city', L.city, { max: ADDRESS_LIMITS.city, autoComplete: 'address-level2' })}
        </Grid>
        <Grid templateColumns={{ base: '1fr 1fr', sm: '2fr 1fr auto' }} gap="2.5" alignItems="end">
          <SelectField
            id={id('state')}
            label={L.state}
            labelProps={{ textStyle: 'xs' }}
            // Required like the draft's other fields, which show no mark either.
            fieldProps={{ required: true }}
            size="sm"
            disabled={disabled}
            error={errors.state}
            placeholder={L.selectState}
            options={US_STATE_OPTIONS}
            value={draft.state}
            onValueChange={set('state')}
          />
          {text('zip', L.zip, { max: ADDRESS_LIMITS.zip, inputMode: 'numeric', autoComplete: 'postal-code' })}
          <Button size="sm" variant="outline" onClick={() => add()} disabled={disabled} gridColumn={{ base: 'span 2', sm: 'auto' }}>
            <LuPlus /> {L.addAddress}
          </Button>
        </Grid>
        {errors.address && (
          <Text color="fg.error" textStyle="sm" role="alert" data-testid="address-duplicate-error">
            {errors.address}
          </Text>
        )}
      </Stack>
    </ListEditorFrame>
  );
}
