/**
 * Standing orders for the customer: set up and resumed with the PIN and an e-mailed code (the
 * step-up table's rows standing-order-create and -resume), listed, paused and cancelled; and the
 * back office's read of them. The server's run of occurrences is standing-order-job.ts.
 */
import { refuse, said } from '../../domain/errors.ts';
import { usdText } from '../../domain/i18n/format.ts';
import type { Language } from '../../domain/i18n/language.ts';
import { say } from '../../domain/i18n/server-messages.ts';
import { parseAmount, toDecimalString } from '../../domain/money/money.ts';
import { foldPayees, payeeFor, payeesStream, type PayeeEvent } from '../../domain/payees/payees.ts';
import { foldStandingOrder, nextDate, orderStatus, standingOrderDecider, standingOrderMessages, type StandingOrder } from '../../domain/standing-orders/decider.ts';
import { standingOrderStream, type Frequency, type StandingOrderEvent, type StandingOrderTerms } from '../../domain/standing-orders/events.ts';
import { canSendLater, transferFee } from '../../domain/transfer/send.ts';
import { decodeEvent } from '../engine/event-codec.ts';
import { handle } from '../engine/handle.ts';
import { readAsOfFollower } from '../engine/stream-cache.ts';
import { execute } from '../engine/execute.ts';
import { confirmStandingOrderCommand } from '../../domain/standing-orders/confirm.ts';
import type { Principal } from './auth-service.ts';
import { afterCodedStep, throwRefusal } from './coded-step.ts';
import type { BankContext } from './context.ts';
import type { StandingOrderItem } from '../contract/payments.ts';
import { changeCodeMatches, startCodedChange } from './credential-change-service.ts';
import { languageOfCustomer } from './customer-language.ts';
import { requireUnlocked } from './money-lock-service.ts';
import { payeeAtThisBank } from './transfer-pricing.ts';

/** The contract's shape of an order (adapters/contract/payments.ts), one definition for the server and the browser. */
export type { StandingOrderItem };

export function standingOrderItem(state: StandingOrder): StandingOrderItem | null {
  const terms = state.terms;
  if (!terms) return null;
  return {
    orderId: terms.orderId, userId: terms.userId, recipientName: terms.details.recipientName ?? '', accountNumber: terms.details.accountNumber ?? '',
    bankName: terms.details.bankName ?? '', amount: toDecimalString(terms.amount, 'USD'), amount_minor: terms.amount, description: terms.description,
    frequency: terms.frequency, startDate: terms.startDate, endDate: terms.endDate, count: terms.count, status: orderStatus(state),
    nextDate: nextDate(state), executed: state.executed, skipped: state.skipped, last: state.last, createdAt: terms.at,
  };
}

/** A customer's orders (or, for the back office, anyone's), newest first. */
export async function standingOrdersOf(ctx: BankContext, userId: string): Promise<StandingOrderItem[]> {
  const view = await ctx.live.catchUp();
  return [...view.standingOrders.values()]
    .filter((order) => order.terms?.userId === userId)
    .map(standingOrderItem)
    .filter((item) => item !== null)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

function customerOnly(principal: Principal): void {
  if (principal.user.role !== 'user') refuse('forbidden', said('payees.onlyCustomersKeepStanding'));
}

export async function listStandingOrders(ctx: BankContext, principal: Principal) {
  customerOnly(principal);
  return { orders: await standingOrdersOf(ctx, principal.user.id) };
}

export interface CreateOrderBody {
  details: Record<string, string>;
  amount: string;
  description: string;
  frequency: Frequency;
  startDate: string;
  endDate?: string | null | undefined;
  count?: number | null | undefined;
  pin: string;
}

/**
 * Step 1 of setting up an order (step-up row standing-order-create): refused while the lock
 * stands; the order's own rules and the rules its run applies (transfer-rules.ts's canSendLater:
 * limits, the payee, the cooling-off, funds when it starts today) are checked before the PIN
 * counts; then the PIN, and a code for this order only is e-mailed.
 */
export async function createStandingOrder(ctx: BankContext, principal: Principal, body: CreateOrderBody, requestId: string) {
  customerOnly(principal);
  const userId = principal.user.id;
  await requireUnlocked(ctx, userId, 'standing-order-create');
  const orderId = ctx.ids.uuid();
  const command = (at: string, changeId: string) => ({
    type: 'RequestStandingOrder' as const, changeId, orderId, userId, details: body.details, amount: parseAmount(body.amount, 'USD') ?? 0, description: body.description,
    frequency: body.frequency, startDate: body.startDate, endDate: body.endDate || null, count: body.count ?? null, at,
  });
  // The order's own mistakes, and what its run would refuse, are refused before the PIN is counted.
  const checked = standingOrderDecider.decide(command(ctx.clock.now().toISOString(), 'check'), standingOrderDecider.initialState)[0];
  if (checked?.type !== 'StandingOrderRequested') return refuse('validation', standingOrderMessages.requestNotFound);
  await checkRunRules(ctx, principal, checked.data);
  const started = await startCodedChange(ctx, principal, {
    operation: 'standing-order-create', kind: 'standing_order', pin: body.pin, pinField: 'pin',
    alsoAppend: async (reads, changeId) => {
      const stream = await reads.load<StandingOrderEvent>(standingOrderStream(orderId));
      return [{ streamId: stream.streamId, events: standingOrderDecider.decide(command(ctx.clock.now().toISOString(), changeId), foldStandingOrder(stream.events)) }];
    },
  }, requestId);
  await mailCode(ctx, principal, started.code, checked.data, 'create');
  return { success: true, orderId, changeId: started.changeId, codeSentTo: started.codeSentTo, expiresAt: started.expiresAt };
}

/** The rules the run applies that can be checked now (domain/transfer/send.ts canSendLater), on the payer as they stand. */
async function checkRunRules(ctx: BankContext, principal: Principal, terms: StandingOrderTerms): Promise<void> {
  const view = await ctx.live.catchUp();
  const sender = view.users.get(principal.user.id);
  if (!sender) return refuse('not_found', said('session.userNotFound'));
  const payee = payeeAtThisBank(view, sender, terms.details);
  const now = ctx.clock.now().toISOString();
  const today = now.slice(0, 10);
  const firstRunAt = terms.startDate > today ? `${terms.startDate}T00:00:00.000Z` : now;
  const saved = foldPayees((await readAsOfFollower(ctx.store, payeesStream(sender.id))).map(decodeEvent) as PayeeEvent[]);
  const settings = view.settings.settings;
  canSendLater({
    kind: 'local', amount: terms.amount, fee: transferFee('local', settings), at: now, firstRunAt, startsToday: terms.startDate <= today,
    payeeAddedAt: payeeFor(saved, 'local', terms.details)?.addedAt ?? null, recipientAccount: terms.details.accountNumber ?? '', recipientBank: terms.details.bankName ?? '',
  }, sender, payee, settings);
}

async function mailCode(ctx: BankContext, principal: Principal, code: string, terms: StandingOrderTerms, action: 'create' | 'resume'): Promise<void> {
  const language = await languageOfCustomer(ctx, principal.user.id);
  await ctx.money.mailer.send({
    to: principal.user.email,
    subject: say(language, (m) => m.standingOrder.codeSubject),
    text: say(language, (m) => m.standingOrder.codeBody, {
      code, what: paymentText(language, terms), action: say(language, (m) => (action === 'create' ? m.standingOrder.actionCreate : m.standingOrder.actionResume)),
    }),
  });
}

const paymentText = (language: Language, terms: StandingOrderTerms): string =>
  say(language, (m) => m.standingOrder.payment, { amount: usdText(language, toDecimalString(terms.amount, 'USD')), name: terms.details.recipientName ?? '' });

/** Step 1 of resuming a paused order (step-up row standing-order-resume): the PIN, then a code for this resume only is e-mailed. */
export async function requestResume(ctx: BankContext, principal: Principal, body: { orderId: string; pin: string }, requestId: string) {
  customerOnly(principal);
  const userId = principal.user.id;
  await requireUnlocked(ctx, userId, 'standing-order-resume');
  const current = foldStandingOrder((await readAsOfFollower(ctx.store, standingOrderStream(body.orderId))).map(decodeEvent) as StandingOrderEvent[]);
  standingOrderDecider.decide({ type: 'RequestResume', userId, changeId: 'check', at: ctx.clock.now().toISOString() }, current);
  const started = await startCodedChange(ctx, principal, {
    operation: 'standing-order-resume', kind: 'standing_order', pin: body.pin, pinField: 'pin',
    alsoAppend: async (reads, changeId) => {
      const stream = await reads.load<StandingOrderEvent>(standingOrderStream(body.orderId));
      return [{ streamId: stream.streamId, events: standingOrderDecider.decide({ type: 'RequestResume', userId, changeId, at: ctx.clock.now().toISOString() }, foldStandingOrder(stream.events)) }];
    },
  }, requestId);
  if (current.terms) await mailCode(ctx, principal, started.code, current.terms, 'resume');
  return { success: true, orderId: body.orderId, changeId: started.changeId, codeSentTo: started.codeSentTo, expiresAt: started.expiresAt };
}

/**
 * Step 2 of setting up or resuming: the code (the one coded step: it counts toward the lock, which
 * refuses it); the order is created or resumed in the same append as the code's acceptance.
 */
export async function confirmStandingOrder(ctx: BankContext, principal: Principal, body: { orderId: string; changeId: string; code: string }, requestId: string, origin: string) {
  customerOnly(principal);
  const userId = principal.user.id;
  const at = ctx.clock.now().toISOString();
  const outcome = await execute(ctx, confirmStandingOrderCommand, {
    userId, orderId: body.orderId, changeId: body.changeId, code: body.code, at, codeMatches: changeCodeMatches(ctx, { changeId: body.changeId, kind: 'standing_order', code: body.code }),
  }, { actor: userId, at, requestId });
  if (!outcome.ok) {
    await afterCodedStep(ctx, principal.user, outcome, origin, requestId);
    throwRefusal(outcome.outcome);
  }
  const order = outcome.state ? standingOrderItem(outcome.state) : null;
  return { success: true, order };
}

/** Pause or cancel one of the customer's own orders (resuming needs the PIN and a code: requestResume). */
export async function changeStandingOrder(ctx: BankContext, principal: Principal, body: { orderId: string; change: 'pause' | 'cancel' }, requestId: string) {
  customerOnly(principal);
  const at = ctx.clock.now().toISOString();
  const type = ({ pause: 'PauseStandingOrder', cancel: 'CancelStandingOrder' } as const)[body.change];
  const { state } = await handle(ctx.store, { actor: principal.user.id, at, requestId }, standingOrderDecider, standingOrderStream(body.orderId), { type, userId: principal.user.id, at });
  return { success: true, order: standingOrderItem(state) };
}
