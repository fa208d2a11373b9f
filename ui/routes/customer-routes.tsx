/** The customer area's pages under /dashboard (part 2 section 2), rendered inside the customer shell; the record pages load their own projections (records-loaders.ts). */
import type { RouteObject } from 'react-router';
import { DashboardPage } from '../pages/DashboardPage.tsx';
import { TransferChooserPage } from '../pages/money/TransferChooserPage.tsx';
import { LocalTransferPage } from '../pages/money/LocalTransferPage.tsx';
import { InternationalTransferPage } from '../pages/money/InternationalTransferPage.tsx';
import { TransferSuccessPage } from '../pages/money/TransferSuccessPage.tsx';
import { BitcoinTransferPage } from '../pages/money/BitcoinTransferPage.tsx';
import { BitcoinTransferSuccessPage } from '../pages/money/BitcoinTransferSuccessPage.tsx';
import { DepositPage } from '../pages/money/DepositPage.tsx';
import { DepositConfirmationPage } from '../pages/money/DepositConfirmationPage.tsx';
import { TransactionsPage } from '../pages/records/TransactionsPage.tsx';
import { ProfilePage } from '../pages/records/ProfilePage.tsx';
import { CardsPage } from '../pages/records/CardsPage.tsx';
import { StatementsPage } from '../pages/records/StatementsPage.tsx';
import { LoansPage } from '../pages/loans/LoansPage.tsx';
import { CustomerNotificationsPage } from '../pages/notifications/NotificationsPage.tsx';
import { CategoriesPage } from '../pages/insights/CategoriesPage.tsx';
import { PayeesPage } from '../pages/payments/PayeesPage.tsx';
import { AlertsPage } from '../pages/insights/AlertsPage.tsx';
import { StandingOrdersPage } from '../pages/payments/StandingOrdersPage.tsx';

export const customerRoutes: RouteObject[] = [
  { index: true, element: <DashboardPage /> },
  { path: 'transactions', element: <TransactionsPage /> },
  { path: 'profile', element: <ProfilePage /> },
  { path: 'cards', element: <CardsPage /> },
  { path: 'statements', element: <StatementsPage /> },
  { path: 'transfer', element: <TransferChooserPage /> },
  { path: 'transfer/local', element: <LocalTransferPage /> },
  { path: 'transfer/international', element: <InternationalTransferPage /> },
  { path: 'transfer/success', element: <TransferSuccessPage /> },
  { path: 'bitcoin-transfer', element: <BitcoinTransferPage /> },
  { path: 'bitcoin-transfer/success', element: <BitcoinTransferSuccessPage /> },
  { path: 'deposit', element: <DepositPage /> },
  { path: 'deposit/confirmation', element: <DepositConfirmationPage /> },
  { path: 'notifications', element: <CustomerNotificationsPage /> },
  { path: 'categories', element: <CategoriesPage /> },
  { path: 'alerts', element: <AlertsPage /> },
  { path: 'loans', element: <LoansPage /> },
  { path: 'payees', element: <PayeesPage /> },
  { path: 'standing-orders', element: <StandingOrdersPage /> },
];
