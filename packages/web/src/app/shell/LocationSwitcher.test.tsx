import { fireEvent, screen, waitFor } from '@testing-library/react';
import { STORAGE_KEYS } from '@vetrx/core/access';
import { Route, Routes, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { assignment, location, practiceMe } from '../../test/fixtures';
import { mockApi } from '../../test/mock-api';
import { renderWithProviders } from '../../test/wrapper';
import { SessionProvider } from '../session/SessionProvider';
import { useSession } from '../../session/SessionContext';
import { LocationSwitcher } from './LocationSwitcher';

function Probe() {
  const { pathname } = useLocation();
  const { current } = useSession();
  return (
    <p data-testid="probe">
      {pathname} @ {current?.location.name}
    </p>
  );
}

function setup(stored?: string) {
  const north = location({ id: '11', name: 'North Clinic' });
  const south = location({ id: '12', name: 'South Clinic' });
  const east = location({ id: '13', name: 'East Clinic' });
  const me = practiceMe([
    assignment({ location: north, isPrimary: true }),
    assignment({ location: south }),
    assignment({ location: east, isActive: false }),
  ]);
  if (stored) window.localStorage.setItem(STORAGE_KEYS.selectedLocationId, stored);
  const api = mockApi({ Me: { me } });
  renderWithProviders(
    <SessionProvider>
      <LocationSwitcher />
      <Routes>
        <Route path="*" element={<Probe />} />
      </Routes>
    </SessionProvider>,
    { route: '/history', client: api.client },
  );
  return api;
}

async function choose(name: string) {
  fireEvent.click(await screen.findByTestId('location-switcher'));
  const item = await screen.findByRole('menuitem', { name: new RegExp(name) });
  fireEvent.click(item);
}

describe('location selection', () => {
  it('starts at the primary location and stores it', async () => {
    setup();
    expect((await screen.findByTestId('probe')).textContent).toBe('/history @ North Clinic');
    expect(window.localStorage.getItem(STORAGE_KEYS.selectedLocationId)).toBe('11');
  });

  it('prefers the stored location', async () => {
    setup('12');
    expect((await screen.findByTestId('probe')).textContent).toBe('/history @ South Clinic');
  });

  it('switches to another active location and opens /dashboard', async () => {
    setup();
    await screen.findByTestId('probe');
    await choose('South Clinic');
    await waitFor(() => expect(screen.getByTestId('probe').textContent).toBe('/dashboard @ South Clinic'));
    expect(window.localStorage.getItem(STORAGE_KEYS.selectedLocationId)).toBe('12');
  });

  it('blocks a switch to a revoked assignment with a toast', async () => {
    const api = setup();
    await screen.findByTestId('probe');
    await choose('East Clinic');
    expect((await screen.findByTestId('toast')).textContent).toContain('Access to this location is revoked');
    expect(screen.getByTestId('probe').textContent).toBe('/history @ North Clinic');
    expect(window.localStorage.getItem(STORAGE_KEYS.selectedLocationId)).toBe('11');
    expect(api.calls.filter((c) => c.operationName === 'Me')).toHaveLength(1);
  });

  it('keeps the selection in sessionStorage while impersonating', async () => {
    window.sessionStorage.setItem(STORAGE_KEYS.isImpersonation, 'true');
    window.sessionStorage.setItem(STORAGE_KEYS.username, 'vet@demo.vetrx.dev');
    window.sessionStorage.setItem(STORAGE_KEYS.selectedLocationId, '12');
    setup();
    expect((await screen.findByTestId('probe')).textContent).toBe('/history @ South Clinic');
    await choose('North Clinic');
    await waitFor(() => expect(window.sessionStorage.getItem(STORAGE_KEYS.selectedLocationId)).toBe('11'));
    expect(window.localStorage.getItem(STORAGE_KEYS.selectedLocationId)).toBeNull();
  });
});
