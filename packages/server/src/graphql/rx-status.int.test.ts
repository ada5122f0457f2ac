/**
 * One status for a prescription wherever the API shows it (issue 59 item 4), on PGlite and PostgreSQL:
 * a prescription the pharmacy received and the client can fill reads Fillable in GetPrescription, in
 * Rx History and in the patient's medication list alike (the list said Not Fillable, reading the code
 * alone); one it cannot fill reads Not Fillable everywhere, and an archived one Archived.
 */
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { GetLocationClientDocument } from '@vetrx/core/operations/GetLocationClient';
import { GetPrescriptionDocument } from '@vetrx/core/operations/GetPrescription';
import { GetPrescriptionHistoryDocument } from '@vetrx/core/operations/GetPrescriptionHistory';
import { LOCATION } from '@vetrx/fixtures';
import * as t from '../db/schema/index.js';
import { inMonths, queryRows, testDatabases, useTestServer } from '../testing/index.js';

const MG = LOCATION.mapleGrove;

describe.each(testDatabases())('a prescription status reads the same everywhere (%s)', (kind) => {
  const { server: s, tokens } = useTestServer(kind, { users: ['vet'] });
  const db = () => s.database.db;
  const gql = (doc: { toString(): string }, variables: Record<string, unknown>) => s.gql(doc.toString(), variables, { token: tokens.vet });
  let rx: { id: number; client: number; patient: number };

  beforeAll(async () => {
    // An issued prescription of an active patient at Maple Grove, in force for months yet.
    const [row] = await queryRows<{ id: number; client: number; patient: number }>(
      db(),
      sql`select x.id, x.location_client_id as client, x.location_patient_id as patient from prescriptions x
          join location_patients p on p.id = x.location_patient_id
          where x.location_id = ${MG} and x.rx_status_code = 'Created' and not x.archived and p.is_active and not p.is_deceased
            and x.presc_expiry_date >= ${inMonths(3)} and x.location_client_id is not null
          order by x.id limit 1`,
    );
    if (!row) throw new Error('No issued prescription to test with');
    rx = row;
  });

  /** The prescription's status as GetPrescription, Rx History and the patient's medication list answer it. */
  async function statuses(): Promise<{ detail: string; history: string; medicationList: string | null }> {
    const detail = (await gql(GetPrescriptionDocument, { id: String(rx.id) })).data.getPrescription.rxStatus.description;
    const history = (await gql(GetPrescriptionHistoryDocument, { locationId: String(MG), locationPatientId: String(rx.patient), skip: 0, take: 100 })).data.getPrescriptionHistory.find(
      (r: { id: string }) => r.id === String(rx.id),
    ).rxStatus.description;
    const client = (await gql(GetLocationClientDocument, { id: String(rx.client) })).data.getLocationClient;
    const patient = client.locationPatientClients.find((l: { locationPatient: { id: string } | null }) => l.locationPatient?.id === String(rx.patient)).locationPatient;
    const entry = patient.currentMedications.find((m: { prescriptionId: string | null }) => m.prescriptionId === String(rx.id));
    return { detail, history, medicationList: entry ? entry.rxStatus.description : null };
  }

  async function setStatus(code: string, isFillable: boolean, archived = false) {
    await db().update(t.prescriptions).set({ rxStatusCode: code, isFillable, archived }).where(eq(t.prescriptions.id, rx.id));
  }

  it('received by the pharmacy and fillable: Fillable in the detail, the history and the medication list', async () => {
    await setStatus('ReceivedByPharmacy', true);
    expect(await statuses()).toEqual({ detail: 'Fillable', history: 'Fillable', medicationList: 'Fillable' });
  });

  it('received by the pharmacy and not fillable: Not Fillable in all three', async () => {
    await setStatus('ReceivedByPharmacy', false);
    expect(await statuses()).toEqual({ detail: 'Not Fillable', history: 'Not Fillable', medicationList: 'Not Fillable' });
  });

  it('archived: Archived in the detail and the history, and off the medication list', async () => {
    await setStatus('SentToPharmacy', false, true);
    expect(await statuses()).toEqual({ detail: 'Archived', history: 'Archived', medicationList: null });
  });
});
