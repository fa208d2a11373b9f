/**
 * The customer's records, read from their own stream: the dashboard's projections,
 * the full transaction history, monthly statements and cards; and the card actions and
 * the bank's credit-score entry, decided in the domain and appended as events.
 */
import { refuse } from '../../domain/errors.ts';
import { toDecimalString } from '../../domain/money/money.ts';
import { customerTransactions, type TransactionRow } from '../../domain/projections/transactions.ts';
import { creditBand, CREDIT_SCORE_MAX } from '../../domain/records/credit-score.ts';
import { monthSummary, recentRows } from '../../domain/records/month-summary.ts';
import { customerNotifications, READ_UP_TO } from '../../domain/records/notifications.ts';
import { statementPeriods, type StatementPeriod } from '../../domain/records/statements.ts';
import { userStream, type CreditFactors, type UserEvent } from '../../domain/user/events.ts';
import { decideRecords, type RecordsCommand } from '../../domain/user/records-decider.ts';
import { foldUser, type Card, type User } from '../../domain/user/state.ts';
import type { Principal } from './auth-service.ts';
import type { BankContext } from './context.ts';
import { decodeEvent } from './event-codec.ts';
import { runCommand } from './unit-of-work.ts';
import { displayName, logActivity } from './user-service.ts';
import { activityStream } from '../../domain/activity/activity.ts';
import { monthName, statementCsv } from '../../domain/records/statement-text.ts';
import { credentialsStream, evolveCredentials, initialCredentialsState, type CredentialsEvent } from '../../domain/credentials/credentials.ts';
import { completeCardNumber, groupCardNumber } from '../../domain/records/card-number.ts';
import { cardKey, openCard, sealCard } from '../security/card-vault.ts';

/** Upper bound on the rows one history answer carries (the demo history is about 3,300). */
export const MAX_HISTORY_ROWS = 20_000;

async function ownStream(ctx: BankContext, principal: Principal): Promise<{ user: User; events: { position: number; event: UserEvent }[] }> {
  if (principal.user.role !== 'user') refuse('forbidden', 'Customer records are for customers only.');
  if (principal.user.status === 'suspended') refuse('forbidden', 'Your account has been suspended.');
  const recorded = await ctx.store.readStream(userStream(principal.user.id));
  const events = recorded.map((r) => ({ position: r.position, event: decodeEvent(r) as UserEvent }));
  const user = foldUser(events.map((e) => e.event));
  if (!user.exists) refuse('not_found', 'User not found');
  return { user: user as User, events };
}

/** A row as the API answers it: money as an exact decimal plus minor units, date and time split (part 2 section 3). */
export function rowResponse(row: TransactionRow) {
  return {
    id: row.id, type: row.type, kind: row.kind, currency: row.currency,
    amount: toDecimalString(row.amount, row.currency), amount_minor: row.amount, fee: toDecimalString(row.fee, row.currency),
    description: row.description, category: row.category, reference: row.reference, counterparty: row.counterparty,
    status: row.status, date: row.at.slice(0, 10), time: row.at.slice(11, 16), at: row.at, position: row.position,
  };
}

export function cardResponse(card: Card) {
  const status = card.frozen ? 'frozen' : 'active';
  return { id: card.cardId, brand: card.brand, type: card.kind, holder: card.holder, number: `**** **** **** ${card.last4}`, last4: card.last4, expiry: card.expiry, status, frozen: card.frozen };
}

const usd = (minor: number) => toDecimalString(minor, 'USD');

export async function dashboardRecords(ctx: BankContext, principal: Principal) {
  const { user, events } = await ownStream(ctx, principal);
  const rows = customerTransactions(user.id, events);
  const month = ctx.clock.now().toISOString().slice(0, 7);
  const summary = monthSummary(rows, month);
  const score = user.creditScore;
  return {
    success: true,
    transactions: recentRows(rows).map(rowResponse),
    summary: { month, income: usd(summary.income), expenses: usd(summary.expenses), savings: usd(summary.savings) },
    creditScore: score ? { score: score.score, max: CREDIT_SCORE_MAX, band: creditBand(score.score), factors: score.factors, recorded_at: score.at } : null,
    cards: user.cards.map(cardResponse),
    cardRequests: user.cardRequests,
  };
}

export async function historyRecords(ctx: BankContext, principal: Principal) {
  const { user, events } = await ownStream(ctx, principal);
  const rows = customerTransactions(user.id, events);
  return { success: true, transactions: rows.slice(0, MAX_HISTORY_ROWS).map(rowResponse), truncated: rows.length > MAX_HISTORY_ROWS };
}

/** A completed line shows what moved the balance (fee included); a pending or failed one its amount, with the balance unchanged. */
function lineResponse(line: StatementPeriod['lines'][number]) {
  const amount = line.delta !== 0 ? Math.abs(line.delta) : line.row.amount + line.row.fee;
  return { ...rowResponse(line.row), amount: usd(amount), amount_minor: amount, balance: usd(line.balance), channel: 'Online' };
}

function periodResponse(period: StatementPeriod, withLines: boolean) {
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
  const periods = statementPeriods(user.id, user.createdAt, ctx.clock.now().toISOString(), events).reverse();
  const selected = periods.find((p) => p.period === chosen) ?? periods[0];
  if (chosen && selected?.period !== chosen) refuse('not_found', 'No statement for that period.');
  return {
    success: true,
    account: { holder: `${user.profile.firstName} ${user.profile.lastName}`.trim(), accountNumber: user.accountNumber, accountType: 'Savings', email: user.email },
    periods: periods.map((p) => periodResponse(p, false)),
    statement: selected ? periodResponse(selected, true) : null,
  };
}

async function onUserStream(ctx: BankContext, userId: string, actorId: string, requestId: string, command: (at: string) => RecordsCommand) {
  const at = ctx.clock.now().toISOString();
  return runCommand(ctx.store, { actor: actorId, at, requestId }, async (reads) => {
    const loaded = await reads.load<UserEvent>(userStream(userId));
    const events = decideRecords(command(at), foldUser(loaded.events));
    const next = foldUser([...loaded.events, ...events]);
    if (!next.exists) throw new Error('user vanished');
    return { appends: [{ streamId: loaded.streamId, events }], result: next };
  });
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

export async function recordCreditScore(ctx: BankContext, principal: Principal, userId: string, score: number, factors: CreditFactors, requestId: string) {
  const view = await ctx.live.catchUp();
  if (!view.users.has(userId)) refuse('not_found', 'User not found');
  const user = await onUserStream(ctx, userId, principal.user.id, requestId, (at) => ({ type: 'RecordCreditScore', score, factors, actor: actorOf(principal), at }));
  return { success: true, creditScore: user.creditScore };
}

/**
 * E-mails a statement (part 2 section 7, call 3) through the mailer: the same CSV rows as
 * Export CSV in the message body (the mail port carries text only, so a PDF request sends
 * the same rows and says the PDF is on the Statements page). The request is also recorded
 * as the activity `statement_email_requested`.
 */
export async function emailStatement(ctx: BankContext, principal: Principal, request: { email: string; period: string; format: 'pdf' | 'csv'; includeTransactionDetails: boolean }, requestId: string) {
  const { user, events } = await ownStream(ctx, principal);
  const period = statementPeriods(user.id, user.createdAt, ctx.clock.now().toISOString(), events).find((p) => p.period === request.period);
  if (!period) return refuse('not_found', 'No statement for that period.');
  const shaped = periodResponse(period, request.includeTransactionDetails);
  const holder = `${user.profile.firstName} ${user.profile.lastName}`.trim();
  const csv = statementCsv({ holder, accountNumber: user.accountNumber, periodName: monthName(period.period), ...shaped });
  const note = request.format === 'pdf' ? 'The PDF of this statement can be downloaded from the Statements page of online banking; its rows are below as CSV.' : 'Your statement is below as CSV.';
  await ctx.money.mailer.send({ to: request.email, subject: `Your Trust Microfinance Bank statement for ${monthName(period.period)}`, text: `Dear ${holder},\n\n${note}\n\n${csv}` });
  await logActivity(ctx, principal, { activityType: 'statement_email_requested', description: `Statement ${request.period} (${request.format}) to ${request.email}`, metadata: { ...request, accountNumber: user.accountNumber } }, requestId);
  return { success: true };
}

/** A short device name: browser family and platform, as the sessions dialog shows it. */
function deviceOf(info: Record<string, unknown>): string {
  const agent = typeof info.userAgent === 'string' ? info.userAgent : '';
  const platform = typeof info.platform === 'string' && info.platform ? info.platform : '';
  if (!agent && !platform) return 'Unknown device';
  const browser = /Edg\//.test(agent) ? 'Edge' : /Chrome\//.test(agent) ? 'Chrome' : /Firefox\//.test(agent) ? 'Firefox' : /Safari\//.test(agent) ? 'Safari' : 'Browser';
  return platform ? `${browser} on ${platform}` : browser;
}

/** Notifications from the customer's events and sign-ins; read state is the READ_UP_TO preference. */
export async function notificationRecords(ctx: BankContext, principal: Principal) {
  const { user, events } = await ownStream(ctx, principal);
  const view = await ctx.live.catchUp();
  const signIns = [...view.sessions.values()].filter((s) => s.userId === user.id).map((s) => ({ sessionId: s.id, device: deviceOf(s.deviceInfo), at: s.createdAt }));
  const readUpTo = typeof user.preferences[READ_UP_TO] === 'string' ? (user.preferences[READ_UP_TO] as string) : null;
  const notifications = customerNotifications(events, signIns, readUpTo);
  return { success: true, notifications, unread: notifications.filter((n) => !n.read).length };
}

/** Wrong PINs on card reveals: this many within the window lock reveals for the rest of it. */
export const CARD_PIN_MAX_FAILURES = 5;
const CARD_PIN_WINDOW_MS = 15 * 60_000;
export const wrongPinMessage = 'Wrong PIN. Please enter your correct transaction PIN.';

async function recentPinFailures(ctx: BankContext, userId: string): Promise<number> {
  const since = ctx.clock.now().getTime() - CARD_PIN_WINDOW_MS;
  const recorded = await ctx.store.readStream(activityStream(userId));
  return recorded.filter((r) => {
    const data = r.data as { activityType?: string; at?: string };
    return data.activityType === 'card_pin_failed' && Date.parse(data.at ?? '') >= since;
  }).length;
}

/**
 * The full number and CVV after PIN step-up (DECISIONS 22). Cards issued before sealing
 * existed get their secrets generated and sealed on first reveal (CardSecretsSealed).
 */
export async function revealCard(ctx: BankContext, principal: Principal, cardId: string, pin: string, requestId: string) {
  const { user } = await ownStream(ctx, principal);
  const card = user.cards.find((c) => c.cardId === cardId);
  if (!card) refuse('not_found', 'Card not found');
  if ((await recentPinFailures(ctx, user.id)) >= CARD_PIN_MAX_FAILURES) refuse('locked', 'Too many wrong PINs. Please try again in 15 minutes.');
  const credentials = (await ctx.store.readStream(credentialsStream(user.id))).map((r) => decodeEvent(r) as CredentialsEvent).reduce(evolveCredentials, initialCredentialsState);
  const verified = /^\d{4}$/.test(pin) && credentials.pinHash !== null && (await ctx.hasher.verifyPin(credentials.pinHash, pin));
  if (!verified) {
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
  return runCommand(ctx.store, { actor: userId, at, requestId }, async (reads) => {
    const loaded = await reads.load<UserEvent>(userStream(userId));
    const state = foldUser(loaded.events);
    const existing = state.exists ? state.cards.find((c) => c.cardId === cardId)?.sealed : null;
    if (existing) return { appends: [], result: existing };
    return { appends: [{ streamId: loaded.streamId, events: [{ type: 'CardSecretsSealed', data: { cardId, sealed, at } }] }], result: sealed };
  });
}
