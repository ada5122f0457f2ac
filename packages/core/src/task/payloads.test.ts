import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { APPROVALS_TOASTS } from '../messages/approvals.js';
import { resolveActingLocationUser } from './acting-user.js';
import {
  buildTaskAttachment,
  approvalsErrorToast,
  buildApproveTaskAttachment,
  buildDeclinePrescriptionVariables,
  buildDeclineTaskVariables,
  declineRequestNotice,
  shouldDeclineLinkedPrescription,
} from './payloads.js';
import { isLargerQuantityRequested, largerQuantityNotice } from './quantity.js';
import { TASK_STATUSES } from './status.js';

const actedBy = { id: 4, uuid: 'u-4' };
const task = { id: 10, uuid: 't-10', type: 'approval', status: 'PENDING', initiatedBy: 'client', origin: 'storefront' };

describe('resolveActingLocationUser', () => {
  const memberships = [
    { id: 1, uuid: 'a', locationId: 1, isActive: false },
    { id: 2, uuid: 'b', locationId: '1', isActive: true },
    { id: 3, uuid: 'c', locationId: 2 },
  ];
  it('picks the active membership of the selected location', () => {
    expect(resolveActingLocationUser(memberships, 1)).toEqual({ id: 2, uuid: 'b' });
    expect(resolveActingLocationUser(memberships, '2')).toEqual({ id: 3, uuid: 'c' });
    expect(resolveActingLocationUser(memberships, 3)).toBeNull();
    expect(resolveActingLocationUser([memberships[0]], 1)).toBeNull();
  });
});

describe('decline payload', () => {
  it('builds UpsertPrescriptionTask variables, copying type, initiatedBy and origin', () => {
    expect(buildDeclineTaskVariables(task, ' Due for exam ', actedBy)).toEqual({
      ok: true,
      value: {
        uuid: 't-10',
        type: 'approval',
        status: 'VET_DECLINED',
        action: 'Declined',
        initiatedBy: 'client',
        origin: 'storefront',
        actionReason: 'Due for exam',
        actionedByLocationUserUuid: 'u-4',
      },
    });
    const r = buildDeclineTaskVariables({ id: 1, uuid: 'x', type: 'renewal', status: 'PENDING' }, 'Other', actedBy);
    expect(r.ok && r.value.initiatedBy === null && r.value.origin === null).toBe(true);
  });

  it('refuses a blank reason', () => {
    expect(buildDeclineTaskVariables(task, '  ', actedBy)).toEqual({
      ok: false,
      errors: { actionReason: 'This field is required' },
    });
  });

  it('refuses every non-pending task', () => {
    fc.assert(
      fc.property(fc.constantFrom(...TASK_STATUSES), (status) => {
        expect(buildDeclineTaskVariables({ ...task, status }, 'Other', actedBy).ok).toBe(status === 'PENDING');
        expect(buildApproveTaskAttachment({ ...task, status }, actedBy).ok).toBe(status === 'PENDING');
      }),
    );
    expect(buildApproveTaskAttachment({ ...task, status: 'VET_APPROVED' }, actedBy)).toEqual({
      ok: false,
      errors: { status: 'This request has already been actioned and cannot be changed.' },
    });
  });
});

describe('approve attachment', () => {
  it('builds prescriptionTaskToAttach', () => {
    expect(buildApproveTaskAttachment(task, actedBy)).toEqual({
      ok: true,
      value: {
        id: 10,
        status: 'VET_APPROVED',
        type: 'approval',
        action: 'Approved',
        initiatedBy: 'client',
        origin: 'storefront',
        actionedByLocationUserUuid: 'u-4',
      },
    });
  });

  it('refuses when the acting user has no uuid', () => {
    expect(buildApproveTaskAttachment(task, { id: 1, uuid: '' }).ok).toBe(false);
  });
});

describe('prescription decline / delete and linked prescription', () => {
  it('builds DeclinePrescription variables', () => {
    expect(buildDeclinePrescriptionVariables(7, ' Due for exam', actedBy)).toEqual({
      id: 7,
      input: { declinedByLocationUserId: 4, declineReason: 'Due for exam' },
    });
  });

  it('declines the linked prescription only when it is a draft', () => {
    expect(shouldDeclineLinkedPrescription({ prescription: { rxStatus: { code: 'Draft' } } })).toBe(true);
    expect(shouldDeclineLinkedPrescription({ prescription: { rxStatus: { code: 'Created' } } })).toBe(false);
    expect(shouldDeclineLinkedPrescription({ prescription: null })).toBe(false);
  });
});

describe('notices', () => {
  it('larger quantity iff the requested packs exceed the authorized packs (units per fill over pack size)', () => {
    const qty = fc.option(fc.integer({ min: 0, max: 10_000 }), { nil: null });
    const pack = fc.option(fc.integer({ min: 0, max: 120 }), { nil: null });
    fc.assert(
      fc.property(qty, qty, qty, pack, (requested, current, previous, packsizeQty) => {
        const t = {
          quantityRequested: requested,
          product: { packsizeQty },
          prescription: current === null ? null : { unitPerFill: current },
          previousPrescription: { unitPerFill: previous },
        };
        const authorized = current ?? previous;
        const packs = authorized === null ? null : packsizeQty ? authorized / packsizeQty : authorized;
        const expected = requested !== null && packs !== null && requested > packs;
        expect(isLargerQuantityRequested(t)).toBe(expected);
        expect(largerQuantityNotice(t) !== null).toBe(expected);
      }),
    );
    expect(isLargerQuantityRequested({ quantityRequested: 2, product: { packsizeQty: 30 }, previousPrescription: { unitPerFill: 30 } })).toBe(true);
    expect(isLargerQuantityRequested({ quantityRequested: 2, product: { packsizeQty: 30 }, previousPrescription: { unitPerFill: 60 } })).toBe(false);
    expect(largerQuantityNotice({ quantityRequested: 2, prescription: { unitPerFill: 1 } })).toMatch(/larger quantity/);
  });

  it('decline notice only for client approval requests', () => {
    expect(declineRequestNotice({ type: 'approval' })).toMatch(/cancels the client's pending order/);
    expect(declineRequestNotice({ type: 'renewal' })).toBeNull();
  });
});

describe('approvalsErrorToast', () => {
  it('shows the server message when present, else the catalogue toast', () => {
    expect(approvalsErrorToast(APPROVALS_TOASTS.errorArchiveRx, ' Order busy ')).toEqual({
      title: 'Error Archive RX',
      description: 'Order busy',
    });
    expect(approvalsErrorToast(APPROVALS_TOASTS.errorUpdatingRequest, '  ')).toBe(APPROVALS_TOASTS.errorUpdatingRequest);
    expect(approvalsErrorToast(APPROVALS_TOASTS.errorRx)).toEqual({ title: 'Error RX' });
  });
});

describe('buildTaskAttachment', () => {
  const pending = { id: 7, uuid: 't-7', type: 'approval', status: 'PENDING', action: null, initiatedBy: 'client', origin: 'storefront' };
  const actedBy = { id: 3, uuid: 'u-3' };
  it('issuing approves: the attachment carries the status and action the task takes', () => {
    for (const type of ['AuthorizeRx', 'PrintRx'] as const) {
      const r = buildTaskAttachment(pending, actedBy, type);
      expect(r).toEqual({ ok: true, value: expect.objectContaining({ id: 7, status: 'VET_APPROVED', action: 'Approved', actionedByLocationUserUuid: 'u-3' }) });
    }
  });
  it('saving a draft keeps the task status and action', () => {
    expect(buildTaskAttachment(pending, actedBy, 'SaveAsDraft')).toEqual({ ok: true, value: expect.objectContaining({ status: 'PENDING', action: null }) });
  });
  it('an actioned task cannot be attached', () => {
    for (const status of ['VET_APPROVED', 'VET_DECLINED', 'PV1_APPROVED', 'PV1_DECLINED'])
      for (const type of ['AuthorizeRx', 'SaveAsDraft'] as const) expect(buildTaskAttachment({ ...pending, status }, actedBy, type).ok).toBe(false);
  });
});
