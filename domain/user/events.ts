/**
 * The events of one user's stream (`user-<id>`): who they are, their status, and every
 * movement of their money, each movement carrying its balanced postings.
 */
import { z } from 'zod';
import type { EventUnion } from '../event-union.ts';
import { adminUserEventSchemas } from '../admin/events.ts';
import { savingsEventSchemas } from '../savings/events.ts';
import { loanUserEventSchemas } from '../loans/user-events.ts';

export const userStream = (userId: string): string => `user-${userId}`;

const currency = z.enum(['USD', 'BTC']);
const minor = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
const posting = z.object({ account: z.string().min(1).max(200), currency, amount: z.number().int() });
const postings = z.array(posting).max(16);
export const userStatus = z.enum(['active', 'pending', 'suspended']);
/** 'user' is a customer; the others are staff (domain/staff/roles.ts). */
export const userRole = z.enum(['admin', 'user', 'auditor', 'branch_manager', 'loan_officer']);
const isoTime = z.string().min(20).max(40);
/** A value date, YYYY-MM-DD (issue 28 item 3: month-end close). */
const valueDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

const depositMethod = z.enum(['bank', 'wire', 'check', 'cash']);
/** The reasons a deposit can be turned down, each with a text the customer reads (deposit.ts). */
export const depositRejectionReason = z.enum(['not_received', 'details_mismatch', 'amount_mismatch', 'check_returned']);

/** Where a customer sends a bank or wire deposit (part 2 section 3, deposit account details). */
export const depositAccountDetails = z.object({
  accountNumber: z.string().max(40),
  routingNumber: z.string().max(20),
  swiftCode: z.string().max(11),
  bankName: z.string().max(120),
  accountType: z.string().max(40),
  beneficiaryName: z.string().max(200),
  beneficiaryAddress: z.string().max(300),
  reference: z.string().max(40),
});

const internationalDetails = z.object({
  recipientAddress: z.string().max(300),
  city: z.string().max(100),
  country: z.string().max(100),
  swiftCode: z.string().max(11),
  bankAddress: z.string().max(300),
  purpose: z.string().max(100),
  /** The currency the recipient asked for; the account is debited in USD. */
  recipientCurrency: z.string().max(3),
});

const bitcoinDetails = z.object({
  walletAddress: z.string().max(100),
  /** US cents per bitcoin at the time of the transfer. */
  btcPrice: z.number().int().min(0),
  /** The amount's value in US cents at that price. */
  usdAmount: z.number().int().min(0),
  priceSource: z.string().max(40),
  /** When the price was fetched; false priceLive means the last known price was used (DECISIONS 29). Absent on older events: live. */
  priceAsOf: z.string().min(20).max(40).optional(),
  priceLive: z.boolean().optional(),
});

export const profileFields = z.object({
  firstName: z.string().max(100),
  lastName: z.string().max(100),
  phone: z.string().max(40),
  address: z.string().max(200),
  city: z.string().max(100),
  state: z.string().max(100),
  zipCode: z.string().max(20),
});

export const userEventSchemas = {
  UserRegistered: profileFields.extend({
    userId: z.string().min(1).max(64),
    role: userRole,
    /** Blank for a customer registered in the field with no e-mail address (docs/field.md). */
    email: z.union([z.literal(''), z.string().min(3).max(254)]),
    dateOfBirth: z.string().max(10),
    ssnLast4: z.string().max(4),
    accountNumber: z.string().regex(/^\d{10}$/),
    accountType: z.literal('savings'),
    membershipNumber: z.string().max(64).nullable(),
    status: userStatus,
    at: isoTime,
  }),
  CardIssued: z.object({
    cardId: z.string().min(1).max(64),
    brand: z.string().max(20),
    kind: z.enum(['debit', 'credit']),
    holder: z.string().max(120),
    last4: z.string().regex(/^\d{4}$/),
    expiry: z.string().regex(/^\d{2}\/\d{2}$/),
    at: isoTime,
  }),
  UserStatusChanged: z.object({
    from: userStatus,
    to: userStatus,
    reason: z.string().max(500),
    by: z.string().min(1),
    byName: z.string(),
    at: isoTime,
  }),
  ProfileUpdated: z.object({ changes: profileFields.partial(), at: isoTime }),
  PreferencesUpdated: z.object({ preferences: z.record(z.string(), z.unknown()), at: isoTime }),
  DepositConfirmed: z.object({
    depositId: z.string().min(1).max(64),
    currency,
    amount: minor,
    method: z.string().max(40),
    by: z.string().min(1),
    /** The administrator's note on how the money arrived (back office only). */
    reason: z.string().max(500).optional(),
    postings,
    at: isoTime,
    /** The day the money was received when earlier than `at` (a back-dated deposit), checked against month-end close. */
    valueDate: valueDate.optional(),
  }),
  DepositRejected: z.object({
    depositId: z.string().min(1).max(64),
    currency: z.literal('USD'),
    amount: minor,
    /** Why, in words the customer is shown (DEPOSIT_REJECTION_REASONS in deposit.ts). */
    reasonCode: depositRejectionReason,
    /** The administrator's own note: shown in the back office and the audit, never to the customer. */
    note: z.string().max(500),
    by: z.string().min(1),
    at: isoTime,
  }),
  DepositRequested: z.object({
    depositId: z.string().min(1).max(64),
    method: depositMethod,
    currency: z.literal('USD'),
    amount: minor,
    reference: z.string().min(1).max(40),
    status: z.literal('Processing'),
    accountDetails: depositAccountDetails.nullable(),
    at: isoTime,
  }),
  TransferSent: z.object({
    transferId: z.string().min(1).max(64),
    kind: z.enum(['local', 'internal', 'international', 'bitcoin']),
    currency,
    amount: minor,
    fee: minor,
    recipientName: z.string().max(120),
    recipientAccount: z.string().max(100),
    recipientBank: z.string().max(120),
    recipientUserId: z.string().max(64).nullable(),
    description: z.string().max(500),
    reference: z.string().max(40),
    /** Recorded for international transfers (DECISIONS 7). */
    international: internationalDetails.optional(),
    /** Recorded for Bitcoin transfers: the price in force, in US cents per BTC (DECISIONS 18). */
    bitcoin: bitcoinDetails.optional(),
    postings,
    at: isoTime,
  }),
  TransferReceived: z.object({
    transferId: z.string().min(1).max(64),
    currency,
    amount: minor,
    senderUserId: z.string().min(1).max(64),
    senderName: z.string().max(120),
    senderAccount: z.string().max(40),
    description: z.string().max(500),
    reference: z.string().max(40),
    postings,
    at: isoTime,
  }),
  CreditScoreRecorded: z.object({
    score: z.number().int().min(300).max(900),
    factors: z.object({
      paymentHistory: z.number().int().min(0).max(100),
      utilization: z.number().int().min(0).max(100),
      age: z.number().int().min(0).max(100),
      mix: z.number().int().min(0).max(100),
      inquiries: z.number().int().min(0).max(100),
    }),
    /** The bureau whose report gave the score, and that report's date (YYYY-MM-DD); absent on early events. */
    bureau: z.string().min(1).max(100).optional(),
    reportDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/).optional(),
    by: z.string().min(1),
    at: isoTime,
  }),
  CardSecretsSealed: z.object({
    cardId: z.string().min(1).max(64),
    /** base64(iv | auth tag | ciphertext) of the full number and CVV under AES-256-GCM; never plain text. */
    sealed: z.string().min(40).max(400),
    at: isoTime,
  }),
  CardFrozen: z.object({ cardId: z.string().min(1).max(64), at: isoTime }),
  CardUnfrozen: z.object({ cardId: z.string().min(1).max(64), at: isoTime }),
  CardRequested: z.object({
    requestId: z.string().min(1).max(64),
    kind: z.enum(['new', 'replacement']),
    replacesCardId: z.string().max(64).nullable(),
    reason: z.string().max(200),
    at: isoTime,
  }),
  DemoTransactionPosted: z.object({
    transactionId: z.string().min(1).max(64),
    type: z.enum(['credit', 'debit']),
    currency,
    amount: minor,
    description: z.string().max(500),
    category: z.string().max(60),
    reference: z.string().max(40),
    status: z.enum(['completed', 'pending', 'failed']),
    /** Balanced postings when completed; empty when the demo row is pending or failed. */
    postings,
    at: isoTime,
  }),
  BalanceAdjusted: z.object({
    adjustmentId: z.string().min(1).max(64),
    currency,
    amount: z.number().int(),
    reason: z.string().min(1).max(500),
    by: z.string().min(1),
    postings,
    at: isoTime,
    /** The day the adjustment takes effect when not today, checked against month-end close. */
    valueDate: valueDate.optional(),
  }),
  ...adminUserEventSchemas,
  ...savingsEventSchemas,
  ...loanUserEventSchemas,
};

export type UserEvent = EventUnion<typeof userEventSchemas>;
export type UserEventOf<K extends UserEvent['type']> = Extract<UserEvent, { type: K }>;
export type DepositRejectionReason = z.infer<typeof depositRejectionReason>;
export type DepositAccountDetails = z.infer<typeof depositAccountDetails>;
export type UserStatus = z.infer<typeof userStatus>;
export type UserRole = z.infer<typeof userRole>;
export type ProfileFields = z.infer<typeof profileFields>;
export type CreditFactors = z.infer<typeof userEventSchemas.CreditScoreRecorded>['factors'];
