/**
 * The location assignments of the Edit User / Add User form (admin §2.5, §5): one row per location
 * with location, role, employee ID, vet license number, expiration date, state, primary (one radio for
 * all rows) and active (switch) — a table from md up (its location column stays in view while the
 * table scrolls inside the 700 px dialog), one card per assignment on phones. Core decides: the
 * licence fields are enabled only for a role that can authorize and are cleared when the role changes
 * to one that cannot; the saver's own rows cannot be switched off; switching off the primary hands
 * primary to another active row (handOverPrimary); rows at locations the saver does not manage are
 * read-only.
 */
import { Box, Button, Field, Grid, HStack, IconButton, Input, NativeSelect, RadioGroup, Stack, Switch, Table, Text, VisuallyHidden } from '@chakra-ui/react';
import { activeSwitch, canEditAssignment, handOverPrimary, licenseFieldsEnabled, VET_LICENSE_LATEST_EXPIRATION, type AdminActor } from '@vetrx/core/admin';
import { sameId, todayDay, US_STATES } from '@vetrx/core/common';
import { USER_LABELS as L } from '@vetrx/core/messages';
import type { ReactNode } from 'react';
import { useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import { LuPlus, LuTrash2 } from 'react-icons/lu';
import type { LocationOption } from './user-admin';
import { newAssignment, type AssignmentValues, type UserFormValues } from './user-model';

export interface AssignmentsTableProps {
  form: UseFormReturn<UserFormValues>;
  /** Errors by form path (client and server), e.g. `assignments.0.vetLicenseNumber`. */
  errorOf(path: string): string | undefined;
  roles: readonly { id: string; name: string; canAuthorize: boolean; isActive: boolean }[];
  /** Locations a new row may use. */
  locationOptions: readonly LocationOption[];
  manageableLocationIds: readonly string[] | null;
  actor: AdminActor;
  disabled?: boolean;
}

type TextField = 'locationId' | 'employeeId' | 'vetLicenseNumber' | 'vetLicenseExpiration' | 'vetLicenseState';
type Column = 'location' | 'role' | 'employeeId' | 'vetLicenseNumber' | 'vetLicenseExpiration' | 'vetLicenseState' | 'primary' | 'active';

const COLUMNS: { key: Column; label: string; minW?: string; maxW?: string; center?: boolean }[] = [
  { key: 'location', label: L.location, minW: '40', maxW: '48' },
  { key: 'role', label: L.role, minW: '32', maxW: '36' },
  { key: 'employeeId', label: L.employeeId, minW: '28', maxW: '32' },
  { key: 'vetLicenseNumber', label: L.vetLicenseNumber, minW: '36', maxW: '40' },
  { key: 'vetLicenseExpiration', label: L.vetLicenseExpiration, minW: '40', maxW: '44' },
  { key: 'vetLicenseState', label: L.vetLicenseState, minW: '24', maxW: '28' },
  { key: 'primary', label: L.primary, center: true },
  { key: 'active', label: L.active, center: true },
];

export function AssignmentsTable({ form, errorOf, roles, locationOptions, manageableLocationIds, actor, disabled }: AssignmentsTableProps) {
  const { control, setValue, getValues } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'assignments', keyName: 'fieldKey' });
  const rows = useWatch({ control, name: 'assignments' }) ?? [];
  const today = todayDay(new Date());
  const validateNow = () => form.formState.isSubmitted;
  const primaryKey = rows.find((r) => r.isPrimary && r.isActive)?.rowKey ?? '';
  const roleOf = (roleId: string) => roles.find((r) => sameId(r.id, roleId)) ?? null;
  const locationName = (row: AssignmentValues) => row.locationName || locationOptions.find((o) => o.id === row.locationId)?.name || L.location;

  function choosePrimary(rowKey: string) {
    getValues('assignments').forEach((r, i) => setValue(`assignments.${i}.isPrimary`, r.rowKey === rowKey, { shouldDirty: true, shouldValidate: validateNow() }));
  }

  function setActive(index: number, isActive: boolean) {
    const next = getValues('assignments').map((r, i) => (i === index ? { ...r, isActive } : r));
    handOverPrimary(next).forEach((r, i) => {
      setValue(`assignments.${i}.isActive`, r.isActive, { shouldDirty: true });
      setValue(`assignments.${i}.isPrimary`, r.isPrimary, { shouldDirty: true, shouldValidate: validateNow() });
    });
  }

  function changeRole(index: number, roleId: string) {
    setValue(`assignments.${index}.roleId`, roleId, { shouldDirty: true, shouldValidate: validateNow() });
    if (!licenseFieldsEnabled(roleOf(roleId))) {
      for (const field of ['vetLicenseNumber', 'vetLicenseExpiration', 'vetLicenseState'] as const) {
        setValue(`assignments.${index}.${field}`, '', { shouldDirty: true, shouldValidate: validateNow() });
      }
    }
  }

  /** A controlled text field of a row (controlled, so a disabled field keeps its value in the form). */
  const bind = (index: number, field: TextField) => ({
    value: rows[index]?.[field] ?? '',
    onChange: (e: { currentTarget: { value: string } }) =>
      setValue(`assignments.${index}.${field}`, e.currentTarget.value, { shouldDirty: true, shouldValidate: validateNow() }),
  });

  /** The controls of one row, by column, shared by the table and the cards. */
  function cellsOf(i: number): { cells: Record<Column, ReactNode>; row: AssignmentValues; editable: boolean; name: string } {
    const row = rows[i];
    const editable = !disabled && (row.id === null || canEditAssignment(row.locationId, manageableLocationIds));
    const licensed = licenseFieldsEnabled(roleOf(row.roleId));
    const own = row.id !== null && (actor.locationUserIds ?? []).some((id) => sameId(id, row.id));
    const active = activeSwitch({ canManageUsers: true, isOwnRecord: own });
    const name = locationName(row);
    const error = (path: string) => errorOf(`assignments.${i}.${path}`);
    const roleOptions = roles.filter((r) => r.isActive || sameId(r.id, row.roleId));
    const text = (field: Exclude<TextField, 'locationId' | 'vetLicenseState'>, label: string, testId?: string, extra: Record<string, string> = {}) => (
      <Field.Root invalid={Boolean(error(field))} disabled={!editable || (field !== 'employeeId' && !licensed)}>
        <Input size="sm" {...bind(i, field)} {...extra} aria-label={`${label} — ${name}`} data-testid={testId} />
        <Field.ErrorText>{error(field)}</Field.ErrorText>
      </Field.Root>
    );
    const cells: Record<Column, ReactNode> = {
      location:
        row.id !== null ? (
          <Text pt={{ md: '1.5' }} fontWeight="medium">
            {name}
          </Text>
        ) : (
          <Field.Root invalid={Boolean(error('locationId'))} disabled={!editable}>
            <NativeSelect.Root size="sm">
              <NativeSelect.Field {...bind(i, 'locationId')} aria-label={L.location} data-testid="assignment-location">
                <option value="">{L.selectLocation}</option>
                {locationOptions.map((o) => (
                  <option key={o.id} value={o.id}>
                    {o.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Field.ErrorText>{error('locationId')}</Field.ErrorText>
          </Field.Root>
        ),
      role: (
        <Field.Root invalid={Boolean(error('roleId'))} disabled={!editable}>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field value={row.roleId} onChange={(e) => changeRole(i, e.currentTarget.value)} aria-label={`${L.role} — ${name}`} data-testid="assignment-role">
              <option value="">{L.selectRole}</option>
              {roleOptions.map((r) => (
                <option key={r.id} value={r.id}>
                  {r.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Field.ErrorText>{error('roleId')}</Field.ErrorText>
        </Field.Root>
      ),
      employeeId: text('employeeId', L.employeeId),
      vetLicenseNumber: text('vetLicenseNumber', L.vetLicenseNumber, 'assignment-license-number'),
      vetLicenseExpiration: text('vetLicenseExpiration', L.vetLicenseExpiration, 'assignment-license-expiration', {
        type: 'date',
        min: today,
        max: VET_LICENSE_LATEST_EXPIRATION,
      }),
      vetLicenseState: (
        <Field.Root invalid={Boolean(error('vetLicenseState'))} disabled={!editable || !licensed}>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field {...bind(i, 'vetLicenseState')} aria-label={`${L.vetLicenseState} — ${name}`} data-testid="assignment-license-state">
              <option value="">{L.selectState}</option>
              {US_STATES.map((s) => (
                <option key={s.code} value={s.code}>
                  {s.code}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Field.ErrorText>{error('vetLicenseState')}</Field.ErrorText>
        </Field.Root>
      ),
      primary: (
        <RadioGroup.Item value={row.rowKey} disabled={!editable || !row.isActive} mt={{ md: '1.5' }} data-testid="assignment-primary">
          <RadioGroup.ItemHiddenInput aria-label={`${L.primary} — ${name}`} />
          <RadioGroup.ItemIndicator />
        </RadioGroup.Item>
      ),
      active: (
        <Stack gap="1" align={{ base: 'start', md: 'center' }}>
          <Switch.Root
            size="sm"
            colorPalette="brand"
            mt={{ md: '1.5' }}
            checked={row.isActive}
            disabled={!editable || active.disabled}
            onCheckedChange={(e) => setActive(i, e.checked)}
            data-testid="assignment-active"
          >
            <Switch.HiddenInput aria-label={`${L.active} — ${name}`} />
            <Switch.Control />
          </Switch.Root>
          {error('isActive') && (
            <Text color="fg.error" textStyle="xs" role="alert">
              {error('isActive')}
            </Text>
          )}
        </Stack>
      ),
    };
    return { cells, row, editable, name };
  }

  const removeButton = (i: number, row: AssignmentValues, name: string) =>
    row.id === null ? (
      <IconButton size="xs" variant="ghost" aria-label={`${L.removeRow} — ${name}`} onClick={() => remove(i)} disabled={disabled}>
        <LuTrash2 />
      </IconButton>
    ) : null;

  const listError = errorOf('assignments');
  const radioGroup = (children: ReactNode, rest: Record<string, unknown> = {}) => (
    <RadioGroup.Root
      value={primaryKey}
      onValueChange={(e) => e.value && choosePrimary(e.value)}
      colorPalette="brand"
      size="sm"
      aria-labelledby="assignments-heading"
      disabled={disabled}
      {...rest}
    >
      {children}
    </RadioGroup.Root>
  );

  return (
    <Box>
      <HStack justify="space-between" mb="2.5" gap="3" wrap="wrap">
        <Text fontWeight="semibold" textStyle="sm" id="assignments-heading">
          {L.locationAssignments}
        </Text>
        <Button
          size="xs"
          variant="outline"
          colorPalette="brand"
          onClick={() => append(newAssignment('', getValues('assignments').every((r) => !r.isActive)))}
          disabled={disabled || locationOptions.length === 0}
          data-testid="add-assignment"
        >
          <LuPlus /> {L.addLocation}
        </Button>
      </HStack>
      {radioGroup(
        <Table.ScrollArea borderWidth="1px" borderRadius="lg" bg="bg">
          <Table.Root size="sm" minW="960px" data-testid="assignments-table">
            <Table.Header>
              <Table.Row bg="bg.subtle">
                {COLUMNS.map((c, idx) => (
                  <Table.ColumnHeader
                    key={c.key}
                    minW={c.minW}
                    textAlign={c.center ? 'center' : undefined}
                    {...(idx === 0 ? { position: 'sticky', left: 0, zIndex: 1, bg: 'bg.subtle', borderRightWidth: '1px' } : {})}
                  >
                    {c.label}
                  </Table.ColumnHeader>
                ))}
                <Table.ColumnHeader w="10">
                  <VisuallyHidden>{L.removeRow}</VisuallyHidden>
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {fields.map((f, i) => {
                if (!rows[i]) return null;
                const { cells, row, editable, name } = cellsOf(i);
                return (
                  <Table.Row key={f.fieldKey} data-testid="assignment-row" data-location={name} verticalAlign="top" opacity={editable ? 1 : 0.75}>
                    {COLUMNS.map((c, idx) => (
                      <Table.Cell
                        key={c.key}
                        textAlign={c.center ? 'center' : undefined}
                        {...(idx === 0 ? { position: 'sticky', left: 0, zIndex: 1, bg: 'bg', borderRightWidth: '1px' } : {})}
                      >
                        <Box maxW={c.maxW} whiteSpace="normal">
                          {cells[c.key]}
                        </Box>
                      </Table.Cell>
                    ))}
                    <Table.Cell>{removeButton(i, row, name)}</Table.Cell>
                  </Table.Row>
                );
              })}
            </Table.Body>
          </Table.Root>
        </Table.ScrollArea>,
        { hideBelow: 'md' },
      )}
      {radioGroup(
        <Stack gap="3" as="ul" listStyleType="none" m="0" p="0">
          {fields.map((f, i) => {
            if (!rows[i]) return null;
            const { cells, row, editable, name } = cellsOf(i);
            return (
              <Box as="li" key={f.fieldKey} borderWidth="1px" borderRadius="lg" p="3" bg="bg" opacity={editable ? 1 : 0.75} data-testid="assignment-card">
                <HStack justify="space-between" mb="2">
                  <Box flex="1" minW="0">
                    {cells.location}
                  </Box>
                  {removeButton(i, row, name)}
                </HStack>
                <Grid templateColumns="1fr 1fr" gap="3">
                  {COLUMNS.slice(1).map((c) => (
                    <Stack key={c.key} gap="1" gridColumn={c.key === 'vetLicenseExpiration' ? 'span 2' : undefined}>
                      <Text textStyle="xs" color="fg.muted" aria-hidden>
                        {c.label}
                      </Text>
                      {cells[c.key]}
                    </Stack>
                  ))}
                </Grid>
              </Box>
            );
          })}
        </Stack>,
        { hideFrom: 'md' },
      )}
      {listError && (
        <Text color="fg.error" textStyle="sm" mt="2" role="alert" data-testid="assignments-error">
          {listError}
        </Text>
      )}
    </Box>
  );
}
