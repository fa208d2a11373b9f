/**
 * Loans over HTTP: the public site's figures (no sign-in), the customer's products, application,
 * loans and repayments, and the back office's products, queue, decisions and portfolio. Each
 * parses with the API contract and calls one use case; the services refuse whoever may not act.
 */
import { decideOnLoan, exportLoans, listLoans, loanDecisionView, loanPortfolio } from '../../bank/admin-loans.ts';
import type { BankContext } from '../../bank/context.ts';
import { listLoanProducts, productsInForce, publicLoanFigures, saveLoanProduct } from '../../bank/loan-products-service.ts';
import { applyForLoan, myLoans } from '../../bank/loan-service.ts';
import { confirmLoanRepayment, startLoanRepayment } from '../../bank/loan-repayment-service.ts';
import { requireIdempotencyKey } from '../../engine/idempotent.ts';
import { answerIdempotent } from '../idempotent-answer.ts';
import { publicOriginOf } from '../request.ts';
import { parse, reply } from '../contract-io.ts';
import type { App } from '../env.ts';
import { throttle } from '../rate-limit.ts';
import { signedIn } from './session-helpers.ts';

export function mountLoanFunctions(app: App, ctx: BankContext): void {
  app.post('/functions/v1/loan-figures', async (c) => {
    await parse(c, 'loan-figures');
    return reply<'loan-figures'>(c, await publicLoanFigures(ctx));
  });
  app.post('/functions/v1/loan-products', async (c) => {
    await signedIn(c, ctx);
    await parse(c, 'loan-products');
    return reply<'loan-products'>(c, await productsInForce(ctx));
  });
  app.post('/functions/v1/loan-apply', async (c) => {
    const principal = await signedIn(c, ctx);
    await throttle(ctx, 'transfer-start', principal.user.id);
    return reply<'loan-apply'>(c, await applyForLoan(ctx, principal, await parse(c, 'loan-apply'), c.get('requestId')));
  });
  app.post('/functions/v1/loans-mine', async (c) => {
    const principal = await signedIn(c, ctx);
    await parse(c, 'loans-mine');
    return reply<'loans-mine'>(c, await myLoans(ctx, principal));
  });
  // Repaying is a transfer's protections in two steps: the choice with the PIN (counted as a transfer PIN), then the e-mailed code.
  app.post('/functions/v1/loan-repay-start', async (c) => {
    const principal = await signedIn(c, ctx);
    await throttle(ctx, 'code-start', principal.user.id);
    await throttle(ctx, 'transfer-pin', principal.user.id);
    return reply<'loan-repay-start'>(c, await startLoanRepayment(ctx, principal, await parse(c, 'loan-repay-start'), c.get('requestId')));
  });
  app.post('/functions/v1/loan-repay-confirm', async (c) => {
    const principal = await signedIn(c, ctx);
    const key = requireIdempotencyKey(c.req.header('idempotency-key'));
    return answerIdempotent(c, await confirmLoanRepayment(ctx, principal, await parse(c, 'loan-repay-confirm'), key, c.get('requestId'), publicOriginOf(ctx)));
  });
  app.post('/functions/v1/admin-loan-products', async (c) => {
    const principal = await signedIn(c, ctx);
    const body = await parse(c, 'admin-loan-products');
    if (body.action === 'list') return reply<'admin-loan-products', 'list'>(c, await listLoanProducts(ctx, principal));
    return reply<'admin-loan-products', 'save'>(c, await saveLoanProduct(ctx, principal, { productId: body.productId, product: body.product }, c.get('requestId')));
  });
  app.post('/functions/v1/admin-loans', async (c) => {
    const principal = await signedIn(c, ctx);
    const body = await parse(c, 'admin-loans');
    const requestId = c.get('requestId');
    switch (body.action) {
      case 'list': return reply<'admin-loans', 'list'>(c, await listLoans(ctx, principal));
      case 'decision': return reply<'admin-loans', 'decision'>(c, await loanDecisionView(ctx, principal, body.loanId));
      case 'portfolio': return reply<'admin-loans', 'portfolio'>(c, await loanPortfolio(ctx, principal));
      case 'export': return reply<'admin-loans', 'export'>(c, await exportLoans(ctx, principal));
      case 'recommend': return reply<'admin-loans', 'recommend'>(c, await decideOnLoan(ctx, principal, body, requestId));
      case 'approve': return reply<'admin-loans', 'approve'>(c, await decideOnLoan(ctx, principal, body, requestId));
      case 'reject': return reply<'admin-loans', 'reject'>(c, await decideOnLoan(ctx, principal, body, requestId));
      case 'disburse': return reply<'admin-loans', 'disburse'>(c, await decideOnLoan(ctx, principal, body, requestId));
      case 'reschedule': return reply<'admin-loans', 'reschedule'>(c, await decideOnLoan(ctx, principal, body, requestId));
    }
  });
}
