/**
 * One transfer's way through the wizard (`transfer-<id>`): requested with its amount, fee
 * and payee, PIN verified, one-time code issued (hash only, bound to amount, currency and
 * payee), failed tries counted, then completed or abandoned. The money itself moves on the
 * users' streams, in the same append as TransferCompleted.
 */
import { z } from 'zod';
import type { EventUnion } from '../event-union.ts';
import type { Decider } from '../decider.ts';
import { english, refuse } from '../errors.ts';

export const transferStream = (transferId: string): string => `transfer-${transferId}`;

/** How long a one-time code stays valid, and how many wrong tries it allows (DECISIONS 13). */
export const CODE_TTL_MS = 5 * 60_000;
export const MAX_CODE_TRIES = 5;

export const processMessages = {
  notFound: english('transfer.notFound'),
  notYours: english('transfer.notFound'),
  pinFirst: english('transfer.pinFirst'),
  codeInvalid: english('transfer.codeInvalid'),
  codeFormat: english('transfer.codeFormat'),
  expired: english('transfer.expired'),
  used: english('transfer.used'),
  tooMany: english('transfer.tooMany'),
  changed: english('transfer.changed'),
  abandoned: english('transfer.abandoned'),
} as const;

const isoTime = z.string().min(20).max(40);
const kind = z.enum(['local', 'international', 'bitcoin']);

export const transferEventSchemas = {
  TransferRequested: z.object({
    transferId: z.string().min(1).max(64),
    userId: z.string().min(1).max(64),
    kind,
    /** The form's fields as entered (strings), validated by the step-1 rules. */
    details: z.record(z.string().max(40), z.string().max(600)),
    currency: z.enum(['USD', 'BTC']),
    amount: z.number().int().min(1),
    fee: z.number().int().min(0),
    /** Names what the code is bound to: amount, currency and payee (see payeeDigest). */
    payeeDigest: z.string().min(16).max(128),
    recipientUserId: z.string().max(64).nullable(),
    /** US cents per BTC when the transfer was priced (Bitcoin only). */
    btcPrice: z.number().int().min(0).nullable(),
    priceSource: z.string().max(40).nullable(),
    /** When that price was fetched, and whether it was live or the last known one (DECISIONS 29). */
    priceAsOf: isoTime.nullable().optional(),
    priceLive: z.boolean().nullable().optional(),
    at: isoTime,
  }),
  PinVerified: z.object({ at: isoTime }),
  OneTimeCodeIssued: z.object({
    /** HMAC of the code with the server's secret, the transfer id and the payee digest. */
    codeHash: z.string().min(16).max(128),
    payeeDigest: z.string().min(16).max(128),
    sentTo: z.string().max(254),
    expiresAt: isoTime,
    at: isoTime,
  }),
  OneTimeCodeFailed: z.object({ attempt: z.number().int().min(1), at: isoTime }),
  TransferCompleted: z.object({ reference: z.string().max(40), at: isoTime }),
  TransferAbandoned: z.object({ reason: z.string().max(200), at: isoTime }),
};

type Schemas = typeof transferEventSchemas;
export type TransferEvent = EventUnion<Schemas>;
export type TransferRequest = z.infer<Schemas['TransferRequested']>;

export interface TransferProcess {
  request: TransferRequest | null;
  pinVerified: boolean;
  code: { hash: string; payeeDigest: string; expiresAt: string; failures: number } | null;
  status: 'open' | 'completed' | 'abandoned';
  reference: string | null;
}

export const initialTransferProcess: TransferProcess = { request: null, pinVerified: false, code: null, status: 'open', reference: null };

export function evolveTransfer(state: TransferProcess, event: TransferEvent): TransferProcess {
  switch (event.type) {
    case 'TransferRequested':
      // A changed request (back to step 1) needs the PIN and a new code again.
      return { ...state, request: event.data, pinVerified: false };
    case 'PinVerified':
      return { ...state, pinVerified: true };
    case 'OneTimeCodeIssued':
      // Wrong tries carry over to a new code: asking for codes again does not buy more guesses.
      return { ...state, code: { hash: event.data.codeHash, payeeDigest: event.data.payeeDigest, expiresAt: event.data.expiresAt, failures: state.code?.failures ?? 0 } };
    case 'OneTimeCodeFailed':
      return state.code ? { ...state, code: { ...state.code, failures: event.data.attempt } } : state;
    case 'TransferCompleted':
      return { ...state, status: 'completed', reference: event.data.reference };
    case 'TransferAbandoned':
      return { ...state, status: 'abandoned' };
  }
}

export const foldTransfer = (events: readonly TransferEvent[]): TransferProcess => events.reduce(evolveTransfer, initialTransferProcess);

/** The canonical text a code is bound to; its digest is computed at the edge. */
export const payeeBinding = (request: Pick<TransferRequest, 'transferId' | 'kind' | 'currency' | 'amount' | 'fee' | 'details'>): string => {
  const payee = request.kind === 'bitcoin'
    ? request.details.recipientAddress
    : `${request.details.recipientName}|${request.details.accountNumber}|${request.details.routingNumber ?? request.details.swiftCode ?? ''}|${request.details.bankName}`;
  return `${request.transferId}|${request.kind}|${request.currency}|${request.amount}|${request.fee}|${payee}`;
};

/** The open request of this user's transfer, or a refusal. */
export function openRequest(state: TransferProcess, userId: string): TransferRequest {
  if (!state.request || state.request.userId !== userId) return refuse('not_found', processMessages.notFound);
  if (state.status === 'completed') return refuse('validation', processMessages.used);
  if (state.status === 'abandoned') return refuse('validation', processMessages.abandoned);
  return state.request;
}

/** After a correct PIN: the code's hash (computed at the edge) is recorded with its expiry. */
export function decideIssueCode(issue: { userId: string; codeHash: string; payeeDigest: string; sentTo: string; at: string }, state: TransferProcess): TransferEvent[] {
  openRequest(state, issue.userId);
  const expiresAt = new Date(Date.parse(issue.at) + CODE_TTL_MS).toISOString();
  return [
    { type: 'PinVerified', data: { at: issue.at } },
    { type: 'OneTimeCodeIssued', data: { codeHash: issue.codeHash, payeeDigest: issue.payeeDigest, sentTo: issue.sentTo, expiresAt, at: issue.at } },
  ];
}

export type CodeVerdict =
  | { ok: true; request: TransferRequest }
  | { ok: false; events: TransferEvent[]; message: string };

/**
 * Checks a presented code. `matches` says whether the HMAC of the presented code equals the
 * recorded hash; `currentDigest` is the digest of the request as it stands now, so a code
 * issued for another amount or payee is refused even when the digits match.
 */
export function decideCheckCode(check: { userId: string; matches: boolean; currentDigest: string; at: string }, state: TransferProcess): CodeVerdict {
  const request = openRequest(state, check.userId);
  const code = state.code;
  if (code && code.payeeDigest !== check.currentDigest) return refuse('validation', processMessages.changed);
  if (!state.pinVerified || !code) return refuse('validation', processMessages.pinFirst);
  if (check.at > code.expiresAt) return { ok: false, events: [{ type: 'TransferAbandoned', data: { reason: 'code expired', at: check.at } }], message: processMessages.expired };
  if (code.failures >= MAX_CODE_TRIES) return refuse('validation', processMessages.tooMany);
  if (check.matches) return { ok: true, request };
  const attempt = code.failures + 1;
  const failed: TransferEvent = { type: 'OneTimeCodeFailed', data: { attempt, at: check.at } };
  if (attempt < MAX_CODE_TRIES) return { ok: false, events: [failed], message: processMessages.codeInvalid };
  return { ok: false, events: [failed, { type: 'TransferAbandoned', data: { reason: 'too many wrong codes', at: check.at } }], message: processMessages.tooMany };
}

export type TransferProcessCommand =
  | { type: 'RequestTransfer'; request: TransferRequest }
  | ({ type: 'IssueCode' } & Parameters<typeof decideIssueCode>[0])
  | ({ type: 'CheckCode' } & Parameters<typeof decideCheckCode>[0])
  | { type: 'CompleteTransfer'; userId: string; reference: string; at: string };

/**
 * One transfer's wizard (`transfer-<id>`): requested, PIN verified with a code issued, the code
 * checked, completed once. Hashes and digests are computed at the edge and travel in the command.
 */
export const transferProcessDecider: Decider<TransferProcessCommand, TransferEvent, TransferProcess> = {
  initialState: initialTransferProcess,
  evolve: evolveTransfer,
  decide(command, state) {
    switch (command.type) {
      case 'RequestTransfer':
        if (state.request) openRequest(state, command.request.userId);
        return [{ type: 'TransferRequested', data: command.request }];
      case 'IssueCode':
        return decideIssueCode(command, state);
      case 'CheckCode': {
        const verdict = decideCheckCode(command, state);
        return verdict.ok ? [] : verdict.events;
      }
      case 'CompleteTransfer':
        openRequest(state, command.userId);
        return [{ type: 'TransferCompleted', data: { reference: command.reference, at: command.at } }];
    }
  },
};
