/**
 * The accounting functions (issue 28 items 1 and 2): reads for administrators and auditors
 * (`admin-accounting`), the chart's changes for administrators only (`admin-accounting-chart`),
 * each refused before the body is read when the caller's role is not allowed.
 */
import {
  accountingBalanceSheet, accountingChart, accountingCompare, accountingGeneralLedger, accountingIncomeStatement, accountingReconcile,
  accountingTrialBalance, changeChart,
} from '../../bank/accounting-service.ts';
import { reply, type FunctionTable } from './entry.ts';

export const accountingFunctions = {
  'admin-accounting': {
    auth: 'admin', reads: 'all', idempotent: false,
    run: async (ctx, principal, body) => {
      switch (body.action) {
        case 'chart': return reply<'admin-accounting', 'chart'>(await accountingChart(ctx, principal));
        case 'trial_balance': return reply<'admin-accounting', 'trial_balance'>(await accountingTrialBalance(ctx, principal, body.point, body.currency));
        case 'balance_sheet': return reply<'admin-accounting', 'balance_sheet'>(await accountingBalanceSheet(ctx, principal, body.point, body.currency));
        case 'income_statement': return reply<'admin-accounting', 'income_statement'>(await accountingIncomeStatement(ctx, principal, body.from, body.to, body.currency));
        case 'general_ledger': return reply<'admin-accounting', 'general_ledger'>(await accountingGeneralLedger(ctx, principal, body.code, body.from, body.to, body.currency, body.limit));
        case 'compare': return reply<'admin-accounting', 'compare'>(await accountingCompare(ctx, principal, body.before, body.after, body.currency));
        case 'reconcile': return reply<'admin-accounting', 'reconcile'>(await accountingReconcile(ctx, principal, body.point));
      }
    },
  },
  'admin-accounting-chart': {
    auth: 'admin', idempotent: false,
    run: async (ctx, principal, body, { requestId }) => body.action === 'add_account'
      ? reply<'admin-accounting-chart', 'add_account'>(await changeChart(ctx, principal, body, requestId))
      : reply<'admin-accounting-chart', 'rename_account'>(await changeChart(ctx, principal, body, requestId)),
  },
} satisfies FunctionTable;
