/**
 * What each signed-in area sits in (part 1 section 2): nothing of it shows until the server says
 * who is signed in; anyone it does not recognise, or with another role, goes to /login, and a
 * page that cannot load its data shows the error screen in place of the whole area. Its
 * session machine (machines/session.machine.ts) signs out, after which the area goes to /login.
 */
import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import type { Role } from '../../adapters/client/bank-api.ts';
import { SignInRequired, signedInAs } from '../loaders.ts';
import { ReloadScope, useResource } from '../resources.tsx';
import { SessionContext } from '../session-actors.ts';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { PageLoading } from './PageLoading.tsx';
import { RouteError } from './RouteError.tsx';
import { SignedInUserContext } from './signed-in-user.ts';

interface Props {
  /** The role, or the roles (the field area: branch managers and loan officers), the area is for. */
  role: Role | readonly Role[];
  children: ReactNode;
}

export function SignedInArea({ role, children }: Props) {
  return (
    <ErrorBoundary fallback={toLoginOrError}>
      <SessionContext.Provider>
        <ReloadScope>
          <RequireRole role={role}>{children}</RequireRole>
        </ReloadScope>
      </SessionContext.Provider>
    </ErrorBoundary>
  );
}

function RequireRole({ role, children }: Props) {
  const { data: user } = useResource(() => signedInAs(role), [String(role)]);
  const signedOut = SessionContext.useSelector((snapshot) => snapshot.status === 'done');
  if (signedOut) return <Navigate to="/login" replace />;
  if (!user) return <PageLoading />;
  return <SignedInUserContext value={user}>{children}</SignedInUserContext>;
}

const toLoginOrError = (error: unknown) => (error instanceof SignInRequired ? <Navigate to="/login" replace /> : <RouteError error={error} />);
