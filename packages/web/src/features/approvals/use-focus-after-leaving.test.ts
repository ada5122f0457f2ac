import { describe, expect, it } from 'vitest';
import { focusTargetAfterLeaving, leavingOf, readCardOrder, type CardOrder } from './use-focus-after-leaving';

/** A queue page: client groups (header and cards), the list's count, or the empty queue's title. */
function page(groups: Array<[client: string, ...tasks: string[]]>): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML =
    groups.length === 0
      ? '<h2 data-testid="approvals-empty-title" tabindex="-1">No Approvals</h2>'
      : '<p data-testid="approvals-summary" tabindex="-1">3 requests</p>' +
        groups
          .map(
            ([client, ...tasks]) =>
              `<div data-testid="task-group" data-client-id="${client}"><button data-testid="task-group-header">${client}</button>` +
              tasks.map((t) => `<div data-testid="task-card" tabindex="0" data-task-id="${t}" data-client-id="${client}"></div>`).join('') +
              '</div>',
          )
          .join('');
  return root;
}
const id = (el: HTMLElement | null) => el?.dataset.taskId ?? el?.dataset.testid ?? null;

describe('the focus after a request leaves the queue', () => {
  it('reads the request\'s neighbours, nearest first: those after it, then those before it', () => {
    const order = readCardOrder(page([['A', 'a1', 'a2'], ['B', 'b1', 'b2']]));
    expect(leavingOf('a2', [order])).toEqual({ taskId: 'a2', neighbours: ['b1', 'b2', 'a1'], locationClientId: 'A' });
    expect(leavingOf('b2', [order])).toEqual({ taskId: 'b2', neighbours: ['b1', 'a2', 'a1'], locationClientId: 'B' });
  });

  it('reads them from the page as drawn before when the refresh has removed the card already', () => {
    const now: CardOrder = readCardOrder(page([['A', 'a1'], ['B', 'b1']]));
    const before: CardOrder = readCardOrder(page([['A', 'a1', 'a2'], ['B', 'b1']]));
    expect(leavingOf('a2', [now, null, before]).neighbours).toEqual(['b1', 'a1']);
    expect(leavingOf('zz', [now, before])).toEqual({ taskId: 'zz', neighbours: [], locationClientId: null });
  });

  it('goes to the next card, else the one before, once the card has gone; nowhere while it is still drawn', () => {
    const leaving = leavingOf('a1', [readCardOrder(page([['A', 'a1', 'a2'], ['B', 'b1']]))]);
    expect(focusTargetAfterLeaving(leaving, page([['A', 'a1', 'a2'], ['B', 'b1']]))).toBeNull();
    expect(id(focusTargetAfterLeaving(leaving, page([['A', 'a2'], ['B', 'b1']])))).toBe('a2');
    // The next one left too (approved elsewhere meanwhile): the one after it.
    expect(id(focusTargetAfterLeaving(leaving, page([['B', 'b1']])))).toBe('b1');
    const last = leavingOf('b1', [readCardOrder(page([['A', 'a1'], ['B', 'b1']]))]);
    expect(id(focusTargetAfterLeaving(last, page([['A', 'a1']])))).toBe('a1');
  });

  it('goes to the group\'s header when its cards are not drawn, the list\'s count, or the empty queue\'s title', () => {
    const leaving = leavingOf('a1', [readCardOrder(page([['A', 'a1', 'a2']]))]);
    // The group pages on (its other requests are on another page): its header.
    expect(id(focusTargetAfterLeaving(leaving, page([['A']])))).toBe('task-group-header');
    expect(id(focusTargetAfterLeaving(leaving, page([['C']])))).toBe('approvals-summary');
    expect(id(focusTargetAfterLeaving(leaving, page([])))).toBe('approvals-empty-title');
  });
});
