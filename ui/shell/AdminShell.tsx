/** The admin area's frame: the signed-in shell with the admin menu. */
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SignedInShell } from './SignedInShell.tsx';
import type { MenuItem } from './SignedInShell.tsx';
import { useSignedInUser } from './signed-in-user.ts';

const adminMenu = [
  { to: '/admin/dashboard', key: 'adminMenu.dashboard' },
  { to: '/admin/users', key: 'adminMenu.users' },
  { to: '/admin/register-customer', key: 'adminMenu.registerCustomer' },
  { to: '/admin/transactions', key: 'adminMenu.transactions' },
  { to: '/admin/deposits', key: 'adminMenu.deposits' },
  { to: '/admin/loans', key: 'adminMenu.loans' },
  { to: '/admin/loan-products', key: 'adminMenu.loanProducts' },
  { to: '/admin/branches', key: 'adminMenu.branches' },
  { to: '/admin/groups', key: 'adminMenu.groups' },
  { to: '/admin/review', key: 'adminMenu.review' },
  { to: '/admin/settings', key: 'adminMenu.settings' },
  { to: '/admin/accounts', key: 'adminMenu.accounts' },
  { to: '/admin/accounting', key: 'adminMenu.accounting' },
  { to: '/admin/audit', key: 'adminMenu.audit' },
  { to: '/admin/membership', key: 'adminMenu.membership' },
  { to: '/admin/messages', key: 'adminMenu.messages' },
  { to: '/admin/administrators', key: 'adminMenu.administrators' },
  { to: '/admin/periods', key: 'adminMenu.periods' },
];

export function AdminShell() {
  const user = useSignedInUser();
  const { t } = useTranslation('shell');
  const menu: MenuItem[] = adminMenu.map((item) => ({ to: item.to, label: t(item.key) }));
  return (
    <SignedInShell user={user} menu={menu} home="/admin/dashboard">
      <Outlet />
    </SignedInShell>
  );
}
