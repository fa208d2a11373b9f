/** The admin area's frame: the signed-in shell with the admin menu. */
import { Outlet, useLoaderData } from 'react-router';
import type { adminLoader } from '../loaders.ts';
import { SignedInShell } from './SignedInShell.tsx';
import type { MenuItem } from './SignedInShell.tsx';

const adminMenu: MenuItem[] = [
  { to: '/admin/dashboard', label: 'Dashboard' },
  { to: '/admin/users', label: 'Users' },
  { to: '/admin/transactions', label: 'Transactions' },
  { to: '/admin/settings', label: 'Settings' },
];

export function AdminShell() {
  const user = useLoaderData<typeof adminLoader>();
  return (
    <SignedInShell user={user} menu={adminMenu} home="/admin/dashboard">
      <Outlet />
    </SignedInShell>
  );
}
