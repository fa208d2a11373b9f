/** Spending insights, category rules, e-mail alerts (customer-insights, customer-alerts) and the back office's charts (admin-charts) in the API contract. */
import { z } from 'zod';
import { id, text } from './fields.ts';

const field = z.enum(['payee', 'description']);

export const insightsRequests = {
  'customer-insights': z.discriminatedUnion('action', [
    z.object({ action: z.literal('overview') }),
    z.object({ action: z.literal('save_rule'), ruleId: id.optional(), field, contains: text(200), category: text(200) }),
    z.object({ action: z.literal('remove_rule'), ruleId: id }),
    z.object({ action: z.literal('categorise'), transactionId: text(128).min(1), category: text(200).nullable() }),
  ]),
  'customer-alerts': z.discriminatedUnion('action', [
    z.object({ action: z.literal('get') }),
    z.object({ action: z.literal('save'), newDevice: z.boolean(), transferAbove: text(30), balanceBelow: text(30), moneyReceived: z.boolean() }),
  ]),
  'admin-charts': z.object({}),
};

export interface CategoryRuleItem {
  ruleId: string;
  field: 'payee' | 'description';
  contains: string;
  category: string;
}

/** What the dashboard's charts and the Categories page show. Money as exact decimals plus minor units. */
export interface InsightsOverview {
  success: boolean;
  /** YYYY-MM of "this month". */
  month: string;
  spending: { category: string; total: string; total_minor: number }[];
  balances: { month: string; balance: string; balance_minor: number }[];
  rules: CategoryRuleItem[];
  /** Every category in use (rules, rows), for the category field's suggestions. */
  categories: string[];
  /** The customer's rows this month and last, with their categories, to re-categorise one. */
  recent: { id: string; date: string; description: string; counterparty: string; total: string; type: 'credit' | 'debit'; category: string; chosen: boolean }[];
}

export interface AlertSettings {
  success: boolean;
  preferences: { newDevice: boolean; transferAbove: string; balanceBelow: string; moneyReceived: boolean };
}

export interface AdminCharts {
  success: boolean;
  /** The last 14 days, oldest first. */
  transactionsPerDay: { day: string; count: number }[];
  /** The last 12 weeks (each starting on Monday, UTC), oldest first. */
  newCustomersPerWeek: { weekStart: string; count: number }[];
  /** The last 6 months, oldest first: completed USD deposits and withdrawals. */
  depositsWithdrawals: { month: string; deposits: string; deposits_minor: number; withdrawals: string; withdrawals_minor: number }[];
}

export interface InsightsAnswers {
  'customer-insights': { overview: InsightsOverview; save_rule: InsightsOverview; remove_rule: InsightsOverview; categorise: InsightsOverview };
  'customer-alerts': { get: AlertSettings; save: AlertSettings };
  'admin-charts': AdminCharts;
}
