/**
 * The filters of /approve (prescribing §2 Approvals): request type, status (Pending by default),
 * product classification, autoship, assigned veterinarians (location users who can authorize), assigned
 * user (users of the location), next order, expiration and created date ranges, workflow status and a
 * name search. Values and their meaning are core's (`ApprovalsFilters`).
 */
import { Spinner, Text } from '@chakra-ui/react';
import { LocationsUsersDocument } from '@vetrx/core/operations/LocationsUsers';
import { WorkflowStatusDocument } from '@vetrx/core/operations/WorkflowStatus';
import { GetLocationUsersThatCanAuthorizeDocument } from '@vetrx/core/operations/getLocationUsersThatCanAuthorize';
import { APPROVALS_MESSAGES, APPROVALS_TRIAGE_MESSAGES, COMMON_MESSAGES } from '@vetrx/core/messages';
import {
  activeApprovalsFilterCount,
  approvalStatusFilterOptions,
  AUTOSHIP_FILTER_VALUES,
  DEFAULT_APPROVALS_FILTERS,
  productClassificationOptions,
  requestTypeOptions,
  type ApprovalsFilters as Filters,
  type ApprovalStatusFilterValue,
  type AutoshipFilter,
  type RequestTypeValue,
} from '@vetrx/core/task';
import { memo, useEffect, useEffectEvent, useMemo, useState } from 'react';
import { useGql } from '../../api/useGql';
import { useCurrentLocation } from '../../session/SessionContext';
import { CheckMenu, DayRangeField, FilterSearch, FilterSelect } from '../../components/ui/filter-fields';
import { FILTER_GRID } from '../../components/ui/filter-fields.styles';
import { usePlainClasses } from '../../components/ui/plain';
import { FilterPanel } from '../../components/ui/filter-panel';
import { useDebouncedValue } from '../../components/ui/use-debounced-value';

const L = APPROVALS_MESSAGES.queue.filters;
const P = APPROVALS_MESSAGES.queue.filterPanel;

/** How long the name search waits after typing stops (decided; the spec leaves the delay open). */
export const NAME_SEARCH_DEBOUNCE_MS = 350;

export interface ApprovalsFiltersProps {
  value: Filters;
  onChange: (next: Filters) => void;
}

/** Memoized: opening a card or selecting one leaves the filter panel as drawn. */
export const ApprovalsFilters = memo(function ApprovalsFilters({ value, onChange }: ApprovalsFiltersProps) {
  const grid = usePlainClasses(FILTER_GRID);
  const { locationId } = useCurrentLocation();
  const set = (patch: Partial<Filters>) => onChange({ ...value, ...patch });
  const vets = useGql(GetLocationUsersThatCanAuthorizeDocument, locationId ? { locationId } : null, { staleTime: 5 * 60_000 });
  const users = useGql(LocationsUsersDocument, locationId ? { locationIds: [locationId], activeFilterType: 'all', take: 500, skip: 0 } : null, { staleTime: 5 * 60_000 });
  const statuses = useGql(WorkflowStatusDocument, {}, { staleTime: 30 * 60_000 });

  const [name, setName] = useState(value.name);
  const debouncedName = useDebouncedValue(name, NAME_SEARCH_DEBOUNCE_MS);
  // The typed name is applied once it settles; the other filters at that moment are read, not watched.
  const applyName = useEffectEvent((settled: string) => {
    if (settled !== value.name) set({ name: settled });
  });
  useEffect(() => applyName(debouncedName), [debouncedName]);

  // Once per answer, not per draw of the panel: the location's users (up to 500) sorted by name (issue 61).
  const vetOptions = useMemo(
    () => (vets.data?.getLocationUsersThatCanAuthorize ?? []).filter((u) => u.isActive).map((u) => ({ value: u.id, label: u.displayName })),
    [vets.data],
  );
  const userOptions = useMemo(
    () =>
      [...(users.data?.locationsUsers.data ?? [])]
        .sort((a, b) => Number(b.isActive) - Number(a.isActive) || a.displayName.localeCompare(b.displayName))
        .map((u) => ({ value: u.id, label: u.isActive ? u.displayName : `${u.displayName} (${COMMON_MESSAGES.inactive})` })),
    [users.data],
  );

  return (
    <FilterPanel activeCount={activeApprovalsFilterCount(value)} onClear={() => { setName(''); onChange(DEFAULT_APPROVALS_FILTERS); }} data-testid="approvals-filters">
      <div className={grid.fields}>
        <FilterSearch
          label={L.nameSearch}
          value={name}
          onChange={setName}
          placeholder={P.searchPlaceholder}
          // Until the debounce applies the typed name, say that it is pending.
          pending={name !== value.name ? <Spinner size="xs" color="fg.muted" aria-label={APPROVALS_TRIAGE_MESSAGES.filters.pending} data-testid="filter-name-pending" /> : undefined}
          data-testid="filter-name"
        >
          {name !== value.name && (
            <Text srOnly aria-live="polite">
              {APPROVALS_TRIAGE_MESSAGES.filters.pending}
            </Text>
          )}
        </FilterSearch>
        <FilterSelect
          label={L.requestType}
          value={value.requestType ?? ''}
          onValueChange={(v) => set({ requestType: (v || null) as RequestTypeValue })}
          options={[{ value: '', label: P.allTypes }, ...requestTypeOptions()]}
          data-testid="filter-request-type"
        />
        <CheckMenu
          label={L.status}
          emptyLabel={P.anyStatus}
          options={approvalStatusFilterOptions()}
          value={value.status}
          onChange={(status) => set({ status: status as ApprovalStatusFilterValue[] })}
          testId="filter-status"
        />
        <FilterSelect
          label={L.productClassification}
          value={value.productClassification ?? ''}
          onValueChange={(v) => set({ productClassification: v || null })}
          options={[{ value: '', label: P.all }, ...productClassificationOptions()]}
          data-testid="filter-classification"
        />
        <FilterSelect
          label={L.autoship}
          value={value.autoship}
          onValueChange={(v) => set({ autoship: v as AutoshipFilter })}
          options={AUTOSHIP_FILTER_VALUES.map((v) => ({ value: v, label: v === 'all' ? P.all : v === 'yes' ? COMMON_MESSAGES.yes : COMMON_MESSAGES.no }))}
          data-testid="filter-autoship"
        />
        <CheckMenu
          label={L.assignedVeterinarians}
          emptyLabel={P.anyone}
          options={vetOptions}
          value={value.assignedVeterinarianIds.map(String)}
          onChange={(ids) => set({ assignedVeterinarianIds: ids })}
          testId="filter-vets"
        />
        <FilterSelect
          label={L.assignedUser}
          value={value.assignedUserId == null ? '' : String(value.assignedUserId)}
          onValueChange={(v) => set({ assignedUserId: v || null })}
          options={[{ value: '', label: P.anyone }, ...userOptions]}
          data-testid="filter-assigned-user"
        />
        <FilterSelect
          label={L.workflowStatus}
          value={value.currentWorkflowStatusId == null ? '' : String(value.currentWorkflowStatusId)}
          onValueChange={(v) => set({ currentWorkflowStatusId: v || null })}
          options={[{ value: '', label: P.all }, ...(statuses.data?.workflowStatus ?? []).map((s) => ({ value: s.id, label: s.description }))]}
          data-testid="filter-workflow-status"
        />
      </div>
      {/* As many date ranges a row as fit whole (FILTER_GRID). */}
      <div className={grid.ranges}>
        <DayRangeField label={L.nextOrderDate} value={value.nextOrderDate} onChange={(nextOrderDate) => set({ nextOrderDate })} testId="filter-next-order" />
        <DayRangeField label={L.expirationDate} value={value.expirationDate} onChange={(expirationDate) => set({ expirationDate })} testId="filter-expiration" />
        <DayRangeField label={L.createdDate} value={value.createdDate} onChange={(createdDate) => set({ createdDate })} testId="filter-created" />
      </div>
    </FilterPanel>
  );
});
