/**
 * The least JavaScript any page on the agreed stack sends: React with react-dom, react-router in
 * declarative mode (as ui/router.tsx uses it) and i18next with react-i18next, one route and one
 * translated text. `npm run bench -- browser` builds it as the baseline of the home page's size.
 */
import i18next from 'i18next';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { useTranslation, initReactI18next } from 'react-i18next';
import { BrowserRouter, Link, useRoutes } from 'react-router';

void i18next.use(initReactI18next).init({ resources: { en: { site: { hello: 'Hello' } } }, lng: 'en', defaultNS: 'site', initAsync: false });

function Hello() {
  const { t } = useTranslation('site');
  return <Link to="/">{t('hello')}</Link>;
}

function Routes() {
  return useRoutes([{ path: '/', element: <Hello /> }]);
}

const root = document.getElementById('root');
if (root) createRoot(root).render(<StrictMode><BrowserRouter><Routes /></BrowserRouter></StrictMode>);
