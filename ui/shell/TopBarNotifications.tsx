/** The notifications slot of the signed-in top bar (part 1 section 2): customers get the dropdown computed from their own events. */
import type { BankUser } from '../../adapters/client/bank-api.ts';
import { NotificationsMenu } from './NotificationsMenu.tsx';

export function TopBarNotifications({ user }: { user: BankUser }) {
  return user.role === 'user' ? <NotificationsMenu /> : null;
}
