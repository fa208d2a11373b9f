/**
 * The notifications slot of the signed-in top bar (part 1 section 2): customers get their own
 * events, administrators and the auditor the bank's open items. Field staff get no bell: the bank's
 * open items are the back office's (they could not open them), and their own work lives on their
 * pages (the review queue, My groups).
 */
import type { BankUser } from '../../adapters/client/bank-api.ts';
import { AdminNotificationsMenu, CustomerNotificationsMenu } from './NotificationsMenu.tsx';

export function TopBarNotifications({ user }: { user: BankUser }) {
  if (user.role === 'user') return <CustomerNotificationsMenu />;
  if (user.role === 'admin' || user.role === 'auditor') return <AdminNotificationsMenu />;
  return null;
}
