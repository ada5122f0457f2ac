import { fireEvent, renderHook, screen, waitFor, within } from '@testing-library/react';
import type { ProductDetailFieldsFragment } from '@vetrx/core/fragments/ProductDetailFields';
import { PRESCRIBING_ERRORS, PRESCRIBING_NOTICES, PRESCRIBING_RULE_MESSAGES, PRESCRIBING_VALIDATION } from '@vetrx/core/messages';
import { initialPrescriptionFormValues, prescriptionFormMachine } from '@vetrx/core/prescription';
import { createActor } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { assignment, location, practiceMe } from '../../test/fixtures';
import { mockApi } from '../../test/mock-api';
import { renderWithProviders, testSession } from '../../test/wrapper';
import { PrescriptionForm, type PrescriptionFormProps } from './PrescriptionForm';
import { factsOf } from './product';
import { initialCheckFacts, useConflictCheck, useSafetyCheck } from './state/use-rule-checks';

const loc = location({ id: '1', name: 'Maple Grove', priceBookType: 'MVP', locationPortalType: { id: '2', name: 'VetRx', description: 'VetRx', code: 'vetrx' }, locationPharmacies: [{ code: 'RVP', name: 'Rx Vet Pharmacy', fax: '8005550100', isPrimary: true }] });
const me = practiceMe([assignment({ id: '11', location: loc })]);
const bravaMe = practiceMe([assignment({ id: '11', location: { ...loc, locationPortalType: { id: '1', name: 'Brava', description: 'Brava', code: 'brava' } } })]);

function product(over: Partial<ProductDetailFieldsFragment> = {}): ProductDetailFieldsFragment {
  return {
    id: '500',
    uuid: 'p-500',
    sku: 'VRX-100500',
    title: 'Carprofen 25 mg, 30 Chewable Tablets',
    manufacturer: null,
    description: null,
    additionalDescription1: null,
    additionalDescription2: null,
    additionalDescription3: null,
    additionalDescription4: null,
    precautions: null,
    directions: null,
    ingredients: null,
    classification: 'Medication',
    productPresentationId: '1',
    productSpecies: ['canine'],
    strengthDisplay: '25 mg',
    normalizedStrength: '25mg',
    unitMeasure: 'mg',
    packsizeDisplay: '30 Chewable Tablets',
    packsizeQty: 30,
    dosageDisplay: null,
    productWeightRange: null,
    weightMin: null,
    weightMax: null,
    subscriptionDiscountAmount: null,
    subscriptionDiscountPercent: 10,
    productApprovalType: 'Rx',
    productPortalTypes: ['vetrx'],
    isHazardous: false,
    isControlled: false,
    deaSchedule: null,
    isTempSensitive: false,
    isOutOfStock: false,
    status: null,
    isActive: true,
    isVetExclusive: false,
    compound: false,
    hasPharmacyRationale: false,
    hasFlavor: false,
    diet: false,
    fullfillmentVendor: 'RVP',
    shelfLife: 365,
    rxDeliveryDays: '1-2',
    officeUseDeliveryDays: null,
    isOfficeUse: false,
    keywords: [],
    parentProductId: null,
    imageFront: null,
    imageBack: null,
    imageTiltLeft: null,
    imageTiltRight: null,
    imageAdditional: [],
    productFamily: { id: '9', productFamily: 'carprofen', name: 'Carprofen', isPrnOnly: false },
    productPresentation: { id: '1', description: 'Chewable Tablet', dosageForm: 'chewable-tablet', image: null },
    productFlavors: [],
    priceBooks: [{ name: 'MVP', caretakerPrice: 20, veterinarianPrice: 14, acquisitionCost: 9, minimumAdvertisedPrice: 19 }],
    ...over,
  };
}

const patient = {
  id: '77',
  uuid: 'pt-77',
  locationId: '1',
  name: 'Rex',
  species: { code: 'canine', name: 'Canine', icon: null },
  breed: null,
  breedId: null,
  gender: 'M',
  birthdate: '2020-01-01',
  weight: 40,
  weightUnit: 'lbs',
  isActive: true,
  isDeceased: false,
  deceasedDate: null,
  isOfficeUse: false,
  pimsId: null,
  pimsProviderId: null,
  pimsConnectionType: null,
  isPIMSImport: false,
  prescVetLocationUserId: null,
  prescVetLocationUser: null,
  allergies: [],
  healthConditions: [],
  medications: [],
  locationPatientClients: [],
};

function api(p: ProductDetailFieldsFragment, extra: Record<string, unknown> = {}) {
  return mockApi({
    GetProductByProductId: { getProductByProductId: p },
    GetProductPresentationsForProductFamily: { getProductPresentationsForProductFamily: [{ ...p.productPresentation, productCount: 1, isOutOfStock: false }] },
    GetProductsExtendedDataFromProductFamily: {
      getProductsExtendedDataFromProductFamily: { flavorProductMap: [], classificationProductMap: [{ classification: p.classification, strengthProductMap: [{ strength: p.strengthDisplay, weightMin: null, weightMax: null, productWeightRange: null, products: [p] }] }] },
    },
    GetLocationClient: { getLocationClient: { id: '5', isActive: true, firstName: 'Ann', lastName: 'Lee', locationPatientClients: [] } },
    getLocationPatient: { getLocationPatient: patient },
    getLocationUsersThatCanAuthorize: { getLocationUsersThatCanAuthorize: [{ ...me.user!.locationsUsers[0], deaLicense: 'AB1234563' }] },
    LocationsUsers: { locationsUsers: { count: 1, data: [{ ...me.user!.locationsUsers[0] }] } },
    WorkflowStatus: { workflowStatus: [{ id: '1', description: 'Waiting on owner' }] },
    ReasonForCompound: { reasonForCompound: [] },
    Shortcut: { shortcut: [{ id: '1', type: 'SIG', label: 'BID', details: 'Give 1 tablet twice daily.', isActive: true, isGlobal: true, locationId: null }] },
    PharmacyOptions: { pharmacyOptions: [] },
    ...extra,
  });
}

function renderForm(p: ProductDetailFieldsFragment, props: Partial<PrescriptionFormProps> = {}, extra: Record<string, unknown> = {}, who = me) {
  const mock = api(p, extra);
  const onSaved = vi.fn();
  renderWithProviders(
    <PrescriptionForm mode="create" source={{ kind: 'new', productId: p.id, clientId: '5', patientId: '77' }} onSaved={onSaved} {...props} />,
    { session: testSession(who, { storedLocationId: '1' }), client: mock.client },
  );
  return { mock, onSaved };
}

describe('PrescriptionForm', () => {
  it('caps a controlled product at 5 refills with no PRN and shows its notice and the DEA number', async () => {
    renderForm(product({ isControlled: true, deaSchedule: 'C-IV', title: 'Tramadol 50 mg, 30 Tablets', productFamily: { id: '9', productFamily: 'tramadol', name: 'Tramadol', isPrnOnly: false } }));
    const refills = await screen.findByTestId('input-refills');
    expect(screen.queryByTestId('prn-checkbox')).toBeNull();
    const choices = [...screen.getByTestId('refill-choices').querySelectorAll('option')].map((o) => o.getAttribute('value'));
    expect(choices).toEqual(['0', '1', '2', '3', '4', '5']);
    fireEvent.change(refills, { target: { value: '9' } });
    fireEvent.blur(refills);
    expect(await screen.findByText(PRESCRIBING_RULE_MESSAGES.refillsAtMost(5))).toBeVisible();
    expect(screen.getByTestId('controlled-notice').textContent).toContain(PRESCRIBING_NOTICES.controlled);
    expect(screen.getByTestId('dea-information').textContent).toContain('AB1234563');
  });

  it('disables refills at 0 for Schedule II', async () => {
    renderForm(product({ isControlled: true, deaSchedule: 'C-II' }));
    const refills = (await screen.findByTestId('input-refills')) as HTMLInputElement;
    expect(refills.disabled).toBe(true);
    expect(refills.value).toBe('0');
    expect(screen.getByTestId('controlled-notice').textContent).toContain(PRESCRIBING_NOTICES.scheduleII);
  });

  it('refuses to authorize without directions and refills, and sends nothing', async () => {
    const { mock } = renderForm(product());
    fireEvent.click(await screen.findByTestId('submit-rx'));
    expect(await within(screen.getByTestId('field-directions')).findByText(PRESCRIBING_VALIDATION.required)).toBeVisible();
    expect(within(screen.getByTestId('field-refills')).getByText(PRESCRIBING_VALIDATION.required)).toBeVisible();
    expect(mock.calls.some((c) => c.operationName === 'AddPrescription')).toBe(false);
  });

  it('shows a field’s message once it is left, not before', async () => {
    renderForm(product());
    const directions = await screen.findByTestId('input-directions');
    fireEvent.change(directions, { target: { value: '' } });
    expect(screen.queryByTestId('error-directions')).toBeNull();
    fireEvent.blur(directions);
    expect((await screen.findByTestId('error-directions')).textContent).toBe(PRESCRIBING_VALIDATION.required);
    expect(screen.getByTestId('field-directions').hasAttribute('data-invalid')).toBe(true);
    fireEvent.change(directions, { target: { value: 'Give 1 tablet daily.' } });
    await waitFor(() => expect(screen.queryByTestId('error-directions')).toBeNull());
  });

  it('shows the server’s field errors under their fields (units per fill under quantity) until the value changes', async () => {
    const add = () => ({ graphqlError: { message: 'Invalid input', code: 'BAD_USER_INPUT', fields: { unitPerFill: 'Too many units for one fill', directions: 'Directions are too long' } } });
    renderForm(product(), {}, { AddPrescription: add }, bravaMe);
    fireEvent.change(await screen.findByTestId('input-directions'), { target: { value: 'Give 1 tablet daily.' } });
    fireEvent.change(screen.getByTestId('input-refills'), { target: { value: '2' } });
    fireEvent.click(screen.getByTestId('submit-rx'));
    expect((await screen.findByTestId('error-quantity')).textContent).toBe('Too many units for one fill');
    expect(screen.getByTestId('error-directions').textContent).toBe('Directions are too long');
    fireEvent.change(screen.getByTestId('quantity-input'), { target: { value: '2' } });
    await waitFor(() => expect(screen.queryByTestId('error-quantity')).toBeNull());
    expect(screen.getByTestId('error-directions').textContent).toBe('Directions are too long');
  });

  it('opens Advanced Options when the server refuses one of its fields, so the message is seen', async () => {
    const add = () => ({ graphqlError: { message: 'Invalid input', code: 'BAD_USER_INPUT', fields: { noteToPharmacy: 'Note to pharmacy is too long' } } });
    renderForm(product(), {}, { AddPrescription: add }, bravaMe);
    const toggle = await screen.findByTestId('advanced-options-toggle');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.change(screen.getByTestId('input-directions'), { target: { value: 'Give 1 tablet daily.' } });
    fireEvent.change(screen.getByTestId('input-refills'), { target: { value: '2' } });
    fireEvent.click(screen.getByTestId('submit-rx'));
    expect((await screen.findByTestId('error-noteToPharmacy')).textContent).toBe('Note to pharmacy is too long');
    await waitFor(() => expect(toggle.getAttribute('aria-expanded')).toBe('true'));
  });

  it('shows the quantity stepper in the brand portal only', async () => {
    renderForm(product());
    expect(await screen.findByTestId('quantity-stepper')).toBeVisible();
    expect(screen.queryByTestId('quantity-input')).toBeNull();
  });

  it('shows the price only for one pack, with the autoship price', async () => {
    renderForm(product(), {}, {}, bravaMe);
    expect((await screen.findByTestId('price-value')).textContent).toBe('$20.00');
    expect(screen.getByTestId('autoship-price').textContent).toContain('$18.00');
    fireEvent.change(screen.getByTestId('quantity-input'), { target: { value: '2' } });
    await waitFor(() => expect(screen.queryByTestId('price')).toBeNull());
    expect(screen.getByTestId('units-per-fill').textContent).toBe('60');
  });

  it('saves a draft with no issue date and hands back the saved prescription', async () => {
    const saved = { id: '900', locationClientId: '5', locationPatientId: '77', product: product(), rxStatus: { code: 'Draft', description: 'Draft' } };
    const add = vi.fn(() => ({ addPrescription: saved }));
    const { mock, onSaved } = renderForm(product(), {}, { AddPrescription: add });
    fireEvent.change(await screen.findByTestId('input-directions'), { target: { value: 'Give 1 tablet daily.' } });
    fireEvent.click(screen.getByTestId('save-draft'));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith({ prescription: saved, type: 'SaveAsDraft' }));
    const call = mock.calls.find((c) => c.operationName === 'AddPrescription')!;
    expect(call.variables).toMatchObject({
      addPrescriptionType: 'SaveAsDraft',
      input: { productId: '500', locationId: '1', locationClientId: '5', locationPatientId: '77', unitPerFill: 30, directions: 'Give 1 tablet daily.', issuedDate: null },
    });
  });

  it('in approval mode shows Save As Draft, the slot and Approve, and Authorizing User for a PRN-only family', async () => {
    renderForm(product({ productApprovalType: 'AOTC', productFamily: { id: '9', productFamily: 'spray', name: 'Wound Spray', isPrnOnly: true } }), {
      mode: 'approval',
      actionsSlot: <button type="button">Decline</button>,
    });
    expect(await screen.findByText('Save As Draft')).toBeVisible();
    expect(screen.getByText('Approve')).toBeVisible();
    expect(screen.getByText('Decline')).toBeVisible();
    expect(screen.getByText('Authorizing User')).toBeVisible();
    expect((screen.getByTestId('prn-checkbox').querySelector('input') as HTMLInputElement).checked).toBe(true);
  });

  it('in approval mode says Print Rx, not Approve, when no pharmacy of the location fills the product', async () => {
    renderForm(product({ fullfillmentVendor: 'NWVD' }), { mode: 'approval' });
    const submit = await screen.findByTestId('submit-rx');
    await waitFor(() => expect(submit.textContent?.trim()).toBe('Print Rx'));
    expect(screen.queryByText('Approve')).toBeNull();
  });

  it('lets a staff user issue only with delegated access for the chosen vet, or an OTC product', async () => {
    const staff = practiceMe([assignment({ id: '12', location: loc, roleName: 'STAFF', canAuthorize: false })]);
    const wrapper = () => screen.getByTestId('submit-rx-wrapper');
    renderForm(product(), {}, { GetLocationUser: { getLocationUser: { id: '12', delegatedAccess: [] } } }, staff);
    await screen.findByTestId('submit-rx');
    await waitFor(() => expect((screen.getByTestId('submit-rx') as HTMLButtonElement).disabled).toBe(true));
    expect(wrapper().getAttribute('aria-label')).toBe(PRESCRIBING_ERRORS.notAllowedToAuthorize);
  });

  it('lets a staff user issue an OTC product', async () => {
    const staff = practiceMe([assignment({ id: '12', location: loc, roleName: 'STAFF', canAuthorize: false })]);
    renderForm(product({ productApprovalType: 'OTC' }), {}, { GetLocationUser: { getLocationUser: { id: '12', delegatedAccess: [] } } }, staff);
    await screen.findByTestId('submit-rx');
    await waitFor(() => expect((screen.getByTestId('submit-rx') as HTMLButtonElement).disabled).toBe(false));
  });

  it('office use from RVP keeps the 999 refills default, offers it, and saves it for the office-use client and patient', async () => {
    const expiry = new Date(Date.now() + 90 * 86_400_000).toISOString().slice(0, 10);
    const office = (p: ProductDetailFieldsFragment): Partial<PrescriptionFormProps> => ({
      source: {
        kind: 'prescription',
        prescription: { productId: p.id, isOfficeUse: true, locationClientId: '70', locationPatientId: '71', directions: 'For office use only.', refills: 999, prnFlag: false, prescExpiryDate: expiry },
      },
    });
    const rvp = product({ isOfficeUse: true });
    const saved = { id: '901', locationClientId: '70', locationPatientId: '71', isOfficeUse: true, product: rvp, rxStatus: { code: 'Created', description: 'Created' } };
    const { mock, onSaved } = renderForm(rvp, office(rvp), { AddPrescription: () => ({ addPrescription: saved }) });
    const refills = (await screen.findByTestId('input-refills')) as HTMLInputElement;
    expect(refills.value).toBe('999');
    const choices = [...screen.getByTestId('refill-choices').querySelectorAll('option')].map((o) => o.getAttribute('value'));
    expect(choices.at(-1)).toBe('999');
    expect(choices).toHaveLength(13);
    fireEvent.click(screen.getByTestId('submit-rx'));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const call = mock.calls.find((c) => c.operationName === 'AddPrescription')!;
    expect(call.variables).toMatchObject({ addPrescriptionType: 'AuthorizeRx', input: { isOfficeUse: true, refills: 999, locationClientId: '70', locationPatientId: '71' } });
  });

  it('office use from GGVCP keeps the prescription cap: 999 is not carried', async () => {
    const ggvcp = product({ isOfficeUse: true, fullfillmentVendor: 'GGVCP' });
    renderForm(ggvcp, { source: { kind: 'prescription', prescription: { productId: ggvcp.id, isOfficeUse: true, locationClientId: '70', locationPatientId: '71', refills: 999, prnFlag: false } } });
    expect(((await screen.findByTestId('input-refills')) as HTMLInputElement).value).toBe('');
    const choices = [...screen.getByTestId('refill-choices').querySelectorAll('option')].map((o) => o.getAttribute('value'));
    expect(choices.at(-1)).toBe('11');
  });

  it('disables Authorize for an inactive product and says why', async () => {
    renderForm(product({ isActive: false }));
    expect((await screen.findByTestId('inactive-product')).textContent).toContain(PRESCRIBING_NOTICES.inactiveProductTooltip);
    expect((screen.getByTestId('submit-rx') as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('the form’s rule checks on mount', () => {
  // A dog's product given to a cat: the conflict check finds the species; the safety check always
  // answers a gate. Told after the first render, either would draw the whole form a second time
  // before the Approve press's first paint (issue 61).
  const catProduct = product({ productSpecies: ['feline'] });
  const input = { patient: patient as never, product: catProduct, isOfficeUse: false, draftId: null, task: undefined, source: { kind: 'new', productId: '500', clientId: '5', patientId: '77' } as const };
  const values = { ...initialPrescriptionFormValues({ product: factsOf(catProduct), today: '2026-11-29' }), directions: 'Give 1 tablet daily.' };

  function mountChecks(facts: object) {
    const actor = createActor(prescriptionFormMachine, { input: { values, facts: { product: factsOf(catProduct), ...facts } } }).start();
    const send = vi.spyOn(actor, 'send');
    renderHook(() => {
      useConflictCheck(actor, input.patient, input.product, false);
      useSafetyCheck(actor, input);
    });
    return { actor, send };
  }

  it('starts the machine with both outcomes, so mounting tells it nothing', () => {
    const facts = initialCheckFacts(input, values);
    expect(facts.conflictExists).toBe(true);
    expect(facts.safety).not.toBeNull();
    const { send } = mountChecks(facts);
    expect(send).not.toHaveBeenCalled();
  });

  it('a machine started without them is told both on mount', () => {
    const { actor, send } = mountChecks({});
    expect(send.mock.calls.map(([e]) => e.type).sort()).toEqual(['CONFLICT_CHECKED', 'SAFETY_CHECKED']);
    expect(actor.getSnapshot().context.facts).toMatchObject(initialCheckFacts(input, values));
  });
});
