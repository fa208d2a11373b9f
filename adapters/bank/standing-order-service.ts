/**
 * Standing orders for the customer: created with the PIN, listed, paused, resumed and cancelled;
 * and the back office's read of them. The server's run of occurrences is standing-order-job.ts.
 */
import { refuse } from '../../domain/errors.ts';
import { parseAmount, toDecimalString } from '../../domain/money/money.ts';
import { foldStandingOrder, nextDate, orderStatus, standingOrderDecider, type StandingOrder } from '../../domain/standing-orders/decider.ts';
import { standingOrderStream, type Frequency, type StandingOrderEvent } from '../../domain/standing-orders/events.ts';
import { handle } from '../engine/handle.ts';
import type { Principal } from './auth-service.ts';
import type { BankContext } from './context.ts';
import type { StandingOrderItem } from '../contract/payments.ts';
import { withPinChecked } from './credential-change-service.ts';

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
  if (principal.user.role !== 'user') refuse('forbidden', 'Only customers keep standing orders.');
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

/** Checks the order, then the PIN; the order is recorded in the same append as the PIN's verdict. */
export async function createStandingOrder(ctx: BankContext, principal: Principal, body: CreateOrderBody, requestId: string) {
  customerOnly(principal);
  const userId = principal.user.id;
  const orderId = ctx.ids.uuid();
  const command = (at: string) => ({
    type: 'CreateStandingOrder' as const, orderId, userId, details: body.details, amount: parseAmount(body.amount, 'USD') ?? 0, description: body.description,
    frequency: body.frequency, startDate: body.startDate, endDate: body.endDate || null, count: body.count ?? null, at,
  });
  // The order's own mistakes are refused before the PIN is counted.
  standingOrderDecider.decide(command(ctx.clock.now().toISOString()), standingOrderDecider.initialState);
  const events = await withPinChecked(ctx, principal, { pin: body.pin, pinField: 'pin', subject: `standing-order-${orderId}` }, requestId, async (reads, at) => {
    const stream = await reads.load<StandingOrderEvent>(standingOrderStream(orderId));
    const decided = standingOrderDecider.decide(command(at), foldStandingOrder(stream.events));
    return { appends: [{ streamId: stream.streamId, events: decided }], result: decided };
  });
  return { success: true, order: standingOrderItem(events.reduce(standingOrderDecider.evolve, standingOrderDecider.initialState)) };
}

/** Pause, resume or cancel one of the customer's own orders. */
export async function changeStandingOrder(ctx: BankContext, principal: Principal, body: { orderId: string; change: 'pause' | 'resume' | 'cancel' }, requestId: string) {
  customerOnly(principal);
  const at = ctx.clock.now().toISOString();
  const type = ({ pause: 'PauseStandingOrder', resume: 'ResumeStandingOrder', cancel: 'CancelStandingOrder' } as const)[body.change];
  const { state } = await handle(ctx.store, { actor: principal.user.id, at, requestId }, standingOrderDecider, standingOrderStream(body.orderId), { type, userId: principal.user.id, at });
  return { success: true, order: standingOrderItem(state) };
}
