import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { createPimsConnectApi } from '@vetrx/core/admin';
import { ADMIN_TOASTS, PIMS_CONNECT_TEXTS } from '@vetrx/core/messages';
import { Route, Routes, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test/mock-api';
import { renderWithProviders } from '../../test/wrapper';
import { PimsConnect } from './PimsConnect';

type PimsConnectApi = ReturnType<typeof createPimsConnectApi>;

const SLOW = { timeout: 8000 };

function Where() {
  const l = useLocation();
  return <p data-testid="where">{`${l.pathname}${l.search}`}</p>;
}

function setup(route: string, answer: Awaited<ReturnType<PimsConnectApi['exchange']>> | Error) {
  const exchange = vi.fn(async () => {
    if (answer instanceof Error) throw answer;
    return answer;
  });
  const api: PimsConnectApi = { authorizationAddress: vi.fn(async () => 'https://partner.test/authorize'), exchange };
  const gql = mockApi({ UpdateLocation: (v: Record<string, unknown>) => ({ updateLocation: { id: '3', ...(v.input as object) } }) });
  renderWithProviders(
    <Routes>
      <Route
        path="/support/practicedetail/:id"
        element={
          <>
            <PimsConnect location={{ id: '3' }} connected={false} auth={{ getAccessToken: () => 'test-token' }} api={api} />
            <Where />
          </>
        }
      />
    </Routes>,
    { route, client: gql.client },
  );
  return { exchange, gql };
}
const updates = (gql: ReturnType<typeof mockApi>) => gql.calls.filter((c) => c.operationName === 'UpdateLocation').map((c) => c.variables);

describe('PimsConnect (the code-redirect connect flow)', () => {
  it('back with a code and one clinic: exchanges it once, stores the clinic and the token, and removes the code from the URL', async () => {
    const { exchange, gql } = setup('/support/practicedetail/3?code=abc&state=s', { tokenData: { access_token: 'tok' }, userData: { clinics: [{ clinic: { id: 'c-1' } }] } });
    expect(await screen.findByText(ADMIN_TOASTS.partnerConnected.title, {}, SLOW)).toBeVisible();
    expect(exchange).toHaveBeenCalledTimes(1);
    expect(exchange.mock.calls[0]).toEqual([{ locationId: '3', url: expect.stringMatching(/\/support\/practicedetail\/3\?code=abc&state=s$/) }]);
    expect(updates(gql)).toEqual([{ updateLocationId: '3', input: { pimsAccountId: 'c-1', pimsAccountSecret: 'tok' } }]);
    expect(screen.getByTestId('where').textContent).toBe('/support/practicedetail/3');
  });

  it('several clinics open Select Practice; the chosen one is stored', async () => {
    const { gql } = setup('/support/practicedetail/3?code=abc&state=s', {
      tokenData: { access_token: 'tok' },
      userData: { clinics: [{ clinic: { id: 'c-1', name: 'North' } }, { clinic: { id: 'c-2', name: 'South' } }] },
    });
    const options = await screen.findAllByTestId('select-practice-option', {}, SLOW);
    expect(options.map((o) => o.textContent)).toEqual(['Northc-1', 'Southc-2']);
    fireEvent.click(screen.getByText('South'));
    // The radio group settles its value asynchronously: choose only once South is the checked one.
    await waitFor(() => expect(screen.getAllByTestId('select-practice-option')[1].getAttribute('data-state')).toBe('checked'), SLOW);
    fireEvent.click(screen.getByRole('button', { name: PIMS_CONNECT_TEXTS.usePractice }));
    await waitFor(() => expect(updates(gql)).toEqual([{ updateLocationId: '3', input: { pimsAccountId: 'c-2', pimsAccountSecret: 'tok' } }]), SLOW);
  });

  it('a refused sign-in or a failed exchange shows the connection failure and stores nothing', async () => {
    const { exchange, gql } = setup('/support/practicedetail/3?error=access_denied&state=s', new Error('x'));
    expect(await screen.findByText(ADMIN_TOASTS.digitailConnectionError.description!, {}, SLOW)).toBeVisible();
    expect(exchange).not.toHaveBeenCalled();
    expect(updates(gql)).toEqual([]);
  });
});
