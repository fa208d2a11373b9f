/**
 * The deposit and adjustment commands on one customer's stream, declared (domain/command.ts):
 * each reads the customer (and the settings in force for a deposit's instructions), holds the
 * customer's money lock so it queues with their transfers, and decides through userDecider.
 */
import type { DeclaredCommand } from '../command.ts';
import { refuse, said } from '../errors.ts';
import type { Currency } from '../money/money.ts';
import { settingsDecider } from '../settings/decider.ts';
import type { Settings } from '../settings/defaults.ts';
import { SETTINGS_STREAM } from '../settings/events.ts';
import { userDecider } from './aggregate.ts';
import { checkValueDate } from '../periods/closed-guard.ts';
import { PERIODS_STREAM } from '../periods/events.ts';
import { periodsDecider, type Periods } from '../periods/periods.ts';
import { decideUser, type Actor } from './decider.ts';
import { decideDepositRequest } from './deposit.ts';
import { userStream, type DepositRejectionReason, type UserEvent } from './events.ts';
import { evolveUser, type User, type UserState } from './state.ts';

const after = (user: UserState, events: readonly UserEvent[]): User => events.reduce(evolveUser, user) as User;

export interface RequestDepositInput { userId: string; depositId: string; method: string; amount: string; reference: string; at: string }

/** A customer's deposit instruction: no money moves; the bank's account details come from the settings in force. */
export const requestDepositCommand: DeclaredCommand<RequestDepositInput, { customer: UserState; settings: Settings }, { user: User; events: UserEvent[] }> = {
  name: 'deposit-create',
  folds: { customer: userDecider, settings: settingsDecider },
  streams: (input) => ({ customer: userStream(input.userId), settings: SETTINGS_STREAM }),
  locks: (input) => [input.userId],
  decide(input, { customer, settings }) {
    if (!customer.exists) return refuse('not_found', said('session.userNotFound'));
    const { userId: _userId, ...request } = input;
    const events = decideDepositRequest({ type: 'RequestDeposit', ...request, settings }, customer);
    return { events: { customer: events }, result: { user: after(customer, events), events } };
  },
};

export interface DecideDepositInput {
  userId: string;
  depositId: string;
  decision: { type: 'confirm'; reason?: string; valueDate?: string } | { type: 'reject'; reasonCode: DepositRejectionReason; note: string };
  actor: Actor;
  at: string;
}

/** A money-moving entry's value date, once it is known to move money: not in the future, not inside a closed month. */
function datedEntry(periods: Periods, events: readonly UserEvent[], valueDate: string | undefined, at: string): void {
  if (events.length > 0) checkValueDate(periods, valueDate, at);
}

/**
 * An administrator confirms receipt (the money arrives, once) or turns the deposit down; a repeat
 * changes nothing. A receipt back-dated (`valueDate`) into a closed month is refused.
 */
export const decideDepositCommand: DeclaredCommand<DecideDepositInput, { customer: UserState; periods: Periods }, { user: User; alreadyDecided: boolean }> = {
  name: 'deposit-decide',
  folds: { customer: userDecider, periods: periodsDecider },
  streams: (input) => ({ customer: userStream(input.userId), periods: PERIODS_STREAM }),
  conditions: ['periods'],
  locks: (input) => [input.userId],
  decide(input, { customer, periods }) {
    const { depositId, decision, actor, at } = input;
    const deposit = customer.exists ? customer.deposits[depositId] : undefined;
    if (!deposit) return refuse('not_found', said('transfer.depositNotFound'));
    const events = decision.type === 'confirm'
      ? decideUser({ type: 'ConfirmDeposit', depositId, currency: 'USD', amount: deposit.amount, method: deposit.method, ...(decision.reason ? { reason: decision.reason } : {}), ...(decision.valueDate ? { valueDate: decision.valueDate } : {}), actor, at }, customer)
      : decideUser({ type: 'RejectDeposit', depositId, reasonCode: decision.reasonCode, note: decision.note, actor, at }, customer);
    if (decision.type === 'confirm') datedEntry(periods, events, decision.valueDate, at);
    return { events: { customer: events }, result: { user: after(customer, events), alreadyDecided: events.length === 0 } };
  },
};

export interface AdjustBalanceInput { userId: string; adjustmentId: string; currency: Currency; amount: number; reason: string; valueDate?: string; actor: Actor; at: string }

/** A balance adjustment with its required reason (DECISIONS 9 and 10), refused when dated inside a closed month. */
export const adjustBalanceCommand: DeclaredCommand<AdjustBalanceInput, { customer: UserState; periods: Periods }, User> = {
  name: 'balance-adjust',
  folds: { customer: userDecider, periods: periodsDecider },
  streams: (input) => ({ customer: userStream(input.userId), periods: PERIODS_STREAM }),
  conditions: ['periods'],
  locks: (input) => [input.userId],
  decide(input, { customer, periods }) {
    const { userId: _userId, ...command } = input;
    const events = decideUser({ type: 'AdjustBalance', ...command }, customer);
    datedEntry(periods, events, input.valueDate, input.at);
    return { events: { customer: events }, result: after(customer, events) };
  },
};
