/**
 * The browser's calls to the accounting functions (adapters/contract/accounting.ts): the chart and
 * the statements as of a moment, the reconciliation, and the chart's changes.
 */
import { call } from './bank-api.ts';
import type { Request } from '../contract/index.ts';

export type * from '../contract/accounting-answers.ts';

export type Point = { position?: number; at?: string };
export type Currency = 'USD' | 'BTC';
type ChartArgs<A extends string> = Omit<Extract<Request<'admin-accounting-chart'>, { action: A }>, 'action'>;

export const accounting = {
  chart: () => call('admin-accounting', { action: 'chart' }),
  trialBalance: (point: Point, currency: Currency) => call('admin-accounting', { action: 'trial_balance', point, currency }),
  balanceSheet: (point: Point, currency: Currency) => call('admin-accounting', { action: 'balance_sheet', point, currency }),
  incomeStatement: (from: Point, to: Point, currency: Currency) => call('admin-accounting', { action: 'income_statement', from, to, currency }),
  generalLedger: (code: string, from: Point, to: Point, currency: Currency) => call('admin-accounting', { action: 'general_ledger', code, from, to, currency }),
  compare: (before: Point, after: Point, currency: Currency) => call('admin-accounting', { action: 'compare', before, after, currency }),
  reconcile: (point: Point) => call('admin-accounting', { action: 'reconcile', point }),
  addAccount: (args: ChartArgs<'add_account'>) => call('admin-accounting-chart', { action: 'add_account', ...args }),
  renameAccount: (args: ChartArgs<'rename_account'>) => call('admin-accounting-chart', { action: 'rename_account', ...args }),
};
