/** The browser's loan calls: products in force, applying, the customer's loans and repayments, and the back office's loans and products. */
import type { Request } from '../contract/index.ts';
import { call } from './bank-api.ts';

export type { LoanInstalmentView, LoanProductHistoryView, LoanProductView, LoanView, PortfolioView } from '../contract/index.ts';

export const loanProducts = () => call('loan-products', {});
export const applyForLoan = (body: Request<'loan-apply'>) => call('loan-apply', body);
export const myLoans = () => call('loans-mine', {});
export const repayLoan = (loanId: string, payoff: boolean, amount?: string) =>
  call('loan-repay', { loanId, payoff, paymentId: crypto.randomUUID(), ...(amount === undefined ? {} : { amount }) });

export const adminLoans = {
  list: () => call('admin-loans', { action: 'list' }),
  portfolio: () => call('admin-loans', { action: 'portfolio' }),
  exportCsv: () => call('admin-loans', { action: 'export' }),
  recommend: (loanId: string, note: string) => call('admin-loans', { action: 'recommend', loanId, note }),
  approve: (loanId: string, note: string) => call('admin-loans', { action: 'approve', loanId, note }),
  reject: (loanId: string, reason: string) => call('admin-loans', { action: 'reject', loanId, reason }),
  disburse: (loanId: string) => call('admin-loans', { action: 'disburse', loanId }),
  reschedule: (loanId: string, term: number, reason: string) => call('admin-loans', { action: 'reschedule', loanId, term, reason }),
  products: () => call('admin-loan-products', { action: 'list' }),
  saveProduct: (productId: string | undefined, product: Record<string, string | number | boolean>) =>
    call('admin-loan-products', { action: 'save', ...(productId ? { productId } : {}), product }),
};
