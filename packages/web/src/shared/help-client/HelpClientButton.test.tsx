import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { CLIENT_LABELS, CLIENT_TOASTS } from '@vetrx/core/messages';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/wrapper';
import { pimsSession } from '../pims/pims-test-data';
import { HelpClientButton } from './HelpClientButton';

const SLOW = { timeout: 8000 };
const AUTH = { getAccessToken: () => 'test-token' };

type Answer = { status: number; body: unknown };
function stubFetch(answer: (path: string, body: Record<string, unknown>, headers: Record<string, string>) => Answer) {
  const calls: { path: string; body: Record<string, unknown>; headers: Record<string, string> }[] = [];
  vi.stubGlobal('fetch', async (url: string, init: { body: string; headers: Record<string, string> }) => {
    const path = new URL(url).pathname;
    const body = JSON.parse(init.body) as Record<string, unknown>;
    calls.push({ path, body, headers: init.headers });
    const a = answer(path, body, init.headers);
    return { ok: a.status < 300, status: a.status, text: async () => JSON.stringify(a.body) };
  });
  return calls;
}

function stubTab() {
  const tab = { opener: {}, closed: false, location: { href: 'about:blank' }, close: vi.fn() };
  const open = vi.fn(() => tab);
  vi.stubGlobal('open', open);
  return { tab, open };
}

afterEach(() => vi.unstubAllGlobals());

describe('HelpClientButton', () => {
  it('shows only with the oobo feature and module', async () => {
    stubFetch(() => ({ status: 200, body: { uuid: 'x' } }));
    const withoutOobo = renderWithProviders(<HelpClientButton client={{ uuid: 'c-1' }} auth={AUTH} />, { session: pimsSession({ oobo: false }) }).container;
    const withoutModule = renderWithProviders(<HelpClientButton client={{ uuid: 'c-1' }} auth={AUTH} />, { session: pimsSession({ features: ['pimsImport'] }) }).container;
    // A marker drawn the same way: the button where the session allows it. Once it shows, the other two would too.
    const allowed = renderWithProviders(<HelpClientButton client={{ uuid: 'c-1' }} auth={AUTH} />, { session: pimsSession() }).container;
    await within(allowed).findByTestId('help-client', {}, SLOW);
    expect(within(withoutOobo).queryByTestId('help-client')).toBeNull();
    expect(within(withoutModule).queryByTestId('help-client')).toBeNull();
  });

  it('is enabled once both ids resolve, then opens the storefront in the tab it opened at once', async () => {
    const calls = stubFetch((path, body) => {
      if (path === '/impersonate/validate') return { status: 200, body: { uuid: body.type === 'account-caretaker' ? 'imp-client' : 'imp-user' } };
      if (path === '/impersonate') return { status: 200, body: { sessionUrl: '/storefront-sandbox/session', token: 'sess-1', storefrontUrl: '/storefront-sandbox/' } };
      return { status: 204, body: {} };
    });
    const { tab, open } = stubTab();
    renderWithProviders(<HelpClientButton client={{ uuid: 'c-1' }} auth={AUTH} />, { session: pimsSession() });
    await screen.findByRole('button', { name: CLIENT_LABELS.helpClient }, SLOW);
    await waitFor(() => expect(screen.getByTestId('help-client').getAttribute('data-ready')).toBe('true'), SLOW);
    expect(calls.map((c) => [c.path, c.body.type])).toEqual([
      ['/impersonate/validate', 'account-caretaker'],
      ['/impersonate/validate', 'account-user'],
    ]);
    expect(calls[0].headers).toMatchObject({ application: 'practice-portal', authorization: 'Bearer test-token' });
    fireEvent.click(screen.getByTestId('help-client'));
    expect(open).toHaveBeenCalledWith('about:blank', '_blank');
    expect(tab.opener).toBeNull();
    await waitFor(() => expect(tab.location.href).toBe(`${window.location.origin}/storefront-sandbox/`), SLOW);
    expect(calls[2]).toMatchObject({ path: '/impersonate', body: { uuid: 'user-1', impersonationId: 'imp-client', impersonationType: 'vet' } });
    expect(calls[3]).toMatchObject({ path: '/storefront-sandbox/session', headers: { authorization: 'Bearer sess-1' } });
  });

  it('stays disabled while an id is unresolved, and a failed start closes the tab with Error Impersonating', async () => {
    // The first check (the client's id) answers unresolved; from the re-check on, the ids resolve.
    const validations = () => calls.filter((c) => c.path === '/impersonate/validate').length;
    const calls = stubFetch((path) => {
      if (path === '/impersonate/validate') return { status: 200, body: validations() > 1 ? { id: 42 } : { uuid: null } };
      return { status: 502, body: { message: 'down' } };
    });
    const { tab } = stubTab();
    renderWithProviders(<HelpClientButton client={{ uuid: 'c-1' }} auth={AUTH} />, { session: pimsSession() });
    await screen.findByRole('button', { name: CLIENT_LABELS.helpClient }, SLOW);
    expect(screen.getByTestId('help-client')).toBeDisabled();
    // The machine re-checks every 10 s; this test waits for it. Ready only after the re-check: the client's id
    // checked twice, then the user's. Had the unresolved first answer been taken, it would be ready after two.
    await waitFor(() => expect(screen.getByTestId('help-client').getAttribute('data-ready')).toBe('true'), { timeout: 15_000 });
    expect(validations()).toBe(3);
    fireEvent.click(screen.getByTestId('help-client'));
    expect(await screen.findByText(CLIENT_TOASTS.helpClientFailure.title, {}, SLOW)).toBeVisible();
    expect(tab.close).toHaveBeenCalled();
  }, 30_000);
});
