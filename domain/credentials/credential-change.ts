/**
 * A signed-in customer changing their password or PIN (`credential-change-<id>`): the current
 * PIN first, then a one-time code e-mailed to them, bound to this change and its purpose, valid
 * 5 minutes for 5 tries (the transfer codes' rules, DECISIONS 13). The new hashes are set on the
 * credentials stream with CredentialsSet in the same append as CredentialChangeCompleted.
 */
import { z } from 'zod';
import type { EventUnion } from '../event-union.ts';
import { foldEvents, type Decider } from '../decider.ts';
import { english, refuse } from '../errors.ts';
import { CODE_TTL_MS, MAX_CODE_TRIES } from '../transfer/process.ts';

export const credentialChangeStream = (changeId: string): string => `credential-change-${changeId}`;

/** What a code lets the customer do: change the password, change the PIN, add a payee (domain/payees), repay a loan (domain/loans), set up or resume a standing order (domain/standing-orders) or e-mail a statement to another address (domain/records/statement-recipient.ts). */
export type CredentialKind = 'password' | 'pin' | 'payee' | 'loan_repayment' | 'standing_order' | 'statement_mail';
const codePurpose = z.enum(['password', 'pin', 'payee', 'loan_repayment', 'standing_order', 'statement_mail']);

export const credentialChangeMessages = {
  notFound: english('codes.notFound'),
  codeInvalid: english('codes.codeInvalid'),
  expired: english('codes.expired'),
  used: english('codes.used'),
  tooMany: english('codes.tooMany'),
  pinRequired: english('signUp.pinLength'),
  pinMismatch: english('signUp.pinMismatch'),
  samePin: english('codes.samePin'),
} as const;

const isoTime = z.string().min(20).max(40);

export const credentialChangeEventSchemas = {
  CredentialChangeRequested: z.object({
    changeId: z.string().min(1).max(64),
    userId: z.string().min(1).max(64),
    kind: codePurpose,
    /** HMAC of the code with the server's secret, the change id and the kind: never the code. */
    codeHash: z.string().min(16).max(128),
    sentTo: z.string().max(254),
    expiresAt: isoTime,
    at: isoTime,
  }),
  CredentialChangeCodeFailed: z.object({ attempt: z.number().int().min(1), at: isoTime }),
  CredentialChangeCompleted: z.object({ kind: codePurpose, at: isoTime }),
  CredentialChangeAbandoned: z.object({ reason: z.string().max(200), at: isoTime }),
};

type Schemas = typeof credentialChangeEventSchemas;
export type CredentialChangeEvent = EventUnion<Schemas>;
type Requested = z.infer<Schemas['CredentialChangeRequested']>;

export interface CredentialChange {
  request: Requested | null;
  failures: number;
  status: 'open' | 'completed' | 'abandoned';
}

function foldCredentialChangeStep(state: CredentialChange, event: CredentialChangeEvent): CredentialChange {
  switch (event.type) {
    case 'CredentialChangeRequested': return { ...state, request: event.data };
    case 'CredentialChangeCodeFailed': return { ...state, failures: event.data.attempt };
    case 'CredentialChangeCompleted': return { ...state, status: 'completed' };
    case 'CredentialChangeAbandoned': return { ...state, status: 'abandoned' };
  }
}

export const foldCredentialChange = (events: readonly CredentialChangeEvent[]): CredentialChange => foldEvents(credentialChangeDecider, events);

/** Opens a change with its hashed code; a change id is used once. */
export function decideRequestChange(request: Omit<Requested, 'expiresAt'>, state: CredentialChange): CredentialChangeEvent[] {
  if (state.request) refuse('conflict', credentialChangeMessages.notFound);
  const expiresAt = new Date(Date.parse(request.at) + CODE_TTL_MS).toISOString();
  return [{ type: 'CredentialChangeRequested', data: { ...request, expiresAt } }];
}

export type CodeVerdict = { ok: true; kind: CredentialKind; events: CredentialChangeEvent[] } | { ok: false; message: string; events: CredentialChangeEvent[] };

/** Checks the code: a wrong one is counted, the fifth or an expired code abandons the change. */
export function decideCheckChangeCode(check: { userId: string; matches: boolean; at: string }, state: CredentialChange): CodeVerdict {
  const request = state.request;
  if (!request || request.userId !== check.userId) return refuse('not_found', credentialChangeMessages.notFound);
  if (state.status === 'completed') return { ok: false, message: credentialChangeMessages.used, events: [] };
  if (state.status === 'abandoned') return { ok: false, message: credentialChangeMessages.tooMany, events: [] };
  if (check.at >= request.expiresAt) return { ok: false, message: credentialChangeMessages.expired, events: [{ type: 'CredentialChangeAbandoned', data: { reason: 'expired', at: check.at } }] };
  if (check.matches) return { ok: true, kind: request.kind, events: [{ type: 'CredentialChangeCompleted', data: { kind: request.kind, at: check.at } }] };
  const attempt = state.failures + 1;
  const failed: CredentialChangeEvent = { type: 'CredentialChangeCodeFailed', data: { attempt, at: check.at } };
  if (attempt >= MAX_CODE_TRIES) return { ok: false, message: credentialChangeMessages.tooMany, events: [failed, { type: 'CredentialChangeAbandoned', data: { reason: 'too many wrong codes', at: check.at } }] };
  return { ok: false, message: credentialChangeMessages.codeInvalid, events: [failed] };
}

/** The new PIN's rules: the specified messages of sign-up (part 1 section 5). */
export function checkNewPin(pin: string, confirmPin: string): void {
  if (!/^\d{4}$/.test(pin)) refuse('validation', credentialChangeMessages.pinRequired, { newPin: credentialChangeMessages.pinRequired });
  if (pin !== confirmPin) refuse('validation', credentialChangeMessages.pinMismatch, { confirmPin: credentialChangeMessages.pinMismatch });
}

export type CredentialChangeCommand =
  | ({ type: 'RequestCredentialChange' } & Omit<Requested, 'expiresAt'>)
  | { type: 'CheckChangeCode'; userId: string; matches: boolean; at: string };

/** One password or PIN change (`credential-change-<id>`): requested with a hashed code, then the code checked. */
export const credentialChangeDecider: Decider<CredentialChangeCommand, CredentialChangeEvent, CredentialChange> = {
  initialState: { request: null, failures: 0, status: 'open' },
  evolve: (state, event) => foldCredentialChangeStep(state, event),
  decide(command, state) {
    if (command.type === 'CheckChangeCode') return decideCheckChangeCode(command, state).events;
    const { type: _type, ...request } = command;
    return decideRequestChange(request, state);
  },
};
