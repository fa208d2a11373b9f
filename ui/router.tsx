/**
 * The route table of part 1 section 2. The home page is in the first bundle (the other public
 * pages load on their first visit: routes/public-routes.tsx); the customer area
 * (/dashboard) and the admin area (/admin), each guarded by the server's answer, are patched in
 * from their own chunks the first time a path under them is visited, so the home page never
 * downloads the signed-in app. Add pages to customer-routes.tsx or admin-routes.tsx as before.
 */
import { createBrowserRouter } from 'react-router';
import type { RouteObject } from 'react-router';
import { PublicLayout } from './shell/PublicLayout.tsx';
import { RouteError } from './shell/RouteError.tsx';
import { publicRoutes } from './routes/public-routes.tsx';

/** Signed-in areas by path prefix; each loads its route (with its id) once. */
const areas: { prefix: string; id: string; load: () => Promise<RouteObject> }[] = [
  { prefix: '/dashboard', id: 'customer', load: () => import('./routes/customer-area.tsx').then((area) => area.customerArea) },
  { prefix: '/admin', id: 'admin', load: () => import('./routes/admin-area.tsx').then((area) => area.adminArea) },
];

const isUnder = (path: string, prefix: string): boolean => path === prefix || path.startsWith(`${prefix}/`);

const patched = new Set<string>();

export const router = createBrowserRouter([{ element: <PublicLayout />, errorElement: <RouteError />, children: publicRoutes }], {
  async patchRoutesOnNavigation({ path, patch }) {
    const area = areas.find((candidate) => isUnder(path, candidate.prefix));
    if (!area || patched.has(area.id)) return;
    const route = await area.load();
    if (patched.has(area.id)) return;
    patched.add(area.id);
    patch(null, [route]);
  },
});
