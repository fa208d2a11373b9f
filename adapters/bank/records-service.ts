/**
 * The customer's records, read from their own stream: the dashboard's projections,
 * the full transaction history, monthly statements and cards; and the card actions and
 * the bank's credit-score entry, decided in the domain and appended as events.
 */
import { english, refuse, said } from '../../domain/errors.ts';
import { toDecimalString } from '../../domain/money/money.ts';
import { customerTransactions, type TransactionRow } from '../../domain/projections/transactions.ts';
import { forCustomer } from '../../domain/records/customer-row.ts';
import { creditBand, CREDIT_SCORE_MAX } from '../../domain/records/credit-score.ts';
import { monthSummary, recentRows } from '../../domain/records/month-summary.ts';
import { interestEarnedIn, percentOf } from '../../domain/savings/earned.ts';
import { statementPeriods, type StatementPeriod } from '../../domain/records/statements.ts';
import type { CreditFactors } from '../../domain/user/events.ts';
import type { Card, User } from '../../domain/user/state.ts';
import type { Principal } from './auth-service.ts';
import type { BankContext } from './context.ts';
import { onUserStream, ownStream } from './user-stream.ts';
import { execute } from '../engine/execute.ts';
import { pinCheckCommand } from '../../domain/credentials/pin-check.ts';
import { sealCardCommand } from '../../domain/records/seal-card-command.ts';
import { displayName, logActivity } from './user-service.ts';
import { isPinLocked, MAX_PIN_ATTEMPTS } from '../../domain/credentials/credentials.ts';
import { PIN_SHAPE } from '../../domain/credentials/login-form.ts';
import { requireUnlocked } from './money-lock-service.ts';
import { completeCardNumber, groupCardNumber } from '../../domain/records/card-number.ts';
import { cardKey, openCard, sealCard } from '../security/card-vault.ts';
import { categorisedRows } from './insights-service.ts';

/** Upper bound on the rows one history answer carries (the demo history is about 3,300). */
export const MAX_HISTORY_ROWS = 20_000;

/** A row as the API answers it: money as an exact decimal plus minor units, date and time split (part 2 section 3). */
export function rowResponse(row: TransactionRow) {
  return {
    id: row.id, type: row.type, kind: row.kind, currency: row.currency,
    amount: toDecimalString(row.amount, row.currency), amount_minor: row.amount, fee: toDecimalString(row.fee, row.currency), fee_minor: row.fee,
    total: toDecimalString(row.total, row.currency), total_minor: row.total,
    description: row.description, category: row.category, reference: row.reference, counterparty: row.counterparty,
    status: row.status, date: row.at.slice(0, 10), time: row.at.slice(11, 16), at: row.at, position: row.position, note: row.note ?? '',
  };
}

export function cardResponse(card: Card) {
  const status: 'frozen' | 'active' = card.frozen ? 'frozen' : 'active';
  return { id: card.cardId, brand: card.brand, type: card.kind, holder: card.holder, number: `**** **** **** ${card.last4}`, last4: card.last4, expiry: card.expiry, status, frozen: card.frozen };
}

const usd = (minor: number) => toDecimalString(minor, 'USD');

export async function dashboardRecords(ctx: BankContext, principal: Principal) {
  const { user, events } = await ownStream(ctx, principal);
  const rows = await categorisedRows(ctx, user.id, customerTransactions(user.id, events).map(forCustomer));
  const month = ctx.clock.now().toISOString().slice(0, 7);
  const summary = monthSummary(rows, month);
  const score = user.creditScore;
  const year = month.slice(0, 4);
  const earned = interestEarnedIn(events.map((e) => e.event), year);
  const apy = (await ctx.live.catchUp()).settings.settings.interest.savingsInterestRate;
  return {
    success: true,
    transactions: recentRows(rows).map(rowResponse),
    summary: { month, income: usd(summary.income), expenses: usd(summary.expenses), savings: usd(summary.savings) },
    interest: { year, earned: usd(earned), earned_minor: earned, apy: percentOf(apy) },
    creditScore: creditScoreResponse(score),
    cards: user.cards.map(cardResponse),
    cardRequests: user.cardRequests,
  };
}

export async function historyRecords(ctx: BankContext, principal: Principal) {
  const { user, events } = await ownStream(ctx, principal);
  const rows = await categorisedRows(ctx, user.id, customerTransactions(user.id, events).map(forCustomer));
  return { success: true, transactions: rows.slice(0, MAX_HISTORY_ROWS).map(rowResponse), truncated: rows.length > MAX_HISTORY_ROWS };
}

/** A completed line shows what moved the balance (fee included); a pending or failed one its total, with the balance unchanged. */
function lineResponse(line: StatementPeriod['lines'][number]) {
  const amount = line.delta !== 0 ? Math.abs(line.delta) : line.row.total;
  return { ...rowResponse(line.row), amount: usd(amount), amount_minor: amount, balance: usd(line.balance), channel: 'Online' };
}

/** A period as the statements page, the PDF and the CSV show it (statement-mail-service.ts mails the same). */
export function statementPeriodResponse(period: StatementPeriod, withLines: boolean) {
  return {
    period: period.period, startDate: period.startDate, endDate: period.endDate,
    openingBalance: usd(period.openingBalance), closingBalance: usd(period.closingBalance),
    totalCredits: usd(period.totalCredits), totalDebits: usd(period.totalDebits),
    transactionCount: period.transactionCount, status: period.status,
    lines: withLines
      ? period.lines.map((line) => lineResponse(line))
      : [],
  };
}

/** Every period (newest first) and the lines of the chosen one (default: the current month). */
export async function statementRecords(ctx: BankContext, principal: Principal, chosen: string | undefined) {
  const { user, events } = await ownStream(ctx, principal);
  const { general } = (await ctx.live.catchUp()).settings.settings;
  const periods = statementPeriods(user.id, user.createdAt, ctx.clock.now().toISOString(), events).reverse();
  const selected = periods.find((p) => p.period === chosen) ?? periods[0];
  if (chosen && selected?.period !== chosen) refuse('not_found', said('records.noStatement'));
  return {
    success: true,
    account: { holder: `${user.profile.firstName} ${user.profile.lastName}`.trim(), accountNumber: user.accountNumber, accountType: 'Savings', email: user.email },
    /** The bank's name and address from System Settings (general), printed on the statement. */
    bank: { name: general.bankName, address: general.bankAddress },
    periods: periods.map((p) => statementPeriodResponse(p, false)),
    statement: selected ? statementPeriodResponse(selected, true) : null,
  };
}

const actorOf = (principal: Principal) => ({ id: principal.user.id, name: displayName(principal), role: principal.user.role });

export async function setCardFrozen(ctx: BankContext, principal: Principal, cardId: string, frozen: boolean, requestId: string) {
  const user = await onUserStream(ctx, principal.user.id, principal.user.id, requestId, (at) => ({ type: frozen ? 'FreezeCard' : 'UnfreezeCard', cardId, actor: actorOf(principal), at }));
  return { success: true, cards: user.cards.map(cardResponse) };
}

export async function requestCard(ctx: BankContext, principal: Principal, kind: 'new' | 'replacement', replacesCardId: string | null, reason: string, requestId: string) {
  const id = ctx.ids.uuid();
  const user = await onUserStream(ctx, principal.user.id, principal.user.id, requestId, (at) => ({ type: 'RequestCard', requestId: id, kind, replacesCardId, reason, actor: actorOf(principal), at }));
  return { success: true, request: user.cardRequests.find((r) => r.requestId === id), cardRequests: user.cardRequests };
}

export interface CreditScoreEntry {
  userId: string;
  score: number;
  factors: CreditFactors;
  bureau: string;
  reportDate: string;
}

/** The bank records a score from a bureau report (DECISIONS 20): an event on the customer's stream naming the admin. */
export async function recordCreditScore(ctx: BankContext, principal: Principal, entry: CreditScoreEntry, requestId: string) {
  const view = await ctx.live.catchUp();
  if (!view.users.has(entry.userId)) refuse('not_found', said('session.userNotFound'));
  const { score, factors, bureau, reportDate } = entry;
  const user = await onUserStream(ctx, entry.userId, principal.user.id, requestId, (at) => ({ type: 'RecordCreditScore', score, factors, bureau, reportDate, actor: actorOf(principal), at }));
  return { success: true, creditScore: creditScoreResponse(user.creditScore) };
}

/** The score as the dashboard and the admin show it: band from the domain, source and dates. */
export function creditScoreResponse(score: User['creditScore']) {
  if (!score) return null;
  return { score: score.score, max: CREDIT_SCORE_MAX, band: creditBand(score.score), factors: score.factors, bureau: score.bureau, report_date: score.reportDate, recorded_at: score.at };
}

export const wrongPinMessage = english('codes.wrongPin');
export const cardPinLockedMessage = english('codes.cardPinLocked');

/**
 * Checks the PIN for a card reveal on the same counter as the transfers' PIN step (PinFailed on
 * the credentials stream), so alternating card reveals and transfers gains no guesses. The argon2
 * check runs before the retried decision, which records the verdict only for the current hash.
 */
async function checkCardPin(ctx: BankContext, userId: string, cardId: string, pin: string, requestId: string): Promise<boolean> {
  const at = ctx.clock.now().toISOString();
  const before = await requireUnlocked(ctx, userId, 'card-reveal');
  if (isPinLocked(before, at)) refuse('locked', cardPinLockedMessage);
  const verified = PIN_SHAPE.test(pin) && before.pinHash !== null && (await ctx.hasher.verifyPin(before.pinHash, pin));
  const failed = await execute(ctx, pinCheckCommand, { userId, operation: 'card-reveal', verified, pinHash: before.pinHash, subject: { cardId }, at }, { actor: userId, at, requestId });
  if (failed >= MAX_PIN_ATTEMPTS) refuse('locked', cardPinLockedMessage);
  return failed === 0;
}

/**
 * The full number and CVV after PIN step-up (DECISIONS 22), refused while money movement is
 * locked. Cards issued before sealing existed get their secrets generated and sealed on first
 * reveal (CardSecretsSealed).
 */
export async function revealCard(ctx: BankContext, principal: Principal, cardId: string, pin: string, requestId: string) {
  const { user } = await ownStream(ctx, principal);
  const card = user.cards.find((c) => c.cardId === cardId);
  if (!card) refuse('not_found', said('records.cardNotFound'));
  if (!(await checkCardPin(ctx, user.id, cardId, pin, requestId))) {
    await logActivity(ctx, principal, { activityType: 'card_pin_failed', description: 'Wrong PIN on card details', metadata: { cardId } }, requestId);
    refuse('unauthorized', wrongPinMessage, { pin: wrongPinMessage });
  }
  const key = await cardKey(ctx.store);
  let sealed = card?.sealed ?? null;
  if (!sealed) sealed = await sealNewSecrets(ctx, user.id, cardId, card?.last4 ?? '0000', key, requestId);
  const secrets = openCard(key, cardId, sealed);
  await logActivity(ctx, principal, { activityType: 'card_details_viewed', description: 'Card number and CVV shown after PIN', metadata: { cardId } }, requestId);
  return { success: true, number: groupCardNumber(secrets.number), cvv: secrets.cvv };
}

async function sealNewSecrets(ctx: BankContext, userId: string, cardId: string, last4: string, key: Buffer, requestId: string): Promise<string> {
  const at = ctx.clock.now().toISOString();
  const sealed = sealCard(key, cardId, { number: completeCardNumber(ctx.ids.digits(7), last4), cvv: ctx.ids.digits(3) });
  return execute(ctx, sealCardCommand, { userId, cardId, sealed, at }, { actor: userId, at, requestId });
}
