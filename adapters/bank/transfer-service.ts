/**
 * The three steps of every transfer wizard on the server: start (validate, price, check
 * funds and limits), PIN (check the hash, count failures, e-mail a one-time code) and
 * confirm (check the code, move the money once, whatever the retries).
 */
import { createHash, createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { isPinLocked, MAX_PIN_ATTEMPTS, pinLockedMessage, wrongPinMessage } from '../../domain/credentials/credentials.ts';
import { requireAllowed, transferOperation } from '../../domain/credentials/step-up.ts';
import { refuse } from '../../domain/errors.ts';
import { codeEmail } from '../../domain/transfer/code-email.ts';
import { languageOfCustomer } from './customer-language.ts';
import { foldTransfer, payeeBinding, transferStream, type TransferEvent } from '../../domain/transfer/process.ts';
import type { User } from '../../domain/user/state.ts';
import { pendingBitcoinMessage, suspendedMessage } from '../../domain/transfer/send.ts';
import { PIN_SHAPE } from '../../domain/credentials/login-form.ts';
import { transferMessages } from '../../domain/transfer/form.ts';
import { maskEmail } from '../mail/mailer.ts';
import type { Principal } from './auth-service.ts';
import type { BankContext } from './context.ts';
import { currentCredentials, requireUnlocked } from './money-lock-service.ts';
import { afterCodedStep } from './coded-step.ts';
import { requestHash, type IdempotentAnswer, type IdempotentRequest } from '../engine/idempotent.ts';
import { priceTransfer, quoteOf, type TransferKind } from './transfer-pricing.ts';
import { decodeEvent } from '../engine/event-codec.ts';
import { readAsOfFollower } from '../engine/stream-cache.ts';
import { execute } from '../engine/execute.ts';
import { confirmTransferCommand } from '../../domain/transfer/confirm.ts';
import { requestTransferCommand } from '../../domain/transfer/request.ts';
import { verifyTransferPinCommand } from '../../domain/transfer/verify-pin.ts';

export type { TransferKind };

const digest = (request: Parameters<typeof payeeBinding>[0]): string => createHash('sha256').update(payeeBinding(request)).digest('hex');
const codeHash = (ctx: BankContext, transferId: string, payeeDigest: string, code: string): string =>
  createHmac('sha256', ctx.money.otpSecret).update(`${transferId}|${payeeDigest}|${code}`).digest('hex');

function checkMayMoveMoney(user: User, kind: TransferKind): void {
  if (user.status === 'suspended') refuse('forbidden', suspendedMessage);
  if (kind === 'bitcoin' && user.status === 'pending') refuse('forbidden', pendingBitcoinMessage);
}

/** Step 1: validates and prices the transfer, refuses it early when funds or limits fall short. */
export async function startTransfer(ctx: BankContext, principal: Principal, body: { kind: TransferKind; details: Record<string, string>; transferId?: string | undefined }, requestId: string) {
  const view = await ctx.live.catchUp();
  const user = view.users.get(principal.user.id) ?? principal.user;
  checkMayMoveMoney(user, body.kind);
  await requireUnlocked(ctx, user.id, transferOperation[body.kind]);
  const at = ctx.clock.now().toISOString();
  const transferId = body.transferId ?? ctx.ids.uuid();
  const priced = await priceTransfer(ctx, view, user, body.kind, body.details);
  const request = await execute(ctx, requestTransferCommand, { ...priced, transferId, userId: user.id, at, digestOf: digest }, { actor: user.id, at, requestId });
  return { transferId, ...quoteOf(request, priced.payee !== null, priced.price, at) };
}

/**
 * Step 2: checks the PIN; on success e-mails a fresh code bound to this amount and payee.
 * The slow argon2 check runs once, before the retried decision (issue 12 item 6); the decision
 * records its verdict only if the PIN hash it was checked against is still the current one.
 * Within this server, checks of one customer queue (the money lock), so parallel tabs never
 * exhaust the retries.
 */
export async function verifyTransferPin(ctx: BankContext, principal: Principal, body: { transferId: string; pin: string }, requestId: string) {
  if (!PIN_SHAPE.test(body.pin)) refuse('validation', transferMessages.pinLength, { pin: transferMessages.pinLength });
  const userId = principal.user.id;
  const at = ctx.clock.now().toISOString();
  const before = await currentCredentials(ctx, userId);
  // Refused before the slow hash when the lock refuses this kind of transfer; the decision checks again.
  const pending = (await pendingTransfer(ctx, body.transferId)).request;
  if (pending?.userId === userId) requireAllowed(transferOperation[pending.kind], before.money);
  if (isPinLocked(before, at)) refuse('locked', pinLockedMessage);
  const verified = before.pinHash ? await ctx.hasher.verifyPin(before.pinHash, body.pin) : false;
  const code = String(randomInt(0, 10_000)).padStart(4, '0');
  const sentTo = maskEmail(principal.user.email);
  const outcome = await execute(ctx, verifyTransferPinCommand, {
    transferId: body.transferId, userId, verified, pinHash: before.pinHash, sentTo, at, digestOf: digest,
    codeHashOf: (payeeDigest) => codeHash(ctx, body.transferId, payeeDigest, code),
  }, { actor: userId, at, requestId });
  if (outcome.failed >= MAX_PIN_ATTEMPTS) refuse('locked', pinLockedMessage);
  if (outcome.failed) refuse('validation', wrongPinMessage, { pin: wrongPinMessage });
  await ctx.money.mailer.send({ to: principal.user.email, ...codeEmail(code, outcome.request, await languageOfCustomer(ctx, userId)) });
  const issued = outcome.issued.find((e): e is Extract<TransferEvent, { type: 'OneTimeCodeIssued' }> => e.type === 'OneTimeCodeIssued');
  return { codeSentTo: sentTo, expiresAt: issued?.data.expiresAt ?? at };
}

/**
 * Step 3: checks the code and moves the money, exactly once per idempotency key. Every code
 * checked goes through the one coded step (composed in domain/transfer/confirm.ts, the step-up table's row of this kind)
 * and counts on the customer's credentials stream (DECISIONS 26, 30): a wrong one that
 * reaches the customer's limit locks money movement, then sessions end and the unlock link is
 * mailed from `origin`.
 */
export async function confirmTransfer(ctx: BankContext, principal: Principal, body: { transferId: string; code: string }, key: string, requestId: string, origin: string): Promise<IdempotentAnswer> {
  const userId = principal.user.id;
  const idempotency: IdempotentRequest = { key, userId, operation: 'transfer-confirm', requestHash: requestHash(ctx.money.otpSecret, 'transfer-confirm', body) };
  const at = ctx.clock.now().toISOString();
  const moved = await customersMoved(ctx, body.transferId, userId);
  const decided = await execute(ctx, confirmTransferCommand, {
    transferId: body.transferId, userId, recipientUserId: moved[1] ?? null, code: body.code, reference: referenceFor(ctx, at), at, idempotency,
    codeMatches: (issued) => safeEqual(issued.hash, codeHash(ctx, body.transferId, issued.payeeDigest, body.code)), digestOf: digest,
  }, { actor: userId, at, requestId }, principal.viewAt);
  const answer: IdempotentAnswer = { outcome: decided.outcome, replayed: decided.replayed };
  await afterCodedStep(ctx, principal.user, { lockedAt: decided.decided?.lockedAt ?? null }, origin, requestId);
  return answer;
}

/** The payer, and the payee when the transfer is internal: the customers whose streams a confirm writes. */
async function customersMoved(ctx: BankContext, transferId: string, userId: string): Promise<string[]> {
  const state = await pendingTransfer(ctx, transferId);
  const payee = state.request?.userId === userId ? state.request.recipientUserId : null;
  return payee ? [userId, payee] : [userId];
}

/** A transfer's process as this server last saw it, for checks before the retried decision. */
async function pendingTransfer(ctx: BankContext, transferId: string) {
  return foldTransfer((await readAsOfFollower(ctx.store, transferStream(transferId))).map(decodeEvent) as TransferEvent[]);
}

const safeEqual = (a: string, b: string): boolean => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * TRF-YYYYMMDD-dddddddddd: readable on a receipt. Ten random digits, because six collided in the
 * stress run (birthday bound: about one in a thousand transfers a day shared a reference).
 */
function referenceFor(ctx: BankContext, at: string): string {
  return `TRF-${at.slice(0, 10).replace(/-/g, '')}-${ctx.ids.digits(10)}`;
}
