/** The customer area's pages under /dashboard (part 2 section 2), rendered inside the customer shell. */
import type { RouteObject } from 'react-router';
import { DashboardPage } from '../pages/DashboardPage.tsx';

export const customerRoutes: RouteObject[] = [{ index: true, element: <DashboardPage /> }];
