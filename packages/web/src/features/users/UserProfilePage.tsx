/**
 * /usermanagement/userprofile/:locationUserId (admin §2.5): Back link, the summary header (picture,
 * name, role with icon, location, e-mail, status, PIMS dot) with Edit User, and the sections Profile
 * (the location user's details, edited in place — UpdateLocationUser — with the profile picture), PIMS
 * Link, Delegate Users ('No delegate users found') and Delegation Permissions ('No delegate access
 * found'). A failed load shows 'Error retrieving user.' with the server's message.
 */
import { Avatar, Badge, Box, Button, Flex, Grid, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Card } from '../../components/ui/chakra-late';
import { MAIN_ROUTES, userPimsLinkDot } from '@vetrx/core/access';
import { GetAdminLocationUserDocument } from '@vetrx/core/operations/GetAdminLocationUser';
import { GetPimsUserDocument } from '@vetrx/core/operations/getPimsUser';
import { canEditAssignment, pimsAccountOf } from '@vetrx/core/admin';
import { formatMessage } from '@vetrx/core/common';
import { formatDate, initialsOf } from '@vetrx/core/format';
import { ADMIN_EMPTY_STATES, ADMIN_LABELS, ADMIN_TOASTS, USER_LABELS as L } from '@vetrx/core/messages';
import { useEffect, useState, type ReactNode } from 'react';
import { LuArrowLeft, LuLink, LuPencil, LuUserCog } from 'react-icons/lu';
import { useParams } from 'react-router';
import { toastApiError } from '../../api/errors';
import { useGql } from '../../api/useGql';
import { PageWrapper } from '../../components/page/PageWrapper';
import { ButtonLink } from '../../components/ui/link';
import { StatusBadge } from '../../components/ui/status-badge';
import { PhoneLines } from '../../components/page/DetailCard';
import { EditUserDialog, type AdminLocationUser, type EditUserTab } from './EditUserDialog';
import { LocationUserProfileForm } from './LocationUserProfileForm';
import { ProfilePicture } from '../../shared/users/ProfilePicture';
import { useUserAdminContext, useUserReference } from '../../shared/users/user-admin';
import { PimsLinkDot, RoleTag } from '../../shared/users/UserBits';

function Section({ title, action, children, testId }: { title: string; action?: ReactNode; children: ReactNode; testId: string }) {
  return (
    <Card.Root variant="outline" shadow="card" data-testid={testId}>
      <Card.Header pb="0">
        <Flex justify="space-between" align="center" gap="3">
          <Heading as="h2" size="md">
            {title}
          </Heading>
          {action}
        </Flex>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap="0.5" minW="0">
      <Text textStyle="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
        {label}
      </Text>
      <Box textStyle="sm" overflowWrap="anywhere">
        {children ?? <Text color="fg.subtle">{L.notSet}</Text>}
      </Box>
    </Stack>
  );
}

type Delegation = AdminLocationUser['delegatedUsers'][number];

function PeopleList({ people, empty, testId }: { people: readonly (Delegation['delegatedLocationsUsers'] | null)[]; empty: string; testId: string }) {
  const list = people.filter((p): p is NonNullable<typeof p> => Boolean(p));
  if (list.length === 0) {
    return (
      <Text color="fg.muted" textStyle="sm" data-testid={`${testId}-empty`}>
        {empty}
      </Text>
    );
  }
  return (
    <Stack as="ul" gap="0" listStyleType="none" m="0" p="0" data-testid={testId}>
      {list.map((p) => (
        <HStack as="li" key={p.id} gap="3" py="2" layerStyle="row.divided">
          <Avatar.Root size="sm" colorPalette="brand" variant="subtle">
            <Avatar.Fallback name={p.displayName} data-testid="person-avatar">{initialsOf(p.displayName)}</Avatar.Fallback>
            {p.profilePictureThumbnailUrl && <Avatar.Image src={p.profilePictureThumbnailUrl} alt="" />}
          </Avatar.Root>
          <Stack gap="0" minW="0" flex="1">
            <Text fontWeight="medium" textStyle="sm" truncate>
              {p.displayName}
            </Text>
            <Text textStyle="xs" color="fg.muted" truncate>
              {p.user.email}
            </Text>
          </Stack>
          <RoleTag role={p.role} />
        </HStack>
      ))}
    </Stack>
  );
}

function PimsLinkSection({ lu, onLink, canLink }: { lu: AdminLocationUser; onLink(): void; canLink: boolean }) {
  const account = pimsAccountOf(lu.location);
  const linked = useGql(GetPimsUserDocument, account && lu.pimsId ? { pimsInput: account, pimsId: lu.pimsId } : null);
  const dot = userPimsLinkDot({ canAuthorize: lu.role.canAuthorize, pimsId: lu.pimsId });
  const pimsUser = linked.data?.getPimsUser;
  return (
    <Section
      title={ADMIN_LABELS.pimsLink}
      testId="section-pims-link"
      action={
        canLink && account ? (
          <Button size="xs" variant="outline" colorPalette="brand" onClick={onLink} data-testid="open-pims-tab">
            <LuLink /> {ADMIN_LABELS.pimsUser}
          </Button>
        ) : undefined
      }
    >
      <Grid templateColumns={{ base: '1fr', sm: 'repeat(3, 1fr)' }} gap="4">
        <Detail label={L.status}>{dot.label ? <PimsLinkDot canAuthorize={lu.role.canAuthorize} pimsId={lu.pimsId} withLabel /> : null}</Detail>
        <Detail label={L.pimsId}>{lu.pimsId}</Detail>
        <Detail label={L.pimsLinkedUser}>
          {linked.isFetching ? <Skeleton h="5" w="32" /> : pimsUser ? `${pimsUser.displayName}${pimsUser.type ? ` · ${pimsUser.type}` : ''}` : null}
        </Detail>
      </Grid>
    </Section>
  );
}

export default function UserProfilePage() {
  const { locationUserId = '' } = useParams();
  const admin = useUserAdminContext();
  const reference = useUserReference();
  const [editing, setEditing] = useState<EditUserTab | null>(null);
  const [editingProfile, setEditingProfile] = useState(false);
  const query = useGql(GetAdminLocationUserDocument, { id: locationUserId });
  useEffect(() => {
    if (query.error) toastApiError(query.error, ADMIN_TOASTS.userLoadError);
  }, [query.error]);
  const lu = query.data?.getLocationUser ?? null;
  const manages = lu ? canEditAssignment(lu.locationId, admin.manageableLocationIds) : false;
  const back = (
    <ButtonLink to={MAIN_ROUTES.userManagement} variant="ghost" size="sm" px="2" alignSelf="start" data-testid="back-link">
      <LuArrowLeft /> {ADMIN_LABELS.back}
    </ButtonLink>
  );

  if (query.isPending || !lu) {
    return (
      <PageWrapper trail={[{ label: query.error ? ADMIN_TOASTS.userLoadError.title : ADMIN_LABELS.profile }]}>
        <Stack gap="4">
          {back}
          {query.error ? (
            <Text color="fg.error" data-testid="user-load-error">
              {ADMIN_TOASTS.userLoadError.title} {query.error.message}
            </Text>
          ) : (
            <>
              <Skeleton h="28" borderRadius="xl" />
              <Skeleton h="64" borderRadius="xl" />
            </>
          )}
        </Stack>
      </PageWrapper>
    );
  }

  // Two kinds of phones, labelled: this location's and the user's own (Edit User).
  return (
    <PageWrapper trail={[{ label: lu.displayName }]}>
      <Stack gap="4">
        {back}
        <Card.Root variant="outline" shadow="card" data-testid="user-summary">
          <Card.Body>
            <Flex gap="4" align={{ base: 'stretch', md: 'center' }} justify="space-between" direction={{ base: 'column', md: 'row' }}>
              <Flex gap="4" minW="0" align={{ base: 'start', sm: 'center' }} direction={{ base: 'column', sm: 'row' }}>
                <ProfilePicture locationUser={lu} editable={manages} layout="stacked" />
                <Stack gap="1.5" minW="0">
                  <HStack gap="2" wrap="wrap">
                    <Heading as="h2" size="lg" data-testid="user-summary-name">
                      {lu.displayName}
                    </Heading>
                    <StatusBadge tone={lu.isActive ? 'pims.linked' : 'pims.none'}>{lu.isActive ? ADMIN_LABELS.active : ADMIN_LABELS.inactive}</StatusBadge>
                    {lu.isPrimary && (
                      <Badge colorPalette="brand" variant="subtle">
                        {L.primary}
                      </Badge>
                    )}
                  </HStack>
                  <Flex gap="2" columnGap="4" color="fg.muted" textStyle="sm" wrap="wrap" align="center">
                    <RoleTag role={lu.role} />
                    <Text>{lu.location.name}</Text>
                    <PimsLinkDot canAuthorize={lu.role.canAuthorize} pimsId={lu.pimsId} withLabel />
                  </Flex>
                  <Text textStyle="sm" color="fg.muted" truncate>
                    {lu.user.email}
                  </Text>
                </Stack>
              </Flex>
              {manages && (
                <Button colorPalette="brand" onClick={() => setEditing('profile')} data-testid="edit-user-button" alignSelf={{ base: 'start', md: 'center' }} flexShrink={0}>
                  <LuUserCog /> {ADMIN_LABELS.editUser}
                </Button>
              )}
            </Flex>
          </Card.Body>
        </Card.Root>

        <Section
          title={ADMIN_LABELS.profile}
          testId="section-profile"
          action={
            manages && !editingProfile ? (
              <Button size="xs" variant="outline" onClick={() => setEditingProfile(true)} data-testid="edit-profile-button">
                <LuPencil /> {ADMIN_LABELS.edit}
              </Button>
            ) : undefined
          }
        >
          <Stack gap="5">
            {editingProfile ? (
              <LocationUserProfileForm
                key={query.dataUpdatedAt}
                locationUser={lu}
                phoneTypes={reference.phoneTypes}
                actor={admin.actor}
                canManageUsers={manages}
                onDone={() => setEditingProfile(false)}
              />
            ) : (
              <Grid templateColumns={{ base: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' }} gap="5">
                <Detail label={L.displayName}>{lu.displayName}</Detail>
                <Detail label={L.title}>{lu.title}</Detail>
                <Detail label={L.email}>{lu.email}</Detail>
                <Detail label={formatMessage(L.locationPhones, { location: lu.location.name })}><PhoneLines phones={lu.locationUserPhones} testId="location-phones" /></Detail>
                <Detail label={L.userPhones}><PhoneLines phones={lu.user.userPhones} testId="user-phones" /></Detail>
                <Detail label={L.employeeId}>{lu.employeeId}</Detail>
                <Detail label={L.notificationEmail}>{lu.notificationEmail}</Detail>
                <Detail label={L.vetLicenseHeading}>
                  {lu.vetLicenseNumber
                    ? [lu.vetLicenseNumber, lu.vetLicenseState, lu.vetLicenseExpiration ? formatDate(lu.vetLicenseExpiration) : null].filter(Boolean).join(' · ')
                    : null}
                </Detail>
                <Detail label={L.deaHeading}>
                  {lu.deaLicense ? [lu.deaLicense, lu.deaLicenseExpiration ? formatDate(lu.deaLicenseExpiration) : null].filter(Boolean).join(' · ') : null}
                </Detail>
                <Detail label={L.status}>
                  {[lu.isActive ? ADMIN_LABELS.active : ADMIN_LABELS.inactive, lu.isPrimary ? L.primary : null].filter(Boolean).join(' · ')}
                </Detail>
              </Grid>
            )}
          </Stack>
        </Section>

        <PimsLinkSection lu={lu} canLink={manages} onLink={() => setEditing('pims')} />

        <Grid templateColumns={{ base: '1fr', lg: '1fr 1fr' }} gap="4">
          <Section title={ADMIN_LABELS.delegateUsers} testId="section-delegate-users">
            <PeopleList people={lu.delegatedUsers.map((d) => d.delegatedLocationsUsers)} empty={ADMIN_EMPTY_STATES.noDelegateUsers} testId="delegate-users" />
          </Section>
          <Section title={ADMIN_LABELS.delegationPermissions} testId="section-delegation-permissions">
            <PeopleList people={lu.delegatedAccess.map((d) => d.locationUser)} empty={ADMIN_EMPTY_STATES.noDelegateAccess} testId="delegate-access" />
          </Section>
        </Grid>
      </Stack>
      {editing && <EditUserDialog open onClose={() => setEditing(null)} locationUser={lu} initialTab={editing} />}
    </PageWrapper>
  );
}
