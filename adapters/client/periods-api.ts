/** The browser's calls for month-end close (issue 28 item 3): list the months, close one, ask to reopen, approve or withdraw. */
import { call } from './bank-api.ts';

export type { PendingReopen, PeriodList, PeriodRow } from '../contract/periods.ts';

export const periods = {
  list: () => call('admin-periods', { action: 'list' }),
  close: (period: string, reason?: string) => call('admin-periods', { action: 'close', period, ...(reason ? { reason } : {}) }),
  requestReopen: (period: string, reason: string) => call('admin-periods', { action: 'request_reopen', period, reason }),
  approveReopen: (requestId: string) => call('admin-periods', { action: 'approve_reopen', requestId }),
  declineReopen: (requestId: string, reason: string) => call('admin-periods', { action: 'decline_reopen', requestId, reason }),
};
