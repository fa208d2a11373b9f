/** The signed-in user as the server described them, for the shells and pages of a signed-in area (SignedInArea.tsx provides it). */
import { createContext, useContext } from 'react';
import type { BankUser } from '../../adapters/client/bank-api.ts';

export const SignedInUserContext = createContext<BankUser | null>(null);

export function useSignedInUser(): BankUser {
  const user = useContext(SignedInUserContext);
  if (!user) throw new Error('useSignedInUser is used outside a signed-in area');
  return user;
}
