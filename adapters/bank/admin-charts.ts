/** The admin dashboard's charts from the live view's figures per day (domain/insights/back-office-charts.ts), for administrators only. */
import { requireReader } from './admin-service.ts';
import { depositsAgainstWithdrawals, newCustomersPerWeek, transactionsPerDay } from '../../domain/insights/back-office-charts.ts';
import { toDecimalString } from '../../domain/money/money.ts';
import type { AdminCharts } from '../contract/insights.ts';
import { customersOf } from './admin-users.ts';
import type { Principal } from './auth-service.ts';
import type { BankContext } from './context.ts';

export async function adminCharts(ctx: BankContext, principal: Principal): Promise<AdminCharts> {
  requireReader(principal);
  const view = await ctx.live.catchUp();
  const today = ctx.clock.now().toISOString().slice(0, 10);
  const usd = (minor: number) => toDecimalString(minor, 'USD');
  return {
    success: true,
    transactionsPerDay: transactionsPerDay(view.office.daily, today),
    newCustomersPerWeek: newCustomersPerWeek(customersOf(view).map((u) => u.createdAt), today),
    depositsWithdrawals: depositsAgainstWithdrawals(view.office.daily, today).map((m) => ({ month: m.month, deposits: usd(m.deposits), deposits_minor: m.deposits, withdrawals: usd(m.withdrawals), withdrawals_minor: m.withdrawals })),
  };
}
