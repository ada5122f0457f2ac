/**
 * /support/impersonate — the support area's User Management (admin §2.4, §4): search users by name or
 * e-mail, or by the name of one of their locations (from 3 characters); each user shows their location
 * assignments with the active switch and Impersonate. Activating saves at once; deactivating asks
 * first (naming the user and the location) and its notice offers Undo, which activates again — the
 * server decides both (UpdateLocationUserActive). Core's impersonation machine decides
 * and runs the start (see useImpersonation). While a session of the support user still runs on the
 * server, Impersonate opens the dialog on that session, with End and Continue.
 */
import { Avatar, Badge, Box, Button, Flex, Grid, HStack, Input, InputGroup, Spinner, Stack, Text } from '@chakra-ui/react';
import { Separator, Switch } from '../../components/ui/chakra-late';
import { canStartImpersonation, IMPERSONATION_LIMITS, impersonationChoices, type ImpersonationTarget } from '@vetrx/core/access';
import type { AdminUserFieldsFragment } from '@vetrx/core/fragments/AdminUserFields';
import { UpdateLocationUserActiveDocument } from '@vetrx/core/operations/UpdateLocationUserActive';
import { UsersDocument } from '@vetrx/core/operations/Users';
import { ADMIN_PAGE_SIZES, adminSearchTerm } from '@vetrx/core/admin';
import { formatMessage } from '@vetrx/core/common';
import { ADMIN_EMPTY_STATES, ADMIN_LABELS, SUPPORT_MENU_LABELS, USER_LABELS as L, USER_TOASTS } from '@vetrx/core/messages';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { LuSearch, LuUserCheck, LuUsers } from 'react-icons/lu';
import { useGql } from '../../api/useGql';
import { useGqlMutation } from '../../api/useGqlMutation';
import { PageWrapper } from '../../components/page/PageWrapper';
import { ConfirmDialog } from '../../components/ui/confirm-dialog';
import { EmptyPrompt } from '../../components/ui/empty-prompt';
import { Pager } from '../../components/ui/pager';
import { SkeletonRows } from '../../components/ui/skeleton-rows';
import { SwitchLabel } from '../../components/ui/switch-label';
import { notify } from '../../components/ui/toaster';
import { useDebouncedValue } from '../../components/ui/use-debounced-value';
import { RoleTag } from '../../shared/users/UserBits';
import { useSession } from '../../session/SessionContext';
import { StartImpersonationDialog } from './StartImpersonationDialog';
import { useImpersonation } from '../../shared/impersonation/useImpersonation';
import { useRunningImpersonation } from '../../shared/impersonation/RunningImpersonation';
import { SEARCH_DEBOUNCE_MS } from '../../lib/ui-constants';

type Flow = ReturnType<typeof useImpersonation> & { ask(target: ImpersonationTarget): void };
type Assignment = AdminUserFieldsFragment['locationsUsers'][number];
/** A request to change an assignment's active flag, with the names the confirmation and notices show. */
interface ActiveChange {
  id: string;
  isActive: boolean;
  user: string;
  location: string;
}
interface ActiveToggle {
  request(change: ActiveChange): void;
  pending: boolean;
  /** Changes when a change is cancelled or refused: the switches are drawn afresh from the stored state. */
  version: number;
}

const fullName = (user: AdminUserFieldsFragment) => `${user.firstName} ${user.lastName}`.trim() || user.username;

function UserCard({ user, flow, toggle }: { user: AdminUserFieldsFragment; flow: Flow; toggle: ActiveToggle }) {
  const choices = impersonationChoices(user);
  const loadingHere = flow.loading?.username === user.username;
  const impersonateButton = (locationUserId: string | number, label: string) => {
    const target = choices.find((c) => String(c.locationUserId) === String(locationUserId));
    if (!target) return null;
    return (
      <Button
        size="xs"
        colorPalette="brand"
        variant="subtle"
        onClick={() => flow.ask(target)}
        disabled={flow.loading !== null}
        loading={loadingHere && String(flow.loading?.locationUserId) === String(locationUserId)}
        aria-label={`${L.impersonate} ${user.username}${label ? ` — ${label}` : ''}`}
        data-testid="impersonate-button"
      >
        <LuUserCheck /> {L.impersonate}
      </Button>
    );
  };
  const name = `${user.firstName} ${user.lastName}`.trim();
  const change = (a: Assignment, isActive: boolean) => toggle.request({ id: a.id, isActive, user: fullName(user), location: a.location.name });

  return (
    <Box as="li" borderWidth="1px" borderRadius="lg" bg="bg" shadow="card" data-testid="support-user-card" data-username={user.username}>
      <Flex px="4" py="3" gap="3" align="center" justify="space-between" wrap="wrap">
        <HStack gap="3" minW="0">
          <Avatar.Root size="sm" colorPalette="brand" variant="subtle">
            <Avatar.Fallback name={name} />
          </Avatar.Root>
          <Stack gap="0" minW="0">
            <HStack gap="2" wrap="wrap">
              <Text fontWeight="semibold">{name}</Text>
              {user.isSupport && (
                <Badge size="sm" colorPalette="purple" variant="subtle">
                  {L.supportUser}
                </Badge>
              )}
              {!user.isEnabledInOkta && (
                <Badge size="sm" colorPalette="gray" variant="subtle">
                  {L.disabledInIdentityProvider}
                </Badge>
              )}
            </HStack>
            <Text textStyle="sm" color="fg.muted" truncate>
              {user.email}
            </Text>
          </Stack>
        </HStack>
        {choices.length === 1 && choices[0].locationUserId === '' && impersonateButton('', '')}
      </Flex>
      {user.locationsUsers.length > 0 && (
        <>
          <Separator />
          <Stack as="ul" gap="0" listStyleType="none" m="0" p="0">
            {user.locationsUsers.map((a) => (
              <Grid
                as="li"
                key={a.id}
                px="4"
                py="2.5"
                gap="2"
                columnGap="4"
                templateColumns={{ base: '1fr', md: 'minmax(0, 1fr) auto' }}
                alignItems="center"
                layerStyle="row.divided"
                data-testid="support-assignment"
                data-location={a.location.name}
              >
                <Flex gap="2" columnGap="4" minW="0" wrap="wrap" align="center">
                  <HStack gap="2" minW={{ md: '64' }}>
                    <Text fontWeight="medium">{a.location.name}</Text>
                    {a.isPrimary && (
                      <Badge size="xs" colorPalette="brand" variant="subtle">
                        {L.primary}
                      </Badge>
                    )}
                  </HStack>
                  <RoleTag role={a.role} />
                </Flex>
                <HStack gap="4" justify={{ base: 'space-between', md: 'flex-end' }}>
                  <Switch.Root
                    key={toggle.version}
                    size="sm"
                    colorPalette="brand"
                    checked={a.isActive}
                    disabled={toggle.pending}
                    onCheckedChange={(e) => change(a, e.checked)}
                    data-testid="support-assignment-active"
                  >
                    <Switch.HiddenInput />
                    <Switch.Control />
                    <SwitchLabel textStyle="xs" color="fg.muted" minW="12" name={formatMessage(L.activeAt, { user: fullName(user), location: a.location.name })}>
                      {a.isActive ? ADMIN_LABELS.active : ADMIN_LABELS.inactive}
                    </SwitchLabel>
                  </Switch.Root>
                  <Box minW="28" textAlign="end">
                    {impersonateButton(a.id, a.location.name)}
                  </Box>
                </HStack>
              </Grid>
            ))}
          </Stack>
        </>
      )}
    </Box>
  );
}

export default function ImpersonatePage() {
  const impersonation = useImpersonation();
  const running = useRunningImpersonation(impersonation);
  const session = useSession();
  const [asking, setAsking] = useState<ImpersonationTarget | null>(null);
  // The refusals of the spec come first (core's rule; the machine shows them); then the reason and time.
  const ask = (target: ImpersonationTarget) => {
    const allowed = canStartImpersonation({ supportUsername: session.me.supportUser?.username ?? '', isImpersonating: session.isImpersonating, target });
    if (!allowed.ok) impersonation.start(target);
    else setAsking(target);
  };
  const flow: Flow = { ...impersonation, ask };
  // The active switch: kept here, not in a card, so Undo still works after the list changes.
  const save = useGqlMutation(UpdateLocationUserActiveDocument, { invalidates: [UsersDocument], errorToast: USER_TOASTS.saveFailed });
  const [confirming, setConfirming] = useState<ActiveChange | null>(null);
  // A controlled switch whose change was not applied keeps its input flipped: redraw it.
  const [version, setVersion] = useState(0);
  const dismiss = () => {
    setConfirming(null);
    setVersion((v) => v + 1);
  };
  const names = (c: ActiveChange) => ({ user: c.user, location: c.location });
  const restore = (c: ActiveChange) =>
    save.mutate(
      { id: c.id, isActive: true },
      { onSuccess: () => notify('success', { title: USER_TOASTS.accessRestored.title, description: formatMessage(USER_TOASTS.accessRestored.description, names(c)) }) },
    );
  const apply = (c: ActiveChange) =>
    save.mutate(
      { id: c.id, isActive: c.isActive },
      {
        onSuccess: () => {
          setConfirming(null);
          if (c.isActive) notify('success', USER_TOASTS.activeSaved);
          else
            notify(
              'success',
              { title: USER_TOASTS.accessDeactivated.title, description: formatMessage(USER_TOASTS.accessDeactivated.description, names(c)) },
              { action: { label: L.undo, onClick: () => restore(c) } },
            );
        },
        onError: dismiss,
      },
    );
  const toggle: ActiveToggle = {
    version,
    pending: save.isPending,
    request: (c) => (c.isActive ? apply(c) : setConfirming(c)),
  };
  const [text, setText] = useState('');
  const term = adminSearchTerm(useDebouncedValue(text, SEARCH_DEBOUNCE_MS));
  const pageSize = ADMIN_PAGE_SIZES.users;
  const [paging, setPaging] = useState({ key: term, page: 1 });
  const page = paging.key === term ? paging.page : 1;
  const list = useGql(UsersDocument, term ? { filter: term, take: pageSize, skip: (page - 1) * pageSize } : null, { placeholderData: keepPreviousData });
  const result = list.data?.users;

  return (
    <PageWrapper title={SUPPORT_MENU_LABELS.userManagement} icon="LuUserSearch">
      <StartImpersonationDialog
        target={asking}
        maxMinutes={session.me.impersonationMaxMinutes ?? IMPERSONATION_LIMITS.defaultMinutes}
        running={running}
        onClose={() => setAsking(null)}
        onStarted={(target) => impersonation.start(target)}
      />
      <ConfirmDialog
        open={confirming !== null}
        title={L.deactivateTitle}
        message={confirming ? formatMessage(L.deactivateMessage, names(confirming)) : ''}
        confirmLabel={L.deactivateConfirm}
        cancelLabel={L.cancel}
        tone="error"
        loading={save.isPending}
        onConfirm={() => confirming && apply(confirming)}
        onCancel={dismiss}
      />
      <Stack gap="4">
        <Box bg="bg" borderWidth="1px" borderRadius="lg" p="4" shadow="card">
          <InputGroup startElement={<LuSearch />} endElement={list.isFetching ? <Spinner size="xs" /> : undefined}>
            <Input
              value={text}
              onChange={(e) => setText(e.currentTarget.value)}
              placeholder={L.searchUsersOrLocations}
              aria-label={L.searchUsersOrLocations}
              data-testid="support-user-search"
              size="lg"
            />
          </InputGroup>
        </Box>
        {flow.loading && (
          <HStack gap="2" color="fg.muted" textStyle="sm" role="status">
            <Spinner size="xs" />
            <Text>{flow.loading.username}</Text>
          </HStack>
        )}
        {!term ? (
          <Stack align="center" gap="2" py="12" color="fg.muted" textAlign="center" data-testid="support-search-prompt">
            <Box fontSize="2xl" aria-hidden>
              <LuSearch />
            </Box>
            <Text>{L.searchMinimumHint}</Text>
          </Stack>
        ) : list.isPending ? (
          <SkeletonRows count={2} h="28" gap="3" />
        ) : !result || result.count === 0 ? (
          <EmptyPrompt framed py="12" icon={<LuUsers />} text={ADMIN_EMPTY_STATES.noUsersFound} testId="support-users-empty" />
        ) : (
          <Stack gap="3">
            <Text textStyle="sm" color="fg.muted">
              {result.count === 1 ? L.oneUser : formatMessage(L.userCount, { count: result.count })}
            </Text>
            <Stack as="ul" gap="3" listStyleType="none" m="0" p="0">
              {result.data.map((u) => (
                <UserCard key={u.id} user={u} flow={flow} toggle={toggle} />
              ))}
            </Stack>
            <Pager page={page} pageSize={pageSize} count={result.count} onPageChange={(p) => setPaging({ key: term, page: p })} label={SUPPORT_MENU_LABELS.userManagement} />
          </Stack>
        )}
      </Stack>
    </PageWrapper>
  );
}
