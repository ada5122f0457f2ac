import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canShowHelpClient,
  hasOoboModule,
  helpClientErrorMessage,
  impersonationIdFrom,
  startSessionBody,
  validateImpersonationBody,
} from './help-client.js';
import { SYSTEM_DECLINE_REASONS } from '../messages/clients.js';
import { systemDeclineTransition } from '../task/decline.js';
import { checkCanAddPatient, clientActiveChange, inactiveClientReason, patientDeclineCause, type SystemDeclineCause } from './status.js';

describe('client active flag', () => {
  it('declines pending prescriptions when an active client becomes inactive, warning only when some are pending', () => {
    fc.assert(
      fc.property(fc.option(fc.boolean()), fc.boolean(), fc.nat({ max: 5 }), (wasActive, isActive, pending) => {
        const d = clientActiveChange({ wasActive, isActive, pendingTaskCount: pending });
        expect(d.declinesPending).toBe(wasActive === true && !isActive);
        expect(d.warning !== null).toBe(d.declinesPending && pending > 0);
      }),
    );
    expect(clientActiveChange({ wasActive: true, isActive: false, pendingTaskCount: 1 }).warning).toMatch(/decline all of them automatically/);
  });

  it('needs an active client to add a patient', () => {
    expect(checkCanAddPatient({ isActive: true })).toEqual({ ok: true, value: { isActive: true } });
    expect(checkCanAddPatient({ isActive: false })).toEqual({ ok: false, errors: { locationClientId: 'Client is not active' } });
  });

  it('gives the reason an action on the client is unavailable exactly when adding a patient is refused', () => {
    fc.assert(
      fc.property(fc.boolean(), (isActive) => {
        expect(inactiveClientReason({ isActive })).toBe(isActive ? null : 'Please activate client.');
        expect(inactiveClientReason({ isActive }) === null).toBe(checkCanAddPatient({ isActive }).ok);
      }),
    );
  });
});

describe('help-client rules', () => {
  it('shows the button with the oobo feature and the oobo module or setting', () => {
    expect(canShowHelpClient({ features: { oobo: true }, hasOoboModule: true })).toBe(true);
    expect(canShowHelpClient({ features: { oobo: true }, hasOoboModule: false, impersonationSettingAllowsOobo: true })).toBe(true);
    expect(canShowHelpClient({ features: { oobo: true }, hasOoboModule: false })).toBe(false);
    expect(canShowHelpClient({ features: {}, hasOoboModule: true })).toBe(false);
    expect(hasOoboModule([{ isActive: true, module: { name: ' OOBO ' } }])).toBe(true);
    expect(hasOoboModule([{ isActive: true, module: { name: 'oobo', isActive: false } }])).toBe(false);
    expect(hasOoboModule([{ isActive: false, module: { name: 'oobo' } }])).toBe(false);
  });

  it('reads ids and builds the request bodies', () => {
    expect(impersonationIdFrom({ uuid: 'u-1', id: 3 })).toBe('u-1');
    expect(impersonationIdFrom({ id: 42 })).toBe('42');
    expect(impersonationIdFrom({})).toBeNull();
    expect(impersonationIdFrom(null)).toBeNull();
    expect(validateImpersonationBody('c', 'client')).toEqual({ uuid: 'c', type: 'account-caretaker' });
    expect(validateImpersonationBody('u', 'user')).toEqual({ uuid: 'u', type: 'account-user' });
    expect(startSessionBody({ userUuid: 'u', clientImpersonationId: 'c' })).toEqual({ uuid: 'u', impersonationId: 'c', impersonationType: 'vet' });
  });

  it('throws the server message or the status', () => {
    expect(helpClientErrorMessage('Nope', 400)).toBe('Nope');
    expect(helpClientErrorMessage(' ', 502)).toBe('Error status: 502');
  });
});

describe('automatic decline', () => {
  it('a new date of death wins over deactivation; nothing else declines', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), fc.boolean(), fc.boolean(), (wasActive, isActive, wasDeceased, isDeceased) => {
        const cause = patientDeclineCause({ wasActive, isActive, wasDeceased, isDeceased });
        const expected = !wasDeceased && isDeceased ? 'patientDeceased' : wasActive && !isActive ? 'patientInactive' : null;
        expect(cause).toBe(expected);
      }),
    );
  });

  it('declines only pending tasks, as the system: VET_DECLINED, AutoDeclined, the reason, nobody acting', () => {
    const causes = Object.keys(SYSTEM_DECLINE_REASONS) as SystemDeclineCause[];
    fc.assert(
      fc.property(fc.constantFrom('PENDING', 'VET_APPROVED', 'PV1_APPROVED', 'VET_DECLINED', 'PV1_DECLINED', 'nonsense'), fc.constantFrom(...causes), (status, cause) => {
        const next = systemDeclineTransition(status, cause);
        if (status !== 'PENDING') {
          expect(next).toBeNull();
          return;
        }
        expect(next).toEqual({
          status: 'VET_DECLINED',
          action: 'AutoDeclined',
          actionReason: SYSTEM_DECLINE_REASONS[cause],
          actionedByLocationUserUuid: null,
        });
      }),
    );
  });
});
