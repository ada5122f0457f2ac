/**
 * The PimsAdapter contract: one suite, run against the sandbox adapter (over a practice's records) and
 * the ezyVet adapter (over real HTTP to the fake ezyVet). Both hold the same practice: Olivia Hartley
 * with Juniper (a dog) and Miso (a cat), Marcus Delgado with Rocket, Theo Brennan with Clementine and
 * Pickles (deceased). What one adapter answers, the other must answer alike.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PracticeRecords } from '@vetrx/fixtures';
import type { PimsAccount, PimsAdapter } from './adapter.js';
import { createSandboxPimsAdapter } from './sandbox.js';
import { createEzyVetAdapter } from './ezyvet/adapter.js';
import { forgetEzyVetTokens } from './ezyvet/client.js';
import { startFakeEzyVet, type FakeEzyVet } from './ezyvet/fake-server.js';
import { memoryRateBudget } from './ezyvet/rate-budget.js';

const NOW = new Date('2026-11-20T15:00:00Z');
const day = 86_400_000;

function patient(id: number, name: string, speciesCode: string, extra: Partial<PracticeRecords['clients'][number]['patients'][number]> = {}) {
  return {
    id,
    uuid: `00000000-0000-4000-8000-0000000000${id}`,
    name,
    speciesCode,
    breedCode: null,
    gender: 'Female Spayed',
    birthdate: '2017-03-02',
    weight: 20,
    weightUnit: 'kg',
    isActive: true,
    isDeceased: false,
    deceasedDate: null,
    pimsId: `EZ-P-${id}`,
    pimsProviderId: null,
    createdAt: new Date(NOW.getTime() - 400 * day),
    allergies: [],
    ...extra,
  };
}
function client(id: number, firstName: string, lastName: string, phone: string, patients: ReturnType<typeof patient>[]) {
  return {
    id,
    uuid: `00000000-0000-4000-9000-0000000000${id}`,
    firstName,
    lastName,
    email: `${firstName.toLowerCase()}.${lastName.toLowerCase()}@example.com`,
    isActive: true,
    isOfficeUse: false,
    pimsId: `EZ-C-${id}`,
    pimsProviderId: null,
    phones: [{ phoneNumber: phone, phoneType: 'Mobile', isActive: true, isPrimary: true }],
    addresses: [],
    patients,
  };
}

const RECORDS: PracticeRecords = {
  location: { id: 1, name: 'Maple Grove', pimsAccountId: 'contract-acct', pimsConnectionType: 'EZYVET', city: 'Portland', state: 'OR', zip: '97201' },
  clients: [
    client(11, 'Olivia', 'Hartley', '(503) 555-0142', [patient(51, 'Juniper', 'canine'), patient(52, 'Miso', 'feline')]),
    client(12, 'Marcus', 'Delgado', '(503) 555-0177', [patient(53, 'Rocket', 'canine')]),
    client(13, 'Priya', 'Raman', '(971) 555-0110', [patient(54, 'Biscuit', 'canine')]),
    client(14, 'Theo', 'Brennan', '(360) 555-0199', [patient(55, 'Clementine', 'feline'), patient(56, 'Pickles', 'canine', { isActive: false, isDeceased: true, deceasedDate: '2026-05-04' })]),
  ] as unknown as PracticeRecords['clients'],
};

interface Subject {
  adapter: PimsAdapter;
  account: PimsAccount;
  close(): Promise<void>;
}

const SUBJECTS: Array<[string, () => Promise<Subject>]> = [
  [
    'sandbox',
    async () => ({
      adapter: createSandboxPimsAdapter(() => NOW, async (a) => (a.pimsAccountId === 'contract-acct' ? RECORDS : null)),
      account: { pimsAccountId: 'contract-acct', pimsConnectionType: 'EZYVET', pimsAccountSecret: null },
      close: async () => undefined,
    }),
  ],
  [
    'ezyvet against the fake',
    async () => {
      const fake: FakeEzyVet = await startFakeEzyVet({ maxPageSize: 200 });
      const c = fake.credentials;
      forgetEzyVetTokens();
      return {
        adapter: createEzyVetAdapter({ baseUrl: fake.url, partnerId: c.partnerId, clientId: c.clientId, clientSecret: c.clientSecret, siteUid: c.siteUid }, memoryRateBudget()),
        account: { pimsAccountId: c.clientId, pimsConnectionType: 'EZYVET', pimsAccountSecret: 'sealed-elsewhere', pimsWritebackAccountId: c.siteUid },
        close: () => fake.close(),
      };
    },
  ],
];

describe.each(SUBJECTS)('PimsAdapter contract: %s', (_name, start) => {
  let s: Subject;
  beforeAll(async () => {
    s = await start();
  });
  afterAll(async () => s.close());

  it('answers no PIMS client to a search without a filter, and finds one by part of the last name with its pets', async () => {
    expect(await s.adapter.searchCaretakers(s.account, {}, 25)).toEqual([]);
    const found = await s.adapter.searchCaretakers(s.account, { lastName: 'hartl' }, 25);
    expect(found.map((c) => `${c.firstName} ${c.lastName}`)).toEqual(['Olivia Hartley']);
    expect(found[0]!.patients.map((p) => p.name).sort()).toEqual(['Juniper', 'Miso']);
    expect(found[0]!.phones.map((p) => p.number)).toContain('(503) 555-0142');
    expect(found[0]!.emails.map((e) => e.address)).toContain('olivia.hartley@example.com');
  });

  it('narrows a search by phone digits and by a pet name; every filled filter must match', async () => {
    expect((await s.adapter.searchCaretakers(s.account, { phone: '503-555-0177' }, 25)).map((c) => c.lastName)).toEqual(['Delgado']);
    const byPet = await s.adapter.searchCaretakers(s.account, { patientName: 'clementine' }, 25);
    expect(byPet.map((c) => c.lastName)).toContain('Brennan');
    expect(byPet.every((c) => c.patients.some((p) => (p.name ?? '').toLowerCase().includes('clementine')))).toBe(true);
    expect(await s.adapter.searchCaretakers(s.account, { lastName: 'Hartley', patientName: 'Rocket' }, 25)).toEqual([]);
  });

  it('reads a PIMS client and a patient by id, and answers null for an id it does not hold', async () => {
    const [olivia] = await s.adapter.searchCaretakers(s.account, { lastName: 'Hartley' }, 1);
    const again = await s.adapter.getCaretakerById(s.account, { pimsId: olivia!.pimsId });
    expect(again?.lastName).toBe('Hartley');
    const juniper = olivia!.patients.find((p) => p.name === 'Juniper')!;
    expect((await s.adapter.getPatientById(s.account, juniper.pimsId!))?.name).toBe('Juniper');
    expect(await s.adapter.getCaretakerById(s.account, { pimsId: '999999' })).toBeNull();
    expect(await s.adapter.getPatientById(s.account, '999999')).toBeNull();
  });

  it('pages the client list by name: pages are disjoint, in order, and the count is every client', async () => {
    const all = await s.adapter.getCaretakerList(s.account, {}, { skip: 0, take: 100 });
    expect(all.count).toBe(all.data.length);
    expect(all.data.map((c) => c.lastName)).toEqual(expect.arrayContaining(['Brennan', 'Delgado', 'Hartley', 'Raman']));
    const pages = [];
    for (let skip = 0; skip < all.count; skip += 2) {
      const page = await s.adapter.getCaretakerList(s.account, {}, { skip, take: 2 });
      expect(page.count).toBe(all.count);
      pages.push(...page.data);
    }
    expect(pages.map((c) => c.pimsId)).toEqual(all.data.map((c) => c.pimsId));
    const names = pages.map((c) => (c.lastName ?? '').toLowerCase());
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it("answers a client's patients by name, and marks the one with a date of death deceased", async () => {
    const [theo] = await s.adapter.searchCaretakers(s.account, { lastName: 'Brennan' }, 1);
    const pets = await s.adapter.getPatientList(s.account, { pimsCaretakerId: theo!.pimsId }, { skip: 0, take: 10 });
    expect(pets.data.map((p) => p.name)).toEqual(['Clementine', 'Pickles']);
    expect(pets.data.find((p) => p.name === 'Pickles')?.isDeceased).toBe(true);
    expect((await s.adapter.searchPatients(s.account, { pimsCaretakerId: theo!.pimsId }, 'clem')).map((p) => p.name)).toEqual(['Clementine']);
  });

  it('answers consults newest first, and by part of their code', async () => {
    const [olivia] = await s.adapter.searchCaretakers(s.account, { lastName: 'Hartley' }, 1);
    // The patient of the client with the most consults (the sandbox's are generated per id).
    let best: { id: string; count: number } = { id: '', count: -1 };
    for (const p of olivia!.patients) {
      const n = (await s.adapter.getConsultsByPatientId(s.account, p.pimsId!)).length;
      if (n > best.count) best = { id: p.pimsId!, count: n };
    }
    const consults = await s.adapter.getConsultsByPatientId(s.account, best.id);
    expect(consults.length).toBeGreaterThan(0);
    const dates = consults.map((c) => c.date?.getTime() ?? 0);
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    const code = consults[0]!.code!;
    const byCode = await s.adapter.getConsultsByCode(s.account, best.id, code.slice(-3).toLowerCase());
    expect(byCode.map((c) => c.id)).toContain(consults[0]!.id);
    expect(byCode.every((c) => (c.code ?? '').toLowerCase().includes(code.slice(-3).toLowerCase()))).toBe(true);
    expect(await s.adapter.getConsultsByPatientId(s.account, '')).toEqual([]);
  });

  it('answers users by name, and one by its id', async () => {
    const users = await s.adapter.searchUsers(s.account, '');
    expect(users.length).toBeGreaterThan(0);
    const names = users.map((u) => u.displayName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    const one = await s.adapter.getUser(s.account, users[0]!.pimsId!);
    expect(one?.displayName).toBe(users[0]!.displayName);
    expect(await s.adapter.getUser(s.account, '999999')).toBeNull();
  });

  it('answers the medications recorded for a patient newest first, each with a name and an ISO dispensing time', async () => {
    const [olivia] = await s.adapter.searchCaretakers(s.account, { lastName: 'Hartley' }, 1);
    const all = (await Promise.all(olivia!.patients.map((p) => s.adapter.getPatientMedications(s.account, p.pimsId!)))).flat();
    for (const p of olivia!.patients) {
      const meds = await s.adapter.getPatientMedications(s.account, p.pimsId!);
      expect(meds.map((m) => m.dispensedAt)).toEqual([...meds.map((m) => m.dispensedAt)].sort().reverse());
    }
    for (const m of all) {
      expect(m.productName.length).toBeGreaterThan(0);
      expect(new Date(m.dispensedAt).toISOString()).toBe(m.dispensedAt);
    }
    expect(await s.adapter.getPatientMedications(s.account, '')).toEqual([]);
  });
});
