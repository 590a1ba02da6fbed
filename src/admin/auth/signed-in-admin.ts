import { createContext, useContext } from 'react';
import type { SessionUser } from '../../../contract/auth';

/**
 * The signed-in admin, as the admin guard's own session check answered it (admin-guard.tsx): for
 * what a page offers staff about themselves (the customers table offers no Delete on their own
 * row, which the server refuses: docs/decisions/284). No second request for it.
 */
export const SignedInAdminContext = createContext<SessionUser | undefined>(undefined);

export function useSignedInAdmin(): SessionUser | undefined {
  return useContext(SignedInAdminContext);
}
