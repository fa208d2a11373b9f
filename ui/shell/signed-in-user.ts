/** The signed-in user as the server described them, for the shells and pages of a signed-in area (SignedInArea.tsx provides it). */
import { createContext, useContext } from 'react';
import type { BankUser } from '../../adapters/client/bank-api.ts';

export const SignedInUserContext = createContext<BankUser | null>(null);

export function useSignedInUser(): BankUser {
  const user = useContext(SignedInUserContext);
  if (!user) throw new Error('useSignedInUser is used outside a signed-in area');
  return user;
}

/**
 * Whether the signed-in staff member may act in the back office (post, correct, close, approve):
 * the session's capability as the server decided it (domain/staff/roles.ts). An auditor reads every
 * page and sees no action button; a view never re-decides the rule from the role.
 */
export function useBackOfficeActs(): boolean {
  return useSignedInUser().back_office?.act ?? false;
}
