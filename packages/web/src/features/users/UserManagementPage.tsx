/**
 * /usermanagement (admin §2.5): search users (from 3 characters, debounced), a multi-select of the
 * locations where the caller manages users (at least 1: 'At least 1 location should be selected'),
 * Show Only Active (on by default), Add User; rows show name, e-mail, role with icon, location and the
 * PIMS link dot; a row opens the user profile. Paged by 10; 'No users found. Please try another
 * search.' when nothing matches.
 */
import { Avatar, Badge, Box, Button, Field, Flex, HStack, Input, InputGroup, Link, Stack, Text } from '@chakra-ui/react';
import { Table } from '../../components/ui/chakra-late';
import { fillRoute, MAIN_ROUTES } from '@vetrx/core/access';
import type { LocationUserFieldsFragment } from '@vetrx/core/fragments/LocationUserFields';
import { LocationsUsersDocument } from '@vetrx/core/operations/LocationsUsers';
import { ADMIN_PAGE_SIZES, adminSearchTerm, checkUserSearch } from '@vetrx/core/admin';
import { ADMIN_EMPTY_STATES, ADMIN_LABELS, USER_LABELS as L } from '@vetrx/core/messages';
import { keepPreviousData } from '@tanstack/react-query';
import { useState } from 'react';
import { LuSearch, LuUserPlus, LuUsers } from 'react-icons/lu';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useGql } from '../../api/useGql';
import { useCurrentLocation } from '../../session/SessionContext';
import { PageWrapper } from '../../components/page/PageWrapper';
import { MultiSelect } from '../../components/ui/multi-select';
import { EmptyPrompt } from '../../components/ui/empty-prompt';
import { FilterBar } from '../../components/ui/filter-bar';
import { ListTable } from '../../components/ui/list-table';
import { Pager } from '../../components/ui/pager';
import { SkeletonRows } from '../../components/ui/skeleton-rows';
import { useDebouncedValue } from '../../components/ui/use-debounced-value';
import { AddUserDialog } from '../../shared/users/AddUserDialog';
import { useUserAdminContext } from '../../shared/users/user-admin';
import { PimsLinkDot, RoleTag } from '../../shared/users/UserBits';
import { initialsOf } from '@vetrx/core/format';
import { SEARCH_DEBOUNCE_MS } from '../../lib/ui-constants';
import { FilterSwitch } from '../../components/ui/filter-switch';

const profilePath = (id: string) => fillRoute(MAIN_ROUTES.userProfile, { locationUserId: id });

function UserName({ row }: { row: LocationUserFieldsFragment }) {
  return (
    <HStack gap="2.5" minW="0">
      <Avatar.Root size="sm" colorPalette="brand" variant="subtle">
        <Avatar.Fallback name={row.displayName} data-testid="user-avatar">{initialsOf(row.displayName)}</Avatar.Fallback>
        {row.profilePictureThumbnailUrl && <Avatar.Image src={row.profilePictureThumbnailUrl} alt="" />}
      </Avatar.Root>
      <Stack gap="0" minW="0">
        <Link asChild fontWeight="medium" color="fg" _hover={{ color: 'brand.fg', textDecoration: 'underline' }} truncate display="block">
          <RouterLink to={profilePath(row.id)} data-testid="user-link" onClick={(e) => e.stopPropagation()}>
            {row.displayName}
          </RouterLink>
        </Link>
        {!row.isActive && (
          <Badge size="xs" variant="subtle" colorPalette="gray" alignSelf="start">
            {ADMIN_LABELS.inactive}
          </Badge>
        )}
      </Stack>
    </HStack>
  );
}

function UserRows({ rows }: { rows: readonly LocationUserFieldsFragment[] }) {
  const navigate = useNavigate();
  return (
    <>
      <ListTable
        testId="users-table"
        interactive
        hideBelow="md"
        columns={[{ label: L.name, w: '28%' }, { label: L.email, w: '28%' }, { label: L.role }, { label: L.location }, { label: L.pims, w: '16', textAlign: 'center' }]}
      >
        {rows.map((row) => (
          <Table.Row key={row.id} data-testid="user-row" cursor="pointer" onClick={() => navigate(profilePath(row.id))} opacity={row.isActive ? 1 : 0.7}>
            <Table.Cell py="2.5">
              <UserName row={row} />
            </Table.Cell>
            <Table.Cell>
              <Text truncate maxW="xs">
                {row.user.email}
              </Text>
            </Table.Cell>
            <Table.Cell>
              <RoleTag role={row.role} />
            </Table.Cell>
            <Table.Cell>
              <Text truncate>{row.location.name}</Text>
            </Table.Cell>
            <Table.Cell textAlign="center" onClick={(e) => e.stopPropagation()}>
              <PimsLinkDot canAuthorize={row.role.canAuthorize} pimsId={row.pimsId} />
            </Table.Cell>
          </Table.Row>
        ))}
      </ListTable>
      <Stack gap="2" hideFrom="md" as="ul" listStyleType="none" m="0" p="0" data-testid="users-cards">
        {rows.map((row) => (
          <Box as="li" key={row.id} borderWidth="1px" borderRadius="lg" bg="bg" p="3" data-testid="user-card" opacity={row.isActive ? 1 : 0.7} cursor="pointer" onClick={() => navigate(profilePath(row.id))}>
            <Flex justify="space-between" gap="3" align="start">
              <UserName row={row} />
              <Box onClick={(e) => e.stopPropagation()}>
                <PimsLinkDot canAuthorize={row.role.canAuthorize} pimsId={row.pimsId} />
              </Box>
            </Flex>
            <Stack gap="1" mt="2" ps="10" textStyle="sm" color="fg.muted">
              <Text truncate>{row.user.email}</Text>
              <HStack gap="3" wrap="wrap">
                <RoleTag role={row.role} />
                <Text>{row.location.name}</Text>
              </HStack>
            </Stack>
          </Box>
        ))}
      </Stack>
    </>
  );
}

export default function UserManagementPage() {
  const admin = useUserAdminContext();
  const { locationId } = useCurrentLocation();
  const options = admin.manageableLocations.map((l) => ({ value: l.id, label: l.name }));
  const [text, setText] = useState('');
  const [locationIds, setLocationIds] = useState<string[]>(() =>
    locationId && admin.manageableLocations.some((l) => l.id === locationId) ? [locationId] : admin.manageableLocations.slice(0, 1).map((l) => l.id),
  );
  const [onlyActive, setOnlyActive] = useState(true);
  const [adding, setAdding] = useState(false);
  const term = adminSearchTerm(useDebouncedValue(text, SEARCH_DEBOUNCE_MS));
  const search = checkUserSearch({ locationIds });

  const pageSize = ADMIN_PAGE_SIZES.users;
  const searchKey = JSON.stringify([term, locationIds, onlyActive]);
  const [paging, setPaging] = useState({ key: searchKey, page: 1 });
  const page = paging.key === searchKey ? paging.page : 1;

  const list = useGql(
    LocationsUsersDocument,
    search.ok ? { userFilter: term, locationIds, activeFilterType: onlyActive ? 'active' : 'all', take: pageSize, skip: (page - 1) * pageSize } : null,
    { placeholderData: keepPreviousData },
  );
  const result = list.data?.locationsUsers;

  return (
    <PageWrapper
      actions={
        <Button colorPalette="brand" onClick={() => setAdding(true)} data-testid="add-user-button" disabled={admin.manageableLocations.length === 0}>
          <LuUserPlus /> {ADMIN_LABELS.addUser}
        </Button>
      }
    >
      <Stack gap="4">
        <FilterBar columns="minmax(0, 1.2fr) minmax(0, 1.4fr) auto">
          <Field.Root>
            <Field.Label>{L.searchUsers}</Field.Label>
            <InputGroup startElement={<LuSearch />}>
              <Input value={text} onChange={(e) => setText(e.currentTarget.value)} placeholder={L.searchUsers} data-testid="user-search" />
            </InputGroup>
            {text.trim().length > 0 && term === null && <Field.HelperText>{L.searchMinimumHint}</Field.HelperText>}
          </Field.Root>
          <MultiSelect
            label={L.locations}
            options={options}
            value={locationIds}
            onChange={setLocationIds}
            placeholder={L.selectLocations}
            error={search.ok ? undefined : search.errors.locationIds}
            data-testid="user-locations"
          />
          <FilterSwitch label={ADMIN_LABELS.showOnlyActive} checked={onlyActive} onChange={setOnlyActive} testId="show-only-active" colorPalette="brand" mt={{ md: '8' }} nowrap />
        </FilterBar>

        {!search.ok ? null : list.isPending ? (
          <SkeletonRows count={5} h="12" />
        ) : !result || result.count === 0 ? (
          <EmptyPrompt framed icon={<LuUsers />} text={ADMIN_EMPTY_STATES.noUsersFound} testId="users-empty" />
        ) : (
          <Stack gap="3" aria-busy={list.isFetching}>
            <UserRows rows={result.data} />
            <Pager page={page} pageSize={pageSize} count={result.count} onPageChange={(p) => setPaging({ key: searchKey, page: p })} label={L.userManagement} />
          </Stack>
        )}
      </Stack>
      <AddUserDialog
        open={adding}
        onClose={() => setAdding(false)}
        locations={admin.manageableLocations}
        defaultLocationId={locationIds.length === 1 ? locationIds[0] : (locationId ?? undefined)}
      />
    </PageWrapper>
  );
}
