/** Frames every public page (and sign-in and sign-up) with the site navigation and footer; a page whose code is still loading shows the loading state in the frame, one that cannot load says why there. */
import { Suspense } from 'react';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SiteHeader } from './SiteHeader.tsx';
import { SiteFooter } from './SiteFooter.tsx';
import { ScrollToTop } from './ScrollToTop.tsx';
import { ContentLoading } from './PageLoading.tsx';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { pageError } from './PageError.tsx';

/** `children` in place of the route's page, for a public page shown from elsewhere (the signed-in areas' 404). */
export function PublicLayout({ children }: { children?: ReactNode }) {
  const { t } = useTranslation('site');
  return (
    <div className="site">
      <a className="skip-link" href="#main">{t('nav.skip')}</a>
      <ScrollToTop />
      <SiteHeader />
      <main id="main" className="site-main" tabIndex={-1}>
        {/* Navigations are transitions, so a visited page stays until the next one's code arrives. */}
        {/* A page whose code cannot be fetched (offline, never opened) says so under the site's header, whose links still work. */}
        <ErrorBoundary fallback={pageError}>
          <Suspense fallback={<ContentLoading />}>{children ?? <Outlet />}</Suspense>
        </ErrorBoundary>
      </main>
      <SiteFooter />
    </div>
  );
}
