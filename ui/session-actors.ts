/** The composition root of the session machine: signing out ends the server session and forgets the offline cache. */
import { fromPromise } from 'xstate';
import { createActorContext } from '@xstate/react';
import { sessionMachine } from '../machines/session.machine.ts';
import { logout } from '../adapters/client/bank-api.ts';
import { forgetFirstReads } from '../adapters/client/first-reads.ts';
import { forgetAll } from '../adapters/client/offline-cache.ts';

export const signedInSessionMachine = sessionMachine.provide({
  actors: {
    endSession: fromPromise(async () => {
      try {
        forgetFirstReads();
        await logout();
        await forgetAll();
      } catch (error) {
        console.error('Sign-out failed', error);
        throw error;
      }
    }),
  },
});

/** One session per signed-in area (shell/SignedInArea.tsx), shared by every sign-out button in it. */
export const SessionContext = createActorContext(signedInSessionMachine);
