/**
 * The browser storage the shell keeps (admin §4, §9): names from core's STORAGE_KEYS. The selected
 * location lives in localStorage, or in sessionStorage while impersonating; the impersonation keys live
 * in sessionStorage.
 */
import { STORAGE_KEYS, type StoragePlan, type StorageKey } from '@vetrx/core/access';

function safe<T>(fn: () => T, fallback: T): T {
  try {
    return fn();
  } catch {
    return fallback;
  }
}

/** True while a support user impersonates (sessionStorage isImpersonation is 'true'). */
export function readIsImpersonating(): boolean {
  return safe(() => window.sessionStorage.getItem(STORAGE_KEYS.isImpersonation) === 'true', false);
}

/** The impersonated username while impersonating, else null: the client's `getImpersonation`. */
export function readImpersonatedUsername(): string | null {
  if (!readIsImpersonating()) return null;
  return safe(() => window.sessionStorage.getItem(STORAGE_KEYS.username), null) || null;
}

/** The storage that holds the selected location: sessionStorage while impersonating. */
function locationStore(): Storage {
  return readIsImpersonating() ? window.sessionStorage : window.localStorage;
}

export function readSelectedLocationId(): string | null {
  return safe(() => locationStore().getItem(STORAGE_KEYS.selectedLocationId), null);
}

export function writeSelectedLocationId(locationId: string): void {
  safe(() => locationStore().setItem(STORAGE_KEYS.selectedLocationId, locationId), undefined);
}

/** Applies a core storage plan (impersonation start/exit) to sessionStorage. */
export function applySessionPlan(plan: StoragePlan): void {
  safe(() => {
    for (const [key, value] of Object.entries(plan.set)) {
      if (value !== undefined) window.sessionStorage.setItem(key, value);
    }
    for (const key of plan.remove) window.sessionStorage.removeItem(key);
  }, undefined);
}

/**
 * Removes every STORAGE_KEYS entry from localStorage and sessionStorage, and the identity provider's
 * stored user (`oidc.*` entries): sign-out and the unauthenticated redirect call this.
 */
export function clearStoredSession(): void {
  const keys = Object.values(STORAGE_KEYS) as StorageKey[];
  for (const store of [() => window.localStorage, () => window.sessionStorage]) {
    safe(() => {
      const s = store();
      for (const key of keys) s.removeItem(key);
      for (let i = s.length - 1; i >= 0; i--) {
        const key = s.key(i);
        if (key?.startsWith('oidc.')) s.removeItem(key);
      }
    }, undefined);
  }
}
