/** The whole customer area as one route (guard, shell, pages), loaded only when a path under /dashboard is visited. */
import type { RouteObject } from 'react-router';
import { addText } from '../i18n/add-text.ts';
import { customerText } from '../i18n/customer-text.ts';
import { customerLoader } from '../loaders.ts';
import { CustomerShell } from '../shell/CustomerShell.tsx';
import { PageLoading } from '../shell/PageLoading.tsx';
import { RouteError } from '../shell/RouteError.tsx';
import { customerRoutes } from './customer-routes.tsx';

// The area's text comes with its code, before any of its pages renders.
addText(customerText);

export const customerArea: RouteObject = {
  id: 'customer',
  path: '/dashboard',
  loader: customerLoader,
  element: <CustomerShell />,
  errorElement: <RouteError />,
  hydrateFallbackElement: <PageLoading />,
  children: customerRoutes,
};
