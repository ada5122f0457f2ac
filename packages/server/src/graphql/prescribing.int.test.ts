import fc from 'fast-check';
import { and, count, eq, sql, type SQL } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { AddPrescriptionDocument } from '@vetrx/core/operations/AddPrescription';
import { AddShortcutDocument } from '@vetrx/core/operations/AddShortcut';
import { DeletePrescriptionDocument } from '@vetrx/core/operations/DeletePrescription';
import { GetPrescriptionDocument } from '@vetrx/core/operations/GetPrescription';
import { MeDocument } from '@vetrx/core/operations/Me';
import { ReasonForCompoundDocument } from '@vetrx/core/operations/ReasonForCompound';
import { ShortcutDocument } from '@vetrx/core/operations/Shortcut';
import { UpdatePrescriptionDocument } from '@vetrx/core/operations/UpdatePrescription';
import { UpsertPrescriptionWorkflowDocument } from '@vetrx/core/operations/upsertPrescriptionWorkflow';
import { checkConflicts, hasConflict } from '@vetrx/core/conflict';
import { PRESCRIBING_ERRORS, PRESCRIBING_RULE_MESSAGES, PRESCRIBING_VALIDATION, SAFETY_MESSAGES } from '@vetrx/core/messages';
import { LOCATION } from '@vetrx/fixtures';
import * as t from '../db/schema/index.js';
import { noteWrite } from '../repositories/process-cache.js';
import { activeDog, activeProduct, inMonths, locationUserId, productPack, testDatabases, useTestServer } from '../testing/index.js';

const MG = LOCATION.mapleGrove;
const RV = LOCATION.riverside;

describe.each(testDatabases())('prescription writes (%s)', (kind) => {
  const { server: s, tokens } = useTestServer(kind, { users: ['vet', 'vet2', 'staff', 'support'] });
  const ids = {} as {
    vetLu: number;
    vet2Lu: number;
    staffLu: number;
    client: number;
    patient: number;
    rvClient: number;
    rvPatient: number;
    rvVetLu: number;
    rx: number; // non-controlled Rx for dogs
    otc: number;
    c2: number;
    c4: number;
    compound: number;
    compoundRationale: number;
  };

  const db = () => s.database.db;
  const rows = async (table: typeof t.prescriptions | typeof t.auditLog) => Number((await db().select({ n: count() }).from(table))[0].n);

  const locationUser = (username: string, locationId: number) => locationUserId(db(), username, locationId);
  const productOf = async (family: string, where?: SQL) => (await activeProduct(db(), family, where)).id;

  beforeAll(async () => {
    ids.vetLu = await locationUser('vet@demo.vetrx.dev', MG);
    ids.vet2Lu = await locationUser('vet2@demo.vetrx.dev', MG);
    ids.staffLu = await locationUser('staff@demo.vetrx.dev', MG);
    ids.rvVetLu = await locationUser('vet@demo.vetrx.dev', RV);
    ({ client: ids.client, patient: ids.patient } = await activeDog(db(), MG, { plain: true }));
    ({ client: ids.rvClient, patient: ids.rvPatient } = await activeDog(db(), RV, { plain: true }));
    ids.rx = await productOf('Gabapentin');
    ids.otc = await productOf('JointEase Soft Chews');
    ids.c2 = await productOf('Hydrocodone/Homatropine Tablets');
    ids.c4 = await productOf('Tramadol Tablets');
    ids.compound = await productOf('Gabapentin Oral Suspension (Compounded)');
    ids.compoundRationale = await productOf('Cisapride Capsules');
    // The chosen patient must not conflict with the products the tests authorize.
    for (const id of [ids.rx, ids.c2, ids.c4, ids.compound]) {
      const [p] = await db().select().from(t.products).where(eq(t.products.id, id));
      const [pt] = await db().select().from(t.locationPatients).where(eq(t.locationPatients.id, ids.patient));
      expect(hasConflict(checkConflicts({ patient: { species: { code: pt.speciesCode }, weight: pt.weight, weightUnit: pt.weightUnit }, product: { productSpecies: p.species, weightMin: p.weightMin, weightMax: p.weightMax, shelfLife: p.shelfLife, keywords: p.keywords } }))).toBe(false);
    }
  });

  const packOf = (productId: number) => productPack(db(), productId);

  async function input(productId: number, over: Record<string, unknown> = {}) {
    return {
      locationId: String(MG),
      locationClientId: String(ids.client),
      locationPatientId: String(ids.patient),
      productId: String(productId),
      unitPerFill: await packOf(productId),
      directions: 'Give 1 tablet by mouth every 12 hours.',
      refills: 2,
      prnFlag: false,
      prescExpiryDate: inMonths(5),
      authorizingVet: String(ids.vetLu),
      notifyClientDate: inMonths(0),
      ...over,
    };
  }

  const add = (token: string, inp: Record<string, unknown>, addPrescriptionType: string, extra: Record<string, unknown> = {}, impersonate?: string) =>
    s.gql(AddPrescriptionDocument.toString(), { input: inp, addPrescriptionType, ...extra }, { token, impersonate });

  /** Runs a refused request and checks it wrote nothing (no prescription, no audit row). */
  async function refused(run: () => Promise<{ errors?: Array<{ message: string; extensions?: Record<string, any> }> }>) {
    const [rx, audit] = [await rows(t.prescriptions), await rows(t.auditLog)];
    const r = await run();
    expect(await rows(t.prescriptions)).toBe(rx);
    expect(await rows(t.auditLog)).toBe(audit);
    expect(r.errors?.length).toBe(1);
    return r.errors![0];
  }

  it('saves a draft without an issue date, named rx_{client}_{patient}_{timestamp}, with one audit row', async () => {
    const audit = await rows(t.auditLog);
    const r = await add(tokens.staff, await input(ids.rx, { directions: null, refills: null, prescExpiryDate: null, authorizingVet: null }), 'SaveAsDraft');
    expect(r.errors).toBeUndefined();
    const rx = r.data.addPrescription;
    expect(rx).toMatchObject({ rxStatus: { code: 'Draft' }, issuedDate: null, rxNumber: null, submittedBy: { id: String(ids.staffLu) } });
    expect(rx.name).toMatch(new RegExp(`^rx_${ids.client}_${ids.patient}_\\d+$`));
    expect(await rows(t.auditLog)).toBe(audit + 1);
    const back = await s.gql(GetPrescriptionDocument.toString(), { id: rx.id }, { token: tokens.vet });
    expect(back.data.getPrescription.id).toBe(rx.id);
    const other = await s.gql(GetPrescriptionDocument.toString(), { id: rx.id }, { token: await s.token('relief@demo.vetrx.dev') });
    expect(other.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('authorizes with the issue date now, an Rx number, and the hard-copy status of controlled products', async () => {
    const r = await add(tokens.vet, await input(ids.rx, { issuedDate: '2001-01-01T00:00:00Z', workflowLocationUserId: String(ids.staffLu), currentWorkflowStatusId: '1' }), 'AuthorizeRx');
    expect(r.errors).toBeUndefined();
    const rx = r.data.addPrescription;
    expect(rx.rxStatus.code).toBe('Created');
    expect(rx.rxNumber).toBe(`RX-${rx.id.padStart(6, '0')}`);
    expect(new Date(rx.issuedDate).getFullYear()).toBeGreaterThan(2020);
    expect(rx).toMatchObject({ workflowLocationUserId: null, currentWorkflowStatusId: null, isFillable: true });

    const c4 = await add(tokens.vet, await input(ids.c4, { refills: 5 }), 'AuthorizeRx');
    expect(c4.data.addPrescription.rxStatus.code).toBe('FaxedToPharmacy');
    // The dog now takes tramadol: a second opioid is a major finding (issue 42), authorized with the vet's reason.
    const noReason = await add(tokens.vet, await input(ids.c2, { refills: 0, prescExpiryDate: inMonths(3) }), 'AuthorizeRx');
    expect(noReason.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { safetyOverrideReason: SAFETY_MESSAGES.reasonRequired } });
    const c2 = await add(tokens.vet, await input(ids.c2, { refills: 0, prescExpiryDate: inMonths(3), safetyOverrideReason: 'Tramadol stopped today; hydrocodone for the cough instead' }), 'AuthorizeRx');
    expect(c2.data.addPrescription.rxStatus.code).toBe('MailedToPharmacy');
    const ny = await add(tokens.vet, await input(ids.c4, { locationId: String(RV), locationClientId: String(ids.rvClient), locationPatientId: String(ids.rvPatient), authorizingVet: String(ids.rvVetLu) }), 'AuthorizeRx');
    expect(ny.errors).toBeUndefined();
    expect(ny.data.addPrescription.rxStatus.code).toBe('MailedToPharmacy');
    const printed = await add(tokens.vet, await input(ids.rx), 'PrintRx');
    expect(printed.data.addPrescription.rxStatus.code).toBe('FaxedToPharmacy');
  });

  it('refuses refills 12', async () => {
    const e = await refused(async () => add(tokens.vet, await input(ids.rx, { refills: 12 }), 'AuthorizeRx'));
    expect(e.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { refills: PRESCRIBING_RULE_MESSAGES.refillsAtMost(11) } });
  });

  it('refuses a Schedule II refill of 1, even in a draft', async () => {
    for (const type of ['AuthorizeRx', 'SaveAsDraft']) {
      const e = await refused(async () => add(tokens.vet, await input(ids.c2, { refills: 1, prescExpiryDate: inMonths(2) }), type));
      expect(e.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { refills: PRESCRIBING_RULE_MESSAGES.scheduleIINoRefills } });
      expect(e.message).toBe(PRESCRIBING_RULE_MESSAGES.scheduleIINoRefills);
    }
  });

  it('refuses a C-IV refill of 9 with a requested quantity of 10 (controlled stays at 5)', async () => {
    const [task] = await db()
      .insert(t.prescriptionTasks)
      .values({ locationId: MG, type: 'approval', status: 'PENDING', productId: ids.c4, locationClientId: ids.client, locationPatientId: ids.patient, quantityRequested: 10 })
      .returning();
    const e = await refused(async () => add(tokens.vet, await input(ids.c4, { refills: 9 }), 'AuthorizeRx', { prescriptionTaskToAttach: { id: String(task.id), status: 'VET_APPROVED', action: 'Approved' } }));
    expect(e.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { refills: PRESCRIBING_RULE_MESSAGES.refillsAtMost(5) } });
    const [after] = await db().select().from(t.prescriptionTasks).where(eq(t.prescriptionTasks.id, task.id));
    expect(after).toMatchObject({ status: 'PENDING', prescriptionId: null, version: 0 });
    // A requested quantity of 20 raises a non-controlled product's maximum to 19, never a controlled one's.
    const [big] = await db()
      .insert(t.prescriptionTasks)
      .values({ locationId: MG, type: 'approval', status: 'PENDING', productId: ids.rx, locationClientId: ids.client, locationPatientId: ids.patient, quantityRequested: 20 })
      .returning();
    const ok = await add(tokens.vet, await input(ids.rx, { refills: 19 }), 'SaveAsDraft', { prescriptionTaskToAttach: { id: String(big.id) } });
    expect(ok.errors).toBeUndefined();
    expect(ok.data.addPrescription.refills).toBe(19);
  });

  it('refuses an expiry beyond the window (12 months; 6 months controlled) and a past notification date', async () => {
    let e = await refused(async () => add(tokens.vet, await input(ids.rx, { prescExpiryDate: inMonths(12, 2) }), 'AuthorizeRx'));
    expect(e.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { prescExpiryDate: PRESCRIBING_VALIDATION.validDate } });
    e = await refused(async () => add(tokens.vet, await input(ids.c4, { prescExpiryDate: inMonths(6, 2), refills: 1 }), 'SaveAsDraft'));
    expect(e.extensions?.fields).toEqual({ prescExpiryDate: PRESCRIBING_VALIDATION.validDate });
    e = await refused(async () => add(tokens.vet, await input(ids.rx, { notifyClientDate: inMonths(0, -3) }), 'AuthorizeRx'));
    expect(e.extensions?.fields).toEqual({ notifyClientDate: PRESCRIBING_VALIDATION.validDate });
  });

  it('refuses a compound without a reason; a pharmacy rationale is sent as Pharmacy Rationale; the allergic flag needs the ingredient', async () => {
    let e = await refused(async () => add(tokens.vet, await input(ids.compound, { reasonForCompound: '  ' }), 'AuthorizeRx'));
    expect(e.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { reasonForCompound: PRESCRIBING_VALIDATION.required } });
    const reasons = (await s.gql(ReasonForCompoundDocument.toString(), {}, { token: tokens.vet })).data.reasonForCompound as Array<{ reasonForCompound: string; allergicIngredient: boolean }>;
    const allergic = reasons.find((r) => r.allergicIngredient)!;
    e = await refused(async () => add(tokens.vet, await input(ids.compound, { reasonForCompound: allergic.reasonForCompound }), 'AuthorizeRx'));
    expect(e.extensions?.fields).toEqual({ allergicIngredient: PRESCRIBING_VALIDATION.required });
    e = await refused(async () => add(tokens.vet, await input(ids.compound, { reasonForCompound: 'Because' }), 'AuthorizeRx'));
    expect(e.extensions?.fields).toEqual({ reasonForCompound: PRESCRIBING_ERRORS.reasonForCompoundUnknown });
    const ok = await add(tokens.vet, await input(ids.compound, { reasonForCompound: allergic.reasonForCompound, allergicIngredient: 'Chicken' }), 'AuthorizeRx');
    expect(ok.data.addPrescription).toMatchObject({ reasonForCompound: allergic.reasonForCompound, allergicIngredient: 'Chicken' });
    const rationale = await add(tokens.vet, await input(ids.compoundRationale, { reasonForCompound: null }), 'AuthorizeRx');
    expect(rationale.data.addPrescription.reasonForCompound).toBe('Pharmacy Rationale');
  });

  it('refuses to authorize while impersonating, and a staff user for an Rx product without delegation', async () => {
    await s.impersonate(tokens.support, 'vet@demo.vetrx.dev');
    let e = await refused(async () => add(tokens.support, await input(ids.rx), 'AuthorizeRx', {}, 'vet@demo.vetrx.dev'));
    expect(e).toMatchObject({ message: PRESCRIBING_ERRORS.authorizeWhileImpersonating, extensions: { code: 'FORBIDDEN' } });
    e = await refused(async () => add(tokens.staff, await input(ids.rx, { authorizingVet: String(ids.vet2Lu) }), 'AuthorizeRx'));
    expect(e).toMatchObject({ message: PRESCRIBING_ERRORS.notAllowedToAuthorize, extensions: { code: 'FORBIDDEN' } });
    e = await refused(async () => add(tokens.staff, await input(ids.rx, { authorizingVet: String(ids.vet2Lu) }), 'PrintRx'));
    expect(e.extensions?.code).toBe('FORBIDDEN');
    // Delegated access for vet@ and OTC products are allowed; a draft needs no permission.
    expect((await add(tokens.staff, await input(ids.rx), 'AuthorizeRx')).errors).toBeUndefined();
    expect((await add(tokens.staff, await input(ids.otc, { refills: null, prnFlag: true, authorizingVet: String(ids.vet2Lu) }), 'AuthorizeRx')).errors).toBeUndefined();
    expect((await add(tokens.support, await input(ids.rx), 'SaveAsDraft', {}, 'vet@demo.vetrx.dev')).errors).toBeUndefined();
  });

  it('signs only in the caller’s own name or for a vet who delegated to them; never from an impersonation', async () => {
    // vet2 names vet (no delegation between them): refused with a message a vet understands, nothing written.
    for (const type of ['AuthorizeRx', 'PrintRx']) {
      const e = await refused(async () => add(tokens.vet2, await input(ids.rx, { authorizingVet: String(ids.vetLu) }), type));
      expect(e).toMatchObject({ message: PRESCRIBING_ERRORS.authorizeForAnotherVet, extensions: { code: 'FORBIDDEN' } });
    }
    // A draft issued later follows the same rule: vet2 cannot issue vet's draft in vet's name.
    const draft = (await add(tokens.vet, await input(ids.rx), 'SaveAsDraft')).data.addPrescription;
    const { locationId: _l, ...rest } = await input(ids.rx);
    const e = await refused(async () => s.gql(UpdatePrescriptionDocument.toString(), { id: draft.id, input: rest, addPrescriptionType: 'AuthorizeRx' }, { token: tokens.vet2 }));
    expect(e.extensions?.code).toBe('FORBIDDEN');
    // vet2 in their own name is fine, and the row names vet2.
    const own = await add(tokens.vet2, await input(ids.rx, { authorizingVet: String(ids.vet2Lu) }), 'AuthorizeRx');
    expect(own.errors).toBeUndefined();
    const [ownRow] = await db().select().from(t.prescriptions).where(eq(t.prescriptions.id, Number(own.data.addPrescription.id)));
    expect(ownRow.authorizingVetLocationUserId).toBe(ids.vet2Lu);
    // staff holds vet's delegation: the Rx comes out signed by vet.
    const delegated = await add(tokens.staff, await input(ids.rx), 'AuthorizeRx');
    expect(delegated.errors).toBeUndefined();
    const [delegatedRow] = await db().select().from(t.prescriptions).where(eq(t.prescriptions.id, Number(delegated.data.addPrescription.id)));
    expect(delegatedRow.authorizingVetLocationUserId).toBe(ids.vetLu);
    // Support impersonating that staff member cannot use the delegation.
    await s.impersonate(tokens.support, 'staff@demo.vetrx.dev');
    const imp = await refused(async () => add(tokens.support, await input(ids.rx), 'AuthorizeRx', {}, 'staff@demo.vetrx.dev'));
    expect(imp).toMatchObject({ message: PRESCRIBING_ERRORS.authorizeWhileImpersonating, extensions: { code: 'FORBIDDEN' } });
    // Not even an OTC product: its printout names an authorizing vet.
    const otc = await refused(async () => add(tokens.support, await input(ids.otc, { refills: null, prnFlag: true }), 'AuthorizeRx', {}, 'staff@demo.vetrx.dev'));
    expect(otc).toMatchObject({ message: PRESCRIBING_ERRORS.authorizeWhileImpersonating, extensions: { code: 'FORBIDDEN' } });
  });

  describe('the right to sign in a vet\'s name is decided again inside the write', () => {
    const delegation = () => and(eq(t.delegations.locationUserId, ids.vetLu), eq(t.delegations.delegatedLocationUserId, ids.staffLu));
    const restore = async (row: typeof t.delegations.$inferSelect) => {
      await db().insert(t.delegations).values(row).onConflictDoNothing();
      noteWrite(db());
    };

    it('a delegation removed after the caller\'s access was read (another server, SQL by hand) is refused; nothing is written', async () => {
      expect((await add(tokens.staff, await input(ids.rx), 'AuthorizeRx')).errors).toBeUndefined();
      expect((await s.gql(MeDocument.toString(), {}, { token: tokens.staff })).errors).toBeUndefined(); // staff's access now kept
      const [row] = await db().select().from(t.delegations).where(delegation());
      expect(row).toBeTruthy();
      await db().delete(t.delegations).where(delegation()); // nobody notes this write: the kept access still holds the delegation
      try {
        const before = [await rows(t.prescriptions), await rows(t.auditLog)];
        for (const type of ['AuthorizeRx', 'PrintRx']) {
          const e = await refused(async () => add(tokens.staff, await input(ids.rx), type));
          expect(e.extensions?.code).toBe('FORBIDDEN');
        }
        expect([await rows(t.prescriptions), await rows(t.auditLog)]).toEqual(before);
        expect((await add(tokens.staff, await input(ids.rx), 'SaveAsDraft')).errors).toBeUndefined(); // a draft signs nothing
        expect((await add(tokens.vet, await input(ids.rx), 'AuthorizeRx')).errors).toBeUndefined(); // the vet in their own name
      } finally {
        await restore(row);
      }
    });

    it.runIf(kind === 'postgres')('a delegation being removed at the same moment holds the signing until it commits, which then refuses', async () => {
      expect((await add(tokens.staff, await input(ids.rx), 'AuthorizeRx')).errors).toBeUndefined();
      const [row] = await db().select().from(t.delegations).where(delegation());
      let release!: () => void;
      const held = new Promise<void>((r) => (release = r));
      let deleted!: () => void;
      const gone = new Promise<void>((r) => (deleted = r));
      const removing = db().transaction(async (tx) => {
        await tx.delete(t.delegations).where(delegation());
        deleted();
        await held;
      });
      try {
        await gone;
        const before = await rows(t.prescriptions);
        let settled = false;
        const signing = add(tokens.staff, await input(ids.rx), 'AuthorizeRx').finally(() => (settled = true));
        // The signing's statement is waiting on a lock (the delegation's row): PostgreSQL shows it.
        await vi.waitFor(
          async () => {
            const r = (await db().execute(sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`)) as unknown as { rows: { n: number }[] };
            expect(r.rows[0].n).toBeGreaterThan(0);
          },
          { timeout: 10_000, interval: 25 },
        );
        expect(settled).toBe(false);
        release();
        await removing;
        const r = await signing;
        expect(r.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
        expect(await rows(t.prescriptions)).toBe(before);
      } finally {
        release();
        await removing.catch(() => undefined);
        await restore(row);
      }
    });
  });

  it('refuses PRN on a controlled product and an authorizing vet who cannot authorize here', async () => {
    let e = await refused(async () => add(tokens.vet, await input(ids.c4, { prnFlag: true, refills: null }), 'AuthorizeRx'));
    expect(e.extensions?.fields?.prnFlag).toBe(PRESCRIBING_RULE_MESSAGES.prnNotAllowedControlled);
    e = await refused(async () => add(tokens.vet, await input(ids.rx, { authorizingVet: String(ids.staffLu) }), 'AuthorizeRx'));
    expect(e.extensions?.fields).toEqual({ authorizingVet: PRESCRIBING_ERRORS.authorizingVetNotListed });
  });

  it('answers NOT_FOUND for another location client and Prescription Id not found without an id', async () => {
    const e = await refused(async () => add(tokens.vet, await input(ids.rx, { locationClientId: String(ids.rvClient) }), 'AuthorizeRx'));
    expect(e.extensions?.code).toBe('NOT_FOUND');
    const u = await refused(async () => s.gql(UpdatePrescriptionDocument.toString(), { input: {}, addPrescriptionType: 'AuthorizeRx' }, { token: tokens.vet }));
    expect(u).toMatchObject({ message: PRESCRIBING_ERRORS.prescriptionIdNotFound, extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('continues a draft and authorizes it once; a second save of the issued prescription is a CONFLICT', async () => {
    const draft = (await add(tokens.vet, await input(ids.rx, { refills: null }), 'SaveAsDraft')).data.addPrescription;
    const { locationId: _l, ...rest } = await input(ids.rx, { refills: 3 });
    // Each vet issues it in their own name.
    const [a, b] = await Promise.all([
      s.gql(UpdatePrescriptionDocument.toString(), { id: draft.id, input: rest, addPrescriptionType: 'AuthorizeRx' }, { token: tokens.vet }),
      s.gql(UpdatePrescriptionDocument.toString(), { id: draft.id, input: { ...rest, authorizingVet: String(ids.vet2Lu) }, addPrescriptionType: 'AuthorizeRx' }, { token: tokens.vet2 }),
    ]);
    const outcomes = [a, b].map((r) => r.errors?.[0]?.extensions?.code ?? 'OK').sort();
    expect(outcomes).toEqual(['CONFLICT', 'OK']);
    const [row] = await db().select().from(t.prescriptions).where(eq(t.prescriptions.id, Number(draft.id)));
    expect(row).toMatchObject({ rxStatusCode: 'Created', refills: 3, rxNumber: `RX-${draft.id.padStart(6, '0')}`, name: draft.name });
  });

  it('rejects a draft through DeletePrescription, recording who; an issued one cannot be deleted', async () => {
    const draft = (await add(tokens.vet, await input(ids.rx), 'SaveAsDraft')).data.addPrescription;
    const r = await s.gql(DeletePrescriptionDocument.toString(), { id: draft.id, input: { declineReason: 'Other', declinedByLocationUserId: String(ids.vet2Lu) } }, { token: tokens.vet });
    expect(r.data.deletePrescription).toMatchObject({ rxStatus: { code: 'RejectedDraft' }, declineReason: 'Other' });
    const [row] = await db().select().from(t.prescriptions).where(eq(t.prescriptions.id, Number(draft.id)));
    expect(row.declinedByLocationUserId).toBe(ids.vetLu);
    const again = await s.gql(DeletePrescriptionDocument.toString(), { id: draft.id }, { token: tokens.vet });
    expect(again.errors?.[0]).toMatchObject({ message: PRESCRIBING_ERRORS.onlyDraftsRejected, extensions: { code: 'CONFLICT' } });
  });

  it('approves a task exactly once when two vets approve it at the same moment', async () => {
    const [task] = await db()
      .insert(t.prescriptionTasks)
      .values({ locationId: MG, type: 'approval', status: 'PENDING', productId: ids.rx, locationClientId: ids.client, locationPatientId: ids.patient, quantityRequested: 1 })
      .returning();
    const before = await rows(t.prescriptions);
    const attach = { prescriptionTaskToAttach: { id: String(task.id), status: 'VET_APPROVED', type: 'approval', action: 'Approved' } };
    const [a, b] = await Promise.all([add(tokens.vet, await input(ids.rx), 'AuthorizeRx', attach), add(tokens.vet2, await input(ids.rx, { authorizingVet: String(ids.vet2Lu) }), 'AuthorizeRx', attach)]);
    const ok = [a, b].filter((r) => !r.errors);
    const failed = [a, b].filter((r) => r.errors);
    expect(ok).toHaveLength(1);
    expect(failed).toHaveLength(1);
    expect(failed[0].errors![0]).toMatchObject({ message: PRESCRIBING_ERRORS.taskAlreadyActioned, extensions: { code: 'CONFLICT' } });
    expect(await rows(t.prescriptions)).toBe(before + 1);
    const [after] = await db().select().from(t.prescriptionTasks).where(eq(t.prescriptionTasks.id, task.id));
    const winner = ok[0].data.addPrescription;
    expect(after).toMatchObject({ status: 'VET_APPROVED', action: 'Approved', prescriptionId: Number(winner.id), version: 1 });
    expect([ids.vetLu, ids.vet2Lu]).toContain(after.actionedByLocationUserId);
    const third = await add(tokens.vet, await input(ids.rx), 'AuthorizeRx', attach);
    expect(third.errors?.[0]?.extensions?.code).toBe('CONFLICT');
  });

  it('reads prescriptionTaskToAttach.status as the status the task takes, and refuses a payload that says otherwise', async () => {
    const [task] = await db()
      .insert(t.prescriptionTasks)
      .values({ locationId: MG, type: 'approval', status: 'PENDING', productId: ids.rx, locationClientId: ids.client, locationPatientId: ids.patient })
      .returning();
    const before = await rows(t.prescriptions);
    const e = await refused(async () => add(tokens.vet, await input(ids.rx), 'AuthorizeRx', { prescriptionTaskToAttach: { id: String(task.id), status: 'PENDING' } }));
    expect(e).toMatchObject({ message: PRESCRIBING_ERRORS.taskAttachStatusMismatch, extensions: { code: 'BAD_USER_INPUT' } });
    expect(await rows(t.prescriptions)).toBe(before);
    const [after] = await db().select().from(t.prescriptionTasks).where(eq(t.prescriptionTasks.id, task.id));
    expect(after).toMatchObject({ status: 'PENDING', prescriptionId: null, version: 0 });
  });

  it('links a draft to a task without changing its status', async () => {
    const [task] = await db()
      .insert(t.prescriptionTasks)
      .values({ locationId: MG, type: 'draft', status: 'PENDING', productId: ids.rx, locationClientId: ids.client, locationPatientId: ids.patient })
      .returning();
    const r = await add(tokens.vet, await input(ids.rx), 'SaveAsDraft', { prescriptionTaskToAttach: { id: String(task.id) } });
    const [after] = await db().select().from(t.prescriptionTasks).where(eq(t.prescriptionTasks.id, task.id));
    expect(after).toMatchObject({ status: 'PENDING', action: null, prescriptionId: Number(r.data.addPrescription.id) });
    const wrongClient = await refused(async () =>
      add(tokens.vet, await input(ids.rx, { locationClientId: null, locationPatientId: null, isOfficeUse: false }), 'SaveAsDraft', { prescriptionTaskToAttach: { id: String(task.id) } }),
    );
    expect(wrongClient.extensions?.code).toBe('BAD_USER_INPUT');
  });

  it('records a workflow step and adds shortcuts sorted by label per type', async () => {
    const rx = (await add(tokens.vet, await input(ids.rx), 'AuthorizeRx')).data.addPrescription;
    // When and by whom come from the session: a sent assignDate (2001) and assignedBy (vet2) are not kept.
    const before = Date.now();
    const w = await s.gql(
      UpsertPrescriptionWorkflowDocument.toString(),
      { input: { prescriptionId: rx.id, currentWorkflowStatusId: '2', workflowLocationUserId: String(ids.staffLu), internalNote: ' Call owner ', assignDate: '2001-01-01T00:00:00.000Z', assignedByLocationUserId: String(ids.vet2Lu) } },
      { token: tokens.vet },
    );
    const [stored] = await db().select().from(t.prescriptionWorkflows).where(eq(t.prescriptionWorkflows.id, Number(w.data.upsertPrescriptionWorkflow.id)));
    expect(stored.assignDate.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(stored.assignedByLocationUserId).toBe(ids.vetLu);
    expect(w.errors).toBeUndefined();
    expect(w.data.upsertPrescriptionWorkflow).toMatchObject({ prescriptionId: rx.id, assignedByLocationUserId: String(ids.vetLu), internalNote: 'Call owner' });
    const bad = await s.gql(UpsertPrescriptionWorkflowDocument.toString(), { input: { prescriptionId: rx.id, currentWorkflowStatusId: '2', workflowLocationUserId: String(ids.rvVetLu) } }, { token: tokens.vet });
    expect(bad.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');

    const added = await s.gql(AddShortcutDocument.toString(), { locationId: String(MG), shortcutType: 'SIG', label: ' AAA first ', details: ' Give with water. ' }, { token: tokens.vet });
    expect(added.data.addShortcut).toMatchObject({ type: 'SIG', label: 'AAA first', details: 'Give with water.', locationId: String(MG) });
    const invalid = await s.gql(AddShortcutDocument.toString(), { locationId: String(MG), shortcutType: 'SIG', label: '   ', details: 'x' }, { token: tokens.vet });
    expect(invalid.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { label: 'Label is required.' } });
    const staffAdds = await s.gql(AddShortcutDocument.toString(), { locationId: String(MG), shortcutType: 'NP', label: 'Staff note', details: 'Added from the prescription form.' }, { token: tokens.staff });
    expect(staffAdds.data.addShortcut).toMatchObject({ type: 'NP', label: 'Staff note', locationId: String(MG) });
    // The details limit is the one of the form the caller can use: staff have only the
    // prescription form's Add Shortcut (250); the vet's role has the Prescribing Shortcuts page (620).
    const tooLong = await s.gql(AddShortcutDocument.toString(), { locationId: String(MG), shortcutType: 'NP', label: 'Staff long', details: 'x'.repeat(251) }, { token: tokens.staff });
    expect(tooLong.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { details: 'Must be 250 characters or fewer' } });
    const vetLong = await s.gql(AddShortcutDocument.toString(), { locationId: String(MG), shortcutType: 'NP', label: 'Vet long', details: 'x'.repeat(300) }, { token: tokens.vet });
    expect(vetLong.data.addShortcut).toMatchObject({ label: 'Vet long', details: 'x'.repeat(300) });
    const list = (await s.gql(ShortcutDocument.toString(), { locationId: String(MG) }, { token: tokens.vet })).data.shortcut as Array<{ type: string; label: string }>;
    expect(list.map((x) => x.type)).toEqual([...list.map((x) => x.type)].sort((a, b) => ['SIG', 'NP', 'NC'].indexOf(a) - ['SIG', 'NP', 'NC'].indexOf(b)));
    for (const type of ['SIG', 'NP', 'NC']) {
      const labels = list.filter((x) => x.type === type).map((x) => x.label.toLowerCase());
      expect(labels).toEqual([...labels].sort());
    }
    expect(list.find((x) => x.type === 'SIG')!.label).toBe('AAA first');
    expect(list.some((x) => x.label === 'Old TID schedule')).toBe(false); // inactive
    const riverside = (await s.gql(ShortcutDocument.toString(), { locationId: String(RV) }, { token: tokens.vet })).data.shortcut as Array<{ label: string }>;
    expect(riverside.some((x) => x.label === 'AAA first')).toBe(false);
  });

  it('never stores a controlled refill above 5, a Schedule II refill above 0, PRN on a controlled product or a controlled expiry beyond 6 months', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('c2', 'c4', 'rx'),
        fc.integer({ min: 0, max: 14 }),
        fc.boolean(),
        fc.integer({ min: 0, max: 13 }),
        fc.constantFrom('AuthorizeRx', 'SaveAsDraft', 'PrintRx'),
        async (which, refills, prnFlag, months, type) => {
          const productId = ids[which as 'c2' | 'c4' | 'rx'];
          const r = await add(tokens.vet, await input(productId, { refills: prnFlag ? null : refills, prnFlag, prescExpiryDate: inMonths(months) }), type);
          const saved = r.data?.addPrescription;
          if (!saved) {
            expect(r.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
          } else if (which !== 'rx') {
            expect(saved.prnFlag).toBe(false);
            expect(saved.refills).toBeLessThanOrEqual(which === 'c2' ? 0 : 5);
            expect(saved.prescExpiryDate <= inMonths(6)).toBe(true);
          } else {
            expect(saved.refills ?? 0).toBeLessThanOrEqual(11);
            expect(saved.prescExpiryDate <= inMonths(12)).toBe(true);
          }
          return true;
        },
      ),
      { numRuns: 25 },
    );
  });
});
