import { describe, expect, it } from 'vitest';
import {
  buildPrescriptionSaveVariables,
  initialPrescriptionFormValues,
  type PrescriptionFormContext,
  type PrescriptionFormValues,
  saveOutcomeToast,
  submitPrescriptionForm,
} from './form.js';
import { plainRx as product } from './test-utils/product.js';

const now = new Date(2026, 2, 1, 10, 30);
const ctx: PrescriptionFormContext = { today: '2026-03-01', now, product, clientIsActive: true, patientIsActive: true };
const values = (over: Partial<PrescriptionFormValues> = {}): PrescriptionFormValues => ({
  ...initialPrescriptionFormValues({
    product: { ...product, productName: 'Apoquel', strength: '16 mg', productPresentationId: 3, productId: 'prod-1' },
    today: '2026-03-01',
    locationId: 'loc-1',
    locationClientId: 'c-1',
    locationPatientId: 'p-1',
    authorizingVet: 'lu-9',
  }),
  directions: 'Give 1 tablet daily',
  refills: '2',
  ...over,
});

describe('prescription form', () => {
  it('starts with quantity 1, default expiry, notification Today and product-driven refills', () => {
    const v = initialPrescriptionFormValues({ product: { ...product, productApprovalType: 'OTC' }, today: '2026-03-01' });
    expect(v).toMatchObject({ quantity: 1, prescExpiryDate: '2027-03-01', clientNotification: 'today', prnFlag: true, refills: null });
    const sII = initialPrescriptionFormValues({ product: { ...product, isControlled: true, deaSchedule: 'C-II' }, today: '2026-03-01' });
    expect(sII).toMatchObject({ prescExpiryDate: '2026-06-01', prnFlag: false, refills: 0 });
  });
  it('builds the save variables: units, notification date, issue date by type', () => {
    const a = buildPrescriptionSaveVariables(values({ quantity: '3', daysSupply: '0', clientNotification: 'days30' }), 'AuthorizeRx', ctx);
    expect(a.input).toMatchObject({
      unitPerFill: 90,
      daysSupply: null,
      notifyClientDate: '2026-03-31',
      issuedDate: now.toISOString(),
      refills: 2,
      productId: 'prod-1',
    });
    expect(buildPrescriptionSaveVariables(values(), 'SaveAsDraft', ctx).input.issuedDate).toBeNull();
    expect(buildPrescriptionSaveVariables(values({ prnFlag: true }), 'PrintRx', ctx).input.refills).toBeNull();
    // Office use keeps the office-use client and patient the form holds.
    const office = buildPrescriptionSaveVariables(values({ isOfficeUse: true }), 'PrintRx', ctx).input;
    expect(office).toMatchObject({ isOfficeUse: true, locationClientId: 'c-1', locationPatientId: 'p-1' });
    expect(buildPrescriptionSaveVariables(values({ quantity: null }), 'PrintRx', { ...ctx, product: null }).input.unitPerFill).toBeNull();
    expect(buildPrescriptionSaveVariables(values(), 'PrintRx', { ...ctx, now: 'never' }).input.issuedDate).toBeNull();
  });
  it('office use from RVP submits the 999 refills default; the same refills are refused otherwise', () => {
    const rvp = { ...ctx, product: { ...product, fullfillmentVendor: 'RVP' } };
    const office = submitPrescriptionForm(values({ isOfficeUse: true, refills: '999' }), 'AuthorizeRx', rvp);
    expect(office.ok && office.value.input).toMatchObject({ refills: 999, isOfficeUse: true, locationClientId: 'c-1', locationPatientId: 'p-1' });
    const notOffice = submitPrescriptionForm(values({ refills: '999' }), 'AuthorizeRx', rvp);
    expect(notOffice.ok ? {} : notOffice.errors).toEqual({ refills: 'Must be between 0 and 11' });
    const ggvcp = submitPrescriptionForm(values({ isOfficeUse: true, refills: '999' }), 'AuthorizeRx', { ...ctx, product: { ...product, fullfillmentVendor: 'GGVCP' } });
    expect(ggvcp.ok ? {} : ggvcp.errors).toEqual({ refills: 'Must be between 0 and 11' });
    expect(submitPrescriptionForm(values({ isOfficeUse: true, refills: '1000' }), 'AuthorizeRx', rvp).ok).toBe(false);
  });
  it('submits a valid form with the stored shape', () => {
    const r = submitPrescriptionForm(values(), 'AuthorizeRx', ctx);
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.value.input).toMatchObject({ unitPerFill: 30, workflowLocationUserId: null, notifyClientDate: '2026-03-01' });
  });
  it('reports form-only fields and maps unitPerFill to quantity', () => {
    const r = submitPrescriptionForm(
      values({ productName: ' ', productPresentationId: null, strength: '', quantity: '0', refills: '03', daysSupply: '400' }),
      'AuthorizeRx',
      ctx,
    );
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(r.errors).toEqual({
        productName: 'This field is required',
        productPresentationId: 'This field is required',
        strength: 'This field is required',
        quantity: 'Must be greater than zero & less than 10000',
        refills: 'Just positive numbers are allowed',
        daysSupply: 'Must be greater than zero & less than or equal to 365',
      });
    const units = submitPrescriptionForm(values({ quantity: 1 }), 'AuthorizeRx', { ...ctx, product: { ...product, packsizeQty: 0 } });
    expect(units.ok).toBe(true);
  });
  it('needs a picked date for Select Date and skips refills when PRN', () => {
    const r = submitPrescriptionForm(values({ clientNotification: 'selectDate', notifyClientDate: null, refills: null, prnFlag: true }), 'AuthorizeRx', ctx);
    expect(r.ok ? {} : r.errors).toEqual({ notifyClientDate: 'Please provide a valid Date' });
  });
  it('relaxes required fields for a draft', () => {
    const r = submitPrescriptionForm(values({ directions: '', refills: '', authorizingVet: null, prescExpiryDate: null }), 'SaveAsDraft', ctx);
    expect(r.ok).toBe(true);
  });
  it('shows a server error under quantity when units per fill fail', () => {
    const r = submitPrescriptionForm(values({ quantity: 2.5 }), 'AuthorizeRx', ctx);
    expect(r.ok ? {} : r.errors).toEqual({ quantity: 'Must be greater than zero & less than 10000' });
  });
  it('gives the outcome toasts', () => {
    expect(saveOutcomeToast('SaveAsDraft', true)).toEqual({ title: 'Draft Saved', description: 'Draft saved successfully.' });
    expect(saveOutcomeToast('AuthorizeRx', true)).toEqual({ title: 'Rx created successfully' });
    expect(saveOutcomeToast('PrintRx', true)).toEqual({ title: 'Rx created successfully' });
    expect(saveOutcomeToast('SaveAsDraft', false)).toEqual({ title: 'Error Saving Draft', description: 'There was an error saving this request.' });
    expect(saveOutcomeToast('AuthorizeRx', false, 'Vet license expired')).toEqual({ title: 'Error Authorizing RX', description: 'Vet license expired' });
    expect(saveOutcomeToast('PrintRx', false, ' ')).toEqual({ title: 'Error Saving RX' });
  });
});

describe('approvalSaveOutcomeToast', () => {
  it('uses the approval texts and the server message', async () => {
    const { approvalSaveOutcomeToast } = await import('./form.js');
    expect(approvalSaveOutcomeToast('AuthorizeRx', true)).toEqual({ title: 'Request Approved' });
    expect(approvalSaveOutcomeToast('PrintRx', false)).toEqual({ title: 'Error Approving Request', description: 'There was an error approving this request.' });
    expect(approvalSaveOutcomeToast('SaveAsDraft', true)).toEqual({ title: 'Draft Saved', description: 'Draft saved successfully.' });
    expect(approvalSaveOutcomeToast('SaveAsDraft', false, ' Nope ')).toEqual({ title: 'Error Saving Request', description: 'Nope' });
  });
});
