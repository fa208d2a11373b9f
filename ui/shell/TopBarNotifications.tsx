/** The notifications slot of the signed-in top bar (part 1 section 2): customers get their own events, staff the bank's open items. */
import type { BankUser } from '../../adapters/client/bank-api.ts';
import { AdminNotificationsMenu, CustomerNotificationsMenu } from './NotificationsMenu.tsx';

export function TopBarNotifications({ user }: { user: BankUser }) {
  return user.role === 'user' ? <CustomerNotificationsMenu /> : <AdminNotificationsMenu />;
}
