/**
 * The phone and address lists and the pharmacies of the practice-setup forms (location, organization — admin §5: at least
 * one phone and one address), wired once: each list is a react-hook-form field, re-validated as it
 * changes after the first Save, with the form's error under it (issue 15). And the server's field
 * messages mapped onto a form's fields (`useServerFieldErrors`).
 *
 * @example
 * <ContactListFields form={form} phones="locationPhones" addresses="locationAddresses" error={err} phoneTypes={ref.phoneTypes} addressTypes={ref.addressTypes} />
 */
import { Separator } from '../../components/ui/chakra-late';
import { PRACTICE_SETUP_LABELS as L } from '@vetrx/core/messages';
import { useEffect, type RefObject } from 'react';
import { Controller, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { AddressListEditor } from '../../components/ui/address-list-editor';
import { MultiSelect } from '../../components/ui/multi-select';
import { PhoneListEditor } from '../../components/ui/phone-list-editor';
import { mapFieldErrors } from './form-errors';
import { DEFAULT_CONTACT_TYPES } from '@vetrx/core/common';

export interface ContactListFieldsProps<T extends FieldValues> {
  form: UseFormReturn<T>;
  /** The form field holding the phone list. */
  phones: Path<T>;
  /** The form field holding the address list. */
  addresses: Path<T>;
  /** The form's message of a field. */
  error(field: Path<T>): string | undefined;
  phoneTypes: readonly { id: string; description: string }[];
  addressTypes: readonly { id: string; description: string }[];
}

export function ContactListFields<T extends FieldValues>({ form, phones, addresses, error, phoneTypes, addressTypes }: ContactListFieldsProps<T>) {
  const revalidate = (field: Path<T>) => {
    if (form.formState.isSubmitted) void form.trigger(field);
  };
  return (
    <>
      <Separator />
      <Controller
        control={form.control}
        name={phones}
        render={({ field }) => (
          <PhoneListEditor
            label={L.phones}
            value={field.value}
            onChange={(v) => {
              field.onChange(v);
              revalidate(phones);
            }}
            types={phoneTypes}
            defaultTypeName={DEFAULT_CONTACT_TYPES.userPhone}
            error={error(phones)}
          />
        )}
      />
      <Separator />
      <Controller
        control={form.control}
        name={addresses}
        render={({ field }) => (
          <AddressListEditor
            label={L.addresses}
            value={field.value}
            onChange={(v) => {
              field.onChange(v);
              revalidate(addresses);
            }}
            types={addressTypes}
            defaultTypeName={DEFAULT_CONTACT_TYPES.address}
            error={error(addresses)}
          />
        )}
      />
    </>
  );
}

export interface PharmacyCodesFieldProps<T extends FieldValues> {
  form: UseFormReturn<T>;
  /** The form field holding the chosen pharmacy codes. */
  name: Path<T>;
  options: readonly { code: string; name: string }[];
  error(field: Path<T>): string | undefined;
  /** The dialog's content, so the option list opens inside it. */
  portalRef?: RefObject<HTMLElement | null>;
  testId: string;
}

/** The pharmacies of a location or an organization: a multi-select, re-validated as it changes after the first Save. */
export function PharmacyCodesField<T extends FieldValues>({ form, name, options, error, portalRef, testId }: PharmacyCodesFieldProps<T>) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <MultiSelect
          label={L.pharmacies}
          hideLabel
          options={options.map((p) => ({ value: p.code, label: p.name }))}
          value={field.value}
          onChange={(v) => {
            field.onChange(v);
            if (form.formState.isSubmitted) void form.trigger(name);
          }}
          portalRef={portalRef}
          error={error(name)}
          data-testid={testId}
        />
      )}
    />
  );
}

const NO_RENAME: Readonly<Record<string, string>> = {};

/**
 * Puts the server's BAD_USER_INPUT field messages on the form's fields (renamed payload keys first);
 * a message of a field the form does not have goes to `root`. `fields` and `rename` must be stable
 * (module constants): they are the effect's dependencies.
 *
 * @example
 * useServerFieldErrors(form, serverFieldErrors, FIELDS, { locationName: 'name' })
 */
export function useServerFieldErrors<T extends FieldValues>(
  form: UseFormReturn<T>,
  serverFieldErrors: Readonly<Record<string, string>>,
  fields: readonly string[],
  rename: Readonly<Record<string, string>> = NO_RENAME,
): void {
  const { setError } = form;
  useEffect(() => {
    for (const [field, message] of Object.entries(mapFieldErrors(serverFieldErrors, rename))) {
      setError((fields.includes(field) ? field : 'root') as Path<T>, { type: 'server', message });
    }
  }, [serverFieldErrors, setError, fields, rename]);
}
