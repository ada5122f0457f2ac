import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canStartImpersonation,
  impersonationBanner,
  impersonationExitStorage,
  impersonationStartStorage,
} from './impersonation.js';

const target = { username: 'vet@clinic.com', locationUserId: 12, roleId: 3, locationId: 40 };

describe('impersonation rules', () => {
  it('allows a support user who is not impersonating to impersonate someone else', () => {
    expect(canStartImpersonation({ supportUsername: 'support@vetrx.com', isImpersonating: false, target })).toEqual({
      ok: true,
      value: target,
    });
  });

  it('refuses oneself, compared trimmed and case-insensitively', () => {
    expect(canStartImpersonation({ supportUsername: ' VET@clinic.com ', isImpersonating: false, target })).toEqual({
      ok: false,
      errors: { impersonation: 'You cannot impersonate yourself' },
    });
  });

  it('refuses any start while impersonating, whoever the target', () => {
    fc.assert(
      fc.property(fc.emailAddress(), fc.emailAddress(), (support, username) => {
        const r = canStartImpersonation({ supportUsername: support, isImpersonating: true, target: { ...target, username } });
        expect(r).toEqual({ ok: false, errors: { impersonation: 'You cannot impersonate further while impersonating' } });
      }),
    );
  });

  it('start is allowed exactly when not impersonating and not self', () => {
    fc.assert(
      fc.property(fc.emailAddress(), fc.emailAddress(), fc.boolean(), (support, username, isImpersonating) => {
        const r = canStartImpersonation({ supportUsername: support, isImpersonating, target: { ...target, username } });
        expect(r.ok).toBe(!isImpersonating && support.toLowerCase() !== username.toLowerCase());
      }),
    );
  });

  it('plans the stored keys on start and on exit', () => {
    expect(impersonationStartStorage(target)).toEqual({
      set: {
        username: 'vet@clinic.com',
        isImpersonation: 'true',
        locationUserId: '12',
        userLocationRoleId: '3',
        selectedLocationId: '40',
      },
      remove: [],
    });
    expect(impersonationExitStorage('support@vetrx.com')).toEqual({
      set: { username: 'support@vetrx.com', isImpersonation: 'false' },
      remove: ['userLocationRoleId', 'locationUserId', 'selectedLocationId'],
    });
  });

  it('writes the banner', () => {
    expect(impersonationBanner('vet@clinic.com')).toBe('Impersonation: vet@clinic.com');
  });
});

describe('impersonation choices and the stored target', () => {
  it('offers one target per active assignment at an active location, or one without a location', async () => {
    const { impersonationChoices, storedImpersonationTarget, impersonationStartStorage: start } = await import('./impersonation.js');
    const user = {
      username: 'vet@clinic.com',
      locationsUsers: [
        { id: 1, roleId: 3, locationId: 10, isActive: true, location: { isActive: true } },
        { id: 2, roleId: 3, locationId: 11, isActive: false, location: { isActive: true } },
        { id: 3, roleId: 4, locationId: 12, isActive: true, location: { isActive: false } },
      ],
    };
    expect(impersonationChoices(user)).toEqual([{ username: 'vet@clinic.com', locationUserId: 1, roleId: 3, locationId: 10 }]);
    expect(impersonationChoices({ username: 'support@x.com' })).toEqual([{ username: 'support@x.com', locationUserId: '', roleId: '', locationId: '' }]);
    const storage = new Map<string, string>(Object.entries(start(target).set) as [string, string][]);
    expect(storedImpersonationTarget((k) => storage.get(k) ?? null)).toEqual({ username: 'vet@clinic.com', locationUserId: '12', roleId: '3', locationId: '40' });
    storage.set('isImpersonation', 'false');
    expect(storedImpersonationTarget((k) => storage.get(k) ?? null)).toBeNull();
  });
});
