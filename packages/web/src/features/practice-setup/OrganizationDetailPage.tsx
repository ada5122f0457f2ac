/**
 * /support/organizationdetail/{organizationId} (admin §2.4 Organization detail): a header card, the
 * organization details (Edit), and the Locations list — search from 2 characters, pages of 20 — with
 * each location's active dot, pharmacy badge ('Missing Pharmacy' in red), PIMS configuration and
 * writeback indicators, the support writeback switch (ENABLED/DISABLED, disabled without a PIMS account
 * id), Add User and Edit; Add location (hidden when a location of the organization has salesforce2Way).
 */
import { Badge, Box, Button, Flex, Heading, HStack, IconButton, Input, InputGroup, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Card } from '../../components/ui/chakra-late';
import { keepPreviousData } from '@tanstack/react-query';
import { fillRoute, SUPPORT_ROUTES } from '@vetrx/core/access';
import { GetOrganizationDocument } from '@vetrx/core/operations/GetOrganization';
import { LocationCountDocument } from '@vetrx/core/operations/LocationCount';
import { LocationsDocument, type LocationsQuery } from '@vetrx/core/operations/Locations';
import { ADMIN_PAGE_SIZES, ADMIN_SEARCH_MIN, adminSearchTerm, canAddOrganization, listPage, locationCountLabel, PRACTICE_MASTER_FEATURE } from '@vetrx/core/admin';
import { ADMIN_EMPTY_STATES, ADMIN_LABELS, PRACTICE_SETUP_LABELS as L, SUPPORT_MENU_LABELS } from '@vetrx/core/messages';
import { useEffect, useId, useState } from 'react';
import { LuArrowLeft, LuBuilding2, LuPencil, LuPlus, LuSearch } from 'react-icons/lu';
import { useParams } from 'react-router';
import { useGql } from '../../api/useGql';
import { PageWrapper } from '../../components/page/PageWrapper';
import { RouterLink } from '../../components/ui/link';
import { Pager } from '../../components/ui/pager';
import { useDebouncedValue } from '../../components/ui/use-debounced-value';
import { AddUserButton } from './AddUserButton';
import { OrganizationDetailsCard } from './detail-cards';
import { ActiveDot, MissingPharmacyBanner, PharmacyBadge, PimsBadge } from './indicators';
import { LocationFormDialog } from './LocationFormDialog';
import { OrganizationFormDialog } from './OrganizationFormDialog';
import { PageProblem } from '../../components/page/PageProblem';
import { WritebackSwitch } from './WritebackSwitch';
import { SEARCH_DEBOUNCE_MS } from '../../lib/ui-constants';

type ListedLocation = LocationsQuery['locations'][number];

export default function OrganizationDetailPage() {
  const { organizationId = '' } = useParams();
  const searchId = useId();
  const [text, setText] = useState('');
  const [page, setPage] = useState(1);
  const [editingOrg, setEditingOrg] = useState(false);
  const [editing, setEditing] = useState<ListedLocation | null>(null);
  const [adding, setAdding] = useState(false);
  const term = adminSearchTerm(useDebouncedValue(text, SEARCH_DEBOUNCE_MS), ADMIN_SEARCH_MIN.organizationDetailLocations);
  useEffect(() => setPage(1), [term]);

  const org = useGql(GetOrganizationDocument, { id: organizationId });
  const organization = org.data?.getOrganization ?? null;
  const filter = { organization: organizationId, filter: term, activeFilterType: 'all' as const };
  const total = useGql(LocationCountDocument, filter, { placeholderData: keepPreviousData });
  const count = total.data?.locationCount ?? 0;
  const paging = listPage(page, ADMIN_PAGE_SIZES.organizationDetailLocations, count);
  const locations = useGql(LocationsDocument, { ...filter, skip: paging.skip, take: paging.take }, { placeholderData: keepPreviousData });
  const all = useGql(LocationCountDocument, { organization: organizationId, activeFilterType: 'all' });
  const mastered = useGql(LocationCountDocument, { organization: organizationId, feature: PRACTICE_MASTER_FEATURE });
  const canAddLocation = mastered.data !== undefined && canAddOrganization({ masteredLocations: mastered.data.locationCount });

  if (org.isError || (org.isSuccess && !organization)) {
    return (
      <PageWrapper title={SUPPORT_MENU_LABELS.practiceSetup} icon="LuBuilding2">
        <PageProblem notFound={org.isSuccess || org.error?.code === 'NOT_FOUND'} message={L.organizationNotFound} onRetry={() => void org.refetch()} />
      </PageWrapper>
    );
  }

  return (
    <PageWrapper
      title={SUPPORT_MENU_LABELS.practiceSetup}
      icon="LuBuilding2"
      trail={[{ label: SUPPORT_MENU_LABELS.practiceSetup, to: SUPPORT_ROUTES.practiceSearch }, { label: organization?.name ?? L.organization }]}
    >
      <RouterLink to={SUPPORT_ROUTES.practiceSearch} alignSelf="start" color="fg.muted" textStyle="sm" display="inline-flex" gap="1.5" alignItems="center">
        <LuArrowLeft aria-hidden /> {L.backToPracticeSearch}
      </RouterLink>
      {!organization ? (
        <Stack gap="4">
          <Skeleton h="24" borderRadius="xl" />
          <Skeleton h="64" borderRadius="xl" />
        </Stack>
      ) : (
        <>
          <Card.Root variant="outline" borderRadius="xl" shadow="card" bgGradient="to-br" gradientFrom="brand.50" gradientTo="bg" data-testid="organization-header">
            <Card.Body>
              <Flex gap="4" align="center" wrap="wrap">
                <Box display={{ base: 'none', sm: 'grid' }} placeItems="center" w="12" h="12" borderRadius="xl" bg="brand.solid" color="white" fontSize="xl" aria-hidden>
                  <LuBuilding2 />
                </Box>
                <Stack gap="1" flex="1" minW={{ base: 'full', sm: '0' }}>
                  <Heading as="h2" size={{ base: 'lg', md: 'xl' }} lineClamp={2}>
                    {organization.name}
                  </Heading>
                  <HStack gap="3" wrap="wrap" color="fg.muted" textStyle="sm">
                    <Text>
                      {L.accountNumber} {organization.accountno}
                    </Text>
                    {organization.dbaName && <Text>{organization.dbaName}</Text>}
                    <ActiveDot isActive={organization.isActive} />
                  </HStack>
                </Stack>
                <Badge colorPalette="brand" variant="subtle" size="lg">
                  {locationCountLabel(all.data?.locationCount ?? 0)}
                </Badge>
              </Flex>
            </Card.Body>
          </Card.Root>

          <MissingPharmacyBanner pharmacies={organization.organizationPharmacies} />
          <OrganizationDetailsCard
            organization={organization}
            actions={
              <Button size="sm" variant="outline" onClick={() => setEditingOrg(true)} data-testid="edit-organization">
                <LuPencil /> {ADMIN_LABELS.edit}
              </Button>
            }
          />

          <Card.Root variant="outline" borderRadius="xl" shadow="card" data-testid="organization-locations">
            <Card.Header pb="0">
              <Flex justify="space-between" align="center" gap="3" wrap="wrap">
                <Heading as="h2" size="md">
                  {L.locations}
                </Heading>
                <Flex gap="2" flex={{ base: '1 1 100%', md: '0 1 auto' }} direction={{ base: 'column', sm: 'row' }}>
                  <Box flex="1" minW={{ md: '64' }}>
                    <label htmlFor={searchId}>
                      <Text srOnly>{L.searchLocations}</Text>
                    </label>
                    <InputGroup startElement={<LuSearch />}>
                      <Input id={searchId} type="search" size="sm" value={text} placeholder={L.searchLocations} onChange={(e) => setText(e.currentTarget.value)} data-testid="location-search" />
                    </InputGroup>
                  </Box>
                  {canAddLocation && (
                    <Button size="sm" colorPalette="brand" onClick={() => setAdding(true)} data-testid="add-location">
                      <LuPlus /> {ADMIN_LABELS.addLocation}
                    </Button>
                  )}
                </Flex>
              </Flex>
            </Card.Header>
            <Card.Body gap="3">
              {locations.isPending ? (
                <Stack gap="2">
                  {[0, 1, 2].map((i) => (
                    <Skeleton key={i} h="16" borderRadius="lg" />
                  ))}
                </Stack>
              ) : (locations.data?.locations.length ?? 0) === 0 ? (
                <Text py="8" textAlign="center" color="fg.muted" data-testid="locations-empty">
                  {ADMIN_EMPTY_STATES.noDataFound}
                </Text>
              ) : (
                <Stack as="ul" gap="2" listStyleType="none" m="0" p="0" aria-busy={locations.isFetching}>
                  {locations.data!.locations.map((l) => (
                    <Flex
                      as="li"
                      key={l.id}
                      gap="3"
                      p="3"
                      borderWidth="1px"
                      borderRadius="lg"
                      align={{ base: 'stretch', lg: 'center' }}
                      direction={{ base: 'column', lg: 'row' }}
                      data-testid="organization-location"
                    >
                      <Stack gap="1.5" flex="1" minW="0">
                        <HStack gap="2" minW="0">
                          <ActiveDot isActive={l.isActive} compact />
                          <RouterLink to={fillRoute(SUPPORT_ROUTES.practiceDetail, { practiceId: l.id })} fontWeight="semibold" lineClamp={2} color="fg">
                            {l.name}
                          </RouterLink>
                        </HStack>
                        <HStack gap="2" wrap="wrap">
                          <PharmacyBadge location={l} />
                          <PimsBadge location={l} />
                          {/* The writeback state is the switch's label here: shown once (issue 12). */}
                        </HStack>
                      </Stack>
                      <HStack gap="2" justify={{ base: 'space-between', lg: 'flex-end' }} wrap="wrap">
                        <WritebackSwitch location={l} />
                        <HStack gap="2">
                          <AddUserButton organizationId={organizationId} location={l} />
                          <IconButton size="sm" variant="ghost" aria-label={`${ADMIN_LABELS.edit} ${l.name}`} onClick={() => setEditing(l)} data-testid="edit-location">
                            <LuPencil />
                          </IconButton>
                        </HStack>
                      </HStack>
                    </Flex>
                  ))}
                </Stack>
              )}
              {count > ADMIN_PAGE_SIZES.organizationDetailLocations && (
                <Pager page={page} pageSize={ADMIN_PAGE_SIZES.organizationDetailLocations} count={count} onPageChange={setPage} label={L.locations} />
              )}
            </Card.Body>
          </Card.Root>

          <OrganizationFormDialog open={editingOrg} onClose={() => setEditingOrg(false)} organization={organization} />
          <LocationFormDialog
            open={adding || editing !== null}
            onClose={() => {
              setAdding(false);
              setEditing(null);
            }}
            location={editing}
            organization={organization}
            isSupport
          />
        </>
      )}
    </PageWrapper>
  );
}
