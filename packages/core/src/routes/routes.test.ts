import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MAIN_ROUTES,
  ROUTE_OWNERSHIP,
  SUPPORT_ROUTES,
  clientProfilePath,
  decodeRouteId,
  encodeRouteId,
  fillRoute,
  highlightKey,
  isPublicPath,
  isSupportPath,
  linkKey,
  matchRoute,
  normalizePath,
  ownerModuleLink,
} from './routes.js';
import { SUPPORT_MENU } from '../access/support.js';

const sample = (pattern: string): string => pattern.replace(/:(\w+)/g, '17');

describe('route table', () => {
  it('normalises paths', () => {
    expect(normalizePath('/create/rx/direct/')).toBe('/create/rx/direct');
    expect(normalizePath('')).toBe('/');
    expect(normalizePath('dashboard?x=1#h')).toBe('/dashboard');
    expect(normalizePath('///')).toBe('/');
    expect(linkKey('/PrescribingShortcuts/')).toBe('/prescribingshortcuts');
  });

  it('matches parameters on one segment only', () => {
    expect(matchRoute(MAIN_ROUTES.clientProfile, '/clients/profile/42')).toBe(true);
    expect(matchRoute(MAIN_ROUTES.clientProfile, '/clients/profile')).toBe(false);
    expect(matchRoute(MAIN_ROUTES.clientProfile, '/clients/profile/4/2')).toBe(false);
    expect(matchRoute(MAIN_ROUTES.prescribingShortcuts, '/prescribingshortcuts')).toBe(true);
  });

  it('every main route has an owner in the ownership table, and sub-routes belong to their module', () => {
    for (const route of Object.values(MAIN_ROUTES)) {
      if (route === '/') {
        expect(ownerModuleLink(route)).toBeNull();
        continue;
      }
      const owner = ROUTE_OWNERSHIP[route as keyof typeof ROUTE_OWNERSHIP];
      expect(owner, route).toBeDefined();
      expect(ownerModuleLink(sample(route))).toBe(linkKey(owner));
    }
    expect(ownerModuleLink('/clients/profile/9')).toBe('/clientsearch');
    expect(ownerModuleLink('/create/rx/direct/')).toBe('/create');
    expect(ownerModuleLink('/officeuserx/create/rx')).toBe('/officeuserx');
    expect(ownerModuleLink('/usermanagement/userprofile/3')).toBe('/usermanagement');
    expect(ownerModuleLink('/products/88')).toBe('/products');
    expect(ownerModuleLink('/clients/other/9')).toBe('/clientsearch');
    expect(ownerModuleLink('/unknown/page')).toBe('/unknown');
    expect(ownerModuleLink('/support/role')).toBeNull();
    expect(ownerModuleLink('/login')).toBeNull();
  });

  it('classifies support and public paths', () => {
    expect(isSupportPath('/support')).toBe(true);
    expect(isSupportPath('/support/pims')).toBe(true);
    expect(isSupportPath('/supporter')).toBe(false);
    expect(isPublicPath('/login/callback')).toBe(true);
    expect(isPublicPath('/dashboard')).toBe(false);
  });

  it('highlights per the spec', () => {
    expect(highlightKey('/clients/profile/1')).toBe('/clientsearch');
    expect(highlightKey('/clientsearch')).toBe('/clientsearch');
    expect(highlightKey('/practicedetail/3')).toBe('/practicesearch');
    expect(highlightKey('/organizationdetail/3')).toBe('/practicesearch');
    expect(highlightKey('/officeuserx/create/rx')).toBe('/officeuserx');
    expect(highlightKey('/create/rx/product-selection')).toBe('/create');
    expect(highlightKey('/products/5')).toBe('/products');
    expect(highlightKey('/usermanagement/userprofile/5')).toBe('/usermanagement');
    expect(highlightKey('/link')).toBe('/link');
    expect(highlightKey('/PrescribingShortcuts')).toBe('/prescribingshortcuts');
    expect(highlightKey('/')).toBe('/');
    expect(highlightKey('/support')).toBe('/support');
    expect(highlightKey('/support/practicedetail/7')).toBe('/support/practicesearch');
    expect(highlightKey('/support/organizationdetail/7')).toBe('/support/practicesearch');
    expect(highlightKey('/support/role')).toBe('/support/role');
    expect(highlightKey('/support/pims')).toBe('/support/pims');
  });

  it('the highlight key of every route in the table is the key of its menu entry', () => {
    for (const route of Object.values(MAIN_ROUTES)) {
      if (route === '/') continue;
      const owner = ROUTE_OWNERSHIP[route as keyof typeof ROUTE_OWNERSHIP];
      expect(linkKey(highlightKey(sample(route))), route).toBe(linkKey(owner));
    }
    const supportKeys = new Set(SUPPORT_MENU.map((e) => e.key));
    for (const route of Object.values(SUPPORT_ROUTES)) {
      expect(supportKeys.has(highlightKey(sample(route))), route).toBe(true);
    }
  });

  it('the highlight key of any path is the path itself or a one-segment menu key, and is idempotent', () => {
    const segment = fc.stringMatching(/^[a-z0-9-]{1,12}$/);
    fc.assert(
      fc.property(fc.boolean(), segment, fc.array(segment, { maxLength: 4 }), (support, first, rest) => {
        fc.pre(support || first !== 'support');
        const path = `${support ? '/support' : ''}/${[first, ...rest].join('/')}`;
        const key = highlightKey(path);
        expect(highlightKey(key)).toBe(key);
        const inner = support ? key.slice('/support'.length) : key;
        expect(inner === linkKey(path).slice(support ? '/support'.length : 0) || /^\/[a-z]+$/.test(inner)).toBe(true);
        expect(key.startsWith('/support')).toBe(support);
      }),
    );
  });

  it('fills route parameters and refuses missing ones', () => {
    expect(fillRoute(MAIN_ROUTES.clientProfile, { locationClientId: 42 })).toBe('/clients/profile/42');
    expect(fillRoute(SUPPORT_ROUTES.practiceDetail, { practiceId: 'a b' })).toBe('/support/practicedetail/a%20b');
    expect(() => fillRoute(MAIN_ROUTES.productDetail, {})).toThrow(/id/);
  });

  it('base64 route ids round-trip for any text', () => {
    expect(encodeRouteId(42)).toBe('NDI=');
    expect(encodeRouteId('abc')).toBe('YWJj');
    expect(encodeRouteId('ab')).toBe('YWI=');
    expect(encodeRouteId('é€😀')).toBe('w6nigqzwn5iA');
    fc.assert(fc.property(fc.string({ unit: 'grapheme' }), (s) => {
      expect(decodeRouteId(encodeRouteId(s))).toBe(s);
    }));
    fc.assert(fc.property(fc.uuid(), (s) => {
      expect(decodeRouteId(encodeRouteId(s))).toBe(s);
    }));
  });

  it('rejects text that is not base64 of UTF-8', () => {
    expect(decodeRouteId('***')).toBeNull();
    expect(decodeRouteId('abc')).toBeNull();
    expect(decodeRouteId('/w==')).toBeNull();
    expect(decodeRouteId('wA==')).toBeNull();
    expect(decodeRouteId('4oI=')).toBeNull();
    expect(decodeRouteId('+Ijg4Ig==')).toBeNull();
    expect(decodeRouteId('9JCAgA==')).toBeNull();
    expect(decodeRouteId(' NDI= ')).toBe('42');
  });

  it('builds the client profile path with a base64 patient id', () => {
    expect(clientProfilePath(7)).toBe('/clients/profile/7');
    expect(clientProfilePath(7, 42)).toBe('/clients/profile/7?patientId=NDI%3D');
  });
});
