/**
 * /support/practicesearch (admin §2.4 Practice search): one search box for an organization or a
 * location name (from 3 characters, debounced; the prompt 'Search By Organization Or by Location'
 * before), a Show only active switch (on by default, kept for the session), an Add Organization button
 * (hidden when a location has salesforce2Way), and the results grouped by organization — a location
 * without one is its own group — with name, e-mail, phone and '1 Location' / 'N Locations'. A group
 * opens the organization detail, a location on its own the practice detail. 'No data found' when
 * nothing matches.
 */
import { Box, Button, Flex, HStack, Input, InputGroup, Stack, Text } from '@chakra-ui/react';
import { Card } from '../../components/ui/chakra-late';
import { keepPreviousData } from '@tanstack/react-query';
import { fillRoute, SUPPORT_ROUTES } from '@vetrx/core/access';
import { LocationCountDocument } from '@vetrx/core/operations/LocationCount';
import { LocationsDocument } from '@vetrx/core/operations/Locations';
import {
  activeFilterFor,
  adminSearchTerm,
  canAddOrganization,
  groupPracticeSearch,
  practiceGroupContact,
  PRACTICE_MASTER_FEATURE,
  PRACTICE_SEARCH_ACTIVE_ONLY_KEY,
  readShowOnlyActive,
} from '@vetrx/core/admin';
import { formatPhoneDisplay } from '@vetrx/core/format';
import { ADMIN_EMPTY_STATES, ADMIN_LABELS, PRACTICE_SETUP_LABELS as L, SUPPORT_MENU_LABELS } from '@vetrx/core/messages';
import { useEffect, useId, useState } from 'react';
import { LuBuilding2, LuChevronRight, LuHospital, LuMail, LuPhone, LuPlus, LuSearch } from 'react-icons/lu';
import { useNavigate } from 'react-router';
import { useGql } from '../../api/useGql';
import { PageWrapper } from '../../components/page/PageWrapper';
import { EmptyPrompt } from '../../components/ui/empty-prompt';
import { RouterLink } from '../../components/ui/link';
import { SkeletonRows } from '../../components/ui/skeleton-rows';
import { useDebouncedValue } from '../../components/ui/use-debounced-value';
import { ActiveDot } from './indicators';
import { OrganizationFormDialog } from './OrganizationFormDialog';
import { SEARCH_DEBOUNCE_MS } from '../../lib/ui-constants';
import { FilterSwitch } from '../../components/ui/filter-switch';

/** sessionStorage key of the last search, so Back from a detail page finds it again. */
export const PRACTICE_SEARCH_TERM_KEY = 'practiceSearchTerm';

export default function PracticeSearchPage() {
  const navigate = useNavigate();
  const inputId = useId();
  const [text, setText] = useState(() => sessionStorage.getItem(PRACTICE_SEARCH_TERM_KEY) ?? '');
  const [activeOnly, setActiveOnly] = useState(() => readShowOnlyActive(sessionStorage.getItem(PRACTICE_SEARCH_ACTIVE_ONLY_KEY)));
  const [adding, setAdding] = useState(false);
  const term = adminSearchTerm(useDebouncedValue(text, SEARCH_DEBOUNCE_MS));

  useEffect(() => sessionStorage.setItem(PRACTICE_SEARCH_ACTIVE_ONLY_KEY, String(activeOnly)), [activeOnly]);
  useEffect(() => sessionStorage.setItem(PRACTICE_SEARCH_TERM_KEY, text), [text]);

  const mastered = useGql(LocationCountDocument, { feature: PRACTICE_MASTER_FEATURE }, { staleTime: 5 * 60_000 });
  const canAdd = mastered.data !== undefined && canAddOrganization({ masteredLocations: mastered.data.locationCount });
  const results = useGql(
    LocationsDocument,
    term ? { filter: term, includeOrganization: true, activeFilterType: activeFilterFor(activeOnly) } : null,
    { placeholderData: keepPreviousData },
  );
  const groups = groupPracticeSearch(results.data?.locations ?? []);

  return (
    <PageWrapper
      title={SUPPORT_MENU_LABELS.practiceSetup}
      icon="LuBuilding2"
      actions={
        canAdd && (
          <Button colorPalette="brand" onClick={() => setAdding(true)} data-testid="add-organization">
            <LuPlus /> {ADMIN_LABELS.addOrganization}
          </Button>
        )
      }
    >
      <Card.Root variant="outline" borderRadius="xl" shadow="card">
        <Card.Body gap="4" p={{ base: '4', md: '6' }}>
          <Flex gap="4" align={{ base: 'stretch', md: 'center' }} direction={{ base: 'column', md: 'row' }}>
            <Box flex="1">
              <label htmlFor={inputId}>
                <Text srOnly>{ADMIN_LABELS.searchByOrganizationOrLocation}</Text>
              </label>
              <InputGroup startElement={<LuSearch />}>
                <Input
                  id={inputId}
                  type="search"
                  value={text}
                  onChange={(e) => setText(e.currentTarget.value)}
                  placeholder={L.searchPlaceholder}
                  autoComplete="off"
                  data-testid="practice-search-input"
                />
              </InputGroup>
            </Box>
            <FilterSwitch label={ADMIN_LABELS.showOnlyActiveSwitch} checked={activeOnly} onChange={setActiveOnly} testId="show-only-active" colorPalette="brand" nowrap />
          </Flex>

          {!term ? (
            <EmptyPrompt icon={<LuSearch />} text={ADMIN_LABELS.searchByOrganizationOrLocation} testId="practice-search-prompt" />
          ) : results.isPending ? (
            <SkeletonRows count={3} h="20" />
          ) : groups.length === 0 ? (
            <EmptyPrompt icon={<LuBuilding2 />} text={ADMIN_EMPTY_STATES.noDataFound} testId="practice-search-empty" />
          ) : (
            <Stack as="ul" gap="2" listStyleType="none" m="0" p="0" aria-label={L.locations} data-testid="practice-search-results" aria-busy={results.isFetching}>
              {groups.map((group) => {
                const contact = practiceGroupContact(group);
                const to =
                  group.kind === 'organization'
                    ? fillRoute(SUPPORT_ROUTES.organizationDetail, { organizationId: group.id })
                    : fillRoute(SUPPORT_ROUTES.practiceDetail, { practiceId: group.id });
                return (
                  <Box as="li" key={`${group.kind}-${group.id}`}>
                    <RouterLink
                      to={to}
                      layerStyle="row.interactive"
                      display="flex"
                      gap={{ base: '3', md: '4' }}
                      alignItems="center"
                      p={{ base: '3', md: '4' }}
                      bg="bg"
                      color="fg"
                      textDecoration="none"
                      _hover={{ textDecoration: 'none' }}
                      data-testid="practice-group"
                      data-kind={group.kind}
                    >
                      <Box display={{ base: 'none', sm: 'grid' }} placeItems="center" w="10" h="10" borderRadius="lg" bg="brand.subtle" color="brand.fg" flexShrink={0} aria-hidden>
                        {group.kind === 'organization' ? <LuBuilding2 /> : <LuHospital />}
                      </Box>
                      <Stack gap="1" flex="1" minW="0">
                        <HStack gap="2" wrap="wrap">
                          <Text fontWeight="semibold" truncate>
                            {group.name}
                          </Text>
                          {group.kind === 'location' && <ActiveDot isActive={group.locations[0].isActive} compact />}
                          <Text as="span" hideFrom="md" textStyle="xs" fontWeight="medium" color="brand.fg">
                            {group.countLabel}
                          </Text>
                        </HStack>
                        <Flex gap={{ base: '1', md: '5' }} direction={{ base: 'column', md: 'row' }} color="fg.muted" textStyle="sm">
                          {contact.email && (
                            <HStack gap="1.5" minW="0">
                              <LuMail aria-hidden />
                              <Text truncate>{contact.email}</Text>
                            </HStack>
                          )}
                          {contact.phone && (
                            <HStack gap="1.5">
                              <LuPhone aria-hidden />
                              <Text fontVariantNumeric="tabular-nums">{formatPhoneDisplay(contact.phone) ?? contact.phone}</Text>
                            </HStack>
                          )}
                        </Flex>
                        {group.kind === 'organization' && (
                          <Text textStyle="xs" color="fg.subtle" truncate>
                            {group.locations.map((l) => l.name).join(' · ')}
                          </Text>
                        )}
                      </Stack>
                      <Text hideBelow="md" textStyle="sm" fontWeight="medium" color="brand.fg" whiteSpace="nowrap" data-testid="location-count">
                        {group.countLabel}
                      </Text>
                      <Box color="fg.subtle" aria-hidden>
                        <LuChevronRight />
                      </Box>
                    </RouterLink>
                  </Box>
                );
              })}
            </Stack>
          )}
        </Card.Body>
      </Card.Root>
      <OrganizationFormDialog
        open={adding}
        onClose={() => setAdding(false)}
        onSaved={(org) => navigate(fillRoute(SUPPORT_ROUTES.organizationDetail, { organizationId: org.id }))}
      />
    </PageWrapper>
  );
}
