// Proves the one engine entry: a declared command's roles are loaded and folded (through the fold cache), decided, appended with the versions read, retried on a conflict (a condition role's too, checked with nothing written to it), and answered once per idempotency key; then the composed transfer decisions as given/when/then.
import { describe, expect, it } from 'vitest';
import { credentialsDecider, credentialsStream, type CredentialsEvent, type CredentialsState } from '../../domain/credentials/credentials.ts';
import { DomainError, refuse, technical } from '../../domain/errors.ts';
import { createMemoryStore } from '../store/memory.ts';
import { VersionConflictError, type EventStore } from '../store/types.ts';
import { createEngine } from './engine.ts';
import { decodeEvent } from './event-codec.ts';
import { LiveBank } from './live-bank.ts';
import { withStreamCache } from './stream-cache.ts';
import type { DeclaredCommand, Fold } from '../../domain/command.ts';
import { execute } from './execute.ts';
import { encodeEvent } from './event-codec.ts';
import type { BankEvent } from '../../domain/catalogue.ts';
import { settingsDecider } from '../../domain/settings/decider.ts';
import { defaultSettings } from '../../domain/settings/defaults.ts';
import { SETTINGS_STREAM } from '../../domain/settings/events.ts';
import { confirmTransferCommand, type ConfirmTransferInput } from '../../domain/transfer/confirm.ts';
import { LOCAL_BANKS } from '../../domain/transfer/form.ts';
import { transferStream, type TransferEvent, type TransferRequest } from '../../domain/transfer/process.ts';
import { requestTransferCommand, type RequestTransferInput } from '../../domain/transfer/request.ts';
import { userDecider } from '../../domain/user/aggregate.ts';
import { userStream, type UserEvent } from '../../domain/user/events.ts';
import { foldUser } from '../../domain/user/state.ts';

const at = '2026-11-26T10:00:00.000Z';
const meta = { actor: 'a', at, requestId: 'r' };
interface Input { first: string; second: string | null; refuse?: boolean; key?: string }
type States = { first: CredentialsState; second: CredentialsState };

/** A failed PIN counted on the first customer's stream, a success on the second's when there is one. */
const countPin: DeclaredCommand<Input, States, { attempt: number; secondFailures: number }> = {
  name: 'count-pin',
  folds: { first: credentialsDecider, second: credentialsDecider },
  streams: (input) => ({ first: credentialsStream(input.first), second: input.second === null ? null : credentialsStream(input.second) }),
  locks: (input) => [input.first, ...(input.second ? [input.second] : [])],
  decide(input, states) {
    if (input.refuse) refuse('forbidden', technical('No.'));
    const attempt = states.first.pinFailures + 1;
    const failed: CredentialsEvent = { type: 'PinFailed', data: { at, attempt } };
    const succeeded: CredentialsEvent = { type: 'PinSucceeded', data: { at } };
    return { events: { first: [failed], ...(input.second ? { second: [succeeded] } : {}) }, result: { attempt, secondFailures: states.second.pinFailures } };
  },
};

const idempotentCount = {
  ...countPin,
  idempotency: {
    request: (input: Input) => ({ key: input.key ?? '', userId: input.first, operation: 'count-pin', requestHash: 'h'.repeat(64) }),
    outcome: (result: { attempt: number }) => ({ kind: 'accepted' as const, answer: { attempt: result.attempt } }),
  },
};

const bank = (store: EventStore = createMemoryStore()) => ({ store, engine: createEngine() });
const typesOf = async (store: EventStore, streamId: string) => (await store.readStream(streamId)).map((r) => decodeEvent(r).type);

describe('execute', () => {
  it('folds each role, decides, and appends each role its events in one step', async () => {
    const ctx = bank();
    await execute(ctx, countPin, { first: 'u1', second: 'u2' }, meta);
    const second = await execute(ctx, countPin, { first: 'u1', second: 'u2' }, meta);
    expect(second).toEqual({ attempt: 2, secondFailures: 0 });
    expect(await typesOf(ctx.store, credentialsStream('u1'))).toEqual(['PinFailed', 'PinFailed']);
    expect(await typesOf(ctx.store, credentialsStream('u2'))).toEqual(['PinSucceeded', 'PinSucceeded']);
  });

  it('gives an absent role its initial state and reads nothing for it', async () => {
    const ctx = bank();
    expect(await execute(ctx, countPin, { first: 'u1', second: null }, meta)).toEqual({ attempt: 1, secondFailures: 0 });
    expect(await typesOf(ctx.store, credentialsStream('u1'))).toEqual(['PinFailed']);
  });

  it('appends nothing when the decision refuses', async () => {
    const ctx = bank();
    await expect(execute(ctx, countPin, { first: 'u1', second: 'u2', refuse: true }, meta)).rejects.toMatchObject({ code: 'forbidden' });
    expect(await ctx.store.readStream(credentialsStream('u1'))).toEqual([]);
  });

  it('folds only what is new through the fold cache', async () => {
    let evolved = 0;
    const counting: Fold<CredentialsState> = { initialState: credentialsDecider.initialState, evolve: (s, e) => ((evolved += 1), credentialsDecider.evolve(s, e as CredentialsEvent)) };
    const cached = { ...countPin, folds: { first: counting, second: counting } };
    const memory = createMemoryStore();
    const ctx = bank(withStreamCache(memory, new LiveBank(memory)));
    for (let n = 0; n < 3; n += 1) await execute(ctx, cached, { first: 'u1', second: null }, meta);
    // 0 + 1 + 1 events folded over three runs: each run resumes after the last one it folded.
    expect(evolved).toBe(2);
  });

  it('retries on a version conflict, deciding again on what the other request appended', async () => {
    const memory = createMemoryStore();
    let conflicts = 1;
    const store: EventStore = {
      ...memory,
      append: async (appends) => {
        if (conflicts-- > 0) {
          await memory.append([{ streamId: credentialsStream('u1'), expectedVersion: 0, events: [{ type: 'PinFailed', data: { at, attempt: 1 }, metadata: meta }] }]);
          throw new VersionConflictError(credentialsStream('u1'), 0, 1);
        }
        return memory.append(appends);
      },
    };
    const ctx = bank(store);
    expect(await execute(ctx, countPin, { first: 'u1', second: 'u2' }, meta)).toEqual({ attempt: 2, secondFailures: 0 });
    expect(await typesOf(memory, credentialsStream('u2'))).toEqual(['PinSucceeded']);
  });

  it('checks a condition role at the append with the version read, writing nothing to it, and only beside a write', async () => {
    const memory = createMemoryStore();
    await memory.append([{ streamId: credentialsStream('u2'), expectedVersion: 0, events: [{ type: 'PinSucceeded', data: { at }, metadata: meta }] }]);
    const sent: { streamId: string; expectedVersion: unknown; events: number }[][] = [];
    const store: EventStore = { ...memory, append: async (appends) => (sent.push(appends.map((a) => ({ streamId: a.streamId, expectedVersion: a.expectedVersion, events: a.events.length }))), memory.append(appends)) };
    let decisions = 0;
    const onlyFirst = { ...countPin, conditions: ['second'] as const, decide: (input: Input, states: States) => ((decisions += 1), countPin.decide({ ...input, second: null }, states)) };
    await execute(bank(store), onlyFirst, { first: 'u1', second: 'u2' }, meta);
    expect(sent).toEqual([[{ streamId: credentialsStream('u1'), expectedVersion: 0, events: 1 }, { streamId: credentialsStream('u2'), expectedVersion: 1, events: 0 }]]);
    expect(await typesOf(memory, credentialsStream('u2'))).toEqual(['PinSucceeded']);
    // A change to the condition's stream between the read and the append is a conflict: decided again.
    let raced = false;
    const racing: EventStore = { ...memory, append: async (appends) => {
      if (!raced) {
        raced = true;
        await memory.append([{ streamId: credentialsStream('u2'), expectedVersion: 1, events: [{ type: 'PinSucceeded', data: { at }, metadata: meta }] }]);
      }
      return memory.append(appends);
    } };
    decisions = 0;
    expect(await execute(bank(racing), onlyFirst, { first: 'u1', second: 'u2' }, meta)).toEqual({ attempt: 2, secondFailures: 0 });
    expect(decisions).toBe(2);
    expect(await typesOf(memory, credentialsStream('u1'))).toEqual(['PinFailed', 'PinFailed']);
    // A decision that writes nothing checks nothing.
    sent.length = 0;
    await expect(execute(bank(store), onlyFirst, { first: 'u1', second: 'u2', refuse: true }, meta)).rejects.toMatchObject({ code: 'forbidden' });
    expect(sent).toEqual([]);
  });

  it('answers a retried request with the first outcome and moves nothing twice', async () => {
    const ctx = bank();
    const key = '00000000-0000-4000-8000-000000000001';
    const first = await execute(ctx, idempotentCount, { first: 'u1', second: null, key }, meta);
    const again = await execute(ctx, idempotentCount, { first: 'u1', second: null, key }, meta);
    expect(first).toEqual({ outcome: { kind: 'accepted', answer: { attempt: 1 } }, replayed: false, decided: { attempt: 1, secondFailures: 0 } });
    expect(again).toEqual({ outcome: { kind: 'accepted', answer: { attempt: 1 } }, replayed: true, decided: null });
    expect(await typesOf(ctx.store, credentialsStream('u1'))).toEqual(['PinFailed']);
  });

  it('answers busy (409) under the money lock when conflicts outlast the retries', async () => {
    const memory = createMemoryStore();
    const store: EventStore = { ...memory, append: async () => { throw new VersionConflictError('x', 0, 1); } };
    const error = await execute(bank(store), countPin, { first: 'u1', second: null }, meta).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({ code: 'conflict' });
  });
});

// Given/when/then over the composed transfer decisions, run as the routes run them: streams given, execute, streams and outcome then.
const admin = { id: 'admin', name: 'Administrator', role: 'admin' as const };
const registered = (userId: string, accountNumber: string): UserEvent => ({
  type: 'UserRegistered',
  data: { userId, role: 'user', email: `${userId}@example.com`, firstName: 'Ada', lastName: userId, phone: '', address: '', city: '', state: '', zipCode: '', dateOfBirth: '1990-01-01', ssnLast4: '1234', accountNumber, accountType: 'savings', membershipNumber: null, status: 'active', at },
});
const funded = (userId: string, accountNumber: string, usd: number): UserEvent[] => {
  const events = [registered(userId, accountNumber)];
  return [...events, ...userDecider.decide({ type: 'AdjustBalance', adjustmentId: 'open', currency: 'USD', amount: usd, reason: 'opening', actor: admin, at }, foldUser(events))];
};
const given = (store: EventStore, streamId: string, events: readonly BankEvent[]) => store.append([{ streamId, expectedVersion: 'any', events: events.map((e) => encodeEvent(e, meta)) }]);
const details = { recipientName: 'Bo', accountNumber: '1000000002', routingNumber: '123456789', bankName: LOCAL_BANKS[0], amount: '100.00', description: 'rent' };
const digest = 'd'.repeat(32);
const request: TransferRequest = { transferId: 't1', userId: 'u1', kind: 'local', details, currency: 'USD', amount: 10_000, fee: 250, payeeDigest: digest, recipientUserId: 'u2', btcPrice: null, priceSource: null, at };
const issued: TransferEvent[] = [
  { type: 'TransferRequested', data: request },
  { type: 'PinVerified', data: { at } },
  { type: 'OneTimeCodeIssued', data: { codeHash: 'c'.repeat(32), payeeDigest: digest, sentTo: 'a***@example.com', expiresAt: '2026-11-26T10:05:00.000Z', at } },
];
const confirm = (code: string): ConfirmTransferInput => ({
  transferId: 't1', userId: 'u1', recipientUserId: 'u2', code, reference: 'TRF-20261126-0000000001', at,
  idempotency: { key: '00000000-0000-4000-8000-00000000000a', userId: 'u1', operation: 'transfer-confirm', requestHash: 'h'.repeat(64) },
  codeMatches: (stored) => stored.hash === 'c'.repeat(32) && code === '1234', digestOf: () => digest,
});
async function givenTransfer() {
  const ctx = bank();
  await given(ctx.store, userStream('u1'), funded('u1', '1000000001', 50_000));
  await given(ctx.store, userStream('u2'), [registered('u2', '1000000002')]);
  await given(ctx.store, transferStream('t1'), issued);
  return ctx;
}

describe('the transfer confirm, composed', () => {
  it('moves the money on both customers\' streams with the fee quoted at step 1, completes the transfer and answers the receipt', async () => {
    const ctx = await givenTransfer();
    // The fee in force changed after step 1: the request's fee is charged, not the new one.
    await given(ctx.store, SETTINGS_STREAM, settingsDecider.decide({ type: 'UpdateSettings', category: 'fees', values: { transferFee: 999 }, actor: admin }, defaultSettings));
    const answer = await execute(ctx, confirmTransferCommand, confirm('1234'), meta);
    expect(answer.outcome).toMatchObject({ kind: 'accepted', answer: { receipt: { reference: 'TRF-20261126-0000000001' } } });
    expect(await typesOf(ctx.store, userStream('u1'))).toEqual(['UserRegistered', 'BalanceAdjusted', 'TransferSent']);
    expect(await typesOf(ctx.store, userStream('u2'))).toEqual(['UserRegistered', 'TransferReceived']);
    expect((await typesOf(ctx.store, transferStream('t1'))).at(-1)).toBe('TransferCompleted');
    const sent = (await ctx.store.readStream(userStream('u1'))).map(decodeEvent).at(-1);
    expect(sent).toMatchObject({ type: 'TransferSent', data: { amount: 10_000, fee: 250 } });
  });

  it('refuses a wrong code, counts it on the transfer and the customer\'s guard, keeps the refusal and moves nothing', async () => {
    const ctx = await givenTransfer();
    const answer = await execute(ctx, confirmTransferCommand, confirm('9999'), meta);
    expect(answer.outcome).toEqual({
      kind: 'refused', code: 'validation', message: 'Invalid OTP. Please try again.', fields: { code: 'Invalid OTP. Please try again.' },
      said: { key: 'transfer.codeInvalid' }, fieldsSaid: { code: { key: 'transfer.codeInvalid' } },
    });
    expect((await typesOf(ctx.store, transferStream('t1'))).at(-1)).toBe('OneTimeCodeFailed');
    expect(await typesOf(ctx.store, credentialsStream('u1'))).not.toEqual([]);
    expect(await typesOf(ctx.store, userStream('u1'))).toEqual(['UserRegistered', 'BalanceAdjusted']);
    const again = await execute(ctx, confirmTransferCommand, confirm('9999'), meta);
    expect(again).toMatchObject({ replayed: true, outcome: answer.outcome });
  });

  it('at step 1, quotes the fee from the settings stream and refuses what the confirm would refuse', async () => {
    const ctx = bank();
    await given(ctx.store, userStream('u1'), funded('u1', '1000000001', 50_000));
    await given(ctx.store, SETTINGS_STREAM, settingsDecider.decide({ type: 'UpdateSettings', category: 'fees', values: { transferFee: 300 }, actor: admin }, defaultSettings));
    const start = (amount: number): RequestTransferInput => ({
      transferId: 't2', userId: 'u1', kind: 'local', form: { ...details, bankName: 'Other Bank' }, currency: 'USD', amount, payee: null, price: null, at, digestOf: () => digest,
    });
    expect(await execute(ctx, requestTransferCommand, start(10_000), meta)).toMatchObject({ fee: 300, amount: 10_000 });
    await expect(execute(ctx, requestTransferCommand, start(49_900), meta)).rejects.toMatchObject({ code: 'insufficient_funds' });
  });
});
