/**
 * Loans: the public site's figures (no sign-in), the customer's products, application, loans and
 * repayments, and the back office's products, queue, decisions and portfolio. The use cases refuse
 * whoever may not act.
 */
import { decideOnLoan, exportLoans, listLoans, loanDecisionView, loanPortfolio } from '../../bank/admin-loans.ts';
import { loanArrears } from '../../bank/admin-loan-arrears.ts';
import { decideOnWriteOff } from '../../bank/admin-loan-writeoff.ts';
import { listLoanProducts, productsInForce, publicLoanFigures, saveLoanProduct } from '../../bank/loan-products-service.ts';
import { confirmLoanRepayment, startLoanRepayment } from '../../bank/loan-repayment-service.ts';
import { applyForLoan, myLoans } from '../../bank/loan-service.ts';
import { publicOriginOf } from '../request.ts';
import { reply, type FunctionTable } from './entry.ts';

export const loanFunctions = {
  'loan-figures': { auth: 'public', idempotent: false, run: (ctx) => publicLoanFigures(ctx) },
  'loan-products': { auth: 'signed-in', idempotent: false, run: (ctx) => productsInForce(ctx) },
  'loan-apply': {
    auth: 'signed-in', throttle: [{ policy: 'transfer-start', per: 'customer' }], idempotent: false,
    run: (ctx, principal, body, meta) => applyForLoan(ctx, principal, body, meta.requestId),
  },
  'loans-mine': { auth: 'signed-in', idempotent: false, run: (ctx, principal) => myLoans(ctx, principal) },
  // Repaying is a transfer's protections in two steps: the choice with the PIN (counted as a transfer PIN), then the e-mailed code.
  'loan-repay-start': {
    auth: 'signed-in', throttle: [{ policy: 'code-start', per: 'customer' }, { policy: 'transfer-pin', per: 'customer' }], idempotent: false,
    run: (ctx, principal, body, meta) => startLoanRepayment(ctx, principal, body, meta.requestId),
  },
  'loan-repay-confirm': {
    auth: 'signed-in', idempotent: true,
    run: (ctx, principal, body, meta) => confirmLoanRepayment(ctx, principal, body, meta.idempotencyKey, meta.requestId, publicOriginOf(ctx)),
  },
  'admin-loan-products': {
    auth: 'admin', reads: ['list'], idempotent: false,
    run: async (ctx, principal, body, meta) => body.action === 'list'
      ? reply<'admin-loan-products', 'list'>(await listLoanProducts(ctx, principal))
      : reply<'admin-loan-products', 'save'>(await saveLoanProduct(ctx, principal, { productId: body.productId, product: body.product }, meta.requestId)),
  },
  'admin-loans': {
    auth: 'admin', reads: ['list', 'decision', 'portfolio', 'export'], idempotent: false,
    run: async (ctx, principal, body, { requestId }) => {
      switch (body.action) {
        case 'list': return reply<'admin-loans', 'list'>(await listLoans(ctx, principal));
        case 'decision': return reply<'admin-loans', 'decision'>(await loanDecisionView(ctx, principal, body.loanId));
        case 'portfolio': return reply<'admin-loans', 'portfolio'>(await loanPortfolio(ctx, principal));
        case 'export': return reply<'admin-loans', 'export'>(await exportLoans(ctx, principal));
        case 'recommend': return reply<'admin-loans', 'recommend'>(await decideOnLoan(ctx, principal, body, requestId));
        case 'approve': return reply<'admin-loans', 'approve'>(await decideOnLoan(ctx, principal, body, requestId));
        case 'reject': return reply<'admin-loans', 'reject'>(await decideOnLoan(ctx, principal, body, requestId));
        case 'disburse': return reply<'admin-loans', 'disburse'>(await decideOnLoan(ctx, principal, body, requestId));
        case 'reschedule': return reply<'admin-loans', 'reschedule'>(await decideOnLoan(ctx, principal, body, requestId));
      }
    },
  },
  // Reading only (arrears, PAR, the allowance, today or as of a past day), apart from the write-off's writes.
  'admin-loan-arrears': { auth: 'admin', reads: 'all', idempotent: false, run: (ctx, principal, body) => loanArrears(ctx, principal, body.asOf) },
  'admin-loan-writeoff': {
    auth: 'admin', idempotent: false,
    run: async (ctx, principal, body, { requestId }) => body.action === 'propose'
      ? reply<'admin-loan-writeoff', 'propose'>(await decideOnWriteOff(ctx, principal, body, requestId))
      : reply<'admin-loan-writeoff', 'approve'>(await decideOnWriteOff(ctx, principal, body, requestId)),
  },
} satisfies FunctionTable;
