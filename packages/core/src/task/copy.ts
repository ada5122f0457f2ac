type Id = string | number;

/**
 * The origin code of a copied prescription (prescribing §4 Actions: "Copy creates a copy (origin copy,
 * shown with a Copied tag)").
 *
 * @example
 * COPY_ORIGIN_CODE // 'copy'
 */
export const COPY_ORIGIN_CODE = 'copy';

/**
 * Is this prescription a copy (shown with the Copied tag)?
 *
 * @example
 * isCopiedPrescription({ rxOrigin: { code: 'copy' } }) // true
 */
export function isCopiedPrescription(rx: { readonly rxOrigin?: { readonly code?: string | null } | null }): boolean {
  return rx.rxOrigin?.code?.trim().toLowerCase() === COPY_ORIGIN_CODE;
}

/**
 * What a copy reads from a prescription and from a task alike: its id, where it is, whose, and the product.
 *
 * @example
 * const source: CopySourceRecord = { id: 12, locationId: 1, productId: 7 };
 */
export interface CopySourceRecord {
  readonly id?: Id | null;
  readonly locationId?: Id | null;
  readonly locationClientId?: Id | null;
  readonly locationPatientId?: Id | null;
  readonly productId?: Id | null;
  readonly flavorId?: Id | null;
}

/**
 * The fields of a prescription a copy carries over.
 *
 * @example
 * const source: CopySourcePrescription = { productId: 7, unitPerFill: 30, directions: 'Give 1 daily' };
 */
export interface CopySourcePrescription extends CopySourceRecord {
  readonly unitPerFill?: number | null;
  readonly directions?: string | null;
  readonly refills?: number | null;
  readonly prnFlag?: boolean | null;
  readonly daysSupply?: number | null;
  readonly reasonForCompound?: string | null;
  readonly allergicIngredient?: string | null;
  readonly noteToClient?: string | null;
  readonly noteToPharmacy?: string | null;
  readonly isOfficeUse?: boolean | null;
  readonly autoShipPrompt?: boolean | null;
  readonly authorizingVet?: Id | null;
}

/**
 * A prescription to write again, without its id (prescribing §2 Draft editing: "Copy and
 * Decline-and-copy … pass a copy of the task or prescription without its id"). Dates, numbers,
 * status, workflow and archive state are not copied: the new prescription gets its own.
 *
 * @example
 * const copy: PrescriptionCopy = copyFromPrescription(rx);
 */
export interface PrescriptionCopy {
  readonly rxOriginCode: typeof COPY_ORIGIN_CODE;
  readonly locationId: Id | null;
  readonly locationClientId: Id | null;
  readonly locationPatientId: Id | null;
  readonly productId: Id | null;
  readonly flavorId: Id | null;
  readonly unitPerFill: number | null;
  readonly directions: string | null;
  readonly refills: number | null;
  readonly prnFlag: boolean;
  readonly daysSupply: number | null;
  readonly reasonForCompound: string | null;
  readonly allergicIngredient: string | null;
  readonly noteToClient: string | null;
  readonly noteToPharmacy: string | null;
  readonly isOfficeUse: boolean;
  readonly autoShipPrompt: boolean;
  readonly authorizingVet: Id | null;
}

/**
 * Navigation state of /create/rx/direct/ when copying: the copy (no id) and where it came from.
 *
 * @example
 * navigate('/create/rx/direct/', { state: directPrescribeCopyState(copyFromPrescription(rx), { kind: 'prescription', id: rx.id }) });
 */
export interface DirectPrescribeCopyState {
  readonly prescription: PrescriptionCopy;
  /** Always true: the draft-editing page starts a copy (origin copy), never an update. */
  readonly copy: true;
  readonly copiedFrom: { readonly kind: 'task' | 'prescription'; readonly id: Id };
}

/**
 * Wraps a copy as the navigation state of /create/rx/direct/.
 *
 * @example
 * directPrescribeCopyState(copy, { kind: 'task', id: 12 }) // { prescription: copy, copy: true, copiedFrom: { kind: 'task', id: 12 } }
 */
export function directPrescribeCopyState(
  prescription: PrescriptionCopy,
  copiedFrom: { readonly kind: 'task' | 'prescription'; readonly id: Id },
): DirectPrescribeCopyState {
  return { prescription, copy: true, copiedFrom };
}

const text = (v: string | null | undefined): string | null => (v != null && v.trim() !== '' ? v : null);
const num = (v: number | null | undefined): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

/**
 * A copy of a prescription: every writable field carried over, origin `copy`, no id.
 *
 * @example
 * copyFromPrescription({ id: 4, productId: 7, prnFlag: true }) // { rxOriginCode: 'copy', productId: 7, prnFlag: true, … } (no id)
 */
export function copyFromPrescription(rx: CopySourcePrescription): PrescriptionCopy {
  return {
    rxOriginCode: COPY_ORIGIN_CODE,
    locationId: rx.locationId ?? null,
    locationClientId: rx.locationClientId ?? null,
    locationPatientId: rx.locationPatientId ?? null,
    productId: rx.productId ?? null,
    flavorId: rx.flavorId ?? null,
    unitPerFill: num(rx.unitPerFill),
    directions: text(rx.directions),
    refills: num(rx.refills),
    prnFlag: rx.prnFlag === true,
    daysSupply: num(rx.daysSupply),
    reasonForCompound: text(rx.reasonForCompound),
    allergicIngredient: text(rx.allergicIngredient),
    noteToClient: text(rx.noteToClient),
    noteToPharmacy: text(rx.noteToPharmacy),
    isOfficeUse: rx.isOfficeUse === true,
    autoShipPrompt: rx.autoShipPrompt === true,
    authorizingVet: rx.authorizingVet ?? null,
  };
}

/**
 * The fields of a task a copy reads.
 *
 * @example
 * const task: CopySourceTask = { id: 12, locationId: 1, locationClientId: 3, productId: 7, quantityRequested: 2, product: { packsizeQty: 30 } };
 */
export interface CopySourceTask extends CopySourceRecord {
  readonly quantityRequested?: number | null;
  readonly isAutoship?: boolean | null;
  readonly product?: { readonly packsizeQty?: number | null } | null;
  readonly prescription?: CopySourcePrescription | null;
  readonly previousPrescription?: CopySourcePrescription | null;
}

/**
 * A copy of a task (Copy, Decline-and-copy): the task's prescription, else its previous prescription,
 * with the task's own client, patient, product and flavor; the units per fill are the requested
 * quantity of packs when the task has one (so a larger requested quantity is what gets written), else
 * the prescription's; autoship prompt on for an autoship task. Origin `copy`, no id.
 *
 * @example
 * copyFromTask({ productId: 7, quantityRequested: 3, product: { packsizeQty: 30 }, previousPrescription: { unitPerFill: 30 } }).unitPerFill // 90
 */
export function copyFromTask(task: CopySourceTask): PrescriptionCopy {
  const base = copyFromPrescription(task.prescription ?? task.previousPrescription ?? {});
  const pack = num(task.product?.packsizeQty);
  const requested = num(task.quantityRequested);
  const units = pack !== null && pack > 0 && requested !== null && requested > 0 ? pack * requested : base.unitPerFill;
  return {
    ...base,
    locationId: task.locationId ?? base.locationId,
    locationClientId: task.locationClientId ?? base.locationClientId,
    locationPatientId: task.locationPatientId ?? base.locationPatientId,
    productId: task.productId ?? base.productId,
    flavorId: task.flavorId ?? base.flavorId,
    unitPerFill: units,
    autoShipPrompt: base.autoShipPrompt || task.isAutoship === true,
  };
}
