/** The whole customer area (guard, shell, pages), loaded only when a path under /dashboard is visited. */
import { useRoutes } from 'react-router';
import { addText } from '../i18n/add-text.ts';
import { customerText } from '../i18n/customer-text.ts';
import { NotFoundPage } from '../pages/NotFoundPage.tsx';
import { CustomerShell } from '../shell/CustomerShell.tsx';
import { PublicLayout } from '../shell/PublicLayout.tsx';
import { SignedInArea } from '../shell/SignedInArea.tsx';
import { customerRoutes } from './customer-routes.tsx';

// The area's text comes with its code, before any of its pages renders.
addText(customerText);

export function CustomerArea() {
  return useRoutes([
    { element: <SignedInArea role="user"><CustomerShell /></SignedInArea>, children: customerRoutes },
    // A path under /dashboard that is no page is the public 404, asked of no server.
    { path: '*', element: <PublicLayout><NotFoundPage /></PublicLayout> },
  ]);
}
