/**
 * A phone list editor (clients §5 Phone, also for the administration screens): the phones added so far
 * (the first is primary), and a row to add one — type (default from `defaultTypeName`, e.g. Cell) and a
 * number typed with core's 3-3-4 mask (digits and spaces only, capped as the mask goes), a paste
 * normalised (`+1 (612) 555-0142` → `612 555 0142`) and 7 digits shown `555 0142` once the field is
 * left. Core decides validity (7, 10 or 11 digits) and refuses a number already listed: by number for
 * a client's list (clients §5), by number and type elsewhere (admin §5). A number typed but not added
 * is added when the form is saved, by the same rules, or the save stops at it (`useAddOnSubmit`).
 *
 * @example
 * <PhoneListEditor value={phones} onChange={setPhones} types={phoneTypes} defaultTypeName="Cell" error={errors.locationClientPhones} />
 */
import { Badge, Button, Field, Flex, Input, Text } from '@chakra-ui/react';
import type { FormPhone } from '@vetrx/core/admin';
import { addPhone, finishPhoneInput, hasPhone, hasPhoneNumber, isValidPhone, maskPhoneInput, normalizePastedPhone, phoneDigits, phoneTypeIdByName } from '@vetrx/core/common';
import { formatPhoneDisplay } from '@vetrx/core/format';
import { CLIENT_SCREEN_LABELS as L, COMMON_MESSAGES } from '@vetrx/core/messages';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { LuPhone, LuPlus } from 'react-icons/lu';
import { ListEditorFrame, ListEditorItem } from './list-editor-item';
import { SelectField } from './select-field';
import { useAddOnSubmit } from './use-add-on-submit';
import { useUnsavedChanges } from '../form/unsaved-changes';

/** A phone of the list: core's form phone (a new one has no uuid yet). */
export type PhoneItem = FormPhone;

export interface ReferenceOption {
  id: string;
  description: string;
}

export interface PhoneListEditorProps {
  value: readonly PhoneItem[];
  onChange(next: PhoneItem[]): void;
  types: readonly ReferenceOption[];
  /** The type preselected for a new phone (clients: Cell). */
  defaultTypeName: string;
  /** A list-level error (e.g. 'At least 1 phone number is required'). */
  error?: string;
  label?: string;
  /** A line under the label saying whose phones these are (e.g. the user's own, or a location's). */
  hint?: string;
  disabled?: boolean;
  /**
   * What makes a phone a repeat: the same number whatever its type (a client's list, clients §5:
   * "de-duplicated by number"), or the same number and type (users, locations, organizations: admin
   * §5). Either way the number is compared by core's `phoneKey` (`+1 612…` is `612…`).
   */
  unique?: 'number' | 'numberAndType';
}

export function PhoneListEditor({ value, onChange, types, defaultTypeName, error, label = L.phoneNumbers, hint, disabled, unique = 'numberAndType' }: PhoneListEditorProps) {
  const defaultTypeId = String(phoneTypeIdByName(types, defaultTypeName) ?? types[0]?.id ?? '');
  const [typeId, setTypeId] = useState(defaultTypeId);
  const [number, setNumber] = useState('');
  const [rowError, setRowError] = useState<string | null>(null);
  const ids = { type: useId(), number: useId() };
  const typeName = (id: string) => types.find((t) => t.id === id)?.description ?? '';

  useEffect(() => {
    if (!typeId && defaultTypeId) setTypeId(defaultTypeId);
  }, [defaultTypeId, typeId]);

  /**
   * Adds the typed number (Add Phone, Enter, or the form's save); false when core's rules refuse it. On
   * save, a number the list already has is no refusal: nothing typed is lost.
   */
  function add(onSave = false): boolean {
    if (!isValidPhone(number)) {
      setRowError(number.trim() ? COMMON_MESSAGES.invalidPhone : COMMON_MESSAGES.fieldRequired);
      return false;
    }
    const phone: PhoneItem = { phoneTypeId: typeId, phoneNumber: phoneDigits(number) };
    if (unique === 'number' ? hasPhoneNumber(value, phone) : hasPhone(value, phone)) {
      if (onSave) return true;
      setRowError(L.phoneAlreadyListed);
      return false;
    }
    onChange(addPhone(value, phone));
    setNumber('');
    setTypeId(defaultTypeId);
    setRowError(null);
    return true;
  }

  // A number typed is typing to lose; saving the form adds it, and one it cannot add stops the save, focused.
  useUnsavedChanges(number.trim() !== '');
  const numberRef = useRef<HTMLInputElement>(null);
  useAddOnSubmit(numberRef, () => {
    if (disabled || number.trim() === '') return true;
    if (add(true)) return true;
    numberRef.current?.focus();
    return false;
  });

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === 'Enter') {
      e.preventDefault();
      add();
    }
  }

  return (
    <ListEditorFrame
      label={label}
      hint={hint}
      emptyText={L.noPhones}
      error={error}
      testId="phone"
      entries={value.map((p, i) => (
        <ListEditorItem
          key={`${p.uuid ?? ''}-${p.phoneTypeId}-${p.phoneNumber}`}
          icon={<LuPhone />}
          removeLabel={`${L.removePhone} ${formatPhoneDisplay(p.phoneNumber) ?? p.phoneNumber}`}
          onRemove={() => onChange(value.filter((_, j) => j !== i))}
          disabled={disabled}
          testId="phone-item"
        >
          <Text fontVariantNumeric="tabular-nums">{formatPhoneDisplay(p.phoneNumber) ?? p.phoneNumber}</Text>
          <Badge variant="outline" size="sm">
            {typeName(p.phoneTypeId)}
          </Badge>
          {i === 0 && (
            <Badge colorPalette="brand" size="sm">
              {L.primary}
            </Badge>
          )}
        </ListEditorItem>
      ))}
    >
      <Flex gap="2" align="flex-start" wrap={{ base: 'wrap', sm: 'nowrap' }}>
        <SelectField
          id={ids.type}
          label={L.phoneType}
          hideLabel
          fieldProps={{ width: { base: 'full', sm: '36' }, flexShrink: 0 }}
          size="sm"
          disabled={disabled}
          options={types.map((t) => ({ value: t.id, label: t.description }))}
          value={typeId}
          onValueChange={setTypeId}
        />
        <Field.Root invalid={rowError !== null} flex="1" minW="40">
          <Field.Label htmlFor={ids.number} srOnly>
            {L.phoneNumber}
          </Field.Label>
          <Input
            ref={numberRef}
            id={ids.number}
            size="sm"
            inputMode="numeric"
            autoComplete="tel-national"
            placeholder="555 123 4567"
            value={number}
            disabled={disabled}
            onChange={(e) => {
              setNumber(maskPhoneInput(e.currentTarget.value));
              setRowError(null);
            }}
            onPaste={(e) => {
              // The whole field becomes the pasted number, normalised: what people paste is a whole number.
              e.preventDefault();
              setNumber(normalizePastedPhone(e.clipboardData.getData('text')));
              setRowError(null);
            }}
            onBlur={() => setNumber((n) => finishPhoneInput(n))}
            onKeyDown={onKeyDown}
          />
          {rowError && <Field.ErrorText>{rowError}</Field.ErrorText>}
        </Field.Root>
        <Button size="sm" variant="outline" onClick={() => add()} disabled={disabled} flexShrink={0}>
          <LuPlus /> {L.addPhone}
        </Button>
      </Flex>
    </ListEditorFrame>
  );
}
