/**
 * The accounting functions in the API contract (issue 28 items 1 and 2): the reads (chart and
 * statements as of a moment, for administrators and auditors) and the chart's writes
 * (administrators only) are two functions, so each carries its own authorisation.
 */
import { z } from 'zod';
import type { AccountingAnswerTypes as T } from './accounting-answers.ts';
import { text } from './fields.ts';

/** A moment: a log position or a time (ISO); neither = now. */
const point = z.object({ position: z.number().int().min(0).optional(), at: text(40).optional() });
const currency = z.enum(['USD', 'BTC']).default('USD');
const code = z.string().regex(/^[1-5]\d{3}$/);
const reason = z.string().max(500);

export const accountingRequests = {
  'admin-accounting': z.discriminatedUnion('action', [
    z.object({ action: z.literal('chart') }),
    z.object({ action: z.literal('trial_balance'), point, currency }),
    z.object({ action: z.literal('balance_sheet'), point, currency }),
    z.object({ action: z.literal('income_statement'), from: point, to: point, currency }),
    z.object({ action: z.literal('general_ledger'), code, from: point.optional(), to: point, currency, limit: z.number().int().min(1).max(5000).optional() }),
    z.object({ action: z.literal('compare'), before: point, after: point, currency }),
    z.object({ action: z.literal('reconcile'), point }),
  ]),
  'admin-accounting-chart': z.discriminatedUnion('action', [
    z.object({ action: z.literal('add_account'), code, name: text(120), class: z.enum(['asset', 'liability', 'equity', 'income', 'expense']), contra: z.boolean().default(false), reason }),
    z.object({ action: z.literal('rename_account'), code, name: text(120), reason }),
  ]),
};

export interface AccountingAnswers {
  'admin-accounting': {
    chart: T['ChartAnswer'];
    trial_balance: T['TrialBalanceAnswer'];
    balance_sheet: T['BalanceSheetAnswer'];
    income_statement: T['IncomeStatementAnswer'];
    general_ledger: T['GeneralLedgerAnswer'];
    compare: T['CompareAnswer'];
    reconcile: T['ReconcileAnswer'];
  };
  'admin-accounting-chart': { add_account: T['ChartAnswer']; rename_account: T['ChartAnswer'] };
}
