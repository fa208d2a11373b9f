/**
 * The events of a loan's own stream (`loan-<id>`): every step of its life with the actor and
 * the reason (maker-checker), and the ledger entries that do not touch the customer's account
 * (interest falling due, late fees). Money that reaches or leaves the customer's savings is an
 * event on their own stream (user-events.ts), appended in the same transaction.
 */
import { z } from 'zod';
import type { EventUnion } from '../event-union.ts';
import { amortisations, loanKinds, repaymentFrequencies } from './product.ts';

export const loanStream = (loanId: string): string => `loan-${loanId}`;

const minor = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
const posting = z.object({ account: z.string().min(1).max(200), currency: z.enum(['USD', 'BTC']), amount: z.number().int() });
const postings = z.array(posting).max(16);
const isoTime = z.string().min(20).max(40);
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const actorId = z.string().min(1).max(64);
const actorName = z.string().max(200);
const note = z.string().max(500);

/** The product's terms as they stood when the customer applied: later product changes never alter a loan. */
export const loanTerms = z.object({
  principal: minor,
  term: z.number().int().min(1).max(1560),
  annualRateBps: z.number().int().min(0).max(10_000),
  frequency: z.enum(repaymentFrequencies),
  amortisation: z.enum(amortisations),
  graceOnPrincipal: z.number().int().min(0).max(60),
  lateFee: minor,
  toleranceDays: z.number().int().min(0).max(90),
});

export const scheduledInstalment = z.object({
  number: z.number().int().min(1),
  dueDate: isoDate,
  principal: minor,
  interest: minor,
  balanceAfter: minor,
});

const allocation = z.object({ number: z.number().int().min(1), fees: minor, interest: minor, principal: minor });
export const repaymentSource = z.enum(['automatic', 'customer', 'payoff']);
/** What the customer chose to pay: what is due now, an amount of their own, or the payoff amount today. */
export const repaymentModes = ['due', 'amount', 'payoff'] as const;
export const reminderKinds = ['due_soon', 'missed'] as const;
/**
 * What money beyond what is due does, as the customer chooses: pay the next instalments early
 * (each one covered in full falls due now with its scheduled interest, so nothing is taken on its
 * date) or shorten the loan (prepay principal from the last instalment back; interest is saved).
 */
export const prepayChoices = ['next', 'shorten'] as const;

export const loanEventSchemas = {
  LoanApplied: z.object({
    loanId: z.string().min(1).max(64),
    userId: z.string().min(1).max(64),
    customerName: z.string().max(200),
    productId: z.string().min(1).max(64),
    productName: z.string().max(80),
    kind: z.enum(loanKinds),
    terms: loanTerms,
    purpose: z.string().min(1).max(200),
    /** A member's loan of a joint-liability group loan (domain/field/group-loans.ts): its group and application. */
    group: z.object({ groupId: z.string().min(1).max(64), applicationId: z.string().min(1).max(64) }).optional(),
    at: isoTime,
  }),
  LoanRecommended: z.object({ by: actorId, byName: actorName, note, at: isoTime }),
  LoanApproved: z.object({ by: actorId, byName: actorName, note, at: isoTime }),
  LoanRejected: z.object({ by: actorId, byName: actorName, reason: z.string().min(1).max(500), at: isoTime }),
  LoanDisbursed: z.object({
    by: actorId,
    byName: actorName,
    startDate: isoDate,
    instalments: z.array(scheduledInstalment).min(1).max(1560),
    at: isoTime,
  }),
  /** An instalment's date came (or an early payoff brought it forward, with the interest of the days so far): its interest is now owed, a receivable against interest income. */
  LoanInstalmentFellDue: z.object({ number: z.number().int().min(1), interest: minor, postings, at: isoTime }),
  LoanLateFeeCharged: z.object({ number: z.number().int().min(1), fee: minor, postings, at: isoTime }),
  /** A payment's allocation, fees then interest then principal, oldest instalment first; its money moved on the customer's stream. */
  LoanRepaymentApplied: z.object({
    paymentId: z.string().min(1).max(64),
    source: repaymentSource,
    amount: minor,
    allocations: z.array(allocation).max(1560),
    at: isoTime,
  }),
  /** The customer asked to repay (their PIN was right; the e-mailed code for `changeId` confirms it): the amount as it stood then. */
  LoanRepaymentRequested: z.object({ changeId: z.string().min(1).max(64), mode: z.enum(repaymentModes), amount: minor, prepay: z.enum(prepayChoices).optional(), at: isoTime }),
  /** The customer was told (notification and e-mail) that an instalment is due soon or was missed: once each per instalment and date. */
  LoanReminderSent: z.object({ number: z.number().int().min(1), kind: z.enum(reminderKinds), dueDate: isoDate, amount: minor, at: isoTime }),
  LoanRescheduled: z.object({
    by: actorId,
    byName: actorName,
    reason: z.string().min(1).max(500),
    /** The instalments that replace every one not yet due. */
    instalments: z.array(scheduledInstalment).min(1).max(1560),
    at: isoTime,
  }),
  LoanClosed: z.object({ reason: z.enum(['repaid', 'paid_off']), at: isoTime }),
  /** An administrator proposes writing the loan off, with a reason: a different administrator must approve it (maker-checker). */
  LoanWriteOffProposed: z.object({ by: actorId, byName: actorName, reason: z.string().min(1).max(500), at: isoTime }),
  /**
   * A second administrator approved the write-off: the outstanding principal is charged to the
   * allowance for loan losses, the interest and fees still receivable are reversed out of income,
   * and the loan is written off (the customer sees it so).
   */
  LoanWrittenOff: z.object({ by: actorId, byName: actorName, proposedBy: actorId, proposedByName: actorName, reason: z.string().min(1).max(500), principal: minor, interest: minor, fees: minor, postings, at: isoTime }),
  /** Money paid on a loan already written off: income (recoveries), not the loan receivable; its money moved on the customer's stream. */
  LoanRecoveryPosted: z.object({ paymentId: z.string().min(1).max(64), amount: minor, at: isoTime }),
};

export type LoanEvent = EventUnion<typeof loanEventSchemas>;
export type LoanEventOf<K extends LoanEvent['type']> = Extract<LoanEvent, { type: K }>;
export type LoanTerms = z.infer<typeof loanTerms>;
export type RepaymentSource = z.infer<typeof repaymentSource>;
export type Allocation = z.infer<typeof allocation>;
export type RepaymentMode = (typeof repaymentModes)[number];
export type ReminderKind = (typeof reminderKinds)[number];
export type PrepayChoice = (typeof prepayChoices)[number];
