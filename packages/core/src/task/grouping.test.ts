import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { groupTasksByClient, isGroupOpenByDefault } from './grouping.js';

describe('grouping tasks by client', () => {
  it('a group opens by default iff it holds fewer than 10 tasks', () => {
    fc.assert(
      fc.property(fc.nat(1000), (n) => {
        expect(isGroupOpenByDefault(n)).toBe(n < 10);
      }),
    );
  });

  it('keeps every task once, in order, grouped by client in first-appearance order', () => {
    const task = fc.record({ n: fc.nat(), locationClientId: fc.option(fc.constantFrom(1, 2, 3, '2'), { nil: null }) });
    fc.assert(
      fc.property(fc.array(task, { maxLength: 40 }), (tasks) => {
        const groups = groupTasksByClient(tasks);
        expect(groups.flatMap((g) => g.tasks)).toHaveLength(tasks.length);
        const key = (id: unknown) => (id === null ? null : String(id));
        const firstSeen = [...new Set(tasks.map((t) => key(t.locationClientId)))];
        expect(groups.map((g) => key(g.locationClientId))).toEqual(firstSeen);
        for (const g of groups) {
          expect(g.tasks).toEqual(tasks.filter((t) => key(t.locationClientId) === key(g.locationClientId)));
          expect(g.defaultOpen).toBe(g.tasks.length < 10);
        }
      }),
    );
  });

  it('reads the client from locationClient.id when locationClientId is absent', () => {
    const groups = groupTasksByClient([{ locationClient: { id: 5 } }, { locationClientId: 5 }, {}]);
    expect(groups.map((g) => [g.locationClientId, g.tasks.length])).toEqual([
      [5, 2],
      [null, 1],
    ]);
  });

  it('a client with 10 tasks starts closed', () => {
    const groups = groupTasksByClient(Array.from({ length: 10 }, () => ({ locationClientId: 1 })));
    expect(groups[0].defaultOpen).toBe(false);
  });
});

