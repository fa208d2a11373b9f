/** Frames every public page (and sign-in and sign-up) with the site navigation and footer. */
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SiteHeader } from './SiteHeader.tsx';
import { SiteFooter } from './SiteFooter.tsx';
import { ScrollToTop } from './ScrollToTop.tsx';

export function PublicLayout() {
  const { t } = useTranslation('site');
  return (
    <div className="site">
      <a className="skip-link" href="#main">{t('nav.skip')}</a>
      <ScrollToTop />
      <SiteHeader />
      <main id="main" className="site-main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
