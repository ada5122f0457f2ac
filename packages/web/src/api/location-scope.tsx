/**
 * The selected location id every query is keyed by. The session provider sets it; `useGql` reads it,
 * so switching location refetches everything for the new location without any screen doing it.
 */
import { createContext, useContext } from 'react';

export const LocationScopeContext = createContext<string | null>(null);

export function useLocationScope(): string | null {
  return useContext(LocationScopeContext);
}
