/** The customer area's frame: the signed-in shell with the customer menu, or only the suspension notice when the server says so. */
import { Outlet, useLoaderData } from 'react-router';
import type { customerLoader } from '../loaders.ts';
import { SignedInShell } from './SignedInShell.tsx';
import type { MenuItem } from './SignedInShell.tsx';
import { AccountSuspended } from './AccountSuspended.tsx';

const customerMenu: MenuItem[] = [
  { to: '/dashboard', label: 'Dashboard' },
  { to: '/dashboard/transactions', label: 'Transactions' },
  { to: '/dashboard/transfer', label: 'Transfer' },
  { to: '/dashboard/cards', label: 'Cards' },
  { to: '/dashboard/profile', label: 'Profile' },
];

export function CustomerShell() {
  const user = useLoaderData<typeof customerLoader>();
  if (user.status === 'suspended') return <AccountSuspended />;
  return (
    <SignedInShell user={user} menu={customerMenu} home="/dashboard">
      <Outlet />
    </SignedInShell>
  );
}
