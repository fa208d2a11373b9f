// Proves the dollar transfer's money policy as given/when/then over the composed payer and payee decision
// (decideTransfer): what arrives on each stream, and each refusal a customer reads word for word (funds with
// the fee, minimum balance, daily and monthly limits, a new payee's cooling-off, own account, frozen or
// suspended), that the step-1 quote (canSend) refuses with the same words as the confirm, and which of these a
// standing order set up now is refused for (canSendLater).
import { describe, expect, it } from 'vitest';
import { DomainError, type DomainErrorCode } from '../errors.ts';
import { defaultSettings, type Settings } from '../settings/defaults.ts';
import { userDecider } from '../user/aggregate.ts';
import type { UserEvent } from '../user/events.ts';
import { foldUser, type User } from '../user/state.ts';
import { canSend, canSendLater, decideTransfer, type SendTransfer, type TransferDecision } from './send.ts';

const AT = '2026-03-10T12:00:00.000Z';
const LONG_AGO = '2026-01-01T00:00:00.000Z';
const admin = { id: 'admin', name: 'Administrator', role: 'admin' as const };

function registered(userId: string, firstName: string, accountNumber: string): UserEvent {
  return {
    type: 'UserRegistered',
    data: {
      userId, role: 'user', email: `${userId}@example.com`, firstName, lastName: 'Obi', phone: '', address: '', city: '', state: '', zipCode: '',
      dateOfBirth: '1990-01-01', ssnLast4: '1234', accountNumber, accountType: 'savings', membershipNumber: null, status: 'active', at: LONG_AGO,
    },
  };
}

/** A stream grown through the user decider, so each history is one the bank could have written. */
function grow(events: UserEvent[], command: Parameters<typeof userDecider.decide>[0]): UserEvent[] {
  return [...events, ...userDecider.decide(command, foldUser(events))];
}
const funded = (events: UserEvent[], usd: number): UserEvent[] =>
  grow(events, { type: 'AdjustBalance', adjustmentId: 'opening', currency: 'USD', amount: usd, reason: 'opening', actor: admin, at: LONG_AGO });

const ada = (usd: number): UserEvent[] => funded([registered('ada', 'Ada', '1000000001')], usd);
const ben = (): UserEvent[] => [registered('ben', 'Ben', '1000000002')];

/** A local transfer to a payee saved long ago (out of its cooling-off) unless the test says otherwise. */
const transfer = (overrides: Partial<SendTransfer> = {}): SendTransfer => ({
  type: 'SendTransfer', transferId: 't1', kind: 'local', amount: 500_00, recipientName: 'Carol Clark', recipientAccount: '1234567890',
  recipientBank: 'Bank of America', description: 'Rent', reference: 'TRF-1', at: AT, payeeAddedAt: LONG_AGO, ...overrides,
});

/** Adds to Ada's history a transfer she made earlier (decided by the same rules), so her limits count it. */
function after(events: UserEvent[], earlier: Partial<SendTransfer>): UserEvent[] {
  return [...events, ...decideTransfer(transfer({ transferId: `t-${earlier.at}`, ...earlier }), { sender: foldUser(events) as User, recipient: null, settings: defaultSettings }).sender];
}

/** Given the payer's stream and (for a customer of this bank) the payee's, when a transfer is sent: the events on each, or the refusal. */
function given(payer: UserEvent[], payee: UserEvent[] | null = null, settings: Settings = defaultSettings) {
  const state = (events: UserEvent[]) => foldUser(events) as User;
  return {
    when(command: SendTransfer) {
      const decide = (): TransferDecision => decideTransfer(command, { sender: state(payer), recipient: payee ? state(payee) : null, settings });
      return {
        /** Folds each stream with its new events: what the payer and the payee then see. */
        then(check: (after: { payer: User; payee: User | null; decision: TransferDecision }) => void): void {
          const decision = decide();
          check({ payer: state([...payer, ...decision.sender]), payee: payee ? state([...payee, ...decision.recipient]) : null, decision });
        },
        thenRefuses(code: DomainErrorCode, message: string): void {
          const refusal = refusalOf(decide);
          expect(refusal.code).toBe(code);
          expect(refusal.message).toBe(message);
          // The quote at step 1 refuses with the confirm's words, so the customer reads it before typing a PIN.
          const quote = { kind: command.kind, amount: command.amount, fee: command.fee ?? settings.fees.transferFee, at: command.at, payeeAddedAt: command.payeeAddedAt, recipientAccount: command.recipientAccount, recipientBank: command.recipientBank };
          expect(refusalOf(() => canSend(quote, state(payer), payee ? state(payee) : null, settings)).message).toBe(message);
        },
      };
    },
  };
}

function refusalOf(decide: () => unknown): DomainError {
  try {
    decide();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('the decision accepted a transfer it should refuse');
}

describe('a dollar transfer, payer and payee decided together', () => {
  it('given Ada with $2,000 and Ben a customer, when Ada sends Ben $500, then $505 leaves Ada with the fee and $500 reaches Ben from "Ada Obi"', () => {
    given(ada(2_000_00), ben()).when(transfer({ recipientAccount: '1000000002', recipientBank: 'Trust Microfinance Bank' })).then(({ payer, payee, decision }) => {
      expect(payer.balances.USD).toBe(1_495_00);
      expect(payee?.balances.USD).toBe(500_00);
      expect(decision.sender.map((e) => e.type)).toEqual(['TransferSent']);
      expect(decision.sender[0]?.data).toMatchObject({ kind: 'internal', amount: 500_00, fee: 5_00, recipientUserId: 'ben' });
      expect(decision.recipient.map((e) => e.type)).toEqual(['TransferReceived']);
      expect(decision.recipient[0]?.data).toMatchObject({ amount: 500_00, senderUserId: 'ada', senderName: 'Ada Obi', senderAccount: '1000000001', description: 'Rent' });
    });
  });

  it('given a payee at another bank, when Ada sends $500, then only her stream changes and the international fee applies to an international transfer', () => {
    given(ada(2_000_00)).when(transfer()).then(({ payer, decision }) => {
      expect(payer.balances.USD).toBe(1_495_00);
      expect(decision.recipient).toEqual([]);
      expect(decision.sender[0]?.data).toMatchObject({ kind: 'local', recipientUserId: null });
    });
    given(ada(2_000_00)).when(transfer({ kind: 'international' })).then(({ payer }) => expect(payer.balances.USD).toBe(1_485_00));
  });

  it('given Ada, when she sends to her own account, then it is refused', () => {
    given(ada(2_000_00), ada(2_000_00)).when(transfer()).thenRefuses('validation', 'You cannot transfer money to your own account.');
  });
});

describe('funds and minimum balance', () => {
  it('given $500, when Ada sends $500, then the fee makes it refused, naming the fee and her balance', () => {
    given(ada(500_00)).when(transfer()).thenRefuses('insufficient_funds', 'Insufficient funds: the amount plus the $5.00 fee exceeds your available balance of $500.00.');
  });

  it('given $600, when Ada sends $496 (leaving $99), then it is refused for the $100 minimum balance; $495 (leaving $100) goes through', () => {
    given(ada(600_00)).when(transfer({ amount: 496_00 })).thenRefuses('insufficient_funds', 'This transfer would take your balance below the minimum balance of $100.00.');
    given(ada(600_00)).when(transfer({ amount: 495_00 })).then(({ payer }) => expect(payer.balances.USD).toBe(100_00));
  });

  it('given a zero or fractional amount, then it is refused as not a valid amount', () => {
    given(ada(600_00)).when(transfer({ amount: 0 })).thenRefuses('validation', 'Please enter a valid amount');
    given(ada(600_00)).when(transfer({ amount: 10.5 })).thenRefuses('validation', 'Please enter a valid amount');
  });
});

describe('daily and monthly transfer limits (amount plus fee)', () => {
  const earlierToday = after(ada(50_000_00), { amount: 9_000_00, at: '2026-03-10T08:00:00.000Z' });

  it('given $9,005 sent earlier today, when Ada sends $995 ($1,000 with the fee), then the daily limit of $10,000 refuses it', () => {
    given(earlierToday).when(transfer({ amount: 995_00 })).thenRefuses('limit_exceeded', 'This transfer would exceed your daily transfer limit of $10,000.00.');
  });

  it('given $9,005 sent earlier today, when Ada sends $990 today or $995 tomorrow, then it goes through', () => {
    given(earlierToday).when(transfer({ amount: 990_00 })).then(({ payer }) => expect(payer.spent.dayTotal).toBe(10_000_00));
    given(earlierToday).when(transfer({ amount: 995_00, at: '2026-03-11T00:00:00.000Z' })).then(({ payer }) => expect(payer.spent.dayTotal).toBe(1_000_00));
  });

  it('given $14,010 sent on earlier days this month and a $15,000 monthly limit, when Ada sends $995, then the monthly limit refuses it; next month it goes through', () => {
    const settings: Settings = { ...defaultSettings, limits: { ...defaultSettings.limits, monthlyTransferLimit: 15_000_00 } };
    const thisMonth = after(after(ada(50_000_00), { amount: 9_000_00, at: '2026-03-01T09:00:00.000Z' }), { amount: 5_000_00, at: '2026-03-02T09:00:00.000Z' });
    given(thisMonth, null, settings).when(transfer({ amount: 995_00 })).thenRefuses('limit_exceeded', 'This transfer would exceed your monthly transfer limit of $15,000.00.');
    given(thisMonth, null, settings).when(transfer({ amount: 995_00, at: '2026-04-01T09:00:00.000Z' })).then(({ payer }) => expect(payer.spent.monthTotal).toBe(1_000_00));
  });
});

describe("a new payee's cooling-off (above $1,000 for 24 hours)", () => {
  it('given details never saved nor paid, when Ada sends $1,000.01, then she reads from when it is allowed; $1,000 goes through', () => {
    given(ada(5_000_00)).when(transfer({ amount: 1_000_01, payeeAddedAt: null }))
      .thenRefuses('limit_exceeded', 'This payee was added recently: transfers above $1,000.00 to it are allowed from Mar 11, 2026, 12:00 UTC.');
    given(ada(5_000_00)).when(transfer({ amount: 1_000_00, payeeAddedAt: null })).then(({ payer }) => expect(payer.balances.USD).toBe(3_995_00));
  });

  it('given a payee saved an hour ago, when Ada sends $2,000, then it is refused until 24 hours after it was saved; 25 hours after, it goes through', () => {
    given(ada(5_000_00)).when(transfer({ amount: 2_000_00, payeeAddedAt: '2026-03-10T11:00:00.000Z' }))
      .thenRefuses('limit_exceeded', 'This payee was added recently: transfers above $1,000.00 to it are allowed from Mar 11, 2026, 11:00 UTC.');
    given(ada(5_000_00)).when(transfer({ amount: 2_000_00, payeeAddedAt: '2026-03-09T11:00:00.000Z' })).then(({ payer }) => expect(payer.balances.USD).toBe(2_995_00));
  });

  it('given details Ada first paid two days ago but never saved, when she sends $2,000 to them, then the first payment counts and it goes through', () => {
    const paidBefore = after(ada(5_000_00), { amount: 100_00, at: '2026-03-08T12:00:00.000Z', payeeAddedAt: null });
    given(paidBefore).when(transfer({ amount: 2_000_00, payeeAddedAt: null })).then(({ payer }) => expect(payer.balances.USD).toBe(2_890_00));
  });
});

describe('accounts money may not leave', () => {
  it('given an account the bank froze, then nothing leaves it', () => {
    const frozen = grow(ada(2_000_00), { type: 'FreezeAccount', frozen: true, reason: 'fraud review', actor: admin, at: LONG_AGO });
    given(frozen).when(transfer()).thenRefuses('forbidden', 'This account is frozen: no money can leave it until it is unfrozen.');
  });

  it('given a suspended customer, then the transfer is refused with the words to contact support', () => {
    const suspended = grow(ada(2_000_00), { type: 'ChangeStatus', to: 'suspended', reason: 'review', actor: admin, at: LONG_AGO });
    given(suspended).when(transfer()).thenRefuses('forbidden', 'Your account is suspended. Please contact support.');
  });
});

describe('a standing order set up now, checked against the rules its runs apply (canSendLater)', () => {
  const order = (overrides: Partial<Parameters<typeof canSendLater>[0]> = {}): Parameters<typeof canSendLater>[0] => ({
    kind: 'local', amount: 500_00, fee: 5_00, at: AT, payeeAddedAt: LONG_AGO, recipientAccount: '1234567890', recipientBank: 'Bank of America',
    firstRunAt: '2026-03-20T12:00:00.000Z', startsToday: false, ...overrides,
  });
  const setUp = (payer: UserEvent[], quote: Parameters<typeof canSendLater>[0], payee: UserEvent[] | null = null) => () =>
    canSendLater(quote, foldUser(payer) as User, payee ? foldUser(payee) as User : null, defaultSettings);

  it('given $50, then an order starting later is set up (funds are checked when it runs), one starting today is refused for funds', () => {
    expect(setUp(ada(50_00), order())).not.toThrow();
    expect(refusalOf(setUp(ada(50_00), order({ startsToday: true, firstRunAt: AT }))).message).toBe('Insufficient funds: the amount plus the $5.00 fee exceeds your available balance of $50.00.');
  });

  it('given any balance, then an order whose one payment exceeds the daily limit is refused when it is set up', () => {
    expect(refusalOf(setUp(ada(50_000_00), order({ amount: 9_996_00 }))).message).toBe('This transfer would exceed your daily transfer limit of $10,000.00.');
  });

  it('given a new payee, then $2,000 an hour from now is refused until the cooling-off ends; its first run two days later is not', () => {
    expect(refusalOf(setUp(ada(5_000_00), order({ amount: 2_000_00, payeeAddedAt: null, firstRunAt: '2026-03-10T13:00:00.000Z' }))).message)
      .toBe('This payee was added recently: transfers above $1,000.00 to it are allowed from Mar 11, 2026, 12:00 UTC.');
    expect(setUp(ada(5_000_00), order({ amount: 2_000_00, payeeAddedAt: null, firstRunAt: '2026-03-12T12:00:00.000Z' }))).not.toThrow();
  });

  it('given Ada as the payee, then an order to her own account is refused', () => {
    expect(refusalOf(setUp(ada(5_000_00), order(), ada(5_000_00))).message).toBe('You cannot transfer money to your own account.');
  });
});
