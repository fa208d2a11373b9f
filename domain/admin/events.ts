/**
 * The back office's events on a customer's stream: journal entries an administrator
 * posts, corrects or reverses, account freezes, and identity corrections. Each carries the
 * administrator's id and name, the time and the reason, so the audit history needs nothing else.
 */
import { z } from 'zod';

const currency = z.enum(['USD', 'BTC']);
const minor = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
const posting = z.object({ account: z.string().min(1).max(200), currency, amount: z.number().int() });
const postings = z.array(posting).max(16);
const isoTime = z.string().min(20).max(40);
const reason = z.string().min(1).max(500);
const by = z.string().min(1).max(64);
const byName = z.string().max(200);
/** A journal entry's value date, YYYY-MM-DD (issue 28 item 3). */
const valueDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const adminTransactionKind = z.enum(['deposit', 'withdrawal', 'transfer', 'international_transfer', 'bitcoin_transfer']);
export const adminTransactionStatus = z.enum(['completed', 'pending', 'failed']);

/** The editable part of an admin transaction: what Create and Edit send. */
export const adminTransactionFields = z.object({
  amount: minor,
  fee: minor,
  status: adminTransactionStatus,
  description: z.string().max(500),
  reference: z.string().max(60),
  recipientName: z.string().max(120),
  recipientAccount: z.string().max(40),
  recipientBank: z.string().max(120),
});

export const adminUserEventSchemas = {
  AdminTransactionPosted: adminTransactionFields.extend({
    transactionId: z.string().min(1).max(64),
    kind: adminTransactionKind,
    currency,
    /** Price of one BTC in cents when a bitcoin_transfer was posted; null when no price feed was available. */
    btcPriceCents: minor.nullable(),
    reason, by, byName, postings, at: isoTime,
    /** The day the entry takes effect, checked against month-end close (domain/periods); absent on entries made before it existed: the day of `at`. */
    valueDate: valueDate.optional(),
  }),
  AdminTransactionCorrected: adminTransactionFields.extend({
    transactionId: z.string().min(1).max(64),
    correctionId: z.string().min(1).max(64),
    reason, by, byName,
    /** Only the difference between what the entry had posted and what it should have posted. */
    postings, at: isoTime,
    valueDate: valueDate.optional(),
  }),
  AdminTransactionReversed: z.object({
    transactionId: z.string().min(1).max(64),
    reversalId: z.string().min(1).max(64),
    reason, by, byName, postings, at: isoTime,
    valueDate: valueDate.optional(),
  }),
  AccountFreezeChanged: z.object({ frozen: z.boolean(), reason, by, byName, at: isoTime }),
  EmailChanged: z.object({ from: z.string().min(3).max(254), to: z.string().min(3).max(254), reason, by, byName, at: isoTime }),
  ProfileCorrected: z.object({
    changes: z.object({ firstName: z.string().max(100), lastName: z.string().max(100), phone: z.string().max(40) }).partial(),
    reason, by, byName, at: isoTime,
  }),
};

export type AdminTransactionKind = z.infer<typeof adminTransactionKind>;
export type AdminTransactionStatus = z.infer<typeof adminTransactionStatus>;
export type AdminTransactionFields = z.infer<typeof adminTransactionFields>;
