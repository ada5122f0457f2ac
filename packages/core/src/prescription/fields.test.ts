import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  authorizingVetError,
  clientActiveError,
  consultCodeError,
  directionsError,
  isDirectionsRequired,
  isDraftType,
  isNoteToClientAvailable,
  isNoteToPharmacyRequired,
  noteToClientError,
  noteToPharmacyError,
  patientActiveError,
  productActiveError,
  productFormError,
  productNameError,
  strengthError,
} from './fields.js';

describe('prescription fields', () => {
  it('product name, form and strength', () => {
    expect(productNameError(' ')).toBe('This field is required');
    expect(productNameError('Apoquel')).toBeUndefined();
    expect(productFormError(null)).toBe('This field is required');
    expect(productFormError(' ')).toBe('This field is required');
    expect(productFormError(0)).toBeUndefined();
    expect(strengthError(null, { isControlled: false })).toBe('This field is required');
    expect(strengthError(null, { isControlled: true })).toBeUndefined();
    expect(strengthError('16 mg', {})).toBeUndefined();
  });
  it('directions: required and non-blank unless draft or PRN-only family, at most 620', () => {
    expect(isDraftType('SaveAsDraft')).toBe(true);
    expect(isDraftType('PrintRx')).toBe(false);
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), fc.constantFrom('', '  ', null, undefined), (isDraft, isPrnOnlyFamily, blank) => {
        expect(directionsError(blank, { isDraft, isPrnOnlyFamily })).toBe(
          isDirectionsRequired({ isDraft, isPrnOnlyFamily }) ? 'This field is required' : undefined,
        );
      }),
    );
    expect(directionsError('x'.repeat(620), { isDraft: false, isPrnOnlyFamily: false })).toBeUndefined();
    expect(directionsError('x'.repeat(621), { isDraft: true, isPrnOnlyFamily: false })).toBe('Must be 620 characters or fewer');
  });
  it('authorizing vet required unless draft', () => {
    expect(authorizingVetError(null, { isDraft: false })).toBe('This field is required');
    expect(authorizingVetError('', { isDraft: false })).toBe('This field is required');
    expect(authorizingVetError(5, { isDraft: false })).toBeUndefined();
    expect(authorizingVetError(null, { isDraft: true })).toBeUndefined();
  });
  it('note to pharmacy: required on conflict when authorizing, at most 100', () => {
    expect(isNoteToPharmacyRequired({ conflictExists: true, type: 'AuthorizeRx' })).toBe(true);
    expect(isNoteToPharmacyRequired({ conflictExists: true, type: 'PrintRx' })).toBe(false);
    expect(noteToPharmacyError(' ', { conflictExists: true, type: 'AuthorizeRx' })).toBe('This field is required');
    expect(noteToPharmacyError(null, { conflictExists: false, type: 'AuthorizeRx' })).toBeUndefined();
    expect(noteToPharmacyError('x'.repeat(101), { conflictExists: false, type: 'SaveAsDraft' })).toBe('Must be 100 characters or fewer');
  });
  it('note to client: only with showNoteToClient, at most 100', () => {
    expect(isNoteToClientAvailable({ showNoteToClient: true })).toBe(true);
    expect(isNoteToClientAvailable({})).toBe(false);
    expect(isNoteToClientAvailable(null)).toBe(false);
    expect(noteToClientError('x'.repeat(100))).toBeUndefined();
    expect(noteToClientError('x'.repeat(101))).toBe('Must be 100 characters or fewer');
  });
  it('consult code at most 32', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 50 }), (s) => {
        expect(consultCodeError(s) === undefined).toBe(s.length <= 32);
      }),
    );
  });
  it('product, client and patient must be active', () => {
    expect(productActiveError({ isActive: false })).toBe('This product is not available, please reselect');
    expect(productActiveError(null)).toBe('This product is not available, please reselect');
    expect(productActiveError({ isActive: true })).toBeUndefined();
    expect(clientActiveError(false)).toBe('Client is not active');
    expect(clientActiveError(undefined)).toBeUndefined();
    expect(patientActiveError(false)).toBe('Patient is not active');
    expect(patientActiveError(true)).toBeUndefined();
  });
});
