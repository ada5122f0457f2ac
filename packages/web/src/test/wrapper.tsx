/**
 * The single test wrapper (style.md: one wrapper providing the Chakra system, a QueryClient and a
 * MemoryRouter), plus the app's own contexts: auth, the API client, and optionally a ready session.
 *
 * @example
 * renderWithProviders(<DashboardTiles />, { route: '/dashboard', session: testSession(me), client: api.client });
 */
import type { VetRxClient } from '@vetrx/core/api';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderOptions } from '@testing-library/react';
import type { User } from 'oidc-client-ts';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { ApiClientProvider } from '../api/client';
import { LocationScopeContext } from '../api/location-scope';
import { AuthProvider } from '../app/auth/AuthProvider';
import type { AuthService, AuthStatus } from '../app/auth/auth-service';
import { buildSession, type Me } from '../session/build-session';
import { SessionContext, type SessionValue } from '../session/SessionContext';
import { Provider } from '../components/ui/provider';
import { Toaster } from '../components/ui/toaster';
import { mockApi } from './mock-api';

/** An auth service that never leaves the page; sign-in state as given. */
export function fakeAuth(status: AuthStatus = 'authenticated'): AuthService & { signOut: ReturnType<typeof vi.fn> } {
  const user = status === 'authenticated' ? ({ access_token: 'test-token', expired: false, profile: {} } as unknown as User) : null;
  const snapshot = { status, user };
  return {
    getSnapshot: () => snapshot,
    subscribe: () => () => undefined,
    init: async () => undefined,
    ready: async () => undefined,
    getAccessToken: () => user?.access_token ?? null,
    signIn: vi.fn(async () => undefined),
    completeSignIn: vi.fn(async () => user),
    trySilentSignIn: vi.fn(async () => null),
    signOut: vi.fn(async () => undefined),
    forget: vi.fn(async () => undefined),
    onExpired: () => () => undefined,
  };
}

/** A session value built by the app's own buildSession, with spy actions. */
export function testSession(
  me: Me,
  opts: { storedLocationId?: string | null; isImpersonating?: boolean; impersonatedUsername?: string } = {},
): SessionValue {
  return {
    ...buildSession(me, {
      storedLocationId: opts.storedLocationId ?? null,
      isImpersonating: opts.isImpersonating ?? false,
      impersonatedUsername: opts.impersonatedUsername ?? null,
    }),
    switchLocation: vi.fn(() => true),
    switchToRecordLocation: vi.fn(() => null),
    exitImpersonation: vi.fn(),
    impersonationExpired: vi.fn(),
    signOut: vi.fn(async () => undefined),
  };
}

export interface WrapperOptions {
  route?: string;
  client?: VetRxClient;
  auth?: AuthService;
  session?: SessionValue;
  queryClient?: QueryClient;
}

export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } } });
}

export function createWrapper(opts: WrapperOptions = {}) {
  const queryClient = opts.queryClient ?? createTestQueryClient();
  const client = opts.client ?? mockApi({}).client;
  const auth = opts.auth ?? fakeAuth();
  function Wrapper({ children }: { children: ReactNode }) {
    const content = opts.session ? (
      <SessionContext.Provider value={opts.session}>
        <LocationScopeContext.Provider value={opts.session.current?.location.id ?? null}>{children}</LocationScopeContext.Provider>
      </SessionContext.Provider>
    ) : (
      children
    );
    return (
      <Provider>
        <QueryClientProvider client={queryClient}>
          <AuthProvider auth={auth}>
            <ApiClientProvider client={client}>
              <MemoryRouter initialEntries={[opts.route ?? '/']}>{content}</MemoryRouter>
              <Toaster />
            </ApiClientProvider>
          </AuthProvider>
        </QueryClientProvider>
      </Provider>
    );
  }
  return { Wrapper, queryClient, auth };
}

export function renderWithProviders(ui: ReactElement, opts: WrapperOptions & Omit<RenderOptions, 'wrapper'> = {}) {
  const { Wrapper, queryClient, auth } = createWrapper(opts);
  return { ...render(ui, { wrapper: Wrapper, ...opts }), queryClient, auth };
}
