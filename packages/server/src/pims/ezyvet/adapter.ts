/**
 * The ezyVet adapter: the PimsAdapter answered from one ezyVet site through its API (contacts → PIMS
 * clients, animals → PIMS patients, consults, users, prescriptions and their items → the patient's PIMS
 * medications) and the write-back of a VetRx prescription as an external prescription
 * (`v1/externalprescription`, never `v1/prescription`: ezyVet's External Rx Management guide).
 * ezyVet has no data service: the install information and status answer what the API can tell (the
 * site answers a token request, and when).
 */
import { phoneDigits } from '@vetrx/core/common';
import type {
  PimsAccount,
  PimsAdapter,
  PimsCaretakerQuery,
  PimsCaretakerRecord,
  PimsCaretakerRef,
  PimsConsultRecord,
  PimsMedicationRecord,
  PimsPatientRecord,
  PimsPrescriptionWrite,
  PimsUserRecord,
} from '../adapter.js';
import { ezyVetClient, type EzyVetConfig } from './client.js';
import type { RateBudget } from './rate-budget.js';
import type { EzyVetAnimal, EzyVetConsult, EzyVetContact, EzyVetContactDetail, EzyVetExternalPrescription, EzyVetNamed, EzyVetPrescription, EzyVetPrescriptionItem, EzyVetUser } from './types.js';

/** An ezyVet adapter also writes back prescriptions. */
export interface EzyVetAdapter extends PimsAdapter {
  writePrescription(account: PimsAccount, write: PimsPrescriptionWrite): Promise<{ pimsId: string }>;
}

const text = (v: string | null | undefined) => (v ?? '').trim().toLowerCase();
const like = (v: string) => JSON.stringify({ like: `%${v.trim()}%` });
const inList = (ids: readonly (string | number)[]) => JSON.stringify({ in: [...new Set(ids.map(String))] });
/** ezyVet's times are Unix seconds. */
const fromEpoch = (s: number | string | null | undefined): Date | null => (s === null || s === undefined || s === '' || Number(s) === 0 ? null : new Date(Number(s) * 1000));
const dateOnly = (s: number | string | null | undefined) => fromEpoch(s)?.toISOString().slice(0, 10) ?? null;
const toEpoch = (iso: string) => Math.floor(new Date(iso).getTime() / 1000);
const isTrue = (v: unknown) => v === true || v === 1 || v === '1';

/** Species names ezyVet sites use, to VetRx's species codes. */
const SPECIES: Record<string, string> = { canine: 'canine', dog: 'canine', feline: 'feline', cat: 'feline', equine: 'equine', horse: 'equine', bovine: 'bovine', rabbit: 'rabbit', avian: 'avian', bird: 'avian' };

/** ezyVet's sex names to the contract's M, F, S (spayed), N (neutered), O. */
function normalizedGender(sex: string | null): string | null {
  const s = text(sex);
  if (!s) return null;
  if (s.includes('spay') || (s.includes('female') && s.includes('desex'))) return 'S';
  if (s.includes('neuter') || s.includes('castrat') || s.includes('desex')) return 'N';
  if (s.includes('female')) return 'F';
  if (s.includes('male')) return 'M';
  return 'O';
}

/**
 * The ezyVet adapter of one site.
 *
 * @example
 * const pims = createEzyVetAdapter(config, sharedRateBudget(db));
 * await pims.searchCaretakers(account, { lastName: 'Lee' }, 25);
 */
export function createEzyVetAdapter(config: EzyVetConfig, budget: RateBudget, clock: () => number = Date.now): EzyVetAdapter {
  const api = ezyVetClient(config, budget, clock);
  const named = new Map<string, Promise<Map<string, string>>>();
  /** A reference list (species, breed, sex) by id, read once per adapter. */
  const names = (resource: 'species' | 'breed' | 'sex') => {
    let p = named.get(resource);
    if (!p) {
      p = api.list<EzyVetNamed>(`v1/${resource}`, {}, resource).then((rows) => new Map(rows.map((r) => [String(r.id), r.name])));
      p.catch(() => named.delete(resource));
      named.set(resource, p);
    }
    return p;
  };

  async function patientsOf(account: PimsAccount, animals: EzyVetAnimal[]): Promise<PimsPatientRecord[]> {
    if (animals.length === 0) return [];
    const [species, breeds, sexes] = await Promise.all([names('species'), names('breed'), names('sex')]);
    return animals.map((a) => {
      const speciesName = species.get(String(a.species_id)) ?? null;
      const sex = sexes.get(String(a.sex_id)) ?? null;
      const dead = isTrue(a.is_dead) || Boolean(fromEpoch(a.deceased_date));
      const weight = a.weight === null || a.weight === undefined || a.weight === '' ? null : Number(a.weight);
      return {
        id: String(a.id),
        pimsId: String(a.id),
        providerId: null,
        name: a.name ?? null,
        species: speciesName,
        normalizedSpecies: speciesName ? (SPECIES[text(speciesName)] ?? null) : null,
        breed: breeds.get(String(a.breed_id)) ?? null,
        gender: sex,
        normalizedGender: normalizedGender(sex),
        dateOfBirth: dateOnly(a.date_of_birth),
        dateOfDeath: dateOnly(a.deceased_date),
        isDeceased: dead,
        isActive: isTrue(a.active) && !dead,
        isDeleted: false,
        currentWeight: weight,
        currentWeightUnit: weight === null ? null : 'kg',
        currentWeightInPounds: weight === null ? null : Math.round(weight * 2.20462 * 100) / 100,
        allergies: [],
      } satisfies PimsPatientRecord as PimsPatientRecord;
    });
  }

  /** Contacts with their e-mails, phones and animals. */
  async function caretakersOf(account: PimsAccount, contacts: EzyVetContact[]): Promise<PimsCaretakerRecord[]> {
    if (contacts.length === 0) return [];
    const ids = contacts.map((c) => c.id);
    const [details, animals] = await Promise.all([
      api.list<EzyVetContactDetail>('v1/contactdetail', { contact_id: inList(ids), active: '1' }, 'contactdetail'),
      api.list<EzyVetAnimal>('v1/animal', { owner_contact_id: inList(ids) }, 'animal'),
    ]);
    const patients = await patientsOf(account, animals);
    return contacts.map((c) => {
      const own = details.filter((d) => String(d.contact_id) === String(c.id));
      return {
        id: String(c.id),
        pimsId: String(c.id),
        providerId: null,
        pimsAccountId: account.pimsAccountId,
        pimsConnectionType: account.pimsConnectionType,
        firstName: c.first_name ?? null,
        lastName: c.last_name ?? null,
        isActive: isTrue(c.active),
        emails: own.filter((d) => d.value?.includes('@')).map((d) => ({ address: d.value })),
        phones: own
          .filter((d) => d.value && !d.value.includes('@') && phoneDigits(d.value).length >= 7)
          .map((d) => ({ number: d.value, type: d.name ?? null, isPrimary: isTrue(d.preferred), isValidMobile: text(d.name).includes('mobile') })),
        addresses: [],
        patients: patients.filter((p) => animals.some((a) => String(a.id) === p.pimsId && String(a.owner_contact_id) === String(c.id))),
      } as PimsCaretakerRecord;
    });
  }

  /** The contacts (customers) matching every filled filter; e-mail, phone and pet name narrow by their own lists. */
  async function contactsMatching(q: PimsCaretakerQuery): Promise<EzyVetContact[]> {
    const params: Record<string, string> = { is_customer: '1' };
    if (text(q.firstName)) params.first_name = like(q.firstName!);
    if (text(q.lastName)) params.last_name = like(q.lastName!);
    const narrowing: Array<Promise<string[]>> = [];
    if (text(q.email)) narrowing.push(api.list<EzyVetContactDetail>('v1/contactdetail', { value: like(q.email!) }, 'contactdetail').then((r) => r.map((d) => String(d.contact_id))));
    // A number is stored as typed ('(503) 555-0177'): asked by its last four digits, then matched by all of them.
    const digits = phoneDigits(q.phone);
    if (digits) narrowing.push(api.list<EzyVetContactDetail>('v1/contactdetail', { value: like(digits.slice(-4)) }, 'contactdetail').then((r) => r.filter((d) => phoneDigits(d.value).includes(digits)).map((d) => String(d.contact_id))));
    if (text(q.patientName)) narrowing.push(api.list<EzyVetAnimal>('v1/animal', { name: like(q.patientName!) }, 'animal').then((r) => r.map((a) => String(a.owner_contact_id))));
    for (const ids of await Promise.all(narrowing)) {
      if (ids.length === 0) return [];
      params.id = params.id ? inList(ids.filter((id) => (JSON.parse(params.id!) as { in: string[] }).in.includes(id))) : inList(ids);
      if ((JSON.parse(params.id) as { in: string[] }).in.length === 0) return [];
    }
    return api.list<EzyVetContact>('v1/contact', params, 'contact');
  }

  const byName = (a: PimsCaretakerRecord, b: PimsCaretakerRecord) =>
    text(a.lastName).localeCompare(text(b.lastName)) || text(a.firstName).localeCompare(text(b.firstName)) || (a.pimsId ?? '').localeCompare(b.pimsId ?? '');
  const patientByName = (a: PimsPatientRecord, b: PimsPatientRecord) => text(a.name).localeCompare(text(b.name)) || (a.pimsId ?? '').localeCompare(b.pimsId ?? '');
  const hasFilter = (q: PimsCaretakerQuery) => [q.firstName, q.lastName, q.email, q.patientName].some((v) => text(v) !== '') || phoneDigits(q.phone) !== '';
  const deceasedChecked = (c: PimsCaretakerRecord, check: boolean | null | undefined) =>
    check ? { ...c, patients: c.patients.map((p) => (p.dateOfDeath && !p.isDeceased ? { ...p, isDeceased: true, isActive: false } : p)) } : c;

  async function users(account: PimsAccount): Promise<PimsUserRecord[]> {
    const rows = await api.list<EzyVetUser>('v1/user', { active: '1' }, 'user');
    return rows
      .map((u) => ({
        pimsId: String(u.id),
        displayName: [u.title, u.first_name, u.last_name].filter((v) => v && String(v).trim()).join(' '),
        pimsAccountId: account.pimsAccountId,
        pimsConnectionType: account.pimsConnectionType,
        isProvider: isTrue(u.is_vet) || /^dr\b/i.test(u.title ?? ''),
        originSystem: 'EZYVET',
        type: isTrue(u.is_vet) ? 'Vet' : null,
        vetLicenseNumber: u.registration_number ?? null,
        vetLicenseState: null,
        vetLicenseExpiration: null,
      }))
      .sort((a, b) => a.displayName.localeCompare(b.displayName));
  }

  async function consults(pimsPatientId: string): Promise<PimsConsultRecord[]> {
    const id = pimsPatientId.trim();
    if (!/^\d+$/.test(id)) return [];
    const rows = await api.list<EzyVetConsult>('v1/consult', { animal_id: id }, 'consult');
    const vets = new Map<string, string>();
    const vetIds = [...new Set(rows.map((c) => c.practitioner_id).filter((v) => v !== null && v !== undefined).map(String))];
    if (vetIds.length) for (const u of await api.list<EzyVetUser>('v1/user', { id: inList(vetIds) }, 'user')) vets.set(String(u.id), [u.title, u.first_name, u.last_name].filter(Boolean).join(' '));
    return rows
      .map((c) => ({
        id: String(c.id),
        code: c.consult_number ? String(c.consult_number) : String(c.id),
        date: fromEpoch(c.date),
        description: c.reason ?? null,
        diagnosis: c.diagnosis ?? null,
        status: c.status ?? (isTrue(c.finalised) ? 'Closed' : 'Open'),
        pimsUser: c.practitioner_id ? { displayName: vets.get(String(c.practitioner_id)) ?? null } : null,
      }))
      .sort((a, b) => (b.date?.getTime() ?? 0) - (a.date?.getTime() ?? 0));
  }

  return {
    searchUsers: async (account, needle) => (await users(account)).filter((u) => u.displayName.toLowerCase().includes(needle.trim().toLowerCase())),
    async getUser(account, pimsId) {
      const id = pimsId.trim();
      if (!/^\d+$/.test(id)) return null;
      const [u] = await api.list<EzyVetUser>('v1/user', { id }, 'user');
      if (!u) return null;
      return (await users(account)).find((x) => x.pimsId === id) ?? null;
    },
    getConsultsByPatientId: (_account, pimsPatientId) => consults(pimsPatientId),
    async getConsultsByCode(_account, pimsPatientId, code) {
      const n = code.trim().toLowerCase();
      return (await consults(pimsPatientId)).filter((c) => (c.code ?? '').toLowerCase().includes(n));
    },
    async searchCaretakers(account, query, limit) {
      if (!hasFilter(query)) return [];
      const contacts = (await contactsMatching(query)).slice(0, Math.max(limit * 2, limit));
      const rank = (c: PimsCaretakerRecord) =>
        ([[c.firstName, query.firstName], [c.lastName, query.lastName]] as const).reduce((s, [v, n]) => (!text(n) ? s : text(v) === text(n) ? s + 2 : text(v).startsWith(text(n)) ? s + 1 : s), 0);
      return (await caretakersOf(account, contacts))
        .sort((a, b) => rank(b) - rank(a) || byName(a, b))
        .slice(0, limit)
        .map((c) => deceasedChecked(c, query.checkIfPatientDeceased));
    },
    async getCaretakerById(account, id) {
      const pimsId = id.pimsId?.trim() || id.providerId?.trim();
      if (!pimsId || !/^\d+$/.test(pimsId)) return null;
      const contacts = await api.list<EzyVetContact>('v1/contact', { id: pimsId }, 'contact');
      return (await caretakersOf(account, contacts))[0] ?? null;
    },
    async getCaretakerList(account, query, page) {
      const contacts = hasFilter(query) ? await contactsMatching(query) : await api.list<EzyVetContact>('v1/contact', { is_customer: '1' }, 'contact');
      const sorted = [...contacts].sort((a, b) => text(a.last_name).localeCompare(text(b.last_name)) || text(a.first_name).localeCompare(text(b.first_name)) || String(a.id).localeCompare(String(b.id)));
      const rows = await caretakersOf(account, sorted.slice(page.skip, page.skip + page.take));
      return { data: rows.sort(byName).map((c) => deceasedChecked(c, query.checkIfPatientDeceased)), count: contacts.length };
    },
    async searchPatients(account, ref, name) {
      const owner = (ref.pimsCaretakerId ?? ref.providerCaretakerId)?.trim();
      const params: Record<string, string> = {};
      if (owner) params.owner_contact_id = owner;
      if (name.trim()) params.name = like(name);
      return (await patientsOf(account, await api.list<EzyVetAnimal>('v1/animal', params, 'animal'))).sort(patientByName);
    },
    async getPatientList(account, ref: PimsCaretakerRef, page) {
      const owner = (ref.pimsCaretakerId ?? ref.providerCaretakerId)?.trim();
      const all = (await patientsOf(account, await api.list<EzyVetAnimal>('v1/animal', owner ? { owner_contact_id: owner } : {}, 'animal'))).sort(patientByName);
      return { data: all.slice(page.skip, page.skip + page.take), count: all.length };
    },
    async getPatientById(account, pimsId) {
      const id = pimsId.trim();
      if (!/^\d+$/.test(id)) return null;
      return (await patientsOf(account, await api.list<EzyVetAnimal>('v1/animal', { id }, 'animal')))[0] ?? null;
    },
    async getInstallInformation(account) {
      await api.token();
      return { pimsAccountId: account.pimsAccountId, practiceName: null, pims: 'EZYVET', schedule: null };
    },
    async getInstallStatus(account) {
      await api.token();
      return { pimsAccountId: account.pimsAccountId, lastHeartbeat: new Date(clock()), extraction: null, intermediate: null, staging: null };
    },
    async syncUsers(account) {
      return { isSuccess: true, count: (await users(account)).length };
    },
    async getPatientMedications(_account, pimsPatientId): Promise<PimsMedicationRecord[]> {
      const id = pimsPatientId.trim();
      if (!/^\d+$/.test(id)) return [];
      const prescriptions = await api.list<EzyVetPrescription>('v1/prescription', { animal_id: id }, 'prescription');
      if (prescriptions.length === 0) return [];
      const items = await api.list<EzyVetPrescriptionItem>('v1/prescriptionitem', { prescription_id: inList(prescriptions.map((p) => p.id)) }, 'prescriptionitem');
      const productIds = items.map((i) => i.product_id).filter((v) => v !== null && v !== undefined);
      const prescriberIds = prescriptions.map((p) => p.prescribed_by).filter((v) => v !== null && v !== undefined);
      const [products, prescribers] = await Promise.all([
        productIds.length ? api.list<EzyVetNamed & { active_ingredient?: string | null }>('v1/product', { id: inList(productIds as Array<string | number>) }, 'product') : [],
        prescriberIds.length ? api.list<EzyVetUser>('v1/user', { id: inList(prescriberIds as Array<string | number>) }, 'user') : [],
      ]);
      const product = new Map(products.map((p) => [String(p.id), p]));
      const prescriber = new Map(prescribers.map((u) => [String(u.id), [u.title, u.first_name, u.last_name].filter(Boolean).join(' ')]));
      const of = new Map(prescriptions.map((p) => [String(p.id), p]));
      return items
        .map((i) => {
          const rx = of.get(String(i.prescription_id));
          const p = product.get(String(i.product_id));
          return {
            pimsId: String(i.id),
            productName: p?.name ?? i.product_name ?? 'Unknown product',
            activeIngredient: p?.active_ingredient ?? null,
            quantity: i.quantity === null || i.quantity === undefined ? null : Number(i.quantity),
            unit: i.unit ?? null,
            directions: i.dosage ?? i.instructions ?? null,
            dispensedAt: (fromEpoch(rx?.date_of_prescription) ?? fromEpoch(rx?.created_at) ?? new Date(0)).toISOString(),
            prescriber: rx?.prescribed_by ? (prescriber.get(String(rx.prescribed_by)) ?? null) : null,
          };
        })
        .sort((a, b) => b.dispensedAt.localeCompare(a.dispensedAt) || b.pimsId.localeCompare(a.pimsId));
    },
    async writePrescription(_account, write) {
      // A retry after a crash finds the prescription it wrote before, by its reference, and writes nothing.
      const existing = await api.list<EzyVetExternalPrescription>('v1/externalprescription', { animal_id: write.pimsPatientId, external_reference: write.reference }, 'externalprescription', 1);
      const found = existing.find((e) => e.external_reference === write.reference);
      if (found) return { pimsId: String(found.id) };
      const body: Record<string, unknown> = {
        animal_id: Number(write.pimsPatientId),
        date_of_prescription: toEpoch(write.issuedAt),
        product_name: write.productName,
        quantity: write.quantity,
        instructions: write.directions,
        repeats: write.refills,
        link: write.detailUrl,
        external_reference: write.reference,
      };
      if (write.unit) body.unit = write.unit;
      // ezyVet's ids are numbers: a consult or prescriber linked to anything else (a user linked before
      // the practice moved to ezyVet, say) is left out rather than refused; the link back names them.
      const ezyVetId = (id: string | null) => (id && /^\d+$/.test(id.trim()) ? Number(id.trim()) : null);
      const consult = ezyVetId(write.pimsConsultId);
      const prescriber = ezyVetId(write.prescriberPimsUserId);
      if (consult !== null) body.consult_id = consult;
      if (prescriber !== null) body.prescribed_by = prescriber;
      if (write.expiresAt) body.expiry_date = toEpoch(write.expiresAt);
      const answer = await api.call<{ items?: Array<{ externalprescription?: EzyVetExternalPrescription }> }>('POST', 'v1/externalprescription', body);
      const created = answer.items?.[0]?.externalprescription;
      if (!created?.id) throw new Error('ezyVet did not answer the external prescription it created');
      return { pimsId: String(created.id) };
    },
  };
}
