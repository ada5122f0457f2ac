/** The providers every screen sits in: Chakra system, QueryClient, auth, API client, toaster. */
import type { VetRxClient } from '@vetrx/core/api';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ApiClientProvider } from '../api/client';
import { Provider } from '../components/ui/provider';
import { Toaster } from '../components/ui/toaster';
import { AuthProvider } from './auth/AuthProvider';
import type { AuthService } from './auth/auth-service';

export interface AppProvidersProps {
  auth: AuthService;
  client: VetRxClient;
  queryClient: QueryClient;
  children: ReactNode;
}

export function AppProviders({ auth, client, queryClient, children }: AppProvidersProps) {
  return (
    <Provider>
      <QueryClientProvider client={queryClient}>
        <AuthProvider auth={auth}>
          <ApiClientProvider client={client}>
            {children}
            <Toaster />
          </ApiClientProvider>
        </AuthProvider>
      </QueryClientProvider>
    </Provider>
  );
}
