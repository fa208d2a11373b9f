/**
 * The signed-in session's workflow (part 1 section 2): signed in until the user signs out (Logout,
 * the suspended notice's Sign out, or revoking this session), then the server session ends and
 * every cached record is forgotten before the area leaves for /login. Access tokens are refreshed
 * by supabase-js (autoRefreshToken) and the idle timeout (the sessionTimeout setting) is the
 * server's refusal to refresh; an expired session reaches /login through the area's guard. The
 * machine does no I/O: endSession is provided at the edge (ui/session-actors.ts).
 */
import { fromPromise, setup } from 'xstate';

export type SessionEvent = { type: 'session.signOut' };

export const sessionMachine = setup({
  types: {} as { events: SessionEvent },
  actors: {
    /** Ends the server session and forgets what the browser cached for this user. */
    endSession: fromPromise<void>(async () => {
      throw new Error('endSession not provided');
    }),
  },
}).createMachine({
  id: 'session',
  initial: 'active',
  states: {
    active: {
      on: { 'session.signOut': 'signingOut' },
    },
    signingOut: {
      tags: ['busy'],
      invoke: { src: 'endSession', onDone: 'signedOut', onError: 'active' },
    },
    signedOut: { type: 'final' },
  },
});
