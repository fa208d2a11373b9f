/** The whole admin area (guard, shell, pages), loaded only when a path under /admin is visited. */
import { useRoutes } from 'react-router';
import { addText } from '../i18n/add-text.ts';
import { adminText } from '../i18n/admin-text.ts';
import { NotFoundPage } from '../pages/NotFoundPage.tsx';
import { AdminShell } from '../shell/AdminShell.tsx';
import { PublicLayout } from '../shell/PublicLayout.tsx';
import { SignedInArea } from '../shell/SignedInArea.tsx';
import { adminRoutes } from './admin-routes.tsx';

// The area's text comes with its code, before any of its pages renders.
addText(adminText);

export function AdminArea() {
  return useRoutes([
    { element: <SignedInArea role="admin"><AdminShell /></SignedInArea>, children: adminRoutes },
    // A path under /admin that is no page is the public 404, asked of no server.
    { path: '*', element: <PublicLayout><NotFoundPage /></PublicLayout> },
  ]);
}
