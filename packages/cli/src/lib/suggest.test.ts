import { describe, expect, it } from 'vitest';
import { closestNames, editDistance, orList } from './suggest.js';

const NAMES = ['GetLocation', 'GetLocationUser', 'LocationsUsers', 'Me', 'Modules', 'hasFeature', 'featureFlags'];

describe('closestNames', () => {
  it('suggests names that differ by a typo or by case, best first', () => {
    expect(closestNames('GetLocaton', NAMES)[0]).toBe('GetLocation');
    expect(closestNames('getlocation', NAMES)[0]).toBe('GetLocation');
    expect(closestNames('HasFeature', NAMES)).toEqual(['hasFeature']);
    expect(closestNames('me', NAMES)[0]).toBe('Me');
  });

  it('suggests names that contain what was typed', () => {
    expect(closestNames('Feature', NAMES)).toEqual(expect.arrayContaining(['hasFeature', 'featureFlags']));
  });

  it('suggests nothing for unrelated input, and at most `max` names', () => {
    expect(closestNames('DeletePrescriptionTask', NAMES)).toEqual([]);
    expect(closestNames('Location', NAMES, 2)).toHaveLength(2);
  });
});

describe('editDistance / orList', () => {
  it('counts edits', () => {
    expect(editDistance('kitten', 'sitting')).toBe(3);
    expect(editDistance('', 'abc')).toBe(3);
  });
  it('joins with "or"', () => {
    expect(orList(['a'])).toBe('a');
    expect(orList(['a', 'b', 'c'])).toBe('a, b or c');
  });
});
