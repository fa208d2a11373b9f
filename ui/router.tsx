/**
 * The route table of part 1 section 2, in react-router's declarative mode (its data router sends
 * the home page about 14 kB more: docs/architecture.md). The home page is in the first bundle
 * (the other public pages load on their first visit: routes/public-routes.tsx); the customer
 * area (/dashboard) and the admin area (/admin), each guarded by the server's answer
 * (shell/SignedInArea.tsx), come from their own chunks the first time a path under them is
 * visited, so the home page never downloads the signed-in app. Add pages to
 * customer-routes.tsx or admin-routes.tsx as before.
 */
import { lazy, Suspense } from 'react';
import type { ReactNode } from 'react';
import { BrowserRouter, useRoutes } from 'react-router';
import { ErrorBoundary } from './shell/ErrorBoundary.tsx';
import { PageLoading } from './shell/PageLoading.tsx';
import { PublicLayout } from './shell/PublicLayout.tsx';
import { routeError } from './shell/RouteError.tsx';
import { publicRoutes } from './routes/public-routes.tsx';

const CustomerArea = lazy(() => import('./routes/customer-area.tsx').then((area) => ({ default: area.CustomerArea })));
const AdminArea = lazy(() => import('./routes/admin-area.tsx').then((area) => ({ default: area.AdminArea })));
const FieldArea = lazy(() => import('./routes/field-area.tsx').then((area) => ({ default: area.FieldArea })));

/** An area's code is fetched on its first visit while the signed-in loading screen shows. */
const area = (element: ReactNode) => <Suspense fallback={<PageLoading />}>{element}</Suspense>;

function AppRoutes() {
  return useRoutes([
    { element: <PublicLayout />, children: publicRoutes },
    { path: '/dashboard/*', element: area(<CustomerArea />) },
    { path: '/admin/*', element: area(<AdminArea />) },
    { path: '/field/*', element: area(<FieldArea />) },
  ]);
}

export function App() {
  return (
    <BrowserRouter>
      <ErrorBoundary fallback={routeError}>
        <AppRoutes />
      </ErrorBoundary>
    </BrowserRouter>
  );
}
