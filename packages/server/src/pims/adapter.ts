/**
 * The practice-management-system (PIMS) adapter: what the server asks a PIMS for. The sandbox adapter
 * answers from deterministic demo data; real vendor adapters (EzyVet, Digitail…) implement the same
 * interface and are chosen by connection type in `adapterFor`.
 */
import type { PimsCaretaker, PimsPatient, PimsUser } from '@vetrx/core/entities';

/** The PIMS account of a location a call goes to (the spec's pimsInput). */
export interface PimsAccount {
  pimsAccountId: string;
  pimsConnectionType: string;
  /** The account's secret, when the vendor needs one: as the location stores it (sealed). */
  pimsAccountSecret: string | null;
  /**
   * The location's write-back account id: for ezyVet, the site (database) uid the credentials belong
   * to, which a token request names.
   */
  pimsWritebackAccountId?: string | null;
}

/** A consultation (prescribing §3 PIMS consult). */
export interface PimsConsultRecord {
  id: string;
  code: string | null;
  date: Date | null;
  description: string | null;
  diagnosis: string | null;
  status: string | null;
  pimsUser: { displayName: string | null } | null;
}

/**
 * A user of the PIMS (admin §3 PIMS user) as the API answers it (core's PimsUser), with the identity a
 * link needs always present; `pimsId` is null on a record the PIMS holds without one (it cannot be
 * linked).
 */
export type PimsUserRecord = Omit<PimsUser, PimsUserIdentity> & { [K in PimsUserIdentity]: NonNullable<PimsUser[K]> };

type PimsUserIdentity = 'displayName' | 'pimsAccountId' | 'pimsConnectionType' | 'isProvider';

/** A patient (pet) as the PIMS holds it (clients §3 PIMS patient): the contract's PimsPatient. */
export type PimsPatientRecord = PimsPatient;

/** A client (caretaker) as the PIMS holds it (clients §3 PIMS client), with its patients: the contract's PimsCaretaker. */
export type PimsCaretakerRecord = PimsCaretaker;

/** What a PIMS client search filters on; every filled field must match (searchPimsCaretakers). */
export interface PimsCaretakerQuery {
  email?: string | null;
  firstName?: string | null;
  lastName?: string | null;
  patientName?: string | null;
  /** Digits, or the raw text for the connection type that takes it. */
  phone?: string | null;
  /** Answer patients with a date of death as deceased. */
  checkIfPatientDeceased?: boolean | null;
}

/** Which PIMS client's patients (by PIMS id or provider id). */
export interface PimsCaretakerRef {
  pimsCaretakerId?: string | null;
  providerCaretakerId?: string | null;
}

/** A page request. */
export interface PimsPage {
  skip: number;
  take: number;
}

/** The install information of an account (admin §3). */
export interface PimsInstallInformationRecord {
  pimsAccountId: string;
  practiceName: string | null;
  pims: string | null;
  schedule: { nextRun: Date | null; frequency: string | null } | null;
}

/** One stage of the data service's last run (admin §3). */
export interface PimsInstallStageRecord {
  status: string | null;
  startTime: Date | null;
  endTime: Date | null;
  /** Seconds. */
  elapsedTime: number | null;
  lastSuccessful: Date | null;
}

/** The install status of an account (admin §3). */
export interface PimsInstallStatusRecord {
  pimsAccountId: string | null;
  lastHeartbeat: Date | null;
  extraction: PimsInstallStageRecord | null;
  intermediate: PimsInstallStageRecord | null;
  staging: PimsInstallStageRecord | null;
}

/** A medication the PIMS recorded for a patient: dispensed or prescribed in the clinic. */
export interface PimsMedicationRecord {
  pimsId: string;
  productName: string;
  activeIngredient: string | null;
  quantity: number | null;
  unit: string | null;
  directions: string | null;
  /** ISO instant. */
  dispensedAt: string;
  prescriber: string | null;
}

/** A VetRx prescription written back to the PIMS's medical record. */
export interface PimsPrescriptionWrite {
  /** The Rx uuid: the idempotency key. */
  reference: string;
  pimsPatientId: string;
  pimsConsultId: string | null;
  prescriberPimsUserId: string | null;
  productName: string;
  quantity: number;
  unit: string | null;
  directions: string;
  refills: number;
  issuedAt: string;
  expiresAt: string | null;
  /** Link back to the Rx's VetRx detail page. */
  detailUrl: string;
}

/** What the server needs from a PIMS. Implementations throw on any failure of the call. */
export interface PimsAdapter {
  /** Consults of a PIMS patient, newest first. */
  getConsultsByPatientId(account: PimsAccount, pimsPatientId: string): Promise<PimsConsultRecord[]>;
  /** Consults of a PIMS patient whose code contains `code` (case-insensitive), newest first. */
  getConsultsByCode(account: PimsAccount, pimsPatientId: string, code: string): Promise<PimsConsultRecord[]>;
  /** Users of the account whose display name contains `text` (case-insensitive; all when blank), by name. */
  searchUsers(account: PimsAccount, text: string): Promise<PimsUserRecord[]>;
  /** One user of the account by PIMS id; null when the PIMS has none. */
  getUser(account: PimsAccount, pimsId: string): Promise<PimsUserRecord | null>;
  /** PIMS clients matching every filled filter, best matches first, at most `limit`; none without a filter. */
  searchCaretakers(account: PimsAccount, query: PimsCaretakerQuery, limit: number): Promise<PimsCaretakerRecord[]>;
  /** One PIMS client by PIMS id or provider id; null when the PIMS has none. */
  getCaretakerById(account: PimsAccount, id: { pimsId?: string | null; providerId?: string | null }): Promise<PimsCaretakerRecord | null>;
  /** A page of the account's PIMS clients (filtered like the search, all of them without a filter), by name. */
  getCaretakerList(account: PimsAccount, query: PimsCaretakerQuery, page: PimsPage): Promise<{ data: PimsCaretakerRecord[]; count: number }>;
  /** Patients of a PIMS client (or of the account) whose name contains `name`, by name. */
  searchPatients(account: PimsAccount, caretaker: PimsCaretakerRef, name: string): Promise<PimsPatientRecord[]>;
  /** A page of the patients of a PIMS client, or of the account, by name. */
  getPatientList(account: PimsAccount, caretaker: PimsCaretakerRef, page: PimsPage): Promise<{ data: PimsPatientRecord[]; count: number }>;
  /** One PIMS patient by PIMS id (or provider id); null when the PIMS has none. */
  getPatientById(account: PimsAccount, pimsId: string): Promise<PimsPatientRecord | null>;
  /** The account's install information; null when the data service does not know the account. */
  getInstallInformation(account: PimsAccount): Promise<PimsInstallInformationRecord | null>;
  /** The account's install status; null when the data service does not know the account. */
  getInstallStatus(account: PimsAccount): Promise<PimsInstallStatusRecord | null>;
  /** Reads the account's users from the PIMS again. */
  syncUsers(account: PimsAccount, accountUuid: string): Promise<{ isSuccess: boolean; count: number }>;
  /** Medications the PIMS recorded for a patient (dispensed or prescribed in the clinic), newest first. */
  getPatientMedications(account: PimsAccount, pimsPatientId: string): Promise<PimsMedicationRecord[]>;
  /** Writes an authorized Rx to the patient's medical record; idempotent on `write.reference` (the Rx uuid). */
  writePrescription(account: PimsAccount, write: PimsPrescriptionWrite): Promise<{ pimsId: string }>;
}

/** Thrown when a connection type has no adapter that can answer. */
export class PimsUnsupportedError extends Error {
  constructor(connectionType: string) {
    super(`No PIMS adapter for connection type ${connectionType}`);
    this.name = 'PimsUnsupportedError';
  }
}
