/** The admin area's pages under /admin (part 2 section 2), rendered inside the admin shell. */
import { redirect, type RouteObject } from 'react-router';
import { adminOverviewLoader } from '../loaders.ts';
import { AdminDashboardPage } from '../pages/AdminDashboardPage.tsx';
import { PageLoading } from '../shell/PageLoading.tsx';

export const adminRoutes: RouteObject[] = [
  { index: true, loader: () => redirect('/admin/dashboard') },
  { path: 'dashboard', loader: adminOverviewLoader, element: <AdminDashboardPage />, hydrateFallbackElement: <PageLoading /> },
];
