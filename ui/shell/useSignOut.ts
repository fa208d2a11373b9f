/** One way to sign out from anywhere in the signed-in app: end the server session, forget cached data (including the offline cache), go to /login. */
import { useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import { logout } from '../../adapters/client/bank-api.ts';
import { forgetAll } from '../../adapters/client/offline-cache.ts';

export function useSignOut(): { signOut: () => Promise<void>; signingOut: boolean } {
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);
  const signOut = useCallback(async () => {
    setSigningOut(true);
    await logout();
    await forgetAll();
    await navigate('/login', { replace: true });
  }, [navigate]);
  return { signOut, signingOut };
}
