/** One way to sign out from anywhere in the signed-in app: the area's session machine ends the server session and forgets cached data; the area then goes to /login. */
import { useCallback } from 'react';
import { SessionContext } from '../session-actors.ts';

export function useSignOut(): { signOut: () => void; signingOut: boolean } {
  const session = SessionContext.useActorRef();
  const signingOut = SessionContext.useSelector((snapshot) => !snapshot.matches('active'));
  const signOut = useCallback(() => session.send({ type: 'session.signOut' }), [session]);
  return { signOut, signingOut };
}
