import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MenuContext } from '../access/menu.js';
import { ADMIN_MODULE_LINKS, canUseModule } from './module-access.js';
import { OFFICE_USE_NAME, officeUseClientValues, officeUsePatient, officeUsePrefill } from './office-use.js';
import { ADMIN_LIMITS } from './constants.js';
import { reportEmbedPath, reportMonth } from './report.js';
import { filterShortcuts } from './shortcut.js';

describe('shortcut list filters', () => {
  const list = [
    { label: 'BID with food', type: 'SIG' },
    { label: 'Give with food', type: 'NC' },
    { label: 'Call with questions', type: 'NP' },
  ];
  it('searches labels from 3 characters and filters by type', () => {
    expect(filterShortcuts(list, { label: 'fo' }).length).toBe(3);
    expect(filterShortcuts(list, { label: 'FOOD' }).map((s) => s.type)).toEqual(['SIG', 'NC']);
    expect(filterShortcuts(list, { label: 'food', type: 'nc' }).map((s) => s.label)).toEqual(['Give with food']);
    expect(filterShortcuts(list, { type: '' }).length).toBe(3);
  });
  it('never returns a shortcut that does not match', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 6 }), fc.constantFrom(null, 'SIG', 'NC', 'NP'), (label, type) => {
        for (const s of filterShortcuts(list, { label, type })) {
          if (type) expect(s.type).toBe(type);
          if (label.trim().length >= 3) expect(s.label.toLowerCase()).toContain(label.trim().toLowerCase());
        }
      }),
    );
  });
});

describe('office use', () => {
  const location = {
    name: ' Riverside Veterinary Clinic ',
    emailAddress: ' Front@Riverside.Example.com ',
    locationPhones: [
      { phoneNumber: '2125550100', phoneTypeId: 5, isActive: true },
      { phoneNumber: '2125550101', phoneTypeId: 3, isActive: true },
      { phoneNumber: '2125550102', phoneTypeId: 1, isActive: false },
    ],
    locationAddresses: [
      { addressTypeId: 4, addressLine1: '9 Dock St', city: 'Albany', state: 'NY', zip: '12207' },
      { addressTypeId: 2, addressLine1: '1 River Rd', addressLine2: 'Suite 2', city: 'Albany', state: 'NY', zip: '12207' },
    ],
  };
  it('makes the office-use client from the location', () => {
    const v = officeUseClientValues(location, { phone: 3, address: 2 });
    expect([v.firstName, v.lastName, v.email, v.patientName]).toEqual(['Riverside Veterinary Clinic', OFFICE_USE_NAME, 'front@riverside.example.com', 'Office Use']);
    expect(v.phones).toEqual([
      { phoneNumber: '2125550100', phoneTypeId: 5, isPrimary: false },
      { phoneNumber: '2125550101', phoneTypeId: 3, isPrimary: true },
    ]);
    expect(v.address?.addressLine1).toBe('1 River Rd');
    expect(officeUseClientValues({ ...location, locationAddresses: [] }).address).toBeNull();
    expect(officeUseClientValues(location).phones[0].isPrimary).toBe(true);
  });
  it('finds the office-use patient and prefills the vetou shortcuts', () => {
    const patient = (id: number, isOfficeUse: boolean, isActive = true) => ({ id, isOfficeUse, isActive });
    expect(
      officeUsePatient({
        locationPatientClients: [
          { isActive: true, isPrimary: true, locationPatient: patient(1, false) },
          { isActive: true, isPrimary: false, locationPatient: patient(2, true) },
        ],
      })?.id,
    ).toBe(2);
    expect(officeUsePatient({ locationPatientClients: [{ isActive: false, isPrimary: true, locationPatient: patient(3, true) }] })).toBeNull();
    const shortcuts = [
      { type: 'SIG', label: 'vetou', details: 'Office SIG' },
      { type: 'NP', label: ' VETOU ', details: 'Office NP' },
      { type: 'NC', label: 'vetou', details: 'ignored' },
    ];
    expect(officeUsePrefill('RVP', shortcuts)).toEqual({ directions: 'Office SIG', noteToPharmacy: 'Office NP', refills: 999 });
    expect(officeUsePrefill('GGVCP', [])).toEqual({ directions: null, noteToPharmacy: null, refills: 0 });
  });
});

describe('report period and path', () => {
  it('covers the UTC calendar month of now', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }), (now) => {
        const { start, end } = reportMonth(now);
        expect(start.getTime()).toBeLessThanOrEqual(now.getTime());
        expect(now.getTime()).toBeLessThan(end.getTime());
        expect(start.getUTCDate()).toBe(1);
        expect(end.getUTCDate()).toBe(1);
      }),
    );
    expect(reportMonth(new Date('2026-11-20T15:00:00Z')).label).toBe('This month: November 2026');
    expect(reportEmbedPath('a.b')).toBe('/report-embeds/a.b');
    expect(ADMIN_LIMITS.reportEmbedTtlSeconds).toBeGreaterThan(0);
  });
});

describe('module access for writes', () => {
  const settings = { id: 14, name: 'Practice Settings', link: '/practicesettings', isActive: true, isNavigation: true, parentModuleId: 11 };
  const admin = { id: 11, name: 'Administration', link: null, isActive: true, isNavigation: true, parentModuleId: null, childModules: [settings] };
  const ctx = (assign: boolean): MenuContext => ({
    roleId: 1,
    rolesModules: assign ? [{ isActive: true, module: admin }, { isActive: true, module: settings }] : [{ isActive: true, module: { ...admin, childModules: [] } }],
    location: {},
    features: {},
  });
  it('follows the role-module assignments', () => {
    expect(canUseModule(ctx(true), ADMIN_MODULE_LINKS.practiceSettings)).toBe(true);
    expect(canUseModule(ctx(true), '/PRACTICESETTINGS/')).toBe(true);
    expect(canUseModule(ctx(false), ADMIN_MODULE_LINKS.practiceSettings)).toBe(false);
    expect(canUseModule(ctx(true), ADMIN_MODULE_LINKS.prescribingShortcuts)).toBe(false);
  });
});
