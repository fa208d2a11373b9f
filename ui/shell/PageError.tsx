/**
 * What a page shows in its place, inside the frame (top bar, menu, site header), when its code or
 * its data could not load. Offline, that is a page never opened on this device (DECISIONS 1 keeps
 * only what was read): it says so and tries again by itself once the browser is back online,
 * while the menu still leads to the pages that were read. A refused session is left to the
 * signed-in area's own boundary, which goes to /login.
 */
import { useEffect, useRef, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';

/** navigator.onLine as state: false is certain, true only means a network interface is up. */
function useBrowserOnline(): boolean {
  return useSyncExternalStore(
    (changed) => {
      window.addEventListener('online', changed);
      window.addEventListener('offline', changed);
      return () => {
        window.removeEventListener('online', changed);
        window.removeEventListener('offline', changed);
      };
    },
    () => navigator.onLine,
  );
}

/** The server's user-facing text of a BankApiError, read by shape so the public bundle need not load the API client. */
function serverDetail(error: unknown): string | null {
  if (!(error instanceof Error) || error.name !== 'BankApiError') return null;
  const detail: unknown = (error as Error & { detail?: unknown }).detail;
  return typeof detail === 'string' && detail ? detail : null;
}

export function PageError({ error, retry }: { error: unknown; retry: () => void }) {
  // The signed-in area's boundary answers a refused session with /login (ui/loaders.ts SignInRequired, read by name like above).
  if (error instanceof Error && error.name === 'SignInRequired') throw error;
  const { t } = useTranslation('shell');
  const online = useBrowserOnline();
  const offline = !online;
  useEffect(() => {
    if (!offline) console.error(error);
  }, [error, offline]);
  // Back online after being offline here: the page tries again by itself.
  const wasOffline = useRef(offline);
  useEffect(() => {
    if (wasOffline.current && !offline) retry();
    wasOffline.current = offline;
  }, [offline, retry]);
  return (
    <section className="card page-error" aria-labelledby="page-error-heading" role={offline ? 'status' : 'alert'}>
      <h1 id="page-error-heading">{t(offline ? 'offlinePage.title' : 'error.title')}</h1>
      <p>{offline ? t('offlinePage.text') : serverDetail(error) ?? t('error.unreachable')}</p>
      {offline && <p>{t('offlinePage.menu')}</p>}
      {!offline && (
        <div className="button-row">
          <button type="button" className="btn btn-primary" onClick={retry}>{t('error.retry')}</button>
        </div>
      )}
    </section>
  );
}

/** The error boundaries' fallback inside a frame (SignedInShell.tsx, PublicLayout.tsx). */
export const pageError = (error: unknown, retry: () => void) => <PageError error={error} retry={retry} />;
