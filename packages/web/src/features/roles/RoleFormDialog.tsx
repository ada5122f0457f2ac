/**
 * The role add/edit form (admin §2.5 Role screen, §5 Roles): the name (letters and spaces, 3 to 30,
 * fixed once the role exists), can authorize (locked for the Vet role) and the module selection — a
 * group takes its child modules with it and a child brings its group (core's toggleRoleModule). Core
 * validates ('Role is required.', 'Role name is too small.', 'Please select at least one module.'); the
 * server re-checks. 'Role added.' / 'Role updated.'; failure 'Error' with the server's message.
 */
import { Box, chakra, Checkbox, Field, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Switch } from '../../components/ui/chakra-late';
import type { UseMutateFunction } from '@tanstack/react-query';
import { useCoreForm } from '../../components/form/use-core-form';
import { FormErrorAlert } from '../../components/ui/form-error-alert';
import { FormDialog } from '../../components/ui/form-dialog';
import type { ApiError } from '@vetrx/core/api';
import type { RoleFieldsFragment } from '@vetrx/core/fragments/RoleFields';
import { AddRoleDocument, type AddRoleMutation, type AddRoleMutationVariables } from '@vetrx/core/operations/AddRole';
import { ModulesDocument } from '@vetrx/core/operations/Modules';
import { RolesDocument } from '@vetrx/core/operations/Roles';
import {
  UpdateRoleDocument,
  type UpdateRoleMutation,
  type UpdateRoleMutationVariables,
} from '@vetrx/core/operations/UpdateRole';
import { ADMIN_LIMITS, canToggleCanAuthorize, moduleCheckState, moduleTree, selectedRoleModules, toggleRoleModule, validateRoleInput } from '@vetrx/core/admin';
import { ADMIN_TOASTS, PRACTICE_SETUP_LABELS as L } from '@vetrx/core/messages';
import { useMemo } from 'react';
import { useGql } from '../../api/useGql';
import { useGqlMutation } from '../../api/useGqlMutation';
import { ModuleIcon } from '../../components/ui/ModuleIcon';
import { notify } from '../../components/ui/toaster';

export interface RoleFormDialogProps {
  open: boolean;
  onClose(): void;
  /** Edit this role; without it the dialog adds one. */
  role?: RoleFieldsFragment | null;
}

export function RoleFormDialog({ open, onClose, role }: RoleFormDialogProps) {
  const done = (text: { title: string }) => {
    notify('success', text);
    onClose();
  };
  const add = useGqlMutation(AddRoleDocument, { invalidates: [RolesDocument], errorToast: ADMIN_TOASTS.roleSaveError, onSuccess: () => done(ADMIN_TOASTS.roleAdded) });
  const update = useGqlMutation(UpdateRoleDocument, { invalidates: [RolesDocument], errorToast: ADMIN_TOASTS.roleSaveError, onSuccess: () => done(ADMIN_TOASTS.roleUpdated) });
  return (
    <FormDialog open={open} onClose={onClose} title={role ? L.editRole : L.addRole} testId="role-dialog" scroll="inside" pending={add.isPending || update.isPending} saveTestId="role-save">
      {({ formId }) => <RoleForm formId={formId} role={role ?? null} add={add.mutate} update={update.mutate} />}
    </FormDialog>
  );
}

interface RoleValues {
  name: string;
  canAuthorize: boolean;
  rolesModules: string[];
}

interface RoleFormProps {
  formId: string;
  role: RoleFieldsFragment | null;
  add: UseMutateFunction<AddRoleMutation, ApiError, AddRoleMutationVariables>;
  update: UseMutateFunction<UpdateRoleMutation, ApiError, UpdateRoleMutationVariables>;
}

/** The form; mounted only while the dialog is open, so it starts from the role (or blank) each time. */
function RoleForm({ formId, role, add, update }: RoleFormProps) {
  const isUpdate = Boolean(role);
  const modules = useGql(ModulesDocument, {}, { staleTime: 60 * 60_000 });
  const all = useMemo(() => modules.data?.modules ?? [], [modules.data]);
  const tree = useMemo(() => moduleTree(all), [all]);
  // The fields are core's input keys; rolesModules holds the selected module ids.
  const { form, values, set, errorOf, submit } = useCoreForm<RoleValues, unknown>(
    { name: role?.name ?? '', canAuthorize: role?.canAuthorize ?? false, rolesModules: selectedRoleModules(role) },
    (v) => validateRoleInput({ ...(role ? { id: role.id } : {}), name: v.name, canAuthorize: v.canAuthorize, isActive: role?.isActive ?? true, rolesModules: v.rolesModules.map((moduleId) => ({ moduleId })) }, { isUpdate, existing: role }),
  );
  const { canAuthorize, rolesModules: selected } = values;
  const locked = role ? !canToggleCanAuthorize(role) : false;
  const save = submit((_value, fieldErrors) => {
    const rolesModules = selected.map((moduleId) => ({ moduleId }));
    if (role) update({ id: role.id, input: { canAuthorize, isActive: role.isActive }, rolesModules }, fieldErrors);
    else add({ input: { name: values.name, canAuthorize }, rolesModules }, fieldErrors);
  });
  const errors = { id: errorOf('id'), name: errorOf('name'), canAuthorize: errorOf('canAuthorize'), rolesModules: errorOf('rolesModules') };

  return (
    <chakra.form id={formId} noValidate onSubmit={save} data-testid="role-form">
    <Stack gap="5">
      <FormErrorAlert message={errors.id} />
      <Field.Root invalid={Boolean(errors.name)} required readOnly={isUpdate}>
        <Field.Label>
          {L.roleName}
          <Field.RequiredIndicator />
        </Field.Label>
        <Input
          {...form.register('name')}
          maxLength={ADMIN_LIMITS.roleName}
          readOnly={isUpdate}
          bg={isUpdate ? 'bg.muted' : undefined}
          autoComplete="off"
          data-testid="role-name"
        />
        <Field.ErrorText>{errors.name}</Field.ErrorText>
      </Field.Root>
      <Field.Root invalid={Boolean(errors.canAuthorize)}>
        <Switch.Root checked={canAuthorize} disabled={locked} onCheckedChange={(e) => set('canAuthorize', e.checked)} colorPalette="brand">
          <Switch.HiddenInput />
          <Switch.Control />
          <Switch.Label>{L.canAuthorize}</Switch.Label>
        </Switch.Root>
        {locked && <Field.HelperText>{L.canAuthorizeLockedHint}</Field.HelperText>}
        <Field.ErrorText>{errors.canAuthorize}</Field.ErrorText>
      </Field.Root>
      <Field.Root invalid={Boolean(errors.rolesModules)}>
        <Text fontWeight="medium" textStyle="sm" id={`${formId}-modules`}>
          {L.modules}
        </Text>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3" w="full" role="group" aria-labelledby={`${formId}-modules`} data-testid="role-modules">
          {tree.map((node) => {
            const state = moduleCheckState(selected, node);
            return (
              <Box key={node.module.id} borderWidth="1px" borderRadius="md" p="3" gridColumn={node.children.length ? { sm: 'span 2' } : undefined}>
                <Checkbox.Root
                  checked={state === 'indeterminate' ? 'indeterminate' : state === 'checked'}
                  onCheckedChange={(e) => set('rolesModules', toggleRoleModule(selected, node.module.id, e.checked === true, all))}
                  colorPalette="brand"
                  data-testid={`module-${node.module.id}`}
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label display="inline-flex" alignItems="center" gap="2">
                    <ModuleIcon name={node.module.icon ?? null} boxSize="4" color="fg.muted" />
                    {node.module.name}
                  </Checkbox.Label>
                </Checkbox.Root>
                {node.children.length > 0 && (
                  <SimpleGrid columns={{ base: 1, sm: 3 }} gap="2" mt="2" ps="6">
                    {node.children.map((child) => (
                      <Checkbox.Root
                        key={child.id}
                        size="sm"
                        checked={selected.includes(String(child.id))}
                        onCheckedChange={(e) => set('rolesModules', toggleRoleModule(selected, child.id, e.checked === true, all))}
                        colorPalette="brand"
                        data-testid={`module-${child.id}`}
                      >
                        <Checkbox.HiddenInput />
                        <Checkbox.Control />
                        <Checkbox.Label>{child.name}</Checkbox.Label>
                      </Checkbox.Root>
                    ))}
                  </SimpleGrid>
                )}
              </Box>
            );
          })}
        </SimpleGrid>
        <Field.ErrorText>{errors.rolesModules}</Field.ErrorText>
      </Field.Root>
    </Stack>
    </chakra.form>
  );
}
