import { ADMIN_TOKEN_KEY, TOKEN_KEY } from '../../contract/constants';

/**
 * Where the bearer tokens live (spec 000 section 6: local storage key 'accessToken'). A shopper
 * who unticks 'Remember me' keeps the token for this browser session only (sessionStorage,
 * same key); see docs/decisions/027-remember-me.md.
 */
function storages(): Storage[] {
  if (typeof window === 'undefined') return [];
  return [window.localStorage, window.sessionStorage];
}

export function getCustomerToken(): string | null {
  for (const storage of storages()) {
    const token = storage.getItem(TOKEN_KEY);
    if (token) return token;
  }
  return null;
}

export function storeCustomerToken(token: string, remember = true): void {
  clearCustomerToken();
  const [local, session] = storages();
  (remember ? local : session)?.setItem(TOKEN_KEY, token);
}

export function clearCustomerToken(): void {
  for (const storage of storages()) storage.removeItem(TOKEN_KEY);
}

export function getAdminToken(): string | null {
  return typeof window === 'undefined' ? null : window.localStorage.getItem(ADMIN_TOKEN_KEY);
}

export function storeAdminToken(token: string): void {
  window.localStorage.setItem(ADMIN_TOKEN_KEY, token);
}

export function clearAdminToken(): void {
  window.localStorage.removeItem(ADMIN_TOKEN_KEY);
}
