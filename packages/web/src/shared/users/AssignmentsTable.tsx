/**
 * The location assignments of the Edit User / Add User form (admin §2.5, §5): a table with the spec's
 * columns — location, role, employee ID, vet license number, expiration date, state, primary (one radio
 * group) and active (switch) — laid out to fit the 700 px modal, each error under its field (decision
 * 0331, after 0157's cards had no column headers). Core decides: the
 * licence fields are enabled only for a role that can authorize and are cleared when the role changes
 * to one that cannot; the saver's own rows cannot be switched off; switching off the primary hands
 * primary to another active row (handOverPrimary); rows at locations the saver does not manage are
 * read-only.
 */
import { Box, Button, chakra, Field, HStack, IconButton, Input, Stack, Text } from '@chakra-ui/react';
import { Switch, Table } from '../../components/ui/chakra-late';
import { activeSwitch, canEditAssignment, handOverPrimary, licenseFieldsEnabled, type AdminActor, ADMIN_LIMITS } from '@vetrx/core/admin';
import { formatMessage, sameId, todayDay } from '@vetrx/core/common';
import { USER_LABELS as L } from '@vetrx/core/messages';
import { useId, type ReactNode } from 'react';
import { useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import { LuPlus, LuTrash2 } from 'react-icons/lu';
import { SwitchLabel } from '../../components/ui/switch-label';
import type { LocationOption } from './user-admin';
import { newAssignment, type AssignmentValues, type UserFormValues } from './user-model';
import { SelectField } from '../../components/ui/select-field';
import { US_STATE_CODE_OPTIONS } from '../../components/ui/us-states';

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


export function AssignmentsTable({ form, errorOf, roles, locationOptions, manageableLocationIds, actor, disabled }: AssignmentsTableProps) {
  const { control, setValue, getValues } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'assignments', keyName: 'fieldKey' });
  const rows = useWatch({ control, name: 'assignments' }) ?? [];
  const [firstName, lastName] = useWatch({ control, name: ['firstName', 'lastName'] });
  const userName = `${firstName ?? ''} ${lastName ?? ''}`.trim();
  const today = todayDay(new Date());
  const radioName = useId();
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

  /** The controls of one assignment, by column. */
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
        <Input size="xs" px="1.5" {...bind(i, field)} {...extra} aria-label={`${label} — ${name}`} data-testid={testId} />
        <Field.ErrorText>{error(field)}</Field.ErrorText>
      </Field.Root>
    );
    const cells: Record<Column, ReactNode> = {
      location:
        row.id !== null ? (
          <Text fontWeight="semibold" textStyle="sm" lineHeight="short" overflowWrap="anywhere" pt="1">
            {name}
          </Text>
        ) : (
          <SelectField
            size="xs"
            disabled={!editable}
            error={error('locationId')}
            placeholder={L.selectLocation}
            options={locationOptions.map((o) => ({ value: o.id, label: o.name }))}
            {...bind(i, 'locationId')}
            aria-label={L.location}
            data-testid="assignment-location"
          />
        ),
      role: (
        <SelectField
          size="xs"
          disabled={!editable}
          error={error('roleId')}
          placeholder={L.selectRole}
          options={roleOptions.map((r) => ({ value: r.id, label: r.name }))}
          value={row.roleId}
          onValueChange={(roleId) => changeRole(i, roleId)}
          aria-label={`${L.role} — ${name}`}
          data-testid="assignment-role"
        />
      ),
      employeeId: text('employeeId', L.employeeId),
      vetLicenseNumber: text('vetLicenseNumber', L.vetLicenseNumber, 'assignment-license-number'),
      vetLicenseExpiration: text('vetLicenseExpiration', L.vetLicenseExpiration, 'assignment-license-expiration', {
        type: 'date',
        min: today,
        max: ADMIN_LIMITS.vetLicenseLatestExpiration,
      }),
      vetLicenseState: (
        <SelectField
          size="xs"
          disabled={!editable || !licensed}
          error={error('vetLicenseState')}
          placeholder={L.selectState}
          options={US_STATE_CODE_OPTIONS}
          {...bind(i, 'vetLicenseState')}
          aria-label={`${L.vetLicenseState} — ${name}`}
          data-testid="assignment-license-state"
        />
      ),
      primary: (
        // Native radios sharing one name are one group: the table is not wrapped in an ARIA radiogroup.
        <chakra.input
          type="radio"
          name={radioName}
          checked={primaryKey === row.rowKey}
          disabled={disabled || !editable || !row.isActive}
          onChange={() => choosePrimary(row.rowKey)}
          aria-label={`${L.primary} — ${name}`}
          w="4"
          h="4"
          mt="1.5"
          accentColor="var(--chakra-colors-brand-solid)"
          cursor="pointer"
          _disabled={{ cursor: 'not-allowed' }}
          data-testid="assignment-primary"
        />
      ),
      active: (
        <Stack gap="1" align="center" pt="1">
          <Switch.Root
            size="sm"
            colorPalette="brand"
            checked={row.isActive}
            disabled={!editable || active.disabled}
            onCheckedChange={(e) => setActive(i, e.checked)}
            data-testid="assignment-active"
          >
            <Switch.HiddenInput />
            <Switch.Control />
            <SwitchLabel name={userName ? formatMessage(L.activeAt, { user: userName, location: name }) : `${L.active} — ${name}`} />
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
      <IconButton size="2xs" variant="ghost" aria-label={`${L.removeRow} — ${name}`} onClick={() => remove(i)} disabled={disabled}>
        <LuTrash2 />
      </IconButton>
    ) : null;

  const listError = errorOf('assignments');
  /** The spec's columns, in its order, with the share of the 700 px modal each takes (the table never scrolls there). */
  const columns: readonly [Column, string, string][] = [
    ['location', L.location, '17%'],
    ['role', L.role, '13%'],
    ['employeeId', L.employeeId, '12%'],
    ['vetLicenseNumber', L.vetLicenseNumber, '13%'],
    ['vetLicenseExpiration', L.vetLicenseExpiration, '18%'],
    ['vetLicenseState', L.vetLicenseState, '10%'],
    ['primary', L.primary, '9%'],
    ['active', L.active, '8%'],
  ];
  const centred = (column: Column) => column === 'primary' || column === 'active';

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
      {/* A table with the spec's columns (admin §2: location, role, employee ID, vet license number, expiration
          date, state, primary, active), fixed to the modal's width; below 700 px it scrolls inside itself. */}
      <Table.ScrollArea borderWidth="1px" borderRadius="lg">
        <Table.Root size="sm" tableLayout="fixed" minW="640px" aria-labelledby="assignments-heading" data-testid="assignments-table">
          <Table.ColumnGroup>
            {columns.map(([key, , width]) => (
              <Table.Column key={key} htmlWidth={width} />
            ))}
          </Table.ColumnGroup>
          <Table.Header>
            <Table.Row bg="bg.subtle">
              {columns.map(([key, label]) => (
                <Table.ColumnHeader key={key} px={centred(key) ? '0.5' : '1'} py="2" textStyle="xs" color="fg.muted" fontWeight="semibold" whiteSpace="normal" overflowWrap="normal" lineHeight="short" textAlign={centred(key) ? 'center' : 'start'}>
                  {label}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {fields.map((f, i) => {
              if (!rows[i]) return null;
              const { cells, row, editable, name } = cellsOf(i);
              return (
                <Table.Row key={f.fieldKey} opacity={editable ? 1 : 0.75} data-testid="assignment-row" data-location={name}>
                  {columns.map(([key]) => (
                    <Table.Cell key={key} px={centred(key) ? '0.5' : '1.5'} py="2" verticalAlign="top" whiteSpace="normal" textAlign={centred(key) ? 'center' : 'start'}>
                      {key === 'location' ? (
                        <HStack gap="1" align="start">
                          <Box flex="1" minW="0">
                            {cells.location}
                          </Box>
                          {removeButton(i, row, name)}
                        </HStack>
                      ) : (
                        cells[key]
                      )}
                    </Table.Cell>
                  ))}
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
      {listError && (
        <Text color="fg.error" textStyle="sm" mt="2" role="alert" data-testid="assignments-error">
          {listError}
        </Text>
      )}
    </Box>
  );
}
