/**
 * What the prescription form shows, section by section, from the form's facts: one pure function over
 * the rules the form used to call field by field. The web's sections read their slice;
 * the rules themselves stay where they are (refills, expiry, quantity, compounding, controlled, price).
 */
import { hardCopyInstruction, showsDeaInformation } from '../controlled/hard-copy.js';
import { controlledNotice, isControlledProduct, isScheduleII } from '../controlled/schedule.js';
import { PRESCRIBING_FORM_LABELS } from '../messages/prescribing.js';
import { consultLinking } from '../patient/display.js';
import { autoshipPrice, displayedPrice, formatPrice, isPriceShown, type PricedProduct } from '../product/price.js';
import { shouldOpenAdvancedOptions } from './advanced-options.js';
import { authorizingVetLabel } from './authorization.js';
import { CLIENT_NOTIFICATION_OPTIONS, type ClientNotificationOption, isNotifyClientDateEnabled, notifyClientDateFor } from './client-notification.js';
import { ALLERGIC_INGREDIENT_MAX_LENGTH, isAllergicIngredientEnabled, isReasonForCompoundShown, reasonForCompoundHint } from './compounding.js';
import { toDayString } from './dates.js';
import { expiryWindow } from './expiry.js';
import { DIRECTIONS_MAX_LENGTH, isNoteToClientAvailable, NOTE_TO_CLIENT_MAX_LENGTH, NOTE_TO_PHARMACY_MAX_LENGTH } from './fields.js';
import type { PrescriptionFormValues } from './form.js';
import { quantityStepperBounds, unitsPerFill } from './quantity.js';
import { isPrnAvailable, isPrnLocked, isRefillsDisabled, refillChoices } from './refills.js';
import type { DateInput, PrescriptionProductFacts } from './types.js';

/**
 * What the form knows when it draws: its values, the product's facts, the location's and patient's
 * facts, the messages under the fields (core's `visibleFieldErrors`) and today.
 *
 * @example
 * const facts: PrescriptionFormViewFacts = { values, product, mode: 'create', isOfficeUse: false, today: new Date(), errors: {} };
 */
export interface PrescriptionFormViewFacts {
  readonly values: PrescriptionFormValues;
  /** The selected product's facts (the form machine's `facts.product`). */
  readonly product: PrescriptionProductFacts | null;
  readonly mode: 'create' | 'approval';
  readonly isOfficeUse: boolean;
  readonly today: DateInput;
  /** The message under each field, by field name. */
  readonly errors: Readonly<Record<string, string>>;
  /** Quantity requested by the task being answered. */
  readonly requestedQuantity?: number | null;
  /** The product's pack size as shown ("30 tablets") and its price books, with the location's price book. */
  readonly pack?: { readonly display?: string | null; readonly priced?: PricedProduct | null; readonly priceBookType?: string | null } | null;
  /** The chosen reason for compounding, as listed (its allergic-ingredient flag). */
  readonly reason?: { readonly allergicIngredient?: boolean | null } | null;
  readonly features?: { readonly showNoteToClient?: boolean } | null;
  /** The state of the location's active address (the hard copy's instruction depends on it). */
  readonly locationState?: string | null;
  /** The conflict check found something: the note to the pharmacy is required. */
  readonly conflictExists?: boolean;
  /** What the safety check's findings ask, or null without a check. */
  readonly safety?: { readonly needsReason: boolean; readonly needsWithdrawalTime: boolean } | null;
  /** How many flavours the product offers. */
  readonly flavorCount?: number;
  /** Advanced Options: the user's "open by default" and the saved prescription being edited. */
  readonly advanced?: { readonly storedPreference?: boolean; readonly draft?: Parameters<typeof shouldOpenAdvancedOptions>[0]['draft'] } | null;
  /** PIMS consult linking: the location's account and the patient (null when the location has no PIMS or there is no patient). */
  readonly pims?: {
    readonly pimsConnectionType: string | null;
    readonly isWritebackEnabled: boolean;
    readonly isAccountSetUp: boolean;
    readonly patientPimsId: string | null;
  } | null;
}

/**
 * How one field shows: required, disabled (with the reason when a rule disables it), its hint and the
 * message under it.
 *
 * @example
 * const refills: FieldView = { required: true, disabled: true, disabledReason: 'scheduleII' };
 */
export interface FieldView {
  readonly required: boolean;
  readonly disabled: boolean;
  /** Why a rule disabled the field. */
  readonly disabledReason?: 'scheduleII' | 'prnOnlyFamily' | 'prn' | 'reasonWithoutAllergy' | 'notSelectDate' | 'noFlavors' | 'consultLinking';
  readonly hint?: string;
  readonly error?: string;
  readonly maxLength?: number;
}

/**
 * What the prescription form shows, by section.
 *
 * @example
 * prescriptionFormView(facts).sections.refills.prn // { shown: true, locked: false }
 */
export interface PrescriptionFormView {
  readonly controlled: boolean;
  readonly sections: {
    readonly product: { readonly form: FieldView; readonly strength: FieldView; readonly pack: FieldView };
    readonly quantity: {
      readonly field: FieldView;
      readonly min: number;
      readonly max: number;
      readonly unitsPerFill: number | null;
      /** The price text, or null when it is not shown. */
      readonly price: string | null;
      readonly autoshipPrice: string | null;
    };
    readonly directions: {
      readonly field: FieldView;
      readonly safetyOverrideReason: FieldView & { readonly shown: boolean };
      readonly withdrawalTime: FieldView & { readonly shown: boolean };
    };
    readonly refills: {
      readonly field: FieldView;
      /** The value the box shows (empty while PRN is on) and its placeholder. */
      readonly value: string | number;
      readonly placeholder: 'prn' | 'choose';
      readonly choices: number[];
      readonly prn: { readonly shown: boolean; readonly locked: boolean };
    };
    readonly expiration: { readonly field: FieldView; readonly min: string; readonly max: string };
    readonly authorizingVet: { readonly field: FieldView; readonly label: string };
    /** The controlled-substance notice (error for Schedule II, warning otherwise) and the hard copy's instruction. */
    readonly controlledNotice: { readonly title: string; readonly status: 'error' | 'warning'; readonly hardCopy: string | null } | null;
    readonly notification: {
      readonly field: FieldView;
      readonly options: readonly ClientNotificationOption[];
      readonly date: FieldView & { readonly inputDisabled: boolean; readonly min: string; readonly value: string; readonly placeholder?: string };
    };
    readonly workflow: { readonly user: FieldView; readonly status: FieldView };
    readonly compounding: {
      readonly shown: boolean;
      readonly reason: FieldView & { readonly shown: boolean };
      readonly allergicIngredient: FieldView;
      /** The pharmacy gives the reason: shown as text instead of the field. */
      readonly pharmacyRationale: boolean;
    };
    readonly advanced: {
      readonly autoOpen: boolean;
      readonly flavor: FieldView;
      readonly daysSupply: FieldView;
      readonly noteToPharmacy: FieldView;
      readonly noteToClient: FieldView & { readonly shown: boolean };
      readonly consult: (FieldView & { readonly shown: true; readonly hint?: string }) | { readonly shown: false };
    };
    /** DEA information instead of the print toggle for controlled products. */
    readonly print: { readonly showsDeaInformation: boolean; readonly toggleDisabled: boolean };
  };
}

const NO_PRODUCT: PrescriptionProductFacts = {
  isActive: true,
  isControlled: false,
  deaSchedule: null,
  compound: false,
  hasPharmacyRationale: false,
  productApprovalType: null,
  packsizeQty: 0,
  isPrnOnlyFamily: false,
};

/**
 * What the prescription form shows from its facts: every section's fields (required, disabled and why,
 * hints, limits, the message under them), options and computed figures, from the rules of refills,
 * expiry, quantity, compounding, controlled substances, client notification and price.
 *
 * @example
 * const { sections } = prescriptionFormView({ values, product: { ...facts, isControlled: true, deaSchedule: 'C-II' }, mode: 'create', isOfficeUse: false, today: new Date(), errors: {} });
 * sections.refills.field.disabled // true (Schedule II: refills stay at 0)
 */
export function prescriptionFormView(facts: PrescriptionFormViewFacts): PrescriptionFormView {
  const { values, errors, today } = facts;
  const product = facts.product ?? NO_PRODUCT;
  const err = (name: keyof PrescriptionFormValues): { error?: string } => (errors[name] === undefined ? {} : { error: errors[name] });
  const field = (name: keyof PrescriptionFormValues, extra: Partial<FieldView> = {}): FieldView => ({ required: false, disabled: false, ...err(name), ...extra });

  const controlled = isControlledProduct(product);
  const refillFacts = { ...product, requestedQuantity: facts.requestedQuantity ?? null, isOfficeUse: values.isOfficeUse };
  const refillsNumber = typeof values.refills === 'number' ? values.refills : null;
  const refillsDisabled = isRefillsDisabled(refillFacts, { refills: refillsNumber, prnFlag: values.prnFlag });
  const refillsReason: FieldView['disabledReason'] = !refillsDisabled
    ? undefined
    : isScheduleII(product)
      ? 'scheduleII'
      : isPrnLocked(refillFacts)
        ? 'prnOnlyFamily'
        : 'prn';

  const packs = Number(values.quantity);
  const packsizeQty = facts.pack?.priced?.packsizeQty ?? product.packsizeQty;
  const units = Number.isInteger(packs) && packs > 0 && typeof packsizeQty === 'number' ? unitsPerFill(packsizeQty, packs) : null;
  const priced = facts.pack?.priced ?? null;
  const priceBook = facts.pack?.priceBookType ?? null;
  const price = priced ? displayedPrice(priced, priceBook, units) : null;
  const autoship = priced && isPriceShown(units, priced.packsizeQty) ? autoshipPrice(priced, priceBook) : null;
  const bounds = quantityStepperBounds(facts.requestedQuantity ?? null);
  const expiry = expiryWindow(product, today);

  const notice = controlledNotice(product);
  const allergic = isAllergicIngredientEnabled(facts.reason);
  const reasonShown = isReasonForCompoundShown(product) && !facts.isOfficeUse;
  const pharmacyRationale = !isReasonForCompoundShown(product) && product.compound && product.hasPharmacyRationale;

  const selectDate = values.clientNotification === 'selectDate';
  const dateEnabled = isNotifyClientDateEnabled(values.clientNotification) && selectDate;
  const flavorless = (facts.flavorCount ?? 0) === 0;
  const length = (s: string | null | undefined): number => (s ?? '').length;

  let consult: PrescriptionFormView['sections']['advanced']['consult'] = { shown: false };
  if (!facts.isOfficeUse && facts.pims) {
    const linking = consultLinking(
      { pimsConnectionType: facts.pims.pimsConnectionType, isWritebackEnabled: facts.pims.isWritebackEnabled, isAccountSetUp: facts.pims.isAccountSetUp },
      { pimsId: facts.pims.patientPimsId },
    );
    consult = linking.enabled
      ? { shown: true, ...field('pimsConsultId') }
      : { shown: true, ...field('pimsConsultId', { disabled: true, disabledReason: 'consultLinking' }), hint: linking.hint };
  }

  return {
    controlled,
    sections: {
      product: {
        form: field('productPresentationId', { required: true }),
        strength: field('strength', { required: !controlled }),
        pack: field('productId', { required: true }),
      },
      quantity: {
        field: field('quantity', { required: true, ...(facts.pack?.display ? { hint: PRESCRIBING_FORM_LABELS.quantityHint(facts.pack.display) } : {}) }),
        min: bounds.min,
        max: bounds.max,
        unitsPerFill: units,
        price,
        autoshipPrice: autoship === null ? null : formatPrice(autoship),
      },
      directions: {
        field: field('directions', {
          required: !product.isPrnOnlyFamily,
          maxLength: DIRECTIONS_MAX_LENGTH,
          hint: PRESCRIBING_FORM_LABELS.characters(length(values.directions), DIRECTIONS_MAX_LENGTH),
        }),
        safetyOverrideReason: {
          shown: facts.safety != null && (facts.safety.needsReason || !!values.safetyOverrideReason),
          ...field('safetyOverrideReason', { required: facts.safety?.needsReason === true }),
        },
        withdrawalTime: { shown: facts.safety?.needsWithdrawalTime === true, ...field('withdrawalTime', { required: true }) },
      },
      refills: {
        field: field('refills', { required: !values.prnFlag, disabled: refillsDisabled, ...(refillsReason ? { disabledReason: refillsReason } : {}) }),
        value: values.prnFlag ? '' : (values.refills ?? ''),
        placeholder: values.prnFlag ? 'prn' : 'choose',
        choices: refillChoices(refillFacts),
        prn: { shown: isPrnAvailable(refillFacts), locked: isPrnLocked(refillFacts) },
      },
      expiration: { field: field('prescExpiryDate', { required: true }), min: expiry.earliest, max: expiry.latest },
      authorizingVet: { field: field('authorizingVet', { required: true }), label: authorizingVetLabel({ isPrnOnlyFamily: product.isPrnOnlyFamily, mode: facts.mode }) },
      controlledNotice: notice
        ? { title: notice, status: isScheduleII(product) ? 'error' : 'warning', hardCopy: hardCopyInstruction(product, { locationState: facts.locationState ?? null }) }
        : null,
      notification: {
        field: field('clientNotification'),
        options: CLIENT_NOTIFICATION_OPTIONS,
        date: {
          ...field('notifyClientDate', dateEnabled ? {} : { disabled: true, disabledReason: 'notSelectDate' }),
          inputDisabled: !selectDate,
          min: toDayString(today),
          // Today / 30 Days / …: the date the choice computes, shown (read-only) in the box.
          value: selectDate ? (values.notifyClientDate ?? '') : (notifyClientDateFor(values.clientNotification, today) ?? ''),
          ...(values.clientNotification === 'none' ? { placeholder: '' } : {}),
        },
      },
      workflow: { user: field('workflowLocationUserId'), status: field('currentWorkflowStatusId') },
      compounding: {
        shown: reasonShown || (product.compound && product.hasPharmacyRationale),
        reason: { shown: reasonShown, ...field('reasonForCompound', { required: true, hint: reasonForCompoundHint() }) },
        allergicIngredient: field('allergicIngredient', {
          required: allergic,
          disabled: !allergic,
          maxLength: ALLERGIC_INGREDIENT_MAX_LENGTH,
          ...(allergic ? {} : { disabledReason: 'reasonWithoutAllergy' }),
        }),
        pharmacyRationale,
      },
      advanced: {
        autoOpen: shouldOpenAdvancedOptions({ errors, storedPreference: facts.advanced?.storedPreference ?? false, draft: facts.advanced?.draft ?? null }),
        flavor: field('flavorId', flavorless ? { disabled: true, disabledReason: 'noFlavors' } : {}),
        daysSupply: field('daysSupply'),
        noteToPharmacy: field('noteToPharmacy', {
          required: facts.conflictExists === true,
          maxLength: NOTE_TO_PHARMACY_MAX_LENGTH,
          hint: PRESCRIBING_FORM_LABELS.characters(length(values.noteToPharmacy), NOTE_TO_PHARMACY_MAX_LENGTH),
        }),
        noteToClient: {
          shown: isNoteToClientAvailable(facts.features),
          ...field('noteToClient', { maxLength: NOTE_TO_CLIENT_MAX_LENGTH, hint: PRESCRIBING_FORM_LABELS.characters(length(values.noteToClient), NOTE_TO_CLIENT_MAX_LENGTH) }),
        },
        consult,
      },
      print: { showsDeaInformation: showsDeaInformation(product), toggleDisabled: controlled },
    },
  };
}
