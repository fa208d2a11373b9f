/**
 * One step-up policy for every door that moves money, changes where money can go or changes a
 * credential (DECISIONS 30, DESIGN convention 12): a table a reader can check at a glance, read by
 * every door instead of each deciding for itself, and the one coded step it drives: the lock
 * refuses what the table says it refuses, and a compared code counts on the customer's one lock
 * (money-lock.ts) when the table says it counts. docs/security.md repeats the table.
 */
import type { Decider } from '../decider.ts';
import { refuse } from '../errors.ts';
import { decideCodeOutcome, evolveMoneyGuard, initialMoneyGuard, moneyLockMessages, type MoneyGuard, type MoneyLockEvent } from './money-lock.ts';

export const stepUpOperations = [
  'transfer-local', 'transfer-international', 'transfer-bitcoin', 'loan-repayment', 'standing-order-create', 'standing-order-resume',
  'standing-order-run', 'loan-collection', 'loan-disbursement', 'group-loan-disbursement', 'loan-write-off', 'collection-sheet', 'collection-review', 'loan-provisioning', 'payee-add', 'password-change', 'pin-change', 'email-change', 'statement-to-other-address', 'card-reveal',
] as const;

export type StepUpOperation = (typeof stepUpOperations)[number];

export interface StepUpRule {
  /** Who starts it: the customer at a door, the bank's dated job, staff (signed in, their role checked by the function table), or nobody. */
  by: 'customer' | 'job' | 'two administrators' | 'two staff' | 'loan officer' | 'branch manager' | 'not offered';
  /** The transaction PIN is checked (its failures count on the one PIN counter: 5 wrong, 15 minutes). */
  pin: boolean;
  /** A one-time code e-mailed to the customer's own address is checked (5 minutes, 5 tries). */
  code: boolean;
  /** A new payee's cooling-off applies to the money it moves (payees/cooling-off.ts). */
  coolingOff: boolean;
  /** Its wrong codes count, per customer across operations, toward the one money-movement lock. */
  codesCountTowardLock: boolean;
  /** The lock refuses it (a job skips it and says so). */
  refusedWhileLocked: boolean;
  /** Why, in one sentence. */
  why: string;
}

/** The one table. A row's door reads it; the decider tests walk every row. */
export const stepUpPolicy = {
  'transfer-local': { by: 'customer', pin: true, code: true, coolingOff: true, codesCountTowardLock: true, refusedWhileLocked: true, why: 'Money leaves to another account.' },
  'transfer-international': { by: 'customer', pin: true, code: true, coolingOff: true, codesCountTowardLock: true, refusedWhileLocked: true, why: 'Money leaves to another bank abroad.' },
  'transfer-bitcoin': { by: 'customer', pin: true, code: true, coolingOff: false, codesCountTowardLock: true, refusedWhileLocked: true, why: 'Money leaves to an address; addresses are not payees and the USD payee threshold does not apply to BTC.' },
  'loan-repayment': { by: 'customer', pin: true, code: true, coolingOff: false, codesCountTowardLock: true, refusedWhileLocked: true, why: 'Money leaves savings, to the bank only: no payee to cool off.' },
  'standing-order-create': { by: 'customer', pin: true, code: true, coolingOff: true, codesCountTowardLock: true, refusedWhileLocked: true, why: 'It moves money later without the customer: created as a payee is added.' },
  'standing-order-resume': { by: 'customer', pin: true, code: true, coolingOff: true, codesCountTowardLock: true, refusedWhileLocked: true, why: 'Resuming lets a paused order move money again.' },
  'standing-order-run': { by: 'job', pin: false, code: false, coolingOff: true, codesCountTowardLock: false, refusedWhileLocked: true, why: 'A locked customer\'s occurrences are skipped and the customer is told.' },
  'loan-collection': { by: 'job', pin: false, code: false, coolingOff: false, codesCountTowardLock: false, refusedWhileLocked: false, why: 'Collecting what the customer owes the bank moves nothing to a stranger; skipping it would only put the loan in arrears.' },
  'loan-disbursement': { by: 'two administrators', pin: false, code: false, coolingOff: false, codesCountTowardLock: false, refusedWhileLocked: false, why: 'The bank\'s money goes to the borrower\'s own savings only; maker-checker instead: one administrator recommends, a different one approves, then it is paid out.' },
  'group-loan-disbursement': { by: 'two staff', pin: false, code: false, coolingOff: false, codesCountTowardLock: false, refusedWhileLocked: false, why: 'Each member\'s part goes to their own savings only; maker-checker instead: the officer proposes, the branch\'s manager or an administrator (not the proposer) approves and pays out.' },
  'loan-write-off': { by: 'two administrators', pin: false, code: false, coolingOff: false, codesCountTowardLock: false, refusedWhileLocked: false, why: 'Moves only the bank\'s own accounts (the outstanding against the allowance); maker-checker instead: one proposes with a reason, a different one approves.' },
  'collection-sheet': { by: 'loan officer', pin: false, code: false, coolingOff: false, codesCountTowardLock: false, refusedWhileLocked: false, why: 'Cash the member handed over in the field comes in; nothing leaves to a stranger, each line posts once and the member is texted a receipt.' },
  'collection-review': { by: 'branch manager', pin: false, code: false, coolingOff: false, codesCountTowardLock: false, refusedWhileLocked: false, why: 'A held sheet line is the cash the member handed over: posted up to what is due now, or rejected with a reason, by the manager of its branch; nothing leaves to a stranger and a line is resolved once.' },
  'loan-provisioning': { by: 'job', pin: false, code: false, coolingOff: false, codesCountTowardLock: false, refusedWhileLocked: false, why: 'The month-end allowance adjustment moves only the bank\'s own accounts.' },
  'payee-add': { by: 'customer', pin: true, code: true, coolingOff: true, codesCountTowardLock: true, refusedWhileLocked: true, why: 'It changes where money can go; a new payee starts its cooling-off.' },
  'password-change': { by: 'customer', pin: true, code: true, coolingOff: false, codesCountTowardLock: true, refusedWhileLocked: true, why: 'A new password takes the account over; the e-mailed reset link stays open to the owner.' },
  'pin-change': { by: 'customer', pin: true, code: true, coolingOff: false, codesCountTowardLock: true, refusedWhileLocked: true, why: 'The PIN guards every other row.' },
  'email-change': { by: 'not offered', pin: false, code: false, coolingOff: false, codesCountTowardLock: false, refusedWhileLocked: false, why: 'Customers cannot change their e-mail; an administrator does it with a reason, recorded (EmailChanged).' },
  'statement-to-other-address': { by: 'customer', pin: true, code: true, coolingOff: false, codesCountTowardLock: true, refusedWhileLocked: true, why: 'The whole statement leaves to a stranger\'s mailbox; the code goes to the customer\'s own address.' },
  'card-reveal': { by: 'customer', pin: true, code: false, coolingOff: false, codesCountTowardLock: false, refusedWhileLocked: true, why: 'The full card number can spend money; shown on the screen only, after the PIN.' },
} as const satisfies Record<StepUpOperation, StepUpRule>;

export const stepUpRule = (operation: StepUpOperation): StepUpRule => stepUpPolicy[operation];

/** The row of each kind of transfer. */
export const transferOperation = { local: 'transfer-local', international: 'transfer-international', bitcoin: 'transfer-bitcoin' } as const satisfies Record<string, StepUpOperation>;

/** The lock refuses what its row says it refuses; every door calls this before it acts and again in its decision. */
export function requireAllowed(operation: StepUpOperation, guard: MoneyGuard): void {
  if (stepUpPolicy[operation].refusedWhileLocked && guard.lock) refuse('locked', moneyLockMessages.locked);
}

export interface CodeChecked {
  /** What the code was for (a transfer, a change id): recorded on the counting event. */
  subject: string;
  /** Whether a code was actually compared: an expired or finished step is not a guess and counts nothing. */
  compared: boolean;
  matches: boolean;
  at: string;
}

/**
 * The one coded step's count: a compared code of an operation whose row counts is recorded on the
 * customer's guard (a right one resets the row, the 5th wrong in a row or 10th in a day locks).
 */
export function decideCodeCounted(check: CodeChecked & { operation: StepUpOperation }, guard: MoneyGuard): MoneyLockEvent[] {
  if (!check.compared || !stepUpPolicy[check.operation].codesCountTowardLock) return [];
  return decideCodeOutcome({ transferId: check.subject, matches: check.matches, at: check.at }, guard);
}

/** When the counted events lock money movement, the instant they do. */
export const lockedAt = (events: readonly MoneyLockEvent[]): string | null =>
  events.find((e) => e.type === 'MoneyMovementLocked')?.data.at ?? null;

/** What the one coded step decides: the counts to append, and for a wrong code the refusal (423 when it locked). */
export type CodedOutcome =
  | { ok: true; counted: MoneyLockEvent[] }
  | { ok: false; counted: MoneyLockEvent[]; refusal: { code: 'locked' | 'validation'; message: string }; lockedAt: string | null };

/**
 * The one coded step, pure: the lock refuses what the row says (thrown, nothing recorded), a
 * compared code counts when the row says so, and a wrong one is refused with the step's own
 * message, or with the lock's when this code took it. Every door that checks a code composes it.
 */
export function decideCodedStep(check: CodeChecked & { operation: StepUpOperation; message: string }, guard: MoneyGuard): CodedOutcome {
  // The row's decider: the lock refuses what the row says, a compared code counts when it says so.
  const counted = [...stepUpDecider(check.operation).decide({ type: 'CheckCode', ...check }, guard)];
  if (check.matches) return { ok: true, counted };
  const locked = lockedAt(counted);
  return { ok: false, counted, lockedAt: locked, refusal: locked ? { code: 'locked', message: moneyLockMessages.locked } : { code: 'validation', message: check.message } };
}

export type StepUpCommand = { type: 'Attempt'; at: string } | ({ type: 'CheckCode' } & CodeChecked);

/** One row as a decider over the customer's guard, so a given/when/then walks what the row means. */
export function stepUpDecider(operation: StepUpOperation): Decider<StepUpCommand, MoneyLockEvent, MoneyGuard> {
  return {
    initialState: initialMoneyGuard,
    evolve: evolveMoneyGuard,
    decide(command, guard) {
      requireAllowed(operation, guard);
      return command.type === 'Attempt' ? [] : decideCodeCounted({ operation, ...command }, guard);
    },
  };
}
