import { describe, expect, it } from 'vitest';
import { isFoodClassification, isOverTheCounter, isPreventativeClassification, normaliseApprovalType } from './types.js';

describe('product types', () => {
  it('normalises approval types in any case', () => {
    expect(normaliseApprovalType('RX')).toBe('Rx');
    expect(normaliseApprovalType(' aotc ')).toBe('AOTC');
    expect(normaliseApprovalType('x')).toBeNull();
    expect(normaliseApprovalType(null)).toBeNull();
  });
  it('OTC and AOTC are over the counter, Rx is not', () => {
    expect(isOverTheCounter('OTC')).toBe(true);
    expect(isOverTheCounter('AOTC')).toBe(true);
    expect(isOverTheCounter('Rx')).toBe(false);
    expect(isOverTheCounter(undefined)).toBe(false);
  });
  it('classifies food and preventative', () => {
    expect(isFoodClassification('Food - Wet')).toBe(true);
    expect(isFoodClassification('Foodie')).toBe(false);
    expect(isFoodClassification(null)).toBe(false);
    expect(isPreventativeClassification(' PREVENTATIVE ')).toBe(true);
    expect(isPreventativeClassification(undefined)).toBe(false);
  });
});
