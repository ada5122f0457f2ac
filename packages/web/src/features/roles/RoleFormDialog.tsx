/**
 * The role add/edit form (admin §2.5 Role screen, §5 Roles): the name (letters and spaces, 3 to 30,
 * fixed once the role exists), can authorize (locked for the Vet role) and the module selection — a
 * group takes its child modules with it and a child brings its group (core's toggleRoleModule). Core
 * validates ('Role is required.', 'Role name is too small.', 'Please select at least one module.'); the
 * server re-checks. 'Role added.' / 'Role updated.'; failure 'Error' with the server's message.
 */
import { Box, chakra, Checkbox, Dialog, Field, Input, SimpleGrid, Stack, Switch, Text } from '@chakra-ui/react';
import { MODAL_WIDTH } from '../../app/layout';
import { AppDialog } from '../../components/ui/app-dialog';
import { FormErrorAlert } from '../../components/ui/form-error-alert';
import { FormDialogActions } from '../../components/ui/form-dialog-actions';
import { AddRoleDocument, ModulesDocument, RolesDocument, UpdateRoleDocument, type RoleFieldsFragment } from '@vetrx/core/api';
import { ADMIN_LIMITS, canToggleCanAuthorize, moduleCheckState, moduleTree, selectedRoleModules, toggleRoleModule, validateRoleInput } from '@vetrx/core/admin';
import { ADMIN_TOASTS, PRACTICE_SETUP_LABELS as L } from '@vetrx/core/messages';
import { useId, useMemo, useState } from 'react';
import { useGql, useGqlMutation } from '../../api/useGql';
import { ModuleIcon } from '../../app/shell/ModuleIcon';
import { notify } from '../../components/ui/toaster';

export interface RoleFormDialogProps {
  open: boolean;
  onClose(): void;
  /** Edit this role; without it the dialog adds one. */
  role?: RoleFieldsFragment | null;
}

export function RoleFormDialog(props: RoleFormDialogProps) {
  return (
    <AppDialog open={props.open} onClose={props.onClose} testId="role-dialog" size="lg" width={MODAL_WIDTH} lazy scroll="inside">
      <RoleForm {...props} />
    </AppDialog>
  );
}

function RoleForm({ onClose, role }: RoleFormDialogProps) {
  const formId = useId();
  const isUpdate = Boolean(role);
  const modules = useGql(ModulesDocument, {}, { staleTime: 60 * 60_000 });
  const all = useMemo(() => modules.data?.modules ?? [], [modules.data]);
  const tree = useMemo(() => moduleTree(all), [all]);
  const [name, setName] = useState(role?.name ?? '');
  const [canAuthorize, setCanAuthorize] = useState(role?.canAuthorize ?? false);
  const [selected, setSelected] = useState<string[]>(() => selectedRoleModules(role));
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const locked = role ? !canToggleCanAuthorize(role) : false;

  const input = { name, canAuthorize, isActive: role?.isActive ?? true, rolesModules: selected.map((moduleId) => ({ moduleId })) };
  const check = validateRoleInput(isUpdate ? { ...input, id: role!.id } : input, { isUpdate, existing: role ?? null });
  const errors = { ...(submitted && !check.ok ? check.errors : {}), ...serverErrors };

  const done = (text: { title: string }) => {
    notify('success', text);
    onClose();
  };
  const add = useGqlMutation(AddRoleDocument, {
    invalidates: [RolesDocument],
    errorToast: ADMIN_TOASTS.roleSaveError,
    onSuccess: () => done(ADMIN_TOASTS.roleAdded),
    onError: (e) => setServerErrors(e.fields ?? {}),
  });
  const update = useGqlMutation(UpdateRoleDocument, {
    invalidates: [RolesDocument],
    errorToast: ADMIN_TOASTS.roleSaveError,
    onSuccess: () => done(ADMIN_TOASTS.roleUpdated),
    onError: (e) => setServerErrors(e.fields ?? {}),
  });
  const pending = add.isPending || update.isPending;

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    setSubmitted(true);
    setServerErrors({});
    if (!check.ok) return;
    const rolesModules = selected.map((moduleId) => ({ moduleId }));
    if (role) update.mutate({ id: role.id, input: { canAuthorize, isActive: role.isActive }, rolesModules });
    else add.mutate({ input: { name, canAuthorize }, rolesModules });
  };

  return (
    <>
      <Dialog.Header>
        <Dialog.Title>{isUpdate ? L.editRole : L.addRole}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <chakra.form id={formId} noValidate onSubmit={submit} data-testid="role-form">
          <Stack gap="5">
            <FormErrorAlert message={errors.id} />
            <Field.Root invalid={Boolean(errors.name)} required readOnly={isUpdate}>
              <Field.Label>
                {L.roleName}
                <Field.RequiredIndicator />
              </Field.Label>
              <Input
                value={name}
                onChange={(e) => setName(e.currentTarget.value)}
                maxLength={ADMIN_LIMITS.roleName}
                readOnly={isUpdate}
                bg={isUpdate ? 'bg.muted' : undefined}
                autoComplete="off"
                data-testid="role-name"
              />
              <Field.ErrorText>{errors.name}</Field.ErrorText>
            </Field.Root>
            <Field.Root invalid={Boolean(errors.canAuthorize)}>
              <Switch.Root checked={canAuthorize} disabled={locked} onCheckedChange={(e) => setCanAuthorize(e.checked)} colorPalette="brand">
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
                        onCheckedChange={(e) => setSelected(toggleRoleModule(selected, node.module.id, e.checked === true, all))}
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
                              onCheckedChange={(e) => setSelected(toggleRoleModule(selected, child.id, e.checked === true, all))}
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
      </Dialog.Body>
      <Dialog.Footer>
        <FormDialogActions formId={formId} pending={pending} onCancel={onClose} labels={L} saveTestId="role-save" />
      </Dialog.Footer>
    </>
  );
}
