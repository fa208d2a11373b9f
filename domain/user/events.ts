/**
 * The events of one user's stream (`user-<id>`): who they are, their status, and every
 * movement of their money, each movement carrying its balanced postings.
 */
import { z } from 'zod';

export const userStream = (userId: string): string => `user-${userId}`;

const currency = z.enum(['USD', 'BTC']);
const minor = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
const posting = z.object({ account: z.string().min(1).max(200), currency, amount: z.number().int() });
const postings = z.array(posting).max(16);
export const userStatus = z.enum(['active', 'pending', 'suspended']);
export const userRole = z.enum(['admin', 'user']);
const isoTime = z.string().min(20).max(40);

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
    email: z.string().min(3).max(254),
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
    postings,
    at: isoTime,
  }),
  TransferSent: z.object({
    transferId: z.string().min(1).max(64),
    kind: z.enum(['local', 'internal', 'international']),
    currency,
    amount: minor,
    fee: minor,
    recipientName: z.string().max(120),
    recipientAccount: z.string().max(40),
    recipientBank: z.string().max(120),
    recipientUserId: z.string().max(64).nullable(),
    description: z.string().max(500),
    reference: z.string().max(40),
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
  BalanceAdjusted: z.object({
    adjustmentId: z.string().min(1).max(64),
    currency,
    amount: z.number().int(),
    reason: z.string().min(1).max(500),
    by: z.string().min(1),
    postings,
    at: isoTime,
  }),
};

type Schemas = typeof userEventSchemas;
export type UserEvent = { [K in keyof Schemas]: { type: K; data: z.infer<Schemas[K]> } }[keyof Schemas];
export type UserEventOf<K extends UserEvent['type']> = Extract<UserEvent, { type: K }>;
export type UserStatus = z.infer<typeof userStatus>;
export type UserRole = z.infer<typeof userRole>;
export type ProfileFields = z.infer<typeof profileFields>;
