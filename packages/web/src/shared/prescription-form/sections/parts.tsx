/**
 * The pieces every section of the prescription form is built from: a field bound to core's view of it
 * (`Bound`: label, required, disabled, hint and message from `FieldView`), a card (`Section`), a native
 * select, the id selects and the shortcut menu.
 */
import { Button, Field, Heading, HStack, IconButton, NativeSelect, Portal, Stack, Text } from '@chakra-ui/react';
import { Menu } from '../../../components/ui/chakra-late';
import type { Id } from '@vetrx/core/common';
import { PRESCRIBING_FORM_LABELS as L, PRESCRIBING_UI } from '@vetrx/core/messages';
import type { FieldView, PrescriptionFormValues, ShortcutType } from '@vetrx/core/prescription';
import { type ReactNode, useId } from 'react';
import { LuChevronDown, LuMessageSquarePlus } from 'react-icons/lu';

export type Values = PrescriptionFormValues;
export type FieldName = keyof Values;

/** What a section needs to read and write the form's values: every change and blur goes to core's machine. */
export interface FormWiring {
  values: Values;
  change(field: FieldName, value: unknown): void;
  /** A field was left. */
  blur(field: FieldName): void;
}

/** What a bound field hands its control: the label's target and the blur that marks it touched. */
export interface BoundField {
  id: string;
  onBlur(): void;
}

/** The form's fields that hold one id or none, chosen from a list. */
export type IdFieldName = 'authorizingVet' | 'workflowLocationUserId' | 'currentWorkflowStatusId' | 'flavorId' | 'pimsConsultId';

/** A labelled field as core's view shows it: required, disabled, its hint (unless `helper` says otherwise) and its message. */
export function Bound({
  name,
  label,
  view,
  form,
  helper,
  children,
}: {
  name: FieldName;
  label: ReactNode;
  view: FieldView;
  form: FormWiring;
  helper?: ReactNode;
  children(field: BoundField): ReactNode;
}) {
  const id = useId();
  const hint = helper ?? view.hint;
  return (
    <Field.Root invalid={view.error !== undefined} required={view.required} disabled={view.disabled} data-testid={`field-${name}`}>
      <Field.Label htmlFor={id}>
        {label}
        {view.required && <Field.RequiredIndicator />}
      </Field.Label>
      {children({ id, onBlur: () => form.blur(name) })}
      {/* The hint stays when the error shows (issue 11: the GFI 256 hint must not disappear). */}
      {hint && <Field.HelperText data-testid={`hint-${name}`}>{hint}</Field.HelperText>}
      <Field.ErrorText data-testid={`error-${name}`}>{view.error}</Field.ErrorText>
    </Field.Root>
  );
}

export function Section({ title, children, testId }: { title?: string; children: ReactNode; testId?: string }) {
  return (
    <Stack layerStyle="card" gap="4" p={{ base: '4', md: '5' }} data-testid={testId}>
      {title && (
        <Heading as="h3" size="sm" color="fg.muted" textTransform="uppercase" letterSpacing="0.05em">
          {title}
        </Heading>
      )}
      {children}
    </Stack>
  );
}

export function Select({ id, value, onChange, onBlur, children, disabled, testId }: { id: string; value: string; onChange(v: string): void; onBlur(): void; children: ReactNode; disabled?: boolean; testId?: string }) {
  return (
    <NativeSelect.Root disabled={disabled}>
      <NativeSelect.Field id={id} value={value} onChange={(e) => onChange(e.target.value)} onBlur={onBlur} data-testid={testId} bg="bg">
        {children}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

/**
 * A select of one id, or none first ("Choose" unless told), bound to its field: the wiring the form's
 * five id selects share.
 */
export const idSelect =
  (form: FormWiring, name: IdFieldName, options: ReadonlyArray<{ id: Id; label: ReactNode }>, testId: string, extra: { none?: ReactNode; disabled?: boolean } = {}) =>
  (f: BoundField) => (
    <Select id={f.id} value={form.values[name] === null ? '' : String(form.values[name])} onChange={(v) => form.change(name, v || null)} onBlur={f.onBlur} disabled={extra.disabled} testId={testId}>
      <option value="">{extra.none ?? L.choose}</option>
      {options.map((o) => (
        <option key={o.id} value={o.id}>
          {o.label}
        </option>
      ))}
    </Select>
  );

export interface ShortcutRow {
  id: string;
  type: string;
  label: string;
  details: string;
}

/** A shortcut picker (SIG, NP or NC) that fills its field, and Add Shortcut. */
export function ShortcutMenu({ type, shortcuts, onPick, onAdd }: { type: ShortcutType; shortcuts: readonly ShortcutRow[]; onPick(details: string): void; onAdd(): void }) {
  const list = shortcuts.filter((s) => s.type === type);
  return (
    <HStack gap="1">
      {/* The list is drawn when first opened: a form holds three of these menus. */}
      <Menu.Root
        lazyMount
        onSelect={(e) => {
          const picked = list.find((s) => s.id === e.value);
          if (picked) onPick(picked.details);
        }}
      >
        <Menu.Trigger asChild>
          <Button size="xs" variant="ghost" colorPalette="brand" data-testid={`shortcuts-${type}`}>
            {L.shortcuts} ({type}) <LuChevronDown />
          </Button>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content maxH="72" overflowY="auto" minW="64">
              {list.map((s) => (
                <Menu.Item key={s.id} value={s.id} flexDirection="column" alignItems="start" gap="0">
                  <Text fontWeight="semibold">{s.label}</Text>
                  <Text textStyle="xs" color="fg.muted" lineClamp={2}>
                    {s.details}
                  </Text>
                </Menu.Item>
              ))}
              {list.length === 0 && (
                <Menu.Item value="none" disabled>
                  {PRESCRIBING_UI.noOptions}
                </Menu.Item>
              )}
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      <IconButton size="xs" variant="ghost" colorPalette="brand" aria-label={`${L.addShortcut} (${type})`} onClick={onAdd} data-testid={`add-shortcut-${type}`}>
        <LuMessageSquarePlus />
      </IconButton>
    </HStack>
  );
}
