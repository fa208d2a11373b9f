/**
 * The three steps of every transfer wizard on the server: start (validate, price, check
 * funds and limits), PIN (check the hash, count failures, e-mail a one-time code) and
 * confirm (check the code, move the money once, whatever the retries).
 */
import { createHash, createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { credentialsStream, decidePinCheck, foldCredentials, isPinLocked, MAX_PIN_ATTEMPTS, pinLockedMessage, wrongPinMessage, type CredentialsEvent } from '../../domain/credentials/credentials.ts';
import { requireAllowed, transferOperation } from '../../domain/credentials/step-up.ts';
import { refuse, said } from '../../domain/errors.ts';
import type { IdempotencyOutcome } from '../../domain/idempotency/idempotency.ts';
import { settingsDecider } from '../../domain/settings/decider.ts';
import type { Settings } from '../../domain/settings/defaults.ts';
import { SETTINGS_STREAM } from '../../domain/settings/events.ts';
import { codeEmail } from '../../domain/transfer/code-email.ts';
import { languageOfCustomer } from './customer-language.ts';
import { receiptOf } from '../../domain/transfer/receipt.ts';
import { decideCheckCode, decideIssueCode, foldTransfer, openRequest, payeeBinding, transferStream, type TransferEvent, type TransferRequest } from '../../domain/transfer/process.ts';
import { userStream } from '../../domain/user/events.ts';
import { evolveUser, type User } from '../../domain/user/state.ts';
import { decideBitcoinTransfer, decideTransfer, pendingBitcoinMessage, suspendedMessage } from '../../domain/transfer/send.ts';
import { PIN_SHAPE } from '../../domain/credentials/login-form.ts';
import { foldPayees, payeeFor, payeesStream, type PayeeEvent } from '../../domain/payees/payees.ts';
import { transferMessages } from '../../domain/transfer/form.ts';
import { maskEmail } from '../mail/mailer.ts';
import type { Principal } from './auth-service.ts';
import type { BankContext } from './context.ts';
import { withMoneyLock } from '../engine/keyed-lock.ts';
import { currentCredentials, requireUnlocked } from './money-lock-service.ts';
import { afterCodedStep, codedStep } from './coded-step.ts';
import { loadPrior, recordOutcome, requestHash, type IdempotentAnswer, type IdempotentRequest } from '../engine/idempotent.ts';
import { priceTransfer, type TransferKind } from './transfer-pricing.ts';
import { decodeEvent } from '../engine/event-codec.ts';
import type { FoldCache } from '../engine/fold-cache.ts';
import { foldStream } from '../engine/handle.ts';
import { readAsOfFollower } from '../engine/stream-cache.ts';
import { runCommand, type Decision, type Reads } from '../engine/unit-of-work.ts';
import { alertAfterMoney } from './alerts-service.ts';

export type { TransferKind };

const digest = (request: TransferRequest): string => createHash('sha256').update(payeeBinding(request)).digest('hex');
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
  const priced = await priceTransfer(ctx, view, user, body.kind, body.details, transferId, at);
  const request: TransferRequest = { ...priced.request, payeeDigest: '' };
  request.payeeDigest = digest(request);
  await runCommand(ctx.store, { actor: user.id, at, requestId }, async (reads) => {
    const loaded = await reads.load<TransferEvent>(transferStream(transferId));
    if (loaded.events.length > 0) openRequest(foldTransfer(loaded.events), user.id);
    requireAllowed(transferOperation[body.kind], foldCredentials((await reads.load<CredentialsEvent>(credentialsStream(user.id))).events).money);
    return { appends: [{ streamId: loaded.streamId, events: [{ type: 'TransferRequested', data: request } as TransferEvent] }], result: undefined };
  });
  return { transferId, ...priced.quote };
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
  const outcome = await withMoneyLock(ctx.engine.moneyLock, userId, (exclusive) => runCommand(ctx.store, { actor: userId, at, requestId }, async (reads) => {
    const transfer = await reads.load<TransferEvent>(transferStream(body.transferId));
    const request = openRequest(foldTransfer(transfer.events), userId);
    const credentials = await reads.load<CredentialsEvent>(credentialsStream(userId));
    const state = foldCredentials(credentials.events);
    requireAllowed(transferOperation[request.kind], state.money);
    const pinEvents = decidePinCheck({ verified, pinHash: before.pinHash, subject: { transferId: body.transferId }, at }, state);
    const failed = pinEvents[0]?.type === 'PinFailed' ? pinEvents[0].data.attempt : 0;
    const payeeDigest = digest(request);
    const issued = failed ? [] : decideIssueCode(foldTransfer(transfer.events), { userId, codeHash: codeHash(ctx, body.transferId, payeeDigest, code), payeeDigest, sentTo, at });
    return { appends: [{ streamId: credentials.streamId, events: pinEvents }, { streamId: transfer.streamId, events: issued }], result: { failed, request, issued } };
  }, exclusive));
  if (outcome.failed >= MAX_PIN_ATTEMPTS) refuse('locked', pinLockedMessage);
  if (outcome.failed) refuse('validation', wrongPinMessage, { pin: wrongPinMessage });
  await ctx.money.mailer.send({ to: principal.user.email, ...codeEmail(code, outcome.request, await languageOfCustomer(ctx, userId)) });
  const issued = outcome.issued.find((e): e is Extract<TransferEvent, { type: 'OneTimeCodeIssued' }> => e.type === 'OneTimeCodeIssued');
  return { codeSentTo: sentTo, expiresAt: issued?.data.expiresAt ?? at };
}

/**
 * Step 3: checks the code and moves the money, exactly once per idempotency key. Every code
 * checked goes through the one coded step (coded-step.ts, the step-up table's row of this kind)
 * and counts on the customer's credentials stream (DECISIONS 26, 30): a wrong one that
 * reaches the customer's limit locks money movement, then sessions end and the unlock link is
 * mailed from `origin`.
 */
export async function confirmTransfer(ctx: BankContext, principal: Principal, body: { transferId: string; code: string }, key: string, requestId: string, origin: string): Promise<IdempotentAnswer> {
  const userId = principal.user.id;
  const idempotent: IdempotentRequest = { key, userId, operation: 'transfer-confirm', requestHash: requestHash(ctx.money.otpSecret, 'transfer-confirm', body) };
  const at = ctx.clock.now().toISOString();
  const reference = referenceFor(ctx, at);
  const moved = await customersMoved(ctx, body.transferId, userId);
  const decided = await withMoneyLock(ctx.engine.moneyLock, moved, (exclusive) => runCommand<IdempotentAnswer & { lockedAt?: string }>(ctx.store, { actor: userId, at, requestId }, async (reads) => {
    const prior = await loadPrior(reads, idempotent);
    if (prior) return { appends: [], result: { outcome: prior, replayed: true } };
    const transfer = await reads.load<TransferEvent>(transferStream(body.transferId));
    const state = foldTransfer(transfer.events);
    const request = openRequest(state, userId);
    const step = await codedStep(reads, transferOperation[request.kind], { userId, subject: body.transferId, at }, async () => {
      const matches = !!state.code && /^\d{4}$/.test(body.code) && safeEqual(state.code.hash, codeHash(ctx, body.transferId, state.code.payeeDigest, body.code));
      const verdict = decideCheckCode(state, { userId, matches, currentDigest: digest(request), at });
      const events = verdict.ok ? [] : verdict.events;
      return { ok: verdict.ok, compared: verdict.ok || events.some((e) => e.type === 'OneTimeCodeFailed'), message: verdict.ok ? '' : verdict.message, append: { streamId: transfer.streamId, events } };
    });
    if (!step.ok) {
      return { appends: [...step.appends, recordOutcome(idempotent, step.outcome, at)], result: { outcome: step.outcome, replayed: false, ...(step.lockedAt ? { lockedAt: step.lockedAt } : {}) } };
    }
    const moved = await moveMoney(reads, ctx.engine.folds, request, await foldStream(reads, settingsDecider, SETTINGS_STREAM), reference, at);
    const receipt = receiptOf(request, moved.sender, reference, at);
    const outcome: IdempotencyOutcome = { kind: 'accepted', answer: { receipt } };
    const completed: TransferEvent = { type: 'TransferCompleted', data: { reference, at } };
    const appends: Decision<IdempotentAnswer>['appends'] = [...moved.appends, { streamId: transfer.streamId, events: [completed] }, step.counts, recordOutcome(idempotent, outcome, at)];
    return { appends, result: { outcome, replayed: false } };
  }, exclusive));
  const { lockedAt, ...answer } = decided;
  await afterCodedStep(ctx, principal.user, { lockedAt }, origin, requestId);
  if (answer.outcome.kind === 'accepted' && !answer.replayed) alertAfterMoney(ctx, moved, requestId);
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

/** Decides the money events on the sender's (and an internal payee's) stream, with the versions read. */
async function moveMoney(reads: Reads, folds: FoldCache, request: TransferRequest, settings: Settings, reference: string, at: string) {
  const { streamId: senderStream, state: sender } = await folds.loadUser(reads, userStream(request.userId));
  if (!sender.exists) return refuse('not_found', said('session.userNotFound'));
  const description = request.details.description ?? '';
  if (request.kind === 'bitcoin') {
    const events = decideBitcoinTransfer({
      type: 'SendBitcoin', transferId: request.transferId, amount: request.amount, fee: request.fee, walletAddress: request.details.recipientAddress ?? '',
      description, reference, btcPrice: request.btcPrice ?? 0, priceSource: request.priceSource ?? 'default', ...recordedValuation(request), at,
    }, sender);
    return { sender: events.reduce(evolveUser, sender) as User, appends: [{ streamId: senderStream, events }] };
  }
  const paid = request.recipientUserId ? await folds.loadUser(reads, userStream(request.recipientUserId)) : null;
  const recipient = paid?.state ?? null;
  // Read with the same versions as the money: a payee saved a moment ago still cools off.
  const payees = foldPayees((await reads.load<PayeeEvent>(payeesStream(request.userId))).events);
  const payeeAddedAt = payeeFor(payees, request.kind, request.details)?.addedAt ?? null;
  const decision = decideTransfer({
    type: 'SendTransfer', transferId: request.transferId, kind: request.kind, amount: request.amount, fee: request.fee,
    recipientName: request.details.recipientName ?? '', recipientAccount: request.details.accountNumber ?? '', recipientBank: request.details.bankName ?? '',
    description, reference, at, payeeAddedAt, ...(request.kind === 'international' ? { international: internationalOf(request) } : {}),
  }, sender, recipient && recipient.exists ? recipient : null, settings);
  const appends = [{ streamId: senderStream, events: decision.sender }];
  if (paid) appends.push({ streamId: paid.streamId, events: decision.recipient });
  return { sender: decision.sender.reduce(evolveUser, sender) as User, appends };
}

/** The price's time and liveness as the request recorded them; absent on requests made before they were recorded. */
function recordedValuation(request: TransferRequest): { priceAsOf?: string; priceLive?: boolean } {
  return { ...(request.priceAsOf ? { priceAsOf: request.priceAsOf } : {}), ...(typeof request.priceLive === 'boolean' ? { priceLive: request.priceLive } : {}) };
}

function internationalOf(request: TransferRequest) {
  const d = request.details;
  return {
    recipientAddress: d.recipientAddress ?? '', city: d.recipientCity ?? '', country: d.recipientCountry ?? '', swiftCode: d.swiftCode ?? '',
    bankAddress: d.bankAddress ?? '', purpose: d.purpose ?? '', recipientCurrency: d.currency ?? 'USD',
  };
}
