// Proves the standing order's rules as given/when/then: creation checks, set-up and resume only with the code's change id,
// pause/resume/cancel by the owner only, each occurrence recorded once whatever the runs (a property), and an occurrence made
// through the transfer rules or skipped with their words (funds, limits, cooling-off from the order's set-up, the money
// lock), late ones within the catch-up window only.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deciderSpec } from '../../tests/support/decider-spec.ts';
import { foldEvents } from '../decider.ts';
import { defaultSettings } from '../settings/defaults.ts';
import { initialUserState, type User } from '../user/state.ts';
import { standingOrderDecider, standingOrderMessages, type CreateStandingOrder } from './decider.ts';
import type { StandingOrderEvent } from './events.ts';
import { decideOccurrence, MAX_CATCH_UP_DAYS } from './run.ts';
import { addDays } from './schedule.ts';

const spec = deciderSpec(standingOrderDecider);
const at = '2026-11-24T06:00:00.000Z';
const details = { recipientName: 'Carol Clark', accountNumber: '1234567890', routingNumber: '123456789', bankName: 'Bank of America' };
const create = (over: Partial<CreateStandingOrder> = {}): CreateStandingOrder => ({
  type: 'CreateStandingOrder', orderId: 'o1', userId: 'u1', details, amount: 100_00, description: 'Rent', frequency: 'monthly', startDate: '2026-11-30', endDate: null, count: 3, at, ...over,
});
const created = (over: Partial<CreateStandingOrder> = {}) => standingOrderDecider.decide(create(over), standingOrderDecider.initialState) as StandingOrderEvent[];

const sender = (usd: number): User => ({
  ...(initialUserState as unknown as User), exists: true, id: 'u1', role: 'user', status: 'active', frozen: false, balances: { USD: usd, BTC: 0 },
  spent: { day: '', dayTotal: 0, month: '', monthTotal: 0 }, paidTo: {}, profile: { firstName: 'Alice', lastName: 'Adams' }, accountNumber: '1111111111',
} as User);

describe('creating, pausing and cancelling', () => {
  it('refuses a start in the past, an end before the start, and an end date with a count', () => {
    spec.given().when(create({ startDate: '2026-11-23' })).thenRefuses('validation', standingOrderMessages.startPast);
    spec.given().when(create({ count: null, endDate: '2026-11-29' })).thenRefuses('validation', standingOrderMessages.endBeforeStart);
    spec.given().when(create({ endDate: '2027-01-01' })).thenRefuses('validation', standingOrderMessages.endAndCount);
    spec.given().when(create({ details: { ...details, accountNumber: '12' } })).thenRefuses('validation', 'Account number must be 10 digits');
    spec.given().when(create({ frequency: 'once', count: 9 })).thenEvents((events) => expect(events[0]).toMatchObject({ data: { frequency: 'once', count: null, endDate: null } }));
  });

  it('lets only the owner pause, resume and cancel, in that order of states', () => {
    spec.given(created()).when({ type: 'PauseStandingOrder', userId: 'u2', at }).thenRefuses('not_found');
    spec.given(created()).when({ type: 'ResumeStandingOrder', userId: 'u1', changeId: 'c1', at }).thenRefuses('conflict', standingOrderMessages.notPaused);
    spec.given(created()).when({ type: 'PauseStandingOrder', userId: 'u1', at }).then([{ type: 'StandingOrderPaused', data: { at } }]);
    spec.given([...created(), { type: 'StandingOrderCancelled', data: { at } }]).when({ type: 'PauseStandingOrder', userId: 'u1', at }).thenRefuses('conflict', standingOrderMessages.cancelled);
  });
});

describe('set up and resumed only with the e-mailed code (issue 25)', () => {
  const { type: _type, ...terms } = create();
  const requested: StandingOrderEvent[] = [{ type: 'StandingOrderRequested', data: { ...terms, endDate: null, count: 3, changeId: 'c1' } }];
  const paused: StandingOrderEvent[] = [...created(), { type: 'StandingOrderPaused', data: { at } }];

  it('records a request with the same checks as creating, and creates it only for its own change id and owner', () => {
    spec.given().when({ ...terms, type: 'RequestStandingOrder', changeId: 'c1' }).then(requested);
    spec.given().when({ ...terms, type: 'RequestStandingOrder', changeId: 'c1', amount: 0 }).thenRefuses('validation', standingOrderMessages.amount);
    spec.given(requested).when({ type: 'ConfirmStandingOrder', userId: 'u1', changeId: 'c2', at }).thenRefuses('not_found', standingOrderMessages.requestNotFound);
    spec.given(requested).when({ type: 'ConfirmStandingOrder', userId: 'u2', changeId: 'c1', at }).thenRefuses('not_found');
    spec.given(requested).when({ type: 'ConfirmStandingOrder', userId: 'u1', changeId: 'c1', at }).then(created());
    spec.given([...requested, ...created()]).when({ type: 'ConfirmStandingOrder', userId: 'u1', changeId: 'c1', at }).thenRefuses('not_found');
  });

  it('resumes a paused order only with the change id its resume was asked under', () => {
    spec.given(created()).when({ type: 'RequestResume', userId: 'u1', changeId: 'r1', at }).thenRefuses('conflict', standingOrderMessages.notPaused);
    spec.given(paused).when({ type: 'ResumeStandingOrder', userId: 'u1', changeId: 'r1', at }).thenRefuses('not_found', standingOrderMessages.requestNotFound);
    const asked: StandingOrderEvent[] = [...paused, { type: 'StandingOrderResumeRequested', data: { changeId: 'r1', at } }];
    spec.given(paused).when({ type: 'RequestResume', userId: 'u1', changeId: 'r1', at }).then(asked.slice(-1));
    spec.given(asked).when({ type: 'ResumeStandingOrder', userId: 'u1', changeId: 'r2', at }).thenRefuses('not_found');
    spec.given(asked).when({ type: 'ResumeStandingOrder', userId: 'u1', changeId: 'r1', at }).then([{ type: 'StandingOrderResumed', data: { at } }]);
  });
});

describe('occurrences', () => {
  const input = (today: string, usd = 10_000_00) => ({ today, at: `${today}T06:00:00.000Z`, sender: sender(usd), recipient: null, settings: defaultSettings, payeeAddedAt: null, reference: 'SO-1' });

  it('are made on their date through the transfer rules, and not before', () => {
    const state = foldEvents(standingOrderDecider, created());
    expect(decideOccurrence(input('2026-11-29'), state)).toBeNull();
    const made = decideOccurrence(input('2026-11-30'), state)!;
    expect(made.order).toMatchObject([{ type: 'StandingOrderOccurrenceExecuted', data: { occurrence: 0, date: '2026-11-30', transferId: 'o1-0' } }]);
    expect(made.sender).toMatchObject([{ type: 'TransferSent', data: { amount: 100_00, fee: 5_00, transferId: 'o1-0' } }]);
  });

  it('are skipped with the transfer rules\' words when funds, limits or the cooling-off fall short', () => {
    const state = foldEvents(standingOrderDecider, created({ amount: 2_000_00 }));
    const short = decideOccurrence(input('2026-11-30', 500_00), state)!;
    expect(short.skipped).toMatchObject({ reason: 'insufficient_funds', message: expect.stringMatching(/^Insufficient funds/) });
    // The event keeps the refusal's key and figures too, so a French reader is told in French (notification-text.unit.spec.ts).
    expect(short.order).toMatchObject([{ type: 'StandingOrderOccurrenceSkipped', data: { said: { key: expect.stringMatching(/^transfer\.insufficient/), params: { usd: 5_00 } } } }]);
    const limited = { ...input('2026-11-30'), settings: { ...defaultSettings, limits: { ...defaultSettings.limits, dailyTransferLimit: 1_000_00 } } };
    expect(decideOccurrence(limited, state)!.skipped).toMatchObject({ reason: 'limit_exceeded' });
    // An order set up the same morning pays a new payee: its cooling-off counts from the set-up.
    const fresh = foldEvents(standingOrderDecider, created({ amount: 2_000_00, startDate: '2026-11-30', at: '2026-11-30T01:00:00.000Z' }));
    expect(decideOccurrence(input('2026-11-30'), fresh)!.skipped).toMatchObject({ reason: 'limit_exceeded', message: expect.stringMatching(/^This payee was added recently/) });
    // Set up days before, its payee has cooled off even if saved as a payee only this morning.
    expect(decideOccurrence({ ...input('2026-11-30'), payeeAddedAt: '2026-11-30T00:00:00.000Z' }, state)!.skipped).toBeNull();
  });

  it('are skipped, and say so, while the customer\'s money movement is locked', () => {
    const state = foldEvents(standingOrderDecider, created());
    const skipped = decideOccurrence({ ...input('2026-11-30'), moneyLocked: true }, state)!;
    expect(skipped.sender).toEqual([]);
    expect(skipped.order).toMatchObject([{ type: 'StandingOrderOccurrenceSkipped', data: { occurrence: 0, reason: 'money_locked', message: expect.stringMatching(/^Money movement is locked/) } }]);
  });

  it('due too long ago are skipped, within the catch-up window are made late', () => {
    const state = foldEvents(standingOrderDecider, created());
    expect(decideOccurrence(input(addDays('2026-11-30', MAX_CATCH_UP_DAYS)), state)!.skipped).toBeNull();
    expect(decideOccurrence(input(addDays('2026-11-30', MAX_CATCH_UP_DAYS + 1)), state)!.skipped).toMatchObject({ reason: 'too_late' });
  });

  it('are each recorded once, whatever the order and repetition of runs (a second server or a retry changes nothing)', () => {
    fc.assert(fc.property(fc.array(fc.integer({ min: 0, max: 120 }), { minLength: 1, maxLength: 30 }), (offsets) => {
      let events: StandingOrderEvent[] = created({ count: 4, frequency: 'weekly' });
      for (const offset of [...offsets].sort((a, b) => a - b)) {
        for (let again = 0; again < 2; again += 1) {
          const decided = decideOccurrence(input(addDays('2026-11-30', offset)), foldEvents(standingOrderDecider, events));
          if (decided) events = [...events, ...decided.order];
        }
      }
      const recorded = events.filter((e) => e.type !== 'StandingOrderCreated').map((e) => (e.data as { occurrence: number }).occurrence);
      expect(recorded).toEqual([...new Set(recorded)]);
      expect(recorded).toEqual(recorded.map((_, i) => i));
      // Recording an occurrence already recorded is no change at all.
      const state = foldEvents(standingOrderDecider, events);
      if (recorded.length) expect(standingOrderDecider.decide({ type: 'RecordOccurrence', occurrence: 0, date: '2026-11-30', at, outcome: { made: false, reason: 'paused', message: 'x' } }, state)).toEqual([]);
    }));
  });
});
