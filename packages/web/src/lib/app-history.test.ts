import { UNSAFE_createMemoryHistory } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createAppHistory, type NavigationBlocker } from './app-history';

/** The app's history over a memory history at `/form` (after `/start`), with what its listeners heard. */
function historyAt(blocker?: NavigationBlocker) {
  const history = createAppHistory(UNSAFE_createMemoryHistory({ initialEntries: ['/start', '/form'], initialIndex: 1, v5Compat: true }));
  const heard: string[] = [];
  history.listen(({ action, location }) => heard.push(`${action} ${location.pathname}${location.search}`));
  if (blocker) history.block(blocker);
  return { history, heard };
}

/** The unsaved-changes guard's rule: another page waits, the same page's query does not. */
const otherPage: NavigationBlocker = ({ currentLocation, nextLocation }) => currentLocation.pathname !== nextLocation.pathname;

describe('the app history', () => {
  it('goes where it is told while nothing blocks', () => {
    const { history, heard } = historyAt();
    history.push('/dashboard');
    history.replace('/approve?type=rx');
    history.go(-1);
    expect(heard).toEqual(['PUSH /dashboard', 'REPLACE /approve?type=rx', 'POP /form']);
    expect(history.blocked()).toBeNull();
  });

  it('holds a push the blocker refuses until the user proceeds, and drops it on reset', () => {
    const { history, heard } = historyAt(otherPage);
    let changes = 0;
    history.subscribeBlocked(() => (changes += 1));

    history.push('/dashboard');
    expect(heard).toEqual([]);
    expect(history.location.pathname).toBe('/form');
    expect(history.blocked()).not.toBeNull();
    history.blocked()!.reset();
    expect(history.blocked()).toBeNull();
    expect(heard).toEqual([]);

    // The same page's query is not a leave.
    history.replace('/form?step=2');
    expect(heard).toEqual(['REPLACE /form?step=2']);

    history.push({ pathname: '/clients' });
    history.blocked()!.proceed();
    expect(heard).toEqual(['REPLACE /form?step=2', 'PUSH /clients']);
    expect(history.blocked()).toBeNull();
    expect(changes).toBe(4);
  });

  it('undoes a Back the blocker refuses, and makes it when the user proceeds', () => {
    const { history, heard } = historyAt(otherPage);
    history.go(-1);
    // The memory history moved and was sent back; the app never left the form.
    expect(heard).toEqual([]);
    expect(history.location.pathname).toBe('/form');
    expect(history.blocked()).not.toBeNull();

    history.blocked()!.proceed();
    expect(heard).toEqual(['POP /start']);
    expect(history.location.pathname).toBe('/start');
    // And Forward again is asked about like any other leave.
    history.go(1);
    expect(heard).toEqual(['POP /start']);
    history.blocked()!.reset();
    expect(history.location.pathname).toBe('/start');
  });

  it('reads the blocker of the moment: removed, it holds nothing', () => {
    const { history, heard } = historyAt();
    const unblock = history.block(otherPage);
    history.push('/dashboard');
    history.blocked()!.reset();
    unblock();
    history.push('/dashboard');
    expect(heard).toEqual(['PUSH /dashboard']);
  });

  it('keeps the state object a push or replace passed, where the browser answers a copy', () => {
    // A memory history that, like the browser's, hands back a structured clone of the state it stored.
    const memory = UNSAFE_createMemoryHistory({ initialEntries: ['/form'], v5Compat: true });
    const cloning: typeof memory = {
      ...memory,
      get action() {
        return memory.action;
      },
      get location() {
        return { ...memory.location, state: structuredClone(memory.location.state) };
      },
      listen: (listener) => memory.listen((update) => listener({ ...update, location: { ...update.location, state: structuredClone(update.location.state) } })),
    };
    const history = createAppHistory(cloning);
    const states: unknown[] = [];
    history.listen(({ location }) => states.push(location.state));
    const state = { isOfficeUse: true };
    history.replace('/form?step=2', state);
    history.push('/form?step=3', state);
    expect(states).toHaveLength(2);
    expect(states.every((s) => s === state)).toBe(true);
    expect(history.location.state).toBe(state);
  });

  it('remembers which navigations keep the scroll', () => {
    const { history } = historyAt();
    history.push('/products?family=a');
    const reset = history.location.key;
    (history.replace as (to: string, state: unknown, options: { preventScrollReset: boolean }) => void)('/products?family=b', null, { preventScrollReset: true });
    expect(history.keepsScroll(history.location.key)).toBe(true);
    expect(history.keepsScroll(reset)).toBe(false);
  });
});
