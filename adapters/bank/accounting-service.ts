/**
 * The accounting use cases (issue 28 items 1 and 2): the chart and every statement as of a moment,
 * answered from the accounting view (adapters/engine/accounting-view.ts) after it catches up with
 * the log, the reconciliation against the live view (or a replay to a past moment), and the
 * administrator's changes to the chart through the declared command.
 */
import { positionAtTime, type AccountingBook } from '../../domain/accounting/book.ts';
import { changeChartCommand } from '../../domain/accounting/chart-command.ts';
import type { ChartCommand } from '../../domain/accounting/chart-decider.ts';
import type { AccountClass } from '../../domain/accounting/chart.ts';
import { generalLedger } from '../../domain/accounting/general-ledger.ts';
import { reconcile } from '../../domain/accounting/reconcile.ts';
import { balanceSheet, compareMoments, incomeStatement, trialBalance } from '../../domain/accounting/statements.ts';
import { refuse, said } from '../../domain/errors.ts';
import type { Currency } from '../../domain/money/money.ts';
import { applyToBank, emptyBank, type BankView } from '../../domain/projections/bank.ts';
import type { Moment } from '../contract/accounting-answers.ts';
import { accountingViewOf } from '../engine/accounting-view.ts';
import { toLogged } from '../engine/event-codec.ts';
import { execute } from '../engine/execute.ts';
import { adminActor } from './admin-common.ts';
import { requireReader } from './admin-service.ts';
import { scanLog } from './admin-audit.ts';
import type { Principal } from './auth-service.ts';
import type { BankContext } from './context.ts';

export interface Point { position?: number | undefined; at?: string | undefined }

async function bookFor(ctx: BankContext, principal: Principal): Promise<{ book: AccountingBook; bankName: string; lastAt: string | null }> {
  requireReader(principal);
  const live = await ctx.live.catchUp();
  const view = accountingViewOf(ctx.store);
  const book = await view.catchUp();
  return { book, bankName: live.settings.settings.general.bankName, lastAt: view.lastAt };
}

/** The position a moment stands for: a position (no later than the book's), the last one at or before a time, or now. */
export function momentOf(book: AccountingBook, point: Point | undefined, lastAt: string | null): Moment {
  if (point?.position !== undefined) return { position: Math.min(point.position, book.position), at: null };
  if (point?.at) {
    if (Number.isNaN(Date.parse(point.at))) refuse('validation', said('accounting.momentFormat'));
    return { position: positionAtTime(book, new Date(point.at).toISOString()), at: new Date(point.at).toISOString() };
  }
  return { position: book.position, at: lastAt };
}

export async function accountingChart(ctx: BankContext, principal: Principal) {
  const { book, bankName } = await bookFor(ctx, principal);
  const posted = new Set([...book.series.keys()].map((key) => key.slice(0, key.indexOf('|'))));
  const accounts = [...book.chart.accounts.values()].sort((a, b) => a.code.localeCompare(b.code)).map((account) => ({ ...account, posted: posted.has(account.code) }));
  return { success: true, accounts, bankName };
}

export async function accountingTrialBalance(ctx: BankContext, principal: Principal, point: Point, currency: Currency) {
  const { book, bankName, lastAt } = await bookFor(ctx, principal);
  const moment = momentOf(book, point, lastAt);
  return { success: true, bankName, moment, statement: trialBalance(book, currency, moment.position) };
}

export async function accountingBalanceSheet(ctx: BankContext, principal: Principal, point: Point, currency: Currency) {
  const { book, bankName, lastAt } = await bookFor(ctx, principal);
  const moment = momentOf(book, point, lastAt);
  return { success: true, bankName, moment, statement: balanceSheet(book, currency, moment.position) };
}

export async function accountingIncomeStatement(ctx: BankContext, principal: Principal, from: Point, to: Point, currency: Currency) {
  const { book, bankName, lastAt } = await bookFor(ctx, principal);
  const start = momentOf(book, from, lastAt);
  const end = momentOf(book, to, lastAt);
  if (start.position > end.position) refuse('validation', said('accounting.periodOrder'));
  return { success: true, bankName, from: start, to: end, statement: incomeStatement(book, currency, start.position, end.position) };
}

export async function accountingGeneralLedger(ctx: BankContext, principal: Principal, code: string, from: Point | undefined, to: Point, currency: Currency, limit?: number) {
  const { book, bankName, lastAt } = await bookFor(ctx, principal);
  const start = momentOf(book, from ?? { position: 0 }, lastAt);
  const end = momentOf(book, to, lastAt);
  if (start.position > end.position) refuse('validation', said('accounting.periodOrder'));
  const statement = generalLedger(book, code, currency, start.position, end.position, limit);
  if (!statement) return refuse('not_found', said('accounting.accountNotFound'));
  return { success: true, bankName, from: start, to: end, statement };
}

export async function accountingCompare(ctx: BankContext, principal: Principal, before: Point, after: Point, currency: Currency) {
  const { book, bankName, lastAt } = await bookFor(ctx, principal);
  const first = momentOf(book, before, lastAt);
  const second = momentOf(book, after, lastAt);
  return { success: true, bankName, before: first, after: second, statement: compareMoments(book, currency, first.position, second.position) };
}

/** The bank as the live server folds it, up to `position` (a replay, as the audit page's, when the moment is past). */
async function bankAt(ctx: BankContext, position: number): Promise<BankView> {
  const live = await ctx.live.catchUp();
  if (position >= live.position) return live;
  const view = emptyBank({ withOffice: false });
  await scanLog(ctx.store, (event) => {
    if (event.position > position) return false;
    applyToBank(view, toLogged(event));
  });
  return view;
}

export async function accountingReconcile(ctx: BankContext, principal: Principal, point: Point) {
  const { book, bankName, lastAt } = await bookFor(ctx, principal);
  const moment = momentOf(book, point, lastAt);
  const bank = await bankAt(ctx, moment.position);
  const at = Math.min(moment.position, bank.position);
  const customers = [...bank.users.values()].map((user) => user.balances);
  const checks = reconcile(book, at, { customerBalances: customers, loans: bank.loans.values() });
  return { success: true, bankName, moment: { position: at, at: moment.at }, checks, agrees: checks.every((check) => check.agrees) };
}

export interface ChartChange { action: 'add_account' | 'rename_account'; code: string; name: string; class?: AccountClass; contra?: boolean; reason: string }

export async function changeChart(ctx: BankContext, principal: Principal, change: ChartChange, requestId: string) {
  const actor = adminActor(principal);
  const at = ctx.clock.now().toISOString();
  const by = { id: actor.id, name: actor.name };
  const command: ChartCommand = change.action === 'add_account'
    ? { type: 'AddAccount', code: change.code, name: change.name, class: change.class ?? 'asset', contra: change.contra ?? false, reason: change.reason, actor: by, at }
    : { type: 'RenameAccount', code: change.code, name: change.name, reason: change.reason, actor: by, at };
  await execute(ctx, changeChartCommand, command, { actor: actor.id, at, requestId, reason: change.reason.trim() || '-' });
  return accountingChart(ctx, principal);
}
