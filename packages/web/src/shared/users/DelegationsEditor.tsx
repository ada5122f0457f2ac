/**
 * The Delegations tab (admin §2.5, §4, §9): the location's active users in two lists, Non-Delegates
 * and Delegates, each scrolling at the fixed height of 64 units; a user moves from one to the other
 * with its arrow button; Save deletes the removed delegations (DeleteDelegatedUser) and adds the new
 * ones (AddDelegatedUser) — core's delegationChanges. The user themselves is in neither list
 * (splitDelegates). Read-only when the saver may not edit delegations (core's mayEditDelegations).
 */
import { Avatar, Box, Flex, Grid, HStack, IconButton, Skeleton, Stack, Text } from '@chakra-ui/react';
import { AddDelegatedUserDocument } from '@vetrx/core/operations/AddDelegatedUser';
import { DeleteDelegatedUserDocument } from '@vetrx/core/operations/DeleteDelegatedUser';
import { GetAdminLocationUserDocument } from '@vetrx/core/operations/GetAdminLocationUser';
import { LocationsUsersDocument } from '@vetrx/core/operations/LocationsUsers';
import { MeDocument } from '@vetrx/core/operations/Me';
import { ADMIN_PAGE_SIZES, delegationChanges, splitDelegates } from '@vetrx/core/admin';
import { initialsOf } from '@vetrx/core/format';
import { ADMIN_EMPTY_STATES, ADMIN_LABELS, USER_LABELS as L, USER_TOASTS } from '@vetrx/core/messages';
import { useMemo, useState } from 'react';
import { LuArrowDown, LuArrowLeft, LuArrowRight, LuArrowUp } from 'react-icons/lu';
import { useApiClient } from '../../api/client';
import { toastApiError } from '../../api/errors';
import { operationName, useGql } from '../../api/useGql';
import { useQueryClient } from '@tanstack/react-query';
import { ModuleIcon } from '../../components/ui/ModuleIcon';
import { notify } from '../../components/ui/toaster';
import { DELEGATION_LIST_HEIGHT } from '../../lib/layout';
import { useSession } from '../../session/SessionContext';
import { FormFooter } from '../../components/ui/form-actions';

export interface DelegationsEditorProps {
  /** The vet whose delegates these are. */
  locationUser: {
    id: string;
    locationId: string;
    delegatedUsers: readonly { id: string; delegatedLocationUserId: string }[];
  };
  /** May the saver change the list (core's mayEditDelegations). */
  editable: boolean;
}

interface Candidate {
  id: string;
  displayName: string;
  role: { name: string; icon: string | null };
  profilePictureThumbnailUrl: string | null;
}

function PersonRow({ person, action }: { person: Candidate; action: React.ReactNode }) {
  return (
    <Flex as="li" align="center" justify="space-between" gap="2" px="3" py="2" layerStyle="row.divided" data-testid="delegation-person">
      <HStack gap="2.5" minW="0">
        <Avatar.Root size="xs" colorPalette="brand" variant="subtle">
          <Avatar.Fallback name={person.displayName} data-testid="person-avatar">{initialsOf(person.displayName)}</Avatar.Fallback>
          {person.profilePictureThumbnailUrl && <Avatar.Image src={person.profilePictureThumbnailUrl} alt="" />}
        </Avatar.Root>
        <Stack gap="0" minW="0">
          <Text textStyle="sm" fontWeight="medium" truncate>
            {person.displayName}
          </Text>
          <HStack gap="1" color="fg.muted" textStyle="xs">
            <ModuleIcon name={person.role.icon} boxSize="3" />
            <Text>{person.role.name}</Text>
          </HStack>
        </Stack>
      </HStack>
      {action}
    </Flex>
  );
}

/**
 * Moves a person to the other list: the lists stand side by side on wide screens (an arrow across) and
 * one above the other on phones (an arrow down or up). Towards the delegates in the brand colour.
 */
function MoveButton({ toDelegates, label, disabled, onClick }: { toDelegates: boolean; label: string; disabled: boolean; onClick(): void }) {
  return (
    <IconButton size="xs" variant="subtle" colorPalette={toDelegates ? 'brand' : undefined} aria-label={label} disabled={disabled} onClick={onClick}>
      <Box as="span" hideBelow="md" display="inline-flex">
        {toDelegates ? <LuArrowRight /> : <LuArrowLeft />}
      </Box>
      <Box as="span" hideFrom="md" display="inline-flex">
        {toDelegates ? <LuArrowDown /> : <LuArrowUp />}
      </Box>
    </IconButton>
  );
}

function PersonList({ title, people, empty, testId, children }: { title: string; people: number; empty: string; testId: string; children: React.ReactNode }) {
  const id = `${testId}-title`;
  return (
    <Stack gap="2" minW="0">
      <HStack justify="space-between">
        <Text fontWeight="semibold" textStyle="sm" id={id}>
          {title}
        </Text>
        <Text textStyle="xs" color="fg.muted">
          {people}
        </Text>
      </HStack>
      <Box h={String(DELEGATION_LIST_HEIGHT)} overflowY="auto" borderWidth="1px" borderRadius="lg" bg="bg" data-testid={testId}>
        {people === 0 ? (
          <Text p="4" textStyle="sm" color="fg.muted" textAlign="center">
            {empty}
          </Text>
        ) : (
          <Box as="ul" listStyleType="none" m="0" p="0" aria-labelledby={id}>
            {children}
          </Box>
        )}
      </Box>
    </Stack>
  );
}

export function DelegationsEditor({ locationUser, editable }: DelegationsEditorProps) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  const stored = useMemo(() => locationUser.delegatedUsers.map((d) => d.delegatedLocationUserId), [locationUser.delegatedUsers]);
  const [selected, setSelected] = useState<string[]>(stored);
  const [saving, setSaving] = useState(false);
  const candidates = useGql(LocationsUsersDocument, {
    locationIds: [locationUser.locationId],
    activeFilterType: 'active',
    take: ADMIN_PAGE_SIZES.global,
    skip: 0,
  });
  const people: Candidate[] = candidates.data?.locationsUsers.data ?? [];
  const session = useSession();
  const split = splitDelegates(people, selected, locationUser.id);
  const delegates = split.delegates;
  // Nobody adds themself as another vet's delegate (core's delegationGrantRefusal): the saver is not offered.
  const nonDelegates = split.nonDelegates.filter((p) => !session.assignments.some((a) => a.id === p.id));
  const changes = delegationChanges(locationUser.id, locationUser.delegatedUsers, selected);
  const dirty = changes.add.length > 0 || changes.deleteIds.length > 0;

  async function save() {
    setSaving(true);
    try {
      if (changes.deleteIds.length > 0) await client.request(DeleteDelegatedUserDocument, { ids: changes.deleteIds.map(String) });
      if (changes.add.length > 0) {
        await client.request(AddDelegatedUserDocument, {
          input: changes.add.map((a) => ({ locationUserId: String(a.locationUserId), delegatedLocationUserId: String(a.delegatedLocationUserId) })),
        });
      }
      notify('success', USER_TOASTS.delegationsSaved);
    } catch (error) {
      toastApiError(error, USER_TOASTS.saveFailed);
    } finally {
      await Promise.all(
        [GetAdminLocationUserDocument, LocationsUsersDocument, MeDocument].map((d) => queryClient.invalidateQueries({ queryKey: [operationName(d)] })),
      );
      setSaving(false);
    }
  }

  if (candidates.isPending) {
    return (
      <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
        <Skeleton h="64" borderRadius="lg" />
        <Skeleton h="64" borderRadius="lg" />
      </Grid>
    );
  }

  return (
    <Stack gap="4" data-testid="delegations-editor">
      <Text textStyle="sm" color="fg.muted">
        {editable ? L.delegationsHint : L.delegationsReadOnly}
      </Text>
      <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
        <PersonList title={ADMIN_LABELS.nonDelegates} people={nonDelegates.length} empty={L.noOtherUsers} testId="non-delegates">
          {nonDelegates.map((p) => (
            <PersonRow
              key={p.id}
              person={p}
              action={<MoveButton toDelegates label={`${L.moveToDelegates}: ${p.displayName}`} disabled={!editable || saving} onClick={() => setSelected((s) => [...s, p.id])} />}
            />
          ))}
        </PersonList>
        <PersonList title={ADMIN_LABELS.delegates} people={delegates.length} empty={ADMIN_EMPTY_STATES.noDelegateUsers} testId="delegates">
          {delegates.map((p) => (
            <PersonRow
              key={p.id}
              person={p}
              action={<MoveButton toDelegates={false} label={`${L.moveToNonDelegates}: ${p.displayName}`} disabled={!editable || saving} onClick={() => setSelected((s) => s.filter((id) => id !== p.id))} />}
            />
          ))}
        </PersonList>
      </Grid>
      {editable && (
        <FormFooter
          cancelLabel={L.cancel}
          onCancel={() => setSelected(stored)}
          cancelDisabled={!dirty || saving}
          confirmLabel={L.save}
          onConfirm={() => void save()}
          loading={saving}
          loadingText={L.saving}
          disabled={!dirty}
          confirmTestId="delegations-save"
        />
      )}
    </Stack>
  );
}
