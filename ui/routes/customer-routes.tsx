/**
 * The customer area's pages under /dashboard (part 2 section 2), rendered inside the customer shell; the record pages load their own projections (records-loaders.ts).
 * Only the dashboard comes with the area: every other page is its own chunk fetched on its first visit (issue 30), so a customer who
 * signs in on a slow line downloads what the dashboard shows and nothing else.
 */
import type { RouteObject } from 'react-router';
import { lazy, Suspense } from 'react';
import type { ComponentType, LazyExoticComponent } from 'react';
import { DashboardPage } from '../pages/DashboardPage.tsx';
import { ContentLoading } from '../shell/PageLoading.tsx';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A page's code, asked again a few times while the browser says it is online: a line just back may drop the first asks. */
async function loadOnline(load: () => Promise<ComponentType>): Promise<ComponentType> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await load();
    } catch (error) {
      if (!navigator.onLine || attempt >= 4) throw error;
      await pause(500 * attempt);
    }
  }
}

/**
 * A page fetched on its first visit, the shell and its menu staying while it loads. A fetch that
 * failed (offline: shell/PageError.tsx) is tried again when the page is retried, where React.lazy
 * alone would keep the failure for good.
 */
function page(load: () => Promise<ComponentType>): ComponentType {
  const fresh = (): LazyExoticComponent<ComponentType> =>
    lazy(() =>
      loadOnline(load).then(
        (component) => ({ default: component }),
        (error: unknown) => {
          Lazy = fresh();
          throw error;
        },
      ),
    );
  let Lazy = fresh();
  return function LazyPage() {
    return <Suspense fallback={<ContentLoading />}><Lazy /></Suspense>;
  };
}

const TransferChooserPage = page(() => import('../pages/money/TransferChooserPage.tsx').then((m) => m.TransferChooserPage));
const LocalTransferPage = page(() => import('../pages/money/LocalTransferPage.tsx').then((m) => m.LocalTransferPage));
const InternationalTransferPage = page(() => import('../pages/money/InternationalTransferPage.tsx').then((m) => m.InternationalTransferPage));
const TransferSuccessPage = page(() => import('../pages/money/TransferSuccessPage.tsx').then((m) => m.TransferSuccessPage));
const BitcoinTransferPage = page(() => import('../pages/money/BitcoinTransferPage.tsx').then((m) => m.BitcoinTransferPage));
const BitcoinTransferSuccessPage = page(() => import('../pages/money/BitcoinTransferSuccessPage.tsx').then((m) => m.BitcoinTransferSuccessPage));
const DepositPage = page(() => import('../pages/money/DepositPage.tsx').then((m) => m.DepositPage));
const DepositConfirmationPage = page(() => import('../pages/money/DepositConfirmationPage.tsx').then((m) => m.DepositConfirmationPage));
const TransactionsPage = page(() => import('../pages/records/TransactionsPage.tsx').then((m) => m.TransactionsPage));
const ProfilePage = page(() => import('../pages/records/ProfilePage.tsx').then((m) => m.ProfilePage));
const CardsPage = page(() => import('../pages/records/CardsPage.tsx').then((m) => m.CardsPage));
const StatementsPage = page(() => import('../pages/records/StatementsPage.tsx').then((m) => m.StatementsPage));
const LoansPage = page(() => import('../pages/loans/LoansPage.tsx').then((m) => m.LoansPage));
const CustomerNotificationsPage = page(() => import('../pages/notifications/NotificationsPage.tsx').then((m) => m.CustomerNotificationsPage));
const CategoriesPage = page(() => import('../pages/insights/CategoriesPage.tsx').then((m) => m.CategoriesPage));
const PayeesPage = page(() => import('../pages/payments/PayeesPage.tsx').then((m) => m.PayeesPage));
const AlertsPage = page(() => import('../pages/insights/AlertsPage.tsx').then((m) => m.AlertsPage));
const StandingOrdersPage = page(() => import('../pages/payments/StandingOrdersPage.tsx').then((m) => m.StandingOrdersPage));

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
