/** The browser's typed calls for saved payees and standing orders (adapters/contract/payments.ts). */
import { call } from './bank-api.ts';

export type { CodeSentAnswer, PayeeItem, StandingOrderItem } from '../contract/index.ts';

export const listPayees = () => call('payees', { action: 'list' });

export const requestPayee = (kind: 'local' | 'international', nickname: string, details: Record<string, string>, pin: string) =>
  call('payees', { action: 'request', kind, nickname, details, pin });

export const confirmPayee = (changeId: string, code: string) => call('payees', { action: 'confirm', changeId, code });

export const renamePayee = (payeeId: string, nickname: string) => call('payees', { action: 'rename', payeeId, nickname });

export const deletePayee = (payeeId: string) => call('payees', { action: 'delete', payeeId });

export const listStandingOrders = () => call('standing-orders', { action: 'list' });

export interface NewStandingOrder {
  details: Record<string, string>;
  amount: string;
  description: string;
  frequency: 'once' | 'weekly' | 'monthly';
  startDate: string;
  endDate: string | null;
  count: number | null;
  pin: string;
}

export const createStandingOrder = (order: NewStandingOrder) => call('standing-orders', { action: 'create', ...order });

/** The e-mailed code that finishes setting up or resuming an order. */
export const confirmStandingOrder = (orderId: string, changeId: string, code: string) => call('standing-orders', { action: 'confirm', orderId, changeId, code });

export const resumeStandingOrder = (orderId: string, pin: string) => call('standing-orders', { action: 'resume', orderId, pin });

export const changeStandingOrder = (orderId: string, change: 'pause' | 'cancel') => call('standing-orders', { action: change, orderId });

export const adminStandingOrders = (userId?: string) => call('admin-standing-orders', userId ? { action: 'list', userId } : { action: 'list' });
