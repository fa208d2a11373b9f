/** The customer area's frame: the signed-in shell with the customer menu, or only the suspension notice when the server says so. */
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SignedInShell } from './SignedInShell.tsx';
import type { MenuItem } from './SignedInShell.tsx';
import { AccountSuspended } from './AccountSuspended.tsx';
import { SyncWidget } from './SyncWidget.tsx';
import { useSignedInUser } from './signed-in-user.ts';

const customerMenu = [
  { to: '/dashboard', key: 'customerMenu.dashboard' },
  { to: '/dashboard/transactions', key: 'customerMenu.transactions' },
  { to: '/dashboard/transfer', key: 'customerMenu.transfer' },
  { to: '/dashboard/deposit', key: 'customerMenu.deposit' },
  { to: '/dashboard/payees', key: 'customerMenu.payees' },
  { to: '/dashboard/standing-orders', key: 'customerMenu.standingOrders' },
  { to: '/dashboard/cards', key: 'customerMenu.cards' },
  { to: '/dashboard/categories', key: 'customerMenu.categories' },
  { to: '/dashboard/alerts', key: 'customerMenu.alerts' },
  { to: '/dashboard/loans', key: 'customerMenu.loans' },
  { to: '/dashboard/profile', key: 'customerMenu.profile' },
];

export function CustomerShell() {
  const user = useSignedInUser();
  const { t } = useTranslation('shell');
  if (user.status === 'suspended') return <AccountSuspended />;
  const menu: MenuItem[] = customerMenu.map((item) => ({ to: item.to, label: t(item.key) }));
  return (
    <SignedInShell user={user} menu={menu} home="/dashboard" topBarStatus={<SyncWidget />}>
      <Outlet />
    </SignedInShell>
  );
}
