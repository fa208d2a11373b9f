/** Shown when a page could not load its data for a reason other than being signed out, e.g. the server is unreachable. */
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/** The server's user-facing text of a BankApiError, read by shape so the public bundle need not load the API client. */
function serverDetail(error: unknown): string | null {
  if (!(error instanceof Error) || error.name !== 'BankApiError') return null;
  const detail: unknown = (error as Error & { detail?: unknown }).detail;
  return typeof detail === 'string' && detail ? detail : null;
}

export function RouteError({ error }: { error: unknown }) {
  const { t } = useTranslation('shell');
  console.error(error);
  // Offline, a part of the app never opened on this device (its code or the signed-in user) cannot load: say that, not "Something went wrong".
  const offline = !navigator.onLine;
  const text = offline ? t('offlinePage.text') : serverDetail(error) ?? t('error.unreachable');
  return (
    <main className="center-page">
      <div className="notice-card">
        <h1>{t(offline ? 'offlinePage.title' : 'error.title')}</h1>
        <p>{text}</p>
        <div className="button-row">
          <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
            {t('error.retry')}
          </button>
          <Link to="/" className="btn btn-outline">{t('error.home')}</Link>
        </div>
      </div>
    </main>
  );
}

/** The error boundaries' fallback (ErrorBoundary.tsx). */
export const routeError = (error: unknown) => <RouteError error={error} />;
