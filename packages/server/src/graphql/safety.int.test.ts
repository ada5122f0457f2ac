/**
 * The safety screen through the API (issue 42), on PGlite and PostgreSQL: the
 * patient's medication list keeps a prescription the pharmacy filled; a new request for it is a possible
 * duplicate; a Deracoxib recommendation for a dog on Carprofen finds two NSAIDs, which the server
 * authorizes only with the vet's reason — refused without it, nothing written —, stores with the Rx,
 * writes to the audit row and the timeline, and passes to the pharmacy line; a far-outside dose needs a
 * reason, and so does a day's total far above the label (issue 59: a dose within the label per dose
 * but three times a day); a food-producing animal is refused a prohibited drug and asked for a withdrawal time; and
 * bulk approval leaves such a request alone.
 */
import { and, count, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { AddPrescriptionDocument } from '@vetrx/core/operations/AddPrescription';
import { BulkApprovalPreviewDocument } from '@vetrx/core/operations/BulkApprovalPreview';
import { GetPrescriptionAuditTrailDocument } from '@vetrx/core/operations/GetPrescriptionAuditTrail';
import { GetPrescriptionDetailDocument } from '@vetrx/core/operations/GetPrescriptionDetail';
import { GetPrescriptionTaskDocument } from '@vetrx/core/operations/GetPrescriptionTask';
import { SandboxAdvancePrescriptionDocument } from '@vetrx/core/operations/SandboxAdvancePrescription';
import { SandboxPlaceOrderDocument } from '@vetrx/core/operations/SandboxPlaceOrder';
import { SandboxRecommendDocument } from '@vetrx/core/operations/SandboxRecommend';
import { UpdatePrescriptionDocument } from '@vetrx/core/operations/UpdatePrescription';
import { GetLocationPatientDocument } from '@vetrx/core/operations/getLocationPatient';
import { SAFETY_MESSAGES } from '@vetrx/core/messages';
import { SAFETY_KNOWLEDGE_VERSION } from '@vetrx/core/safety';
import { LOCATION } from '@vetrx/fixtures';
import * as t from '../db/schema/index.js';
import { activeProduct, inMonths, locationUserId, queryRows, testDatabases, useTestServer } from '../testing/index.js';

const MG = LOCATION.mapleGrove;

describe.each(testDatabases())('the safety screen (%s)', (kind) => {
  const { server: s, tokens } = useTestServer(kind, { users: ['vet', 'support'] });
  const db = () => s.database.db;
  const gql = (doc: { toString(): string }, variables: Record<string, unknown>, token = tokens.vet) => s.gql(doc.toString(), variables, { token });
  const rows = async (table: typeof t.prescriptions | typeof t.auditLog) => Number((await db().select({ n: count() }).from(table))[0].n);
  const ids = {} as { vetLu: number; client: number; simba: number; carprofen30: number; carprofen60: number; deracoxib: number; goat: number; goatClient: number };

  /** An active patient of Maple Grove with an active client matching `where`, without a prescription or request unless `anyRecords`. */
  async function freshPatient(where: ReturnType<typeof sql>, anyRecords = false) {
    const [r] = await queryRows<{ client: number; patient: number }>(
      db(),
      sql`select c.id as client, p.id as patient from location_patients p join location_patient_clients l on l.location_patient_id = p.id
          join location_clients c on c.id = l.location_client_id
          where p.location_id = ${MG} and p.is_active and not p.is_deceased and c.is_active and p.weight > 0 and ${where}
            and (${anyRecords} or not exists (select 1 from prescriptions x where x.location_patient_id = p.id))
            and (${anyRecords} or not exists (select 1 from prescription_tasks x where x.location_patient_id = p.id))
          order by p.id limit 1`,
    );
    if (!r) throw new Error('No such patient');
    return r;
  }

  beforeAll(async () => {
    ids.vetLu = await locationUserId(db(), 'vet@demo.vetrx.dev', MG);
    // A dog of 9–27 kg (50 mg of carprofen is within or near its label), with nothing recorded that the products tested here conflict with.
    ({ client: ids.client, patient: ids.simba } = await freshPatient(
      sql`p.species_code = 'canine' and ((p.weight_unit = 'kg' and p.weight between 9 and 27) or (p.weight_unit <> 'kg' and p.weight between 20 and 60)) and cardinality(p.allergies) = 0 and cardinality(p.health_conditions) = 0 and cardinality(p.medications) = 0 and p.breed_code not in ('canine-collie', 'canine-border-collie', 'canine-australian-shepherd', 'canine-german-shepherd')`,
    ));
    // A food-producing animal: a goat.
    ({ client: ids.goatClient, patient: ids.goat } = await freshPatient(sql`p.breed_code = 'other-pygmy-goat'`, true));
    const chewable = sql`${t.products.productPresentationId} = (select id from product_presentations where dosage_form = 'chewable-tablet')`;
    ids.carprofen30 = (await activeProduct(db(), 'Carprofen', and(eq(t.products.strengthDisplay, '100 mg'), eq(t.products.packsizeQty, 30), chewable))).id;
    ids.carprofen60 = (await activeProduct(db(), 'Carprofen', and(eq(t.products.strengthDisplay, '100 mg'), eq(t.products.packsizeQty, 60), chewable))).id;
    ids.deracoxib = (await activeProduct(db(), 'Deracoxib Chewable Tablets', eq(t.products.strengthDisplay, '25 mg'))).id;
  });

  const carprofenInput = (over: Record<string, unknown> = {}) => ({
    locationId: String(MG),
    locationClientId: String(ids.client),
    locationPatientId: String(ids.simba),
    productId: String(ids.carprofen30),
    unitPerFill: 30,
    directions: 'Give 1/2 tablet (50 mg) by mouth every 24 hours with food.',
    refills: 2,
    prnFlag: false,
    prescExpiryDate: inMonths(11),
    authorizingVet: String(ids.vetLu),
    ...over,
  });
  const medications = async (patientId: number) => (await gql(GetLocationPatientDocument, { id: String(patientId) })).data.getLocationPatient;

  let carprofenRx: { id: string; rxNumber: string };

  it('keeps a prescription the pharmacy filled on the medication list, with where it comes from', async () => {
    const r = await gql(AddPrescriptionDocument, { input: carprofenInput(), addPrescriptionType: 'AuthorizeRx' });
    expect(r.errors).toBeUndefined();
    carprofenRx = r.data.addPrescription;
    // The sandbox pharmacy fills it: Sent, Received, Accepted By Pharmacy (not fillable, refills and expiry left).
    for (let i = 0; i < 5; i++) {
      const [row] = await db().select().from(t.prescriptions).where(eq(t.prescriptions.id, Number(carprofenRx.id)));
      if (row.rxStatusCode === 'AcceptedByPharmacy') break;
      expect((await gql(SandboxAdvancePrescriptionDocument, { prescriptionId: carprofenRx.id, outcome: 'accept' }, tokens.support)).errors).toBeUndefined();
    }
    const [filled] = await db().select().from(t.prescriptions).where(eq(t.prescriptions.id, Number(carprofenRx.id)));
    expect(filled).toMatchObject({ rxStatusCode: 'AcceptedByPharmacy', isFillable: false, refills: 2 });
    const patient = await medications(ids.simba);
    expect(patient.currentMedications).toEqual(
      expect.arrayContaining([expect.objectContaining({ key: `rx:${carprofenRx.id}`, source: 'VETRX', rxNumber: carprofenRx.rxNumber, prescriptionId: carprofenRx.id, rxStatus: { code: 'AcceptedByPharmacy', description: expect.any(String) } })]),
    );
  });

  it('flags a new storefront request for it as a possible duplicate, with a moderate same-ingredient finding', async () => {
    const order = await gql(SandboxPlaceOrderDocument, { input: { locationId: String(MG), locationClientId: String(ids.client), locationPatientId: String(ids.simba), productId: String(ids.carprofen60), quantity: 1 } }, tokens.support);
    expect(order.data.sandboxPlaceOrder.outcome).toBe('TASK');
    const task = (await gql(GetPrescriptionTaskDocument, { id: order.data.sandboxPlaceOrder.taskId })).data.getPrescriptionTask;
    expect(task.duplicates).toEqual(expect.arrayContaining([expect.objectContaining({ kind: 'prescription', prescriptionId: carprofenRx.id, rxNumber: carprofenRx.rxNumber })]));
    expect(task.safetyFindings).toEqual(expect.arrayContaining([expect.objectContaining({ code: 'dup-same-ingredient', severity: 'moderate', needsReason: false, against: expect.objectContaining({ rxNumber: carprofenRx.rxNumber }) })]));
    // The pending request is on the patient's pending requests, not on the medication list.
    const patient = await medications(ids.simba);
    expect(patient.pendingRequests.map((m: { prescriptionTaskId: string }) => m.prescriptionTaskId)).toContain(String(order.data.sandboxPlaceOrder.taskId));
    expect(patient.currentMedications.some((m: { source: string }) => m.source === 'REQUEST')).toBe(false);
  });

  it('refuses a Deracoxib recommendation for a dog on Carprofen without the vet’s reason, writing nothing; with it, stores, audits and passes it on', async () => {
    const taskId = (await gql(SandboxRecommendDocument, { input: { locationId: String(MG), locationClientId: String(ids.client), locationPatientId: String(ids.simba), productId: String(ids.deracoxib), quantity: 1 } }, tokens.support)).data.sandboxRecommend;
    const task = (await gql(GetPrescriptionTaskDocument, { id: taskId })).data.getPrescriptionTask;
    const nsaids = task.safetyFindings.find((f: { code: string }) => f.code === 'dup-nsaid-nsaid');
    expect(nsaids).toMatchObject({ severity: 'major', needsReason: true, kind: 'duplicate', against: { rxNumber: carprofenRx.rxNumber, source: 'VETRX' } });

    const input = carprofenInput({ productId: String(ids.deracoxib), directions: 'Give 1 tablet (25 mg) by mouth once daily.', unitPerFill: (await activeProduct(db(), 'Deracoxib Chewable Tablets', eq(t.products.id, ids.deracoxib))).pack });
    const attach = { id: String(task.id), status: 'VET_APPROVED' };
    const [rx, audit] = [await rows(t.prescriptions), await rows(t.auditLog)];
    const refused = await gql(AddPrescriptionDocument, { input, addPrescriptionType: 'AuthorizeRx', prescriptionTaskToAttach: attach });
    expect(refused.errors?.[0]).toMatchObject({ message: SAFETY_MESSAGES.reasonRequired, extensions: { code: 'BAD_USER_INPUT', fields: { safetyOverrideReason: SAFETY_MESSAGES.reasonRequired } } });
    expect([await rows(t.prescriptions), await rows(t.auditLog)]).toEqual([rx, audit]);
    const blank = await gql(AddPrescriptionDocument, { input: { ...input, safetyOverrideReason: '   ' }, addPrescriptionType: 'PrintRx', prescriptionTaskToAttach: attach });
    expect(blank.errors?.[0]?.extensions?.fields).toEqual({ safetyOverrideReason: SAFETY_MESSAGES.reasonRequired });

    const reason = 'Carprofen stopped 7 days ago (washout done); switching to deracoxib.';
    const ok = await gql(AddPrescriptionDocument, { input: { ...input, safetyOverrideReason: reason }, addPrescriptionType: 'AuthorizeRx', prescriptionTaskToAttach: attach });
    expect(ok.errors).toBeUndefined();
    const id = ok.data.addPrescription.id;
    const detail = (await gql(GetPrescriptionDetailDocument, { id })).data.getPrescriptionDetail;
    expect(detail.safetyReview).toMatchObject({ knowledgeVersion: SAFETY_KNOWLEDGE_VERSION, overrideReason: reason, withdrawalTime: null });
    expect(detail.safetyReview.findings.map((f: { code: string }) => f.code)).toContain('dup-nsaid-nsaid');
    expect(detail.safetyReview.pharmacyLine).toBe(`Safety override: Two NSAIDs (major). Reason: ${reason}`);
    // The same mutation's audit row carries it, and the timeline says so.
    const [row] = await queryRows<{ after: { safetyReview: { overrideReason: string }; safetyOverrideReason: string } }>(db(), sql`select after from audit_log where entity = 'Prescription' and entity_id = ${String(id)} and operation = 'AddPrescription'`);
    expect(row.after.safetyReview.overrideReason).toBe(reason);
    expect(row.after.safetyOverrideReason).toBe(reason);
    const trail = (await gql(GetPrescriptionAuditTrailDocument, { prescriptionId: id })).data.GetPrescriptionAuditTrail;
    // Two NSAIDs twice: with the filled Carprofen Rx and with the pending Carprofen request.
    const decided = detail.safetyReview.findings.filter((f: { needsReason: boolean }) => f.needsReason);
    expect(decided.map((f: { against: { source: string } }) => f.against.source).sort()).toEqual(['REQUEST', 'VETRX']);
    expect(trail.find((e: { event: string }) => e.event === 'authorized').detail).toBe(SAFETY_MESSAGES.timelineDetail(2, reason));
  });

  it('a far-outside dose (10 tablets of 100 mg twice a day) needs a reason when issued, not as a draft', async () => {
    const far = carprofenInput({ directions: 'Give 10 tablets (1000 mg) by mouth every 12 hours.' });
    const refused = await gql(AddPrescriptionDocument, { input: far, addPrescriptionType: 'AuthorizeRx' });
    expect(refused.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', fields: { safetyOverrideReason: SAFETY_MESSAGES.reasonRequired } });
    // A draft is saved without it (the reason is asked when it is issued), and issued with it.
    const draft = await gql(AddPrescriptionDocument, { input: far, addPrescriptionType: 'SaveAsDraft' });
    expect(draft.errors).toBeUndefined();
    const { locationId: _l, ...update } = far;
    const issued = await gql(UpdatePrescriptionDocument, { id: draft.data.addPrescription.id, input: { ...update, safetyOverrideReason: 'Loading dose confirmed by the oncologist' }, addPrescriptionType: 'AuthorizeRx' });
    expect(issued.errors).toBeUndefined();
    const [row] = await db().select().from(t.prescriptions).where(eq(t.prescriptions.id, Number(draft.data.addPrescription.id)));
    expect(row.safetyReview?.findings.map((f) => (f as { code: string }).code)).toContain('dose-far-outside');
    expect(row.safetyReview?.overrideReason).toBe('Loading dose confirmed by the oncologist');
  });

  it('by the day (issue 59): 100 mg of carprofen within the label per dose but three times a day is refused without a reason; once daily is not', async () => {
    // A dog of 23–45 kg: one 100 mg tablet is 2.2–4.4 mg/kg per dose, within the label; three a day is 6.6–13 mg/kg/day against 4.4.
    const dog = await freshPatient(
      sql`p.species_code = 'canine' and ((p.weight_unit = 'kg' and p.weight between 23 and 45) or (p.weight_unit <> 'kg' and p.weight between 51 and 99)) and cardinality(p.allergies) = 0 and cardinality(p.health_conditions) = 0 and cardinality(p.medications) = 0 and p.breed_code not in ('canine-collie', 'canine-border-collie', 'canine-australian-shepherd', 'canine-german-shepherd')`,
    );
    const input = (directions: string) => carprofenInput({ locationClientId: String(dog.client), locationPatientId: String(dog.patient), directions });
    const [rx, audit] = [await rows(t.prescriptions), await rows(t.auditLog)];
    for (const directions of ['Give 1 tablet by mouth three times daily with food.', 'Give 1 tablet by mouth every 8 hours with food.', 'Give 1 tablet PO TID']) {
      const refused = await gql(AddPrescriptionDocument, { input: input(directions), addPrescriptionType: 'AuthorizeRx' });
      expect([directions, refused.errors?.[0]?.extensions]).toEqual([directions, expect.objectContaining({ code: 'BAD_USER_INPUT', fields: { safetyOverrideReason: SAFETY_MESSAGES.reasonRequired } })]);
    }
    expect([await rows(t.prescriptions), await rows(t.auditLog)]).toEqual([rx, audit]);
    // Saved as a draft, the finding names the day's arithmetic and the label's source.
    const draft = await gql(AddPrescriptionDocument, { input: input('Give 1 tablet by mouth every 8 hours with food.'), addPrescriptionType: 'SaveAsDraft' });
    expect(draft.errors).toBeUndefined();
    const [row] = await db().select().from(t.prescriptions).where(eq(t.prescriptions.id, Number(draft.data.addPrescription.id)));
    const finding = row.safetyReview?.findings.find((f) => (f as { code: string }).code === 'dose-far-outside') as { message: string; source: string; needsReason: boolean } | undefined;
    expect(finding).toMatchObject({ needsReason: true, source: expect.stringMatching(/^Carprofen label/) });
    expect(finding!.message).toMatch(/^1 × 100 mg every 8 h = [\d.]+ mg\/kg\/day; label 2\.2–4\.4 mg\/kg\/day: [\d.]+ times above the maximum/);
    // The once-daily control is authorized without a reason, with no dose finding.
    const once = await gql(AddPrescriptionDocument, { input: input('Give 1 tablet by mouth once daily with food.'), addPrescriptionType: 'AuthorizeRx' });
    expect(once.errors).toBeUndefined();
    const [issued] = await db().select().from(t.prescriptions).where(eq(t.prescriptions.id, Number(once.data.addPrescription.id)));
    expect(issued.safetyReview?.findings.filter((f) => (f as { kind: string }).kind === 'dose')).toEqual([]);
  });

  it('a food-producing animal: a prohibited drug is refused whatever the reason; a withdrawal time is asked for', async () => {
    const goatInput = async (family: string, over: Record<string, unknown> = {}) => {
      const p = await activeProduct(db(), family);
      return { ...carprofenInput(), locationClientId: String(ids.goatClient), locationPatientId: String(ids.goat), productId: String(p.id), unitPerFill: p.pack, directions: 'Give 1 tablet by mouth twice daily.', noteToPharmacy: 'Extra-label use in a goat', ...over };
    };
    const metro = await gql(AddPrescriptionDocument, { input: await goatInput('Metronidazole Tablets', { safetyOverrideReason: 'Owner insists', withdrawalTime: 'Never for food' }), addPrescriptionType: 'AuthorizeRx' });
    expect(metro.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(metro.errors?.[0]?.extensions?.fields?.productId).toMatch(/prohibited in food-producing animals.*cannot be authorized/);
    const cephalexin = await goatInput('Cephalexin Capsules', { directions: 'Give 1 capsule by mouth twice daily.' });
    const noTime = await gql(AddPrescriptionDocument, { input: cephalexin, addPrescriptionType: 'AuthorizeRx' });
    expect(noTime.errors?.[0]?.extensions?.fields).toMatchObject({ withdrawalTime: SAFETY_MESSAGES.withdrawalRequired });
    // (A reason too, should the animal's own medications interact with it.)
    const ok = await gql(AddPrescriptionDocument, { input: { ...cephalexin, withdrawalTime: 'Meat 14 days, milk 96 hours (FARAD)', safetyOverrideReason: 'Checked against its current medications' }, addPrescriptionType: 'AuthorizeRx' });
    expect(ok.errors).toBeUndefined();
    const detail = (await gql(GetPrescriptionDetailDocument, { id: ok.data.addPrescription.id })).data.getPrescriptionDetail;
    expect(detail.safetyReview).toMatchObject({ withdrawalTime: 'Meat 14 days, milk 96 hours (FARAD)' });
    expect(detail.safetyReview.findings.map((f: { code: string }) => f.code)).toContain('food-withdrawal');
  });

  it('bulk approval leaves a request with a finding that needs a reason alone, and says why', async () => {
    const taskId = (await gql(SandboxRecommendDocument, { input: { locationId: String(MG), locationClientId: String(ids.client), locationPatientId: String(ids.simba), productId: String(ids.deracoxib), quantity: 1 } }, tokens.support)).data.sandboxRecommend;
    const pack = (await activeProduct(db(), 'Deracoxib Chewable Tablets', eq(t.products.id, ids.deracoxib))).pack;
    const draft = await gql(AddPrescriptionDocument, {
      input: carprofenInput({ productId: String(ids.deracoxib), unitPerFill: pack, directions: 'Give 1 tablet (25 mg) by mouth once daily.' }),
      addPrescriptionType: 'SaveAsDraft',
      prescriptionTaskToAttach: { id: String(taskId), status: 'PENDING' },
    });
    expect(draft.errors).toBeUndefined();
    const preview = (await gql(BulkApprovalPreviewDocument, { locationId: String(MG), prescriptionTaskIds: [String(taskId)] })).data.bulkApprovalPreview;
    expect(preview.items[0]).toMatchObject({ qualifies: false });
    expect(preview.items[0].reasons).toContain(SAFETY_MESSAGES.bulkRefusal);
  });
});
