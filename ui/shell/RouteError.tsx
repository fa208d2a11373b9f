/** Shown when a page could not load its data for a reason other than being signed out, e.g. the server is unreachable. */
import { Link, isRouteErrorResponse, useRouteError } from 'react-router';
import { BankApiError } from '../../adapters/client/bank-api.ts';

function describe(error: unknown): string {
  if (error instanceof BankApiError && error.detail) return error.detail;
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  return 'We could not reach the bank just now. Please check your connection and try again.';
}

export function RouteError() {
  const error = useRouteError();
  console.error(error);
  return (
    <main className="center-page">
      <div className="notice-card">
        <h1>Something went wrong</h1>
        <p>{describe(error)}</p>
        <div className="button-row">
          <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
            Try again
          </button>
          <Link to="/" className="btn btn-outline">Go to home page</Link>
        </div>
      </div>
    </main>
  );
}
