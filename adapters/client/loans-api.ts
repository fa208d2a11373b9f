/** The browser's loan calls: products in force, applying, the customer's loans and repayments, and the back office's loans and products. */
import type { Request } from '../contract/index.ts';
import { call } from './bank-api.ts';

export type { ArrearsView, CoveredInstalmentView, LoanDecisionView, LoanInstalmentView, LoanProductHistoryView, LoanProductView, LoanView, PortfolioView } from '../contract/index.ts';

export const loanProducts = () => call('loan-products', {});
export const applyForLoan = (body: Request<'loan-apply'>) => call('loan-apply', body);
export const myLoans = () => call('loans-mine', {});
/** Step 1 of a repayment: the choice and the PIN; the server e-mails a code for this repayment. */
export const startRepayment = (body: Request<'loan-repay-start'>) => call('loan-repay-start', body);
/** Step 2: the code, with the attempt's Idempotency-Key (a retry reuses it and the money moves once). */
export const confirmRepayment = (body: Request<'loan-repay-confirm'>, idempotencyKey: string) => call('loan-repay-confirm', body, { 'Idempotency-Key': idempotencyKey });

export const adminLoans = {
  list: () => call('admin-loans', { action: 'list' }),
  decision: (loanId: string) => call('admin-loans', { action: 'decision', loanId }),
  portfolio: () => call('admin-loans', { action: 'portfolio' }),
  exportCsv: () => call('admin-loans', { action: 'export' }),
  recommend: (loanId: string, note: string) => call('admin-loans', { action: 'recommend', loanId, note }),
  approve: (loanId: string, note: string) => call('admin-loans', { action: 'approve', loanId, note }),
  reject: (loanId: string, reason: string) => call('admin-loans', { action: 'reject', loanId, reason }),
  disburse: (loanId: string) => call('admin-loans', { action: 'disburse', loanId }),
  reschedule: (loanId: string, term: number, reason: string) => call('admin-loans', { action: 'reschedule', loanId, term, reason }),
  /** Arrears, PAR and the allowance today, or as of a past day (from the log as it stood). */
  arrears: (asOf?: string) => call('admin-loan-arrears', asOf ? { asOf } : {}),
  proposeWriteOff: (loanId: string, reason: string) => call('admin-loan-writeoff', { action: 'propose', loanId, reason }),
  approveWriteOff: (loanId: string) => call('admin-loan-writeoff', { action: 'approve', loanId }),
  products: () => call('admin-loan-products', { action: 'list' }),
  saveProduct: (productId: string | undefined, product: Record<string, string | number | boolean>) =>
    call('admin-loan-products', { action: 'save', ...(productId ? { productId } : {}), product }),
};
/** The member's group this cycle: paid, due or late per member, names only (issue 29 item 3). */
export const myGroupStatus = () => call('group-status-mine', {});
