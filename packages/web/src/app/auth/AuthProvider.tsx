import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import type { AuthService, AuthSnapshot } from './auth-service';

const AuthContext = createContext<AuthService | null>(null);

export function AuthProvider({ auth, children }: { auth: AuthService; children: ReactNode }) {
  return <AuthContext.Provider value={auth}>{children}</AuthContext.Provider>;
}

/** The auth service (sign in, sign out, tokens). */
export function useAuthService(): AuthService {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth needs an <AuthProvider>.');
  return auth;
}

/** The current auth state, re-rendering on sign-in, renewal and sign-out. */
export function useAuth(): AuthSnapshot & { service: AuthService } {
  const service = useAuthService();
  const snapshot = useSyncExternalStore(service.subscribe, service.getSnapshot, service.getSnapshot);
  return { ...snapshot, service };
}
