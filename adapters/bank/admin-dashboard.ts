/**
 * The admin Dashboard's figures from the log: totals with their change since the end of
 * last month, recent user activity, and system status from real checks, each as kinds and
 * figures that the reader's catalogue words (never English sentences).
 */
import { requireReader } from './admin-service.ts';
import { toDecimalString } from '../../domain/money/money.ts';
import { activityOf, type ServiceStatus } from '../../domain/projections/admin-activity.ts';
import type { BankView } from '../../domain/projections/bank.ts';
import { adminLogNewestFirst } from '../../domain/projections/admin-log.ts';
import { RECENT_ROWS } from '../../domain/projections/back-office.ts';
import { priceFeedHealth } from '../price/bitcoin-price.ts';
import { customersOf, fullName } from './admin-users.ts';
import type { Principal } from './auth-service.ts';
import type { BankContext } from './context.ts';

export interface ServiceChecks {
  mailerConfigured: boolean;
  priceFeedConfigured: boolean;
}

/** Percentage change from `before` to `now`, one decimal; null when there was nothing before. */
export const percentChange = (now: number, before: number): number | null => (before === 0 ? null : Math.round(((now - before) / Math.abs(before)) * 1000) / 10);

function totals(view: BankView, month: string) {
  const customers = customersOf(view);
  const thisMonth = view.office.monthly.get(month) ?? { newUsers: 0, transactions: 0, netUsd: 0 };
  const totalUsers = customers.length;
  const totalTransactions = view.office.rowCount;
  const totalBalance = customers.reduce((sum, u) => sum + u.balances.USD, 0);
  const activeAccounts = customers.filter((u) => u.status === 'active' && !u.frozen).length;
  const activeThisMonth = customers.filter((u) => u.status === 'active' && !u.frozen && u.createdAt.startsWith(month)).length;
  return {
    totalUsers: { value: totalUsers, change: percentChange(totalUsers, totalUsers - thisMonth.newUsers) },
    totalTransactions: { value: totalTransactions, change: percentChange(totalTransactions, totalTransactions - thisMonth.transactions) },
    totalBalance: { value: toDecimalString(totalBalance, 'USD'), change: percentChange(totalBalance, totalBalance - thisMonth.netUsd) },
    activeAccounts: { value: activeAccounts, change: percentChange(activeAccounts, activeAccounts - activeThisMonth) },
  };
}

function recentActivity(view: BankView) {
  const registrations = customersOf(view).slice(0, 10).map((u) => ({ at: u.createdAt, userName: fullName(u) || u.email, activity: { kind: 'opened' } as const }));
  const money = view.office.recentRows.slice(-RECENT_ROWS).filter((r) => view.users.has(r.userId)).map((r) => ({
    at: r.at, userName: fullName(view.users.get(r.userId)!) || view.users.get(r.userId)!.email, activity: activityOf(r),
  }));
  return [...registrations, ...money].sort((a, b) => b.at.localeCompare(a.at)).slice(0, 8);
}

async function systemStatus(ctx: BankContext, checks: ServiceChecks): Promise<ServiceStatus[]> {
  const started = performance.now();
  let database: ServiceStatus;
  try {
    const head = await ctx.store.headPosition();
    database = { id: 'database', status: 'operational', millis: Math.round(performance.now() - started), head };
  } catch (error) {
    database = { id: 'database', status: 'down', error: error instanceof Error ? error.message : '' };
  }
  return [
    { id: 'api', status: 'operational' },
    database,
    { id: 'mailer', status: checks.mailerConfigured ? 'operational' : 'not configured' },
    checks.priceFeedConfigured ? { id: 'priceFeed', ...priceFeedHealth(await ctx.money.prices.current(), ctx.clock.now()) } : { id: 'priceFeed', status: 'not configured' },
  ];
}

export async function adminDashboard(ctx: BankContext, principal: Principal, checks: ServiceChecks) {
  requireReader(principal);
  const view = await ctx.live.catchUp();
  const month = ctx.clock.now().toISOString().slice(0, 7);
  return {
    success: true,
    totals: totals(view, month),
    recentActivity: recentActivity(view),
    adminActivity: adminLogNewestFirst(view.office, 10),
    systemStatus: await systemStatus(ctx, checks),
    events: view.eventCount,
  };
}

export async function adminActivityLog(ctx: BankContext, principal: Principal, limit: number) {
  requireReader(principal);
  const view = await ctx.live.catchUp();
  return { success: true, entries: adminLogNewestFirst(view.office, limit) };
}
