import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  buildPrescriptionWorkflowVariables,
  buildTaskWorkflowVariables,
  hasWorkflowChoice,
  validateWorkflowForm,
  workflowUserOptions,
  workflowUserWarning,
} from './workflow.js';

const now = new Date('2026-03-04T10:11:12.000Z');
const actedBy = { id: 4, uuid: 'u-4' };

describe('validateWorkflowForm', () => {
  it('requires workflow user and status', () => {
    expect(validateWorkflowForm({})).toEqual({
      ok: false,
      errors: { workflowLocationUserId: 'This field is required', currentWorkflowStatusId: 'This field is required' },
    });
    expect(validateWorkflowForm({ workflowLocationUserId: ' ', currentWorkflowStatusId: 2 })).toEqual({
      ok: false,
      errors: { workflowLocationUserId: 'This field is required' },
    });
  });

  it('internal note: at most 500 characters, trimmed, blank → null', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 600 }), (note) => {
        const r = validateWorkflowForm({ workflowLocationUserId: 'a', currentWorkflowStatusId: 1, internalNote: note });
        if (note.length > 500) {
          expect(r).toEqual({ ok: false, errors: { internalNote: 'Must be 500 characters or fewer' } });
        } else {
          expect(r).toEqual({
            ok: true,
            value: { workflowLocationUserId: 'a', currentWorkflowStatusId: 1, internalNote: note.trim() || null },
          });
        }
      }),
    );
  });

  it('hasWorkflowChoice is true when user or status is set', () => {
    expect(hasWorkflowChoice({})).toBe(false);
    expect(hasWorkflowChoice({ workflowLocationUserId: '', currentWorkflowStatusId: null })).toBe(false);
    expect(hasWorkflowChoice({ currentWorkflowStatusId: 0 })).toBe(true);
    expect(hasWorkflowChoice({ workflowLocationUserId: 'x' })).toBe(true);
  });
});

describe('workflow user', () => {
  it('warns only when the current workflow user is inactive', () => {
    expect(workflowUserWarning({ workflowLocationUser: { isActive: false } })).toBe(
      'This user is inactive, please select an active user.',
    );
    expect(workflowUserWarning({ workflowLocationUser: { isActive: true } })).toBeNull();
    expect(workflowUserWarning({ workflowLocationUser: null })).toBeNull();
    expect(workflowUserWarning(null)).toBeNull();
  });

  it('options: active users of the location as name plus role, sorted', () => {
    const users = [
      { id: 1, displayName: 'zoe Park', isActive: true, locationId: 9, role: { name: 'Staff' } },
      { id: 2, firstName: 'Ada', lastName: 'Smith', isActive: true, role: { description: 'Vet' } },
      { id: 3, displayName: 'Bo Inactive', isActive: false, role: { name: 'Vet' } },
      { id: 4, displayName: 'Other Place', isActive: true, locationId: 8 },
      { id: 5, displayName: 'Cy NoRole', isActive: true, role: null },
    ];
    expect(workflowUserOptions(users, 9)).toEqual([
      { value: 2, label: 'Ada Smith (Vet)' },
      { value: 5, label: 'Cy NoRole' },
      { value: 1, label: 'zoe Park (Staff)' },
    ]);
  });

  it('never lists an inactive user', () => {
    const user = fc.record({ id: fc.nat(), isActive: fc.option(fc.boolean(), { nil: null }), displayName: fc.string() });
    fc.assert(
      fc.property(fc.array(user), (users) => {
        const ids = workflowUserOptions(users, 1).map((o) => o.value);
        for (const id of ids) expect(users.some((u) => u.id === id && u.isActive === true)).toBe(true);
      }),
    );
  });
});

describe('workflow payloads', () => {
  const value = { workflowLocationUserId: 7, currentWorkflowStatusId: 2, internalNote: 'call owner' };

  it('UpdatePrescriptionTaskWorkflow variables', () => {
    expect(buildTaskWorkflowVariables(12, value, actedBy, now)).toEqual({
      prescriptionTaskId: 12,
      prescriptionTaskWorkflow: {
        prescriptionTaskId: 12,
        currentWorkflowStatusId: 2,
        workflowLocationUserId: 7,
        assignDate: '2026-03-04T10:11:12.000Z',
        assignedByLocationUserId: 4,
        internalNote: 'call owner',
      },
      changedBy: 4,
    });
  });

  it('upsertPrescriptionWorkflow variables, with id only when updating', () => {
    expect(buildPrescriptionWorkflowVariables({ prescriptionId: 3, value, actedBy, now })).toEqual({
      input: {
        assignDate: '2026-03-04T10:11:12.000Z',
        assignedByLocationUserId: 4,
        currentWorkflowStatusId: 2,
        internalNote: 'call owner',
        prescriptionId: 3,
        workflowLocationUserId: 7,
      },
    });
    expect(buildPrescriptionWorkflowVariables({ prescriptionId: 3, value, actedBy, now, id: 44 }).input.id).toBe(44);
    expect('id' in buildPrescriptionWorkflowVariables({ prescriptionId: 3, value, actedBy, now, id: null }).input).toBe(false);
  });
});
