/** The route table of part 1 section 2: public site, sign-in, the customer area and the admin area, each guarded by the server's answer. */
import { createBrowserRouter } from 'react-router';
import { adminLoader, customerLoader } from './loaders.ts';
import { PublicLayout } from './shell/PublicLayout.tsx';
import { CustomerShell } from './shell/CustomerShell.tsx';
import { AdminShell } from './shell/AdminShell.tsx';
import { PageLoading } from './shell/PageLoading.tsx';
import { RouteError } from './shell/RouteError.tsx';
import { publicRoutes } from './routes/public-routes.tsx';
import { customerRoutes } from './routes/customer-routes.tsx';
import { adminRoutes } from './routes/admin-routes.tsx';

export const router = createBrowserRouter([
  { element: <PublicLayout />, errorElement: <RouteError />, children: publicRoutes },
  {
    id: 'customer',
    path: '/dashboard',
    loader: customerLoader,
    element: <CustomerShell />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageLoading />,
    children: customerRoutes,
  },
  {
    id: 'admin',
    path: '/admin',
    loader: adminLoader,
    element: <AdminShell />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageLoading />,
    children: adminRoutes,
  },
]);
