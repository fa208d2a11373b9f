/**
 * The money alerts reactor: after every event that posts to a customer's account (a transfer sent
 * or received, a standing order, a loan's collection, pay-out or repayment, a confirmed deposit,
 * savings interest, a balance adjustment, a journal entry), the alerts their choices call for
 * (domain/alerts/alerts.ts movementAlerts) are recorded and e-mailed. It folds only what the rule
 * needs: each customer's USD balance just before each movement, taken from the live view's book
 * and walked back over their own events since (balancesAt).
 */
import { MONEY_MOVEMENT_TYPES, movementAlerts, type Alert, type AlertsState } from '../../domain/alerts/alerts.ts';
import type { Language } from '../../domain/i18n/language.ts';
import { customerAccount } from '../../domain/ledger/accounts.ts';
import type { UserEvent } from '../../domain/user/events.ts';
import { alertsOf, sendAlerts } from '../bank/alerts-service.ts';
import type { BankContext } from '../bank/context.ts';
import { languageOfCustomer } from '../bank/customer-language.ts';
import { decodeEvent } from '../engine/event-codec.ts';
import { readAsOfFollower } from '../engine/stream-cache.ts';
import type { RecordedEvent } from '../store/types.ts';
import type { Reactor } from './reactor.ts';

interface Customer {
  alerts: AlertsState;
  language: Language;
}

interface AlertsInput {
  /** Customers with alert choices, by id; the others are never decided on. */
  customers: Map<string, Customer>;
  /** Each movement's decoded event and the customer's USD balance just before it, by log position. */
  movements: Map<number, { event: UserEvent; balanceBefore: number }>;
}

interface AlertsToSend {
  userId: string;
  alerts: Alert[];
  language: Language;
  position: number;
}

const USER_PREFIX = 'user-';
const customerOf = (event: RecordedEvent): string | null => (event.streamId.startsWith(USER_PREFIX) ? event.streamId.slice(USER_PREFIX.length) : null);

/** What one recorded event added to an account (its postings there); a customer's account moves only on their own stream. */
export function postedTo(account: string, event: RecordedEvent): number {
  const postings = (event.data as { postings?: unknown }).postings;
  if (!Array.isArray(postings)) return 0;
  return (postings as { account: string; amount: number }[]).reduce((sum, p) => sum + (p.account === account ? p.amount : 0), 0);
}

/**
 * A customer's own events with a position in (after, upTo], oldest first, as the live view has them.
 * A customer's account moves only on their own stream, so these are every posting to it in that
 * range; read through the stream cache, they cost the customer's few events since, never the log's.
 */
export async function ownEventsBetween(ctx: BankContext, userId: string, after: number, upTo: number): Promise<RecordedEvent[]> {
  const stream = await readAsOfFollower(ctx.store, `${USER_PREFIX}${userId}`);
  let start = stream.length;
  while (start > 0 && stream[start - 1]!.position > after) start -= 1;
  return stream.slice(start).filter((event) => event.position <= upTo);
}

/**
 * Each customer's USD balance as of `upTo`: the live view's book at its own position, less what
 * their own stream posted after `upTo`. Walking their streams rather than the log between keeps a
 * reactor's catch-up on a backlog linear: a page of receipts no longer reads the whole backlog after it.
 */
export async function balancesAt(ctx: BankContext, userIds: readonly string[], upTo: number): Promise<Map<string, number>> {
  const view = await ctx.live.catchUp();
  // Read in the same turn as the position, before any await lets the view move on.
  const position = view.position;
  const balances = new Map(userIds.map((id) => [id, view.book.get(customerAccount(id, 'USD')) ?? 0]));
  if (position < upTo) throw new Error(`The live view at ${position} is behind the reactor at ${upTo}`);
  for (const userId of userIds) {
    const account = customerAccount(userId, 'USD');
    for (const event of await ownEventsBetween(ctx, userId, upTo, position)) balances.set(userId, balances.get(userId)! - postedTo(account, event));
  }
  return balances;
}

async function load(ctx: BankContext, events: readonly RecordedEvent[], upTo: number): Promise<AlertsInput> {
  const customers = new Map<string, Customer>();
  for (const userId of new Set(events.map(customerOf).filter((id): id is string => id !== null))) {
    const alerts = await alertsOf(ctx, userId);
    if (alerts.prefs) customers.set(userId, { alerts, language: await languageOfCustomer(ctx, userId) });
  }
  const movements = new Map<number, { event: UserEvent; balanceBefore: number }>();
  if (customers.size === 0) return { customers, movements };
  const balances = await balancesAt(ctx, [...customers.keys()], upTo);
  // Walk the page back from its end: the balance before a movement is the one after it less what it posted.
  for (const event of [...events].reverse()) {
    const userId = customerOf(event);
    if (!userId || !balances.has(userId)) continue;
    const before = balances.get(userId)! - postedTo(customerAccount(userId, 'USD'), event);
    balances.set(userId, before);
    movements.set(event.position, { event: decodeEvent(event) as UserEvent, balanceBefore: before });
  }
  return { customers, movements };
}

function decide(input: AlertsInput, event: RecordedEvent): AlertsToSend[] {
  const userId = customerOf(event);
  const customer = userId ? input.customers.get(userId) : undefined;
  const movement = input.movements.get(event.position);
  if (!userId || !customer || !movement) return [];
  const alerts = movementAlerts(customer.alerts, { userId, version: event.version, ...movement }, customer.language);
  return alerts.length > 0 ? [{ userId, alerts, language: customer.language, position: event.position }] : [];
}

export const moneyAlertsReactor: Reactor<BankContext, AlertsInput, AlertsToSend> = {
  name: 'money-alerts',
  eventTypes: MONEY_MOVEMENT_TYPES,
  load,
  decide,
  effect: (ctx, send) => sendAlerts(ctx, send.userId, send.alerts, send.language, `reactor-money-alerts-${send.position}`),
};
