/** The route table of part 1 section 2: public site, sign-in, the customer area and the admin area, each guarded by the server's answer. */
import { createBrowserRouter, redirect } from 'react-router';
import { adminLoader, adminOverviewLoader, customerLoader } from './loaders.ts';
import { PublicLayout } from './shell/PublicLayout.tsx';
import { CustomerShell } from './shell/CustomerShell.tsx';
import { AdminShell } from './shell/AdminShell.tsx';
import { PageLoading } from './shell/PageLoading.tsx';
import { RouteError } from './shell/RouteError.tsx';
import { HomePage } from './pages/public/HomePage.tsx';
import { ServicesPage } from './pages/public/ServicesPage.tsx';
import { AboutPage } from './pages/public/AboutPage.tsx';
import { ContactPage } from './pages/public/ContactPage.tsx';
import { LoginPage } from './pages/LoginPage.tsx';
import { SignupPage } from './pages/SignupPage.tsx';
import { DashboardPage } from './pages/DashboardPage.tsx';
import { AdminDashboardPage } from './pages/AdminDashboardPage.tsx';
import { NotFoundPage } from './pages/NotFoundPage.tsx';

export const router = createBrowserRouter([
  {
    element: <PublicLayout />,
    errorElement: <RouteError />,
    children: [
      { path: '/', element: <HomePage /> },
      { path: '/services', element: <ServicesPage /> },
      { path: '/about', element: <AboutPage /> },
      { path: '/contact', element: <ContactPage /> },
      { path: '/login', element: <LoginPage /> },
      { path: '/signup', element: <SignupPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
  {
    id: 'customer',
    path: '/dashboard',
    loader: customerLoader,
    element: <CustomerShell />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageLoading />,
    children: [{ index: true, element: <DashboardPage /> }],
  },
  {
    id: 'admin',
    path: '/admin',
    loader: adminLoader,
    element: <AdminShell />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageLoading />,
    children: [
      { index: true, loader: () => redirect('/admin/dashboard') },
      { path: 'dashboard', loader: adminOverviewLoader, element: <AdminDashboardPage />, hydrateFallbackElement: <PageLoading /> },
    ],
  },
]);
