/**
 * /support/role (admin §2.5 Role screen, §4 role flags): the roles table with Active and Can authorize
 * switches that save at once (UpdateRole with the role's modules; Can authorize locked for the Vet
 * role), Edit and Add Role (the role form). Only the admin support group reaches this page (the route
 * guard, and the server for every write).
 */
import { Badge, Box, Button, chakra, HStack, IconButton, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Card, Switch, Table } from '../../components/ui/chakra-late';
import type { RoleFieldsFragment } from '@vetrx/core/fragments/RoleFields';
import { RolesDocument } from '@vetrx/core/operations/Roles';
import { UpdateRoleDocument } from '@vetrx/core/operations/UpdateRole';
import { activeLabel, canToggleCanAuthorize, selectedRoleModules } from '@vetrx/core/admin';
import { formatMessage } from '@vetrx/core/common';
import { ADMIN_LABELS, ADMIN_TOASTS, PRACTICE_SETUP_LABELS as L, SUPPORT_MENU_LABELS } from '@vetrx/core/messages';
import { useState } from 'react';
import { LuLock, LuPencil, LuPlus } from 'react-icons/lu';
import { useGql } from '../../api/useGql';
import { useGqlMutation } from '../../api/useGqlMutation';
import { ModuleIcon } from '../../components/ui/ModuleIcon';
import { PageWrapper } from '../../components/page/PageWrapper';
import { SwitchLabel } from '../../components/ui/switch-label';
import { notify } from '../../components/ui/toaster';
import { RoleFormDialog } from './RoleFormDialog';

function moduleCountLabel(count: number) {
  return count === 1 ? L.oneModule : formatMessage(L.moduleCount, { count });
}

function useRoleToggles(role: RoleFieldsFragment) {
  const save = useGqlMutation(UpdateRoleDocument, {
    invalidates: [RolesDocument],
    errorToast: ADMIN_TOASTS.roleSaveError,
    onSuccess: () => notify('success', ADMIN_TOASTS.roleUpdated),
  });
  const pending = save.isPending ? save.variables?.input : undefined;
  const isActive = pending?.isActive ?? role.isActive;
  const canAuthorize = pending?.canAuthorize ?? role.canAuthorize;
  const locked = !canToggleCanAuthorize(role);
  const modules = selectedRoleModules(role).map((moduleId) => ({ moduleId }));
  const change = (input: { isActive?: boolean; canAuthorize?: boolean }) =>
    save.mutate({ id: role.id, input: { isActive: role.isActive, canAuthorize: role.canAuthorize, ...input }, rolesModules: modules });
  return {
    active: (
      <Switch.Root checked={isActive} disabled={save.isPending} onCheckedChange={(e) => change({ isActive: e.checked })} colorPalette="brand" data-testid="role-active">
        <Switch.HiddenInput />
        <Switch.Control />
        <SwitchLabel textStyle="sm" color="fg.muted" name={`${L.activeField} ${role.name}`}>
          <chakra.span hideBelow="md">{activeLabel(isActive)}</chakra.span>
        </SwitchLabel>
      </Switch.Root>
    ),
    canAuthorize: (
      <HStack gap="2">
        <Switch.Root
          checked={canAuthorize}
          disabled={locked || save.isPending}
          onCheckedChange={(e) => change({ canAuthorize: e.checked })}
          colorPalette="brand"
          data-testid="role-can-authorize"
          data-locked={locked}
        >
          <Switch.HiddenInput />
          <Switch.Control />
          <SwitchLabel name={`${L.canAuthorize} ${role.name}`} />
        </Switch.Root>
        {locked && (
          <HStack gap="1" color="fg.muted" textStyle="xs" title={L.canAuthorizeLockedHint}>
            <LuLock aria-hidden />
            <Text hideBelow="md">{L.canAuthorizeLockedHint}</Text>
          </HStack>
        )}
      </HStack>
    ),
  };
}

function RoleRow({ role, onEdit }: { role: RoleFieldsFragment; onEdit(): void }) {
  const toggles = useRoleToggles(role);
  const modules = role.rolesModules.filter((m) => m.isActive);
  return (
    <Table.Row data-testid="role-row" data-role={role.name}>
      <Table.Cell>
        <HStack gap="2.5">
          <Box display={{ base: 'none', sm: 'grid' }} placeItems="center" w="8" h="8" borderRadius="md" bg="brand.subtle" color="brand.fg" flexShrink={0}>
            <ModuleIcon name={role.icon ?? null} boxSize="4" />
          </Box>
          <Text fontWeight="semibold">{role.name}</Text>
        </HStack>
      </Table.Cell>
      <Table.Cell hideBelow="md">
        <Badge variant="subtle" title={modules.map((m) => m.module.name).join(', ')}>
          {moduleCountLabel(modules.length)}
        </Badge>
      </Table.Cell>
      <Table.Cell>{toggles.active}</Table.Cell>
      <Table.Cell>{toggles.canAuthorize}</Table.Cell>
      <Table.Cell textAlign="end">
        <IconButton size="sm" variant="ghost" aria-label={`${ADMIN_LABELS.edit} ${role.name}`} onClick={onEdit} data-testid="edit-role">
          <LuPencil />
        </IconButton>
      </Table.Cell>
    </Table.Row>
  );
}

export default function RolesPage() {
  const roles = useGql(RolesDocument, {});
  const [editing, setEditing] = useState<RoleFieldsFragment | null>(null);
  const [adding, setAdding] = useState(false);
  return (
    <PageWrapper
      title={SUPPORT_MENU_LABELS.role}
      icon="LuShieldCheck"
      actions={
        <Button colorPalette="brand" onClick={() => setAdding(true)} data-testid="add-role">
          <LuPlus /> {L.addRole}
        </Button>
      }
    >
      <Card.Root variant="outline" borderRadius="xl" shadow="card" overflow="hidden">
        {roles.isPending ? (
          <Stack p="4" gap="2">
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} h="12" />
            ))}
          </Stack>
        ) : (
          <Table.ScrollArea>
            <Table.Root size="md" data-testid="roles-table">
              <Table.Header>
                <Table.Row bg="bg.subtle">
                  <Table.ColumnHeader>{L.roles}</Table.ColumnHeader>
                  <Table.ColumnHeader hideBelow="md">{L.modules}</Table.ColumnHeader>
                  <Table.ColumnHeader>{L.activeField}</Table.ColumnHeader>
                  <Table.ColumnHeader>{L.canAuthorize}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">
                    <Text srOnly>{L.actions}</Text>
                  </Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {(roles.data?.roles ?? []).map((role) => (
                  <RoleRow key={role.id} role={role} onEdit={() => setEditing(role)} />
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        )}
      </Card.Root>
      <RoleFormDialog open={adding || editing !== null} onClose={() => (setAdding(false), setEditing(null))} role={editing} />
    </PageWrapper>
  );
}
