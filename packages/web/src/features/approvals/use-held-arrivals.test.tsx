import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useHeldArrivals } from './use-held-arrivals';

const group = (id: string, ...tasks: string[]) => ({ locationClientId: id, count: tasks.length, tasks: tasks.map((t) => ({ id: t })) });

describe('useHeldArrivals', () => {
  it('while a card is open, holds new groups and requests back and keeps the order the vet saw', () => {
    const first = [group('A', 'a1'), group('B', 'b1', 'b2'), group('C', 'c1')];
    const { result, rerender } = renderHook(({ list, open }) => useHeldArrivals(list, 'page-1', true, open), { initialProps: { list: first, open: true } });
    expect(result.current.shown.map((g) => g.locationClientId)).toEqual(['A', 'B', 'C']);
    // A new request of client C lifts its group to the top (newest first); a new client D arrives too.
    rerender({ list: [group('C', 'c2', 'c1'), group('D', 'd1'), group('A', 'a1'), group('B', 'b1', 'b2')], open: true });
    expect(result.current.shown.map((g) => g.locationClientId)).toEqual(['A', 'B', 'C']);
    expect(result.current.shown[2].tasks.map((t) => t.id)).toEqual(['c1']);
    expect(result.current.waiting).toBe(2);
    // Asked for, the list is drawn as it is now; the first request shown (the topmost) is named, for the focus.
    let topmost: ReturnType<typeof result.current.showWaiting> = null;
    act(() => {
      topmost = result.current.showWaiting();
    });
    expect(topmost).toEqual({ taskId: 'c2', locationClientId: 'C' });
    expect(result.current.shown.map((g) => g.locationClientId)).toEqual(['C', 'D', 'A', 'B']);
    expect(result.current.waiting).toBe(0);
  });

  it('draws the latest list as it comes when no card is open', () => {
    const { result, rerender } = renderHook(({ list }) => useHeldArrivals(list, 'page-1', true, false), { initialProps: { list: [group('A', 'a1')] } });
    rerender({ list: [group('B', 'b1'), group('A', 'a1')] });
    expect(result.current.shown.map((g) => g.locationClientId)).toEqual(['B', 'A']);
    expect(result.current.waiting).toBe(0);
  });
});
