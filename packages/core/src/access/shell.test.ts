import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMessage } from '../common/format-message.js';
import { pimsConnectionStatus, userPimsLinkDot } from './pims-status.js';
import {
  LOGIN_FOOTER_LINKS,
  STORAGE_KEYS,
} from './session.js';
import { SUPPORT_MENU, buildSupportMenu } from './support.js';

describe('support area', () => {
  it('lists the support entries, Role only for the admin support group', () => {
    expect(buildSupportMenu({ inAdminSupportGroup: true }).map((e) => [e.label, e.link])).toEqual([
      ['Support Home', '/support'],
      ['User Management', '/support/impersonate'],
      ['Practice Setup', '/support/practicesearch'],
      ['Prescribing Shortcuts', '/support/prescribingshortcuts'],
      ['Role', '/support/role'],
      ['Pims Lookup', '/support/pims'],
    ]);
    expect(buildSupportMenu({ inAdminSupportGroup: false }).map((e) => e.label)).not.toContain('Role');
    expect(SUPPORT_MENU).toHaveLength(7);
  });

  it('shows Sandbox only where the sandbox runs', () => {
    expect(buildSupportMenu({ inAdminSupportGroup: false, sandbox: true }).at(-1)).toMatchObject({ label: 'Sandbox', link: '/support/sandbox' });
    expect(buildSupportMenu({ inAdminSupportGroup: true, sandbox: false }).map((e) => e.label)).not.toContain('Sandbox');
  });
});

describe('session constants', () => {
  it('names the storage keys and the limits of the shell', () => {
    expect(Object.values(STORAGE_KEYS).sort()).toEqual(
      ['inAdminSupportGroup', 'isImpersonation', 'locationUserId', 'selectedLocationId', 'userLocationRoleId', 'username'].sort(),
    );
    expect(LOGIN_FOOTER_LINKS.map((l) => l.label)).toEqual([
      'Terms of service',
      'Privacy Policy',
      'Online Prescribing Notice',
      'Contact us',
    ]);
  });


});

describe('PIMS indicators', () => {
  it('colours the user link dot', () => {
    expect(userPimsLinkDot({ canAuthorize: true, pimsId: null })).toEqual({ color: 'red', label: 'PIMS Not Connected' });
    expect(userPimsLinkDot({ canAuthorize: true, pimsId: '  ' })).toEqual({ color: 'red', label: 'PIMS Not Connected' });
    expect(userPimsLinkDot({ canAuthorize: false, pimsId: 'p-1' })).toEqual({ color: 'green', label: 'PIMS Connected' });
    expect(userPimsLinkDot({ canAuthorize: null, pimsId: undefined })).toEqual({ color: 'grey', label: null });
  });

  it('says Connected only when the install status carries an account id', () => {
    expect(pimsConnectionStatus({ pimsAccountId: 'acc' })).toEqual({ connected: true, label: 'Connected' });
    expect(pimsConnectionStatus({ pimsAccountId: '' })).toEqual({ connected: false, label: 'Not Connected' });
    expect(pimsConnectionStatus(null)).toEqual({ connected: false, label: 'Not Connected' });
  });
});

describe('formatMessage', () => {
  it('fills known placeholders and leaves unknown ones', () => {
    expect(formatMessage('Impersonation: {username}', { username: 'a' })).toBe('Impersonation: a');
    expect(formatMessage('{count} Locations', { count: 3 })).toBe('3 Locations');
    expect(formatMessage('Failed to link user: {message}', {})).toBe('Failed to link user: {message}');
  });

  it('a template without placeholders is returned unchanged', () => {
    fc.assert(
      fc.property(fc.string().filter((s) => !/[{}]/.test(s)), fc.dictionary(fc.string(), fc.string()), (t, v) => {
        expect(formatMessage(t, v)).toBe(t);
      }),
    );
  });
});

describe('location features', () => {
  it('builds the feature record from Location.features', async () => {
    const { featuresFromList, hasFeature } = await import('../common/features.js');
    expect(featuresFromList(['oobo', 'hasReportingPage', 'unknown'])).toEqual({ oobo: true, hasReportingPage: true });
    expect(featuresFromList(null)).toEqual({});
    expect(hasFeature(featuresFromList(['oobo']), 'oobo')).toBe(true);
    expect(hasFeature(undefined, 'oobo')).toBe(false);
  });
});
