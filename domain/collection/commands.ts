/**
 * The collection sheet's declared commands (docs/commands.md), run through `execute`: a line sent
 * by the officer (idempotent: its key is the line's id, chosen by the client, so a resend answers
 * the first outcome and posts nothing twice) and the branch manager's resolution of a queued line.
 * Roles: the field (who may act, the group), the branch's collection stream, the loan and the member,
 * under the member's money lock so a line queues with their online repayments.
 */
import type { IdempotentCommand, IdempotentRequest } from '../command.ts';
import { fieldDecider } from '../field/decider.ts';
import { FIELD_STREAM } from '../field/events.ts';
import { loanDecider } from '../loans/decider.ts';
import { loanStream } from '../loans/events.ts';
import { userDecider } from '../user/aggregate.ts';
import { userStream } from '../user/events.ts';
import type { DeclaredCommand, Fold } from '../command.ts';
import type { BankEvent } from '../catalogue.ts';
import { decideResolveLine, decideSendLine, type LineDecision, type LineStates, type ResolveLine, type SendLine } from './decide-line.ts';
import { collectionStream, type CollectionEvent } from './events.ts';
import { evolveCollection, initialCollectionState, type CollectionState } from './state.ts';

export const collectionFold: Fold<CollectionState> = { initialState: initialCollectionState, evolve: (s, e: BankEvent) => evolveCollection(s, e as CollectionEvent) };

const folds = { field: fieldDecider, collection: collectionFold, loan: loanDecider, customer: userDecider };
const streamsOf = (input: { branchId: string; loanId: string | null; memberId: string }) => ({
  field: FIELD_STREAM, collection: collectionStream(input.branchId), loan: input.loanId ? loanStream(input.loanId) : null, customer: userStream(input.memberId),
});

export const sendLineCommand: IdempotentCommand<SendLine & { request: IdempotentRequest }, LineStates, LineDecision['result']> = {
  name: 'collection-line',
  folds,
  streams: streamsOf,
  locks: (input) => [input.memberId],
  decide: (input, states) => decideSendLine(input, states),
  idempotency: { request: (input) => input.request, outcome: (result) => ({ kind: 'accepted', answer: { ...result } }) },
};

export const resolveLineCommand: DeclaredCommand<ResolveLine, LineStates, LineDecision['result']> = {
  name: 'collection-resolve',
  folds,
  streams: streamsOf,
  locks: (input) => [input.memberId],
  decide: (input, states) => decideResolveLine(input, states),
};
