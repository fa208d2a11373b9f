/** The field area (/field, issue 29) for branch managers and loan officers, loaded only when a path under /field is visited; the server refuses anything beyond the caller's branch or groups. */
import { Navigate, useRoutes } from 'react-router';
import { NotFoundPage } from '../pages/NotFoundPage.tsx';
import { BranchesPage } from '../pages/field/BranchesPage.tsx';
import { FieldCustomerPage } from '../pages/field/FieldCustomerPage.tsx';
import { FieldRegisterPage } from '../pages/field/FieldRegisterPage.tsx';
import { MyCustomersPage } from '../pages/field/MyCustomersPage.tsx';
import { GroupsPage } from '../pages/field/GroupsPage.tsx';
import { MyGroupsPage } from '../pages/field/MyGroupsPage.tsx';
import { ReviewQueuePage } from '../pages/field/ReviewQueuePage.tsx';
import { SheetPage } from '../pages/field/SheetPage.tsx';
import { FieldShell } from '../shell/FieldShell.tsx';
import { PublicLayout } from '../shell/PublicLayout.tsx';
import { SignedInArea } from '../shell/SignedInArea.tsx';

const fieldRoles = ['branch_manager', 'loan_officer'] as const;

export function FieldArea() {
  return useRoutes([
    {
      element: <SignedInArea role={fieldRoles}><FieldShell /></SignedInArea>,
      children: [
        { index: true, element: <Navigate to="/field/groups" replace /> },
        { path: 'groups', element: <MyGroupsPage /> },
        { path: 'centers', element: <GroupsPage /> },
        { path: 'branches', element: <BranchesPage /> },
        { path: 'sheet', element: <SheetPage /> },
        { path: 'review', element: <ReviewQueuePage /> },
        { path: 'customers', element: <MyCustomersPage /> },
        { path: 'customers/:userId', element: <FieldCustomerPage /> },
        { path: 'register', element: <FieldRegisterPage /> },
      ],
    },
    { path: '*', element: <PublicLayout><NotFoundPage /></PublicLayout> },
  ]);
}
