import dayjs from 'dayjs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  activeApprovalsFilterCount,
  approvalsFiltersForQuery,
  buildTaskListVariables,
  DEFAULT_APPROVALS_FILTERS,
  dayRangeInstants,
  groupedTaskStatus,
  matchesTaskStatusList,
  requestTypeValueTypes,
  taskCountVariables,
  taskStatusCriteria,
  taskStatusQueryValues,
  type ApprovalsFilters,
} from './filters.js';
import { APPROVAL_STATUS_FILTER_VALUES, matchesApprovalStatusFilter, TASK_ACTIONS, TASK_STATUSES } from './status.js';
import { TASK_TYPES } from './type.js';

const statusArb = fc.constantFrom(...TASK_STATUSES);
const actionArb = fc.option(fc.constantFrom(...Object.values(TASK_ACTIONS)), { nil: null });
const filterArb = fc.constantFrom(...APPROVAL_STATUS_FILTER_VALUES);

describe('approvals filters', () => {
  it('start with status Pending and nothing else', () => {
    expect(activeApprovalsFilterCount(DEFAULT_APPROVALS_FILTERS)).toBe(0);
    expect(buildTaskListVariables(1, DEFAULT_APPROVALS_FILTERS)).toEqual({
      locationId: 1,
      status: ['PENDING'],
      type: null,
      productClassification: null,
      isAutoship: null,
      assignedVeterinarianIds: null,
      assignedToLocationUserId: null,
      nextOrderDateStart: null,
      nextOrderDateEnd: null,
      expirationDateStart: null,
      expirationDateEnd: null,
      startDateTime: null,
      endDateTime: null,
      currentWorkflowStatusId: null,
      nameFilter: null,
      locationClientId: null,
      locationPatientId: null,
      skip: 0,
      take: 10,
    });
  });

  it('read the /approve type parameter', () => {
    expect(approvalsFiltersForQuery('ExpiringRx').requestType).toBe('expiring');
    expect(approvalsFiltersForQuery('AllExceptExpiringRx').requestType).toBe('AllExceptExpiringRx');
    expect(approvalsFiltersForQuery('nonsense').requestType).toBeNull();
    expect(approvalsFiltersForQuery(null).status).toEqual(['pending']);
  });

  it('send a type list for each request type', () => {
    expect(requestTypeValueTypes(null)).toBeNull();
    expect(requestTypeValueTypes('AllExceptExpiringRx')).toEqual(['approval', 'draft', 'renewal']);
    for (const t of TASK_TYPES) expect(requestTypeValueTypes(t)).toEqual([t]);
  });

  it('page: skip is (page - 1) × size for any page and size', () => {
    fc.assert(
      fc.property(fc.integer({ min: -3, max: 500 }), fc.integer({ min: -3, max: 100 }), (page, size) => {
        const v = buildTaskListVariables(1, DEFAULT_APPROVALS_FILTERS, page, size);
        const s = Math.max(1, size || 1);
        expect(v.take).toBe(s);
        expect(v.skip).toBe((Math.max(1, page || 1) - 1) * s);
        expect(v.skip % v.take).toBe(0);
      }),
    );
  });

  it('autoship All sends nothing, Yes and No a boolean; a blank name sends nothing', () => {
    const f = (over: Partial<ApprovalsFilters>) => buildTaskListVariables(1, { ...DEFAULT_APPROVALS_FILTERS, ...over });
    expect(f({ autoship: 'yes' }).isAutoship).toBe(true);
    expect(f({ autoship: 'no' }).isAutoship).toBe(false);
    expect(f({ autoship: 'all' }).isAutoship).toBeNull();
    fc.assert(
      fc.property(fc.string(), (name) => {
        const v = f({ name });
        expect(v.nameFilter).toBe(name.trim() || null);
      }),
    );
  });

  it('day ranges: next order and expiration as days, created as the instants of whole local days', () => {
    const v = buildTaskListVariables(1, {
      ...DEFAULT_APPROVALS_FILTERS,
      nextOrderDate: { from: '2026-01-01', to: '2026-01-31' },
      expirationDate: { from: 'x', to: '2026-02-30' },
      createdDate: { from: '2026-03-04', to: '2026-03-04' },
    });
    expect([v.nextOrderDateStart, v.nextOrderDateEnd]).toEqual(['2026-01-01', '2026-01-31']);
    expect([v.expirationDateStart, v.expirationDateEnd]).toEqual([null, null]);
    expect(v.startDateTime).toBe(dayjs('2026-03-04').startOf('day').toISOString());
    expect(v.endDateTime).toBe(dayjs('2026-03-04').endOf('day').toISOString());
    expect(new Date(v.endDateTime!).getTime() - new Date(v.startDateTime!).getTime()).toBe(86_400_000 - 1);
    expect(dayRangeInstants({})).toEqual({ start: null, end: null });
  });

  it('counts the filters that differ from the defaults', () => {
    expect(
      activeApprovalsFilterCount({
        ...DEFAULT_APPROVALS_FILTERS,
        requestType: 'expiring',
        status: ['pending', 'vet-approved'],
        assignedVeterinarianIds: [3],
        createdDate: { from: '2026-01-01' },
      }),
    ).toBe(4);
  });

  it('count variables are the list variables without skip and take', () => {
    const v = buildTaskListVariables(1, DEFAULT_APPROVALS_FILTERS, 3);
    const c = taskCountVariables(v);
    expect(c).not.toHaveProperty('skip');
    expect(c).not.toHaveProperty('take');
    expect({ ...c, skip: v.skip, take: v.take }).toEqual(v);
  });
});

describe('task status lists', () => {
  it('a filter value matches exactly the tasks its criteria match, sent either way', () => {
    fc.assert(
      fc.property(fc.array(filterArb, { maxLength: 6 }), statusArb, actionArb, (values, status, action) => {
        const task = { status, action };
        const expected = values.length === 0 || values.some((v) => matchesApprovalStatusFilter(v, task));
        expect(matchesTaskStatusList(taskStatusQueryValues(values), task)).toBe(expected);
        expect(matchesTaskStatusList(values, task)).toBe(expected);
      }),
    );
  });

  it('task statuses match on status alone', () => {
    fc.assert(
      fc.property(fc.array(statusArb, { minLength: 1 }), statusArb, actionArb, (values, status, action) => {
        expect(matchesTaskStatusList(values, { status, action })).toBe(values.includes(status));
      }),
    );
  });

  it('sends plain statuses where the action does not matter', () => {
    expect(taskStatusQueryValues(['pending', 'pharmacy-approved', 'vet-declined', 'pending'])).toEqual(['PENDING', 'PV1_APPROVED', 'vet-declined']);
  });

  it('unknown values match nothing; no list matches everything', () => {
    expect(taskStatusCriteria(['bogus'])).toEqual([]);
    expect(matchesTaskStatusList(['bogus'], { status: 'PENDING' })).toBe(false);
    expect(taskStatusCriteria(null)).toBeNull();
    expect(taskStatusCriteria([])).toBeNull();
    expect(taskStatusCriteria([' Vet-Declined '])).toEqual([{ status: 'VET_DECLINED', actions: ['Declined'] }]);
  });

  it('the grouped list defaults to Pending and keeps a list that is sent', () => {
    expect(groupedTaskStatus(undefined)).toEqual(['PENDING']);
    expect(groupedTaskStatus(null)).toEqual(['PENDING']);
    expect(groupedTaskStatus([])).toEqual(['PENDING']);
    fc.assert(
      fc.property(fc.array(statusArb, { minLength: 1 }), (list) => {
        expect(groupedTaskStatus(list)).toEqual(list);
      }),
    );
  });
});
