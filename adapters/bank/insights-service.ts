/**
 * Spending insights for the signed-in customer: their categories (rules and single-row choices,
 * kept on their insights stream), the dashboard charts' figures, and the edits, each decided by
 * the domain and appended; rows are categorised when read, so history is never rewritten.
 */
import { foldEvents } from '../../domain/decider.ts';
import { insightsDecider, type InsightsCommand } from '../../domain/insights/decider.ts';
import { insightsStream, type InsightsEvent, type RuleField } from '../../domain/insights/events.ts';
import { categorise, categoryOf, type Categorisation } from '../../domain/insights/rules.ts';
import { lastMonths, monthEndBalances, spendingByCategory } from '../../domain/insights/spending.ts';
import { toDecimalString } from '../../domain/money/money.ts';
import { customerTransactions, type TransactionRow } from '../../domain/projections/transactions.ts';
import { forCustomer } from '../../domain/records/customer-row.ts';
import { handle } from '../engine/handle.ts';
import { decodeEvent } from '../engine/event-codec.ts';
import type { InsightsOverview } from '../contract/insights.ts';
import type { Principal } from './auth-service.ts';
import type { BankContext } from './context.ts';
import { ownStream } from './user-stream.ts';

/** Twelve months of balance on the dashboard's line chart. */
export const BALANCE_MONTHS = 12;

export async function categorisationOf(ctx: BankContext, userId: string): Promise<Categorisation> {
  const recorded = await ctx.store.readStream(insightsStream(userId));
  return foldEvents(insightsDecider, recorded.map((r) => decodeEvent(r) as InsightsEvent));
}

/** The customer's rows as every screen shows them: with their categories. */
export async function categorisedRows(ctx: BankContext, userId: string, rows: readonly TransactionRow[]): Promise<TransactionRow[]> {
  return categorise(rows, await categorisationOf(ctx, userId));
}

const usd = (minor: number) => toDecimalString(minor, 'USD');

export async function insightsOverview(ctx: BankContext, principal: Principal): Promise<InsightsOverview> {
  const { user, events } = await ownStream(ctx, principal);
  const categorisation = await categorisationOf(ctx, user.id);
  const rows = categorise(customerTransactions(user.id, events).map(forCustomer), categorisation);
  const month = ctx.clock.now().toISOString().slice(0, 7);
  const months = lastMonths(month, 2);
  const recent = rows.filter((r) => r.currency === 'USD' && months.some((m) => r.at.startsWith(m))).slice(0, 50);
  return {
    success: true,
    month,
    spending: spendingByCategory(rows, month).map((t) => ({ category: t.category, total: usd(t.total), total_minor: t.total })),
    balances: monthEndBalances(user.id, events, lastMonths(month, BALANCE_MONTHS)).map((b) => ({ month: b.month, balance: usd(b.balance), balance_minor: b.balance })),
    rules: [...categorisation.rules],
    categories: [...new Set([...categorisation.rules.map((r) => r.category), ...rows.map((r) => r.category)])].sort().slice(0, 200),
    recent: recent.map((r) => ({
      id: r.id, date: r.at.slice(0, 10), description: r.description, counterparty: r.counterparty, total: usd(r.total), type: r.type,
      category: categoryOf(r, categorisation), chosen: categorisation.overrides.has(r.id),
    })),
  };
}

async function decide(ctx: BankContext, principal: Principal, requestId: string, command: InsightsCommand): Promise<InsightsOverview> {
  await handle(ctx.store, { actor: principal.user.id, at: command.at, requestId }, insightsDecider, insightsStream(principal.user.id), command);
  return insightsOverview(ctx, principal);
}

export async function saveCategoryRule(ctx: BankContext, principal: Principal, body: { ruleId?: string | undefined; field: RuleField; contains: string; category: string }, requestId: string) {
  await ownStream(ctx, principal);
  const at = ctx.clock.now().toISOString();
  return decide(ctx, principal, requestId, { type: 'SaveCategoryRule', ruleId: body.ruleId ?? ctx.ids.uuid(), field: body.field, contains: body.contains, category: body.category, at });
}

export async function removeCategoryRule(ctx: BankContext, principal: Principal, ruleId: string, requestId: string) {
  await ownStream(ctx, principal);
  return decide(ctx, principal, requestId, { type: 'RemoveCategoryRule', ruleId, at: ctx.clock.now().toISOString() });
}

/** One row's category, or (null) back to the rules; only a row of the customer's own can be chosen. */
export async function categoriseTransaction(ctx: BankContext, principal: Principal, transactionId: string, category: string | null, requestId: string) {
  const { user, events } = await ownStream(ctx, principal);
  const rowExists = customerTransactions(user.id, events).some((r) => r.id === transactionId);
  return decide(ctx, principal, requestId, { type: 'CategoriseTransaction', transactionId, rowExists, category, at: ctx.clock.now().toISOString() });
}
