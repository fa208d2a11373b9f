/** The whole admin area as one route (guard, shell, pages), loaded only when a path under /admin is visited. */
import type { RouteObject } from 'react-router';
import { addText } from '../i18n/add-text.ts';
import { adminText } from '../i18n/admin-text.ts';
import { adminLoader } from '../loaders.ts';
import { AdminShell } from '../shell/AdminShell.tsx';
import { PageLoading } from '../shell/PageLoading.tsx';
import { RouteError } from '../shell/RouteError.tsx';
import { adminRoutes } from './admin-routes.tsx';

// The area's text comes with its code, before any of its pages renders.
addText(adminText);

export const adminArea: RouteObject = {
  id: 'admin',
  path: '/admin',
  loader: adminLoader,
  element: <AdminShell />,
  errorElement: <RouteError />,
  hydrateFallbackElement: <PageLoading />,
  children: adminRoutes,
};
