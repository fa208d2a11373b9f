/** The field area's frame (issue 29): the signed-in shell with the menu of a loan officer (their groups and customers, registering one) or a branch manager (their branch's groups and centers, branches, the review queue of the collection sheet and customers). */
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SignedInShell, type MenuItem } from './SignedInShell.tsx';
import { useSignedInUser } from './signed-in-user.ts';

export function FieldShell() {
  const user = useSignedInUser();
  const { t } = useTranslation('shell');
  const customers: MenuItem[] = [{ to: '/field/customers', label: t('fieldMenu.customers') }, { to: '/field/register', label: t('fieldMenu.register') }];
  const menu: MenuItem[] = user.role === 'branch_manager'
    ? [{ to: '/field/centers', label: t('fieldMenu.groups') }, { to: '/field/branches', label: t('fieldMenu.branches') }, { to: '/field/groups', label: t('fieldMenu.myGroups') }, { to: '/field/sheet', label: t('fieldMenu.sheet') }, { to: '/field/review', label: t('fieldMenu.review') }, ...customers]
    : [{ to: '/field/groups', label: t('fieldMenu.myGroups') }, { to: '/field/sheet', label: t('fieldMenu.sheet') }, ...customers, { to: '/field/centers', label: t('fieldMenu.groups') }];
  return (
    <SignedInShell user={user} menu={menu} home={user.role === 'branch_manager' ? '/field/centers' : '/field/groups'}>
      <Outlet />
    </SignedInShell>
  );
}
