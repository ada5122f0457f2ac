import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Provider } from '../../components/ui/provider';
import { createRouteRegistry } from './registry';
import { buildRouteTree } from './routes';

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
  const router = createMemoryRouter(buildRouteTree(registry), { initialEntries: [path] });
  render(
    <Provider>
      <RouterProvider router={router} />
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
