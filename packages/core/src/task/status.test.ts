import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  APPROVAL_STATUS_CRITERIA,
  APPROVAL_STATUS_FILTER_VALUES,
  approvalStatusFilterOptions,
  approvalStatusFilterSchema,
  isTaskPending,
  isTaskStatus,
  matchesApprovalStatusFilter,
  TASK_ACTIONS,
  TASK_STATUSES,
  taskStatusLabel,
  taskStatusSchema,
} from './status.js';

describe('task status labels', () => {
  it('labels every status as the spec says', () => {
    expect(TASK_STATUSES.map((s) => taskStatusLabel(s))).toEqual([
      'Pending',
      'Approved By Vet',
      'Approved By Pharmacy',
      'Declined',
      'Declined By Pharmacy',
    ]);
  });

  it("'Approved By {user}' uses the trimmed user, defaulting to Vet when blank", () => {
    fc.assert(
      fc.property(fc.option(fc.string(), { nil: null }), (user) => {
        const expected = user && user.trim() ? `Approved By ${user.trim()}` : 'Approved By Vet';
        expect(taskStatusLabel('VET_APPROVED', user)).toBe(expected);
      }),
    );
  });

  it('shows an unknown status as stored', () => {
    expect(taskStatusLabel('ON_HOLD')).toBe('ON_HOLD');
    expect(taskStatusLabel(null)).toBe('');
  });

  it('recognises statuses', () => {
    expect(isTaskStatus('PENDING')).toBe(true);
    expect(isTaskStatus('pending')).toBe(false);
    expect(isTaskStatus(3)).toBe(false);
    expect(taskStatusSchema.safeParse('PV1_DECLINED').success).toBe(true);
    expect(isTaskPending({ status: 'PENDING' })).toBe(true);
    expect(isTaskPending({ status: 'VET_APPROVED' })).toBe(false);
  });
});

describe('approval-status filter', () => {
  it('offers the six values with their labels, default pending', () => {
    expect(approvalStatusFilterOptions()).toEqual([
      { value: 'pending', label: 'Pending' },
      { value: 'pharmacy-approved', label: 'Approved By Pharmacy' },
      { value: 'pharmacy-declined', label: 'Declined By Pharmacy' },
      { value: 'system-declined', label: 'Declined By System' },
      { value: 'vet-approved', label: 'Approved By Vet' },
      { value: 'vet-declined', label: 'Declined By Vet' },
    ]);
    expect(approvalStatusFilterSchema.safeParse('vet-declined').success).toBe(true);
    expect(approvalStatusFilterSchema.safeParse('declined').success).toBe(false);
  });

  const actions = [...Object.values(TASK_ACTIONS), null];

  it('every task matches at most one filter value, and each value matches its own status only', () => {
    fc.assert(
      fc.property(fc.constantFrom(...TASK_STATUSES), fc.constantFrom(...actions), (status, action) => {
        const matches = APPROVAL_STATUS_FILTER_VALUES.filter((v) => matchesApprovalStatusFilter(v, { status, action }));
        expect(matches.length).toBeLessThanOrEqual(1);
        for (const v of matches) expect(APPROVAL_STATUS_CRITERIA[v].status).toBe(status);
      }),
    );
  });

  it('tells vet and system declines apart by action', () => {
    expect(matchesApprovalStatusFilter('vet-declined', { status: 'VET_DECLINED', action: 'Declined' })).toBe(true);
    expect(matchesApprovalStatusFilter('vet-declined', { status: 'VET_DECLINED', action: 'AutoDeclined' })).toBe(false);
    expect(matchesApprovalStatusFilter('system-declined', { status: 'VET_DECLINED', action: 'AutoDeclined' })).toBe(true);
    expect(matchesApprovalStatusFilter('system-declined', { status: 'VET_DECLINED', action: null })).toBe(false);
    expect(matchesApprovalStatusFilter('pending', { status: 'PENDING' })).toBe(true);
    expect(matchesApprovalStatusFilter('pharmacy-approved', { status: 'VET_APPROVED' })).toBe(false);
  });
});
