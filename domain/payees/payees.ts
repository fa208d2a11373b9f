/**
 * A customer's saved payees (`payees-<userId>`, one stream per customer): adding one is asked
 * for with the PIN and finished with an e-mailed one-time code (the code itself lives on the
 * `credential-change-<id>` stream, kind 'payee', so codes are checked by one set of rules);
 * a payee's name can be edited, and a payee deleted. The account details never change once
 * saved: new details are a new payee, so they go through the PIN, the code and the cooling-off.
 */
import { z } from 'zod';
import type { EventUnion } from '../event-union.ts';
import { foldEvents, type Decider } from '../decider.ts';
import { english, refuse, wordsOf } from '../errors.ts';
import {
  emptyInternationalTransferForm, emptyLocalTransferForm, firstError, normalizeSwift, validateInternationalTransfer, validateLocalTransfer,
} from '../transfer/form.ts';

export const payeesStream = (userId: string): string => `payees-${userId}`;

/** A customer keeps at most this many payees (a bound on the stream and the page). */
export const MAX_PAYEES = 50;

export const payeeMessages = {
  notFound: english('payees.notFound'),
  tooMany: english('payees.tooMany', { max: MAX_PAYEES }),
  duplicate: english('payees.duplicate'),
  nameRequired: english('payees.nameRequired'),
  requestNotFound: english('payees.requestNotFound'),
} as const;

const isoTime = z.string().min(20).max(40);
export const payeeKind = z.enum(['local', 'international']);
export type PayeeKind = z.infer<typeof payeeKind>;

/** The recipient fields of the transfer form of each kind: what a payee remembers (never an amount or a description). */
export const PAYEE_FIELDS = {
  local: ['recipientName', 'accountNumber', 'routingNumber', 'bankName'],
  international: ['recipientName', 'recipientAddress', 'recipientCity', 'recipientCountry', 'accountNumber', 'swiftCode', 'bankName', 'bankAddress'],
} as const satisfies Record<PayeeKind, readonly string[]>;

const payeeDetails = z.record(z.string().max(40), z.string().max(300));

const payeeData = z.object({
  payeeId: z.string().min(1).max(64),
  kind: payeeKind,
  /** The customer's own name for the payee, shown in lists and pickers. */
  nickname: z.string().min(1).max(100),
  details: payeeDetails,
});

export const payeeEventSchemas = {
  PayeeAddRequested: payeeData.extend({ changeId: z.string().min(1).max(64), at: isoTime }),
  PayeeAdded: payeeData.extend({ changeId: z.string().min(1).max(64), at: isoTime }),
  PayeeRenamed: z.object({ payeeId: z.string().min(1).max(64), nickname: z.string().min(1).max(100), at: isoTime }),
  PayeeDeleted: z.object({ payeeId: z.string().min(1).max(64), at: isoTime }),
};

type Schemas = typeof payeeEventSchemas;
export type PayeeEvent = EventUnion<Schemas>;
type PayeeData = z.infer<typeof payeeData>;
export type PayeeAddedData = z.infer<Schemas['PayeeAdded']>;

export interface Payee extends PayeeData {
  addedAt: string;
}

export interface Payees {
  payees: Payee[];
  /** Requests waiting for their code, by change id. */
  pending: Record<string, PayeeData>;
}

export const initialPayees: Payees = { payees: [], pending: {} };

function evolvePayees(state: Payees, event: PayeeEvent): Payees {
  switch (event.type) {
    case 'PayeeAddRequested': {
      const { changeId, at: _at, ...data } = event.data;
      return { ...state, pending: { ...state.pending, [changeId]: data } };
    }
    case 'PayeeAdded': {
      const { changeId, at, ...data } = event.data;
      const { [changeId]: _done, ...pending } = state.pending;
      return { payees: [...state.payees, { ...data, addedAt: at }], pending };
    }
    case 'PayeeRenamed':
      return { ...state, payees: state.payees.map((p) => (p.payeeId === event.data.payeeId ? { ...p, nickname: event.data.nickname } : p)) };
    case 'PayeeDeleted':
      return { ...state, payees: state.payees.filter((p) => p.payeeId !== event.data.payeeId) };
  }
}

export const foldPayees = (events: readonly PayeeEvent[]): Payees => foldEvents(payeesDecider, events);

/** The payee's fields of its kind, trimmed (SWIFT in capitals), checked by the transfer form's own rules. */
export function validPayeeDetails(kind: PayeeKind, details: Record<string, string>): Record<string, string> {
  const picked: Record<string, string> = {};
  for (const field of PAYEE_FIELDS[kind]) picked[field] = (details[field] ?? '').trim();
  if (kind === 'international') picked.swiftCode = normalizeSwift(picked.swiftCode ?? '');
  const errors: Record<string, string> = kind === 'local'
    ? { ...validateLocalTransfer({ ...emptyLocalTransferForm, ...picked, amount: '1', description: '-' }) }
    : { ...validateInternationalTransfer({ ...emptyInternationalTransferForm, ...picked, amount: '1', description: '-', purpose: 'Other' }) };
  const fieldErrors = Object.fromEntries(Object.entries(errors).filter(([field]) => (PAYEE_FIELDS[kind] as readonly string[]).includes(field)));
  const first = firstError(fieldErrors);
  if (first) refuse('validation', wordsOf(first), fieldErrors);
  return picked;
}

/** Two payees are the same when they pay the same account at the same bank, whatever their names. */
export const samePayee = (kind: PayeeKind, a: Record<string, string>, b: Record<string, string>): boolean =>
  a.accountNumber === b.accountNumber && a.bankName === b.bankName && (kind === 'local' ? a.routingNumber === b.routingNumber : a.swiftCode === b.swiftCode);

/** The saved payee a transfer's details pay, if any: the one the cooling-off is counted from. */
export function payeeFor(state: Payees, kind: PayeeKind, details: Record<string, string>): Payee | null {
  return state.payees.find((p) => p.kind === kind && samePayee(kind, p.details, details)) ?? null;
}

function nicknameOf(nickname: string): string {
  const trimmed = nickname.trim();
  return trimmed ? trimmed : refuse('validation', payeeMessages.nameRequired, { nickname: payeeMessages.nameRequired });
}

function findPayee(state: Payees, payeeId: string): Payee {
  return state.payees.find((p) => p.payeeId === payeeId) ?? refuse('not_found', payeeMessages.notFound);
}

export type PayeeCommand =
  | { type: 'RequestPayee'; changeId: string; payeeId: string; kind: PayeeKind; nickname: string; details: Record<string, string>; at: string }
  | { type: 'AddPayee'; changeId: string; at: string }
  | { type: 'RenamePayee'; payeeId: string; nickname: string; at: string }
  | { type: 'DeletePayee'; payeeId: string; at: string };

function requestPayee(command: Extract<PayeeCommand, { type: 'RequestPayee' }>, state: Payees): PayeeEvent[] {
  const details = validPayeeDetails(command.kind, command.details);
  const nickname = nicknameOf(command.nickname || (details.recipientName ?? ''));
  if (state.payees.length >= MAX_PAYEES) refuse('conflict', payeeMessages.tooMany);
  if (payeeFor(state, command.kind, details)) refuse('conflict', payeeMessages.duplicate);
  return [{ type: 'PayeeAddRequested', data: { changeId: command.changeId, payeeId: command.payeeId, kind: command.kind, nickname, details, at: command.at } }];
}

/** Adds the requested payee once its code was accepted; a request is added once. */
function addPayee(command: Extract<PayeeCommand, { type: 'AddPayee' }>, state: Payees): PayeeEvent[] {
  const pending = state.pending[command.changeId] ?? refuse('not_found', payeeMessages.requestNotFound);
  if (payeeFor(state, pending.kind, pending.details)) refuse('conflict', payeeMessages.duplicate);
  if (state.payees.length >= MAX_PAYEES) refuse('conflict', payeeMessages.tooMany);
  return [{ type: 'PayeeAdded', data: { ...pending, changeId: command.changeId, at: command.at } }];
}

/** The customer's payees: requested with the PIN, added after the code, renamed, deleted. */
export const payeesDecider: Decider<PayeeCommand, PayeeEvent, Payees> = {
  initialState: initialPayees,
  evolve: evolvePayees,
  decide(command, state) {
    switch (command.type) {
      case 'RequestPayee':
        return requestPayee(command, state);
      case 'AddPayee':
        return addPayee(command, state);
      case 'RenamePayee': {
        const payee = findPayee(state, command.payeeId);
        const nickname = nicknameOf(command.nickname);
        return nickname === payee.nickname ? [] : [{ type: 'PayeeRenamed', data: { payeeId: payee.payeeId, nickname, at: command.at } }];
      }
      case 'DeletePayee':
        findPayee(state, command.payeeId);
        return [{ type: 'PayeeDeleted', data: { payeeId: command.payeeId, at: command.at } }];
    }
  },
};
