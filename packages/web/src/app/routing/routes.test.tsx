import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Link, MemoryRouter, Outlet, UNSAFE_createMemoryHistory, unstable_HistoryRouter as HistoryRouter, useSearchParams } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Provider } from '../../components/ui/provider';
import { AppHistoryProvider, createAppHistory } from '../../lib/app-history';
import { createRouteRegistry } from './registry';
import { AppRoutes, buildRouteTree } from './routes';

function Shell() {
  return (
    <div>
      <nav data-testid="shell-menu">Menu</nav>
      <Outlet />
    </div>
  );
}

/** A page that renders, then throws when its button is pressed: a bug a user meets in the middle of work. */
function Fragile() {
  const [broken, setBroken] = useState(false);
  if (broken) throw new TypeError("Cannot read properties of null (reading 'value')");
  return (
    <button type="button" onClick={() => setBroken(true)}>
      Break
    </button>
  );
}

function appAt(path: string) {
  const registry = createRouteRegistry({ public: [], main: [{ path: '/fragile', page: async () => ({ default: Fragile }) }], support: [] }, async () => ({ default: Shell }));
  render(
    <Provider>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes routes={buildRouteTree(registry)} />
      </MemoryRouter>
    </Provider>,
  );
}

describe('a page that throws', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows our error page in its place, the shell kept, instead of the router’s developer page', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    appAt('/fragile');
    fireEvent.click(await screen.findByRole('button', { name: 'Break' }));
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    expect(screen.getByTestId('shell-menu')).toBeVisible();
    expect(screen.getByTestId('route-error-reload')).toHaveTextContent('Reload the page');
    expect(screen.getByRole('link', { name: /Back to home/ })).toHaveAttribute('href', '/');
    // Nothing of the error is shown to the user; it goes to the console for support.
    expect(screen.queryByText(/Cannot read properties/)).not.toBeInTheDocument();
    expect(logged.mock.calls.some(([what]) => what === 'A page failed to render')).toBe(true);
  });
});

/** A long list whose filter rewrites the query, keeping the scroll, and a link to another page. */
function List() {
  const [params, setParams] = useSearchParams();
  return (
    <div>
      <button type="button" onClick={() => setParams({ filter: 'dogs' }, { replace: true, preventScrollReset: true })}>
        Filter {params.get('filter')}
      </button>
      <button type="button" onClick={() => setParams({ filter: 'cats' })}>
        Other
      </button>
      <Link to="/other">Other page</Link>
    </div>
  );
}

describe('the window’s scroll after a navigation', () => {
  afterEach(() => vi.restoreAllMocks());

  it('goes to the top on a new page, stays for a query that keeps it, and Back returns to where the page was left', async () => {
    const scrolled: number[] = [];
    vi.spyOn(window, 'scrollTo').mockImplementation(((_x: number, y: number) => {
      scrolled.push(y);
    }) as typeof window.scrollTo);
    const scrollY = vi.spyOn(window, 'scrollY', 'get').mockReturnValue(640);
    const registry = createRouteRegistry(
      { public: [], main: [{ path: '/list', page: async () => ({ default: List }) }, { path: '/other', page: async () => ({ default: () => <p>Other</p> }) }], support: [] },
      async () => ({ default: Shell }),
    );
    const history = createAppHistory(UNSAFE_createMemoryHistory({ initialEntries: ['/list'], v5Compat: true }));
    render(
      <Provider>
        <AppHistoryProvider value={history}>
          <HistoryRouter history={history}>
            <AppRoutes routes={buildRouteTree(registry)} />
          </HistoryRouter>
        </AppHistoryProvider>
      </Provider>,
    );
    fireEvent.click(await screen.findByRole('button', { name: /^Filter/ }));
    expect(await screen.findByRole('button', { name: 'Filter dogs' })).toBeVisible();
    expect(scrolled).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Other' }));
    expect(await screen.findByRole('button', { name: 'Filter cats' })).toBeVisible();
    expect(scrolled).toEqual([0]);

    fireEvent.click(screen.getByRole('link', { name: 'Other page' }));
    expect(await screen.findByText('Other')).toBeVisible();
    expect(scrolled).toEqual([0, 0]);
    scrollY.mockReturnValue(0);
    act(() => history.go(-1));
    expect(await screen.findByRole('button', { name: 'Filter cats' })).toBeVisible();
    expect(scrolled).toEqual([0, 0, 640]);
  });
});
