import { operations } from '@vetrx/core/api';
import { describe, expect, it } from 'vitest';
import { findOperation, listOperations, parseVariableDefinitions } from './operations.js';

describe('parseVariableDefinitions', () => {
  it('reads required and optional variables, lists, defaults and several lines', () => {
    expect(
      parseVariableDefinitions(`query LocationsUsers(
  $userFilter: String
  $locationIds: [ID!]!
  $take: Int = 10
  $flag: Boolean! = false
) { x }
fragment F on T { id }`),
    ).toEqual([
      { name: 'userFilter', type: 'String', required: false },
      { name: 'locationIds', type: '[ID!]!', required: true },
      { name: 'take', type: 'Int', required: false },
      { name: 'flag', type: 'Boolean!', required: false },
    ]);
    expect(parseVariableDefinitions('query Me { me { isSupport } }')).toEqual([]);
    expect(parseVariableDefinitions('mutation A($a: ID!, $b: String) { a }')).toEqual([
      { name: 'a', type: 'ID!', required: true },
      { name: 'b', type: 'String', required: false },
    ]);
  });
});

describe('listOperations', () => {
  it('lists every operation in core, sorted ignoring case, with its document', () => {
    const listed = listOperations();
    expect(listed.map((o) => o.name).sort()).toEqual(Object.keys(operations).sort());
    const lower = listed.map((o) => o.name.toLowerCase());
    expect(lower).toEqual([...lower].sort());
    expect(findOperation('GetLocation')?.document).toContain('query GetLocation');
    expect(findOperation('getlocation')).toBeUndefined();
  });
});
