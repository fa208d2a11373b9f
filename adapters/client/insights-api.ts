/** The browser's typed calls for spending insights, category rules, e-mail alerts and the back office's charts. */
import { call } from './bank-api.ts';

export type { AdminCharts, AlertSettings, CategoryRuleItem, InsightsOverview } from '../contract/index.ts';

export const insightsOverview = () => call('customer-insights', { action: 'overview' });

export const saveCategoryRule = (rule: { ruleId?: string; field: 'payee' | 'description'; contains: string; category: string }) =>
  call('customer-insights', { action: 'save_rule', ...rule });

export const removeCategoryRule = (ruleId: string) => call('customer-insights', { action: 'remove_rule', ruleId });

/** A row's own category, or null to give it back to the rules. */
export const categoriseTransaction = (transactionId: string, category: string | null) => call('customer-insights', { action: 'categorise', transactionId, category });

export const alertSettings = () => call('customer-alerts', { action: 'get' });

export const saveAlertSettings = (preferences: { newDevice: boolean; transferAbove: string; balanceBelow: string; moneyReceived: boolean }) =>
  call('customer-alerts', { action: 'save', ...preferences });

export const adminCharts = () => call('admin-charts', {});
