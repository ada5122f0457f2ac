import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  matchesRequestTypeFilter,
  parseRequestTypeFilter,
  REQUEST_TYPE_FILTERS,
  requestTypeFilterTypes,
  requestTypeOptions,
  TASK_TYPES,
  taskTypeLabel,
} from './type.js';

describe('task types', () => {
  it('labels the known types', () => {
    expect(TASK_TYPES.map(taskTypeLabel)).toEqual([
      'Client Request',
      'Recommendation Request',
      'Expiring Rx Request',
      'Renewal Request',
    ]);
  });

  it('defaults any other type to Approval Request', () => {
    fc.assert(
      fc.property(fc.option(fc.string().filter((s) => !(TASK_TYPES as readonly string[]).includes(s)), { nil: null }), (t) => {
        expect(taskTypeLabel(t)).toBe('Approval Request');
      }),
    );
  });
});

describe('request-type filter', () => {
  it('ExpiringRx means expiring; AllExceptExpiringRx every other known type', () => {
    expect(requestTypeFilterTypes('ExpiringRx')).toEqual(['expiring']);
    expect(requestTypeFilterTypes('AllExceptExpiringRx')).toEqual(['approval', 'draft', 'renewal']);
  });

  it('the two values partition every type, and no filter matches all', () => {
    fc.assert(
      fc.property(fc.oneof(fc.constantFrom(...TASK_TYPES), fc.string()), (type) => {
        const hits = REQUEST_TYPE_FILTERS.filter((f) => matchesRequestTypeFilter(f, type));
        expect(hits).toHaveLength(1);
        expect(matchesRequestTypeFilter(null, type)).toBe(true);
        for (const f of REQUEST_TYPE_FILTERS) {
          if ((TASK_TYPES as readonly string[]).includes(type)) {
            expect(matchesRequestTypeFilter(f, type)).toBe((requestTypeFilterTypes(f) as string[]).includes(type));
          }
        }
      }),
    );
  });

  it('parses the query parameter strictly', () => {
    expect(parseRequestTypeFilter('ExpiringRx')).toBe('ExpiringRx');
    expect(parseRequestTypeFilter('expiringrx')).toBeNull();
    expect(parseRequestTypeFilter(undefined)).toBeNull();
  });

  it('lists options: all except expiring, then each type', () => {
    expect(requestTypeOptions()).toEqual([
      { value: 'AllExceptExpiringRx', label: 'All Except Expiring Rx' },
      { value: 'approval', label: 'Client Request' },
      { value: 'draft', label: 'Recommendation Request' },
      { value: 'expiring', label: 'Expiring Rx Request' },
      { value: 'renewal', label: 'Renewal Request' },
    ]);
  });
});
