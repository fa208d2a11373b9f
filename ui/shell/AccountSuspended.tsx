/** The only thing a suspended customer sees (part 1 sections 2 and 4): a notice and a way to sign out. */
import { Logo } from './Logo.tsx';
import { useSignOut } from './useSignOut.ts';

export function AccountSuspended() {
  const { signOut, signingOut } = useSignOut();
  return (
    <main className="center-page">
      <div className="notice-card notice-card-danger">
        <Logo />
        <h1>Account Suspended</h1>
        <p>
          Your account has been suspended and online banking is not available. Please contact customer support
          for assistance.
        </p>
        <button type="button" className="btn btn-primary" onClick={() => void signOut()} disabled={signingOut}>
          Sign Out
        </button>
      </div>
    </main>
  );
}
