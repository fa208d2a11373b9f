/** The admin area's pages under /admin (part 2 section 2), rendered inside the admin shell; each page asks the server, which refuses non-admins. */
import { Navigate, type RouteObject } from 'react-router';
import { AccountingPage } from '../pages/admin/AccountingPage.tsx';
import { AdministratorsPage } from '../pages/admin/AdministratorsPage.tsx';
import { AccountsPage } from '../pages/admin/AccountsPage.tsx';
import { AdminDashboardPage } from '../pages/admin/AdminDashboardPage.tsx';
import { AuditPage } from '../pages/admin/AuditPage.tsx';
import { DepositsPage } from '../pages/admin/DepositsPage.tsx';
import { LoanProductsPage } from '../pages/admin/LoanProductsPage.tsx';
import { LoansPage } from '../pages/admin/LoansPage.tsx';
import { MembershipPage } from '../pages/admin/MembershipPage.tsx';
import { MessagesPage } from '../pages/admin/MessagesPage.tsx';
import { PeriodsPage } from '../pages/admin/PeriodsPage.tsx';
import { AdminNotificationsPage } from '../pages/notifications/NotificationsPage.tsx';
import { SettingsPage } from '../pages/admin/SettingsPage.tsx';
import { TransactionsPage } from '../pages/admin/TransactionsPage.tsx';
import { UsersPage } from '../pages/admin/UsersPage.tsx';
import { RegisterCustomerPage } from '../pages/admin/RegisterCustomerPage.tsx';
import { BranchesPage } from '../pages/field/BranchesPage.tsx';
import { GroupsPage } from '../pages/field/GroupsPage.tsx';
import { ReviewQueuePage } from '../pages/field/ReviewQueuePage.tsx';

export const adminRoutes: RouteObject[] = [
  { index: true, element: <Navigate to="/admin/dashboard" replace /> },
  { path: 'dashboard', element: <AdminDashboardPage /> },
  { path: 'users', element: <UsersPage /> },
  { path: 'register-customer', element: <RegisterCustomerPage /> },
  { path: 'transactions', element: <TransactionsPage /> },
  { path: 'deposits', element: <DepositsPage /> },
  { path: 'accounts', element: <AccountsPage /> },
  { path: 'settings', element: <SettingsPage /> },
  { path: 'accounting', element: <AccountingPage /> },
  { path: 'audit', element: <AuditPage /> },
  { path: 'membership', element: <MembershipPage /> },
  { path: 'messages', element: <MessagesPage /> },
  { path: 'notifications', element: <AdminNotificationsPage /> },
  { path: 'administrators', element: <AdministratorsPage /> },
  { path: 'loans', element: <LoansPage /> },
  { path: 'loan-products', element: <LoanProductsPage /> },
  { path: 'periods', element: <PeriodsPage /> },
  { path: 'branches', element: <BranchesPage /> },
  { path: 'groups', element: <GroupsPage /> },
  { path: 'review', element: <ReviewQueuePage /> },
];
