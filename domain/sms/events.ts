/**
 * The bank's text messages, one `sms-<messageId>` stream each: what was to be sent to whom and
 * why, or why it was refused (no usable phone number), then what the SMSC said (submitted with
 * its message id, delivered or failed, from its delivery receipt). The `smsc-<id>` stream maps
 * the SMSC's message id back to the bank's, so a delivery receipt finds its message.
 */
import { z } from 'zod';
import type { EventUnion } from '../event-union.ts';

export const smsStream = (messageId: string): string => `sms-${messageId}`;
export const smscStream = (smscMessageId: string): string => `smsc-${smscMessageId}`;

/** Why the bank texted: a receipt for cash received, or a loan reminder (members with no e-mail). */
export const SMS_PURPOSES = ['receipt', 'loan_reminder', 'account_setup'] as const;
export type SmsPurpose = (typeof SMS_PURPOSES)[number];

const isoTime = z.string().min(20).max(40);
const messageId = z.string().min(1).max(160);

export const smsEventSchemas = {
  SmsQueued: z.object({
    messageId,
    userId: z.string().min(1).max(64),
    purpose: z.enum(SMS_PURPOSES),
    /** E.164, normalised from the member's profile (domain/sms/phone.ts). */
    to: z.string().regex(/^\+\d{8,15}$/),
    text: z.string().min(1).max(480),
    /** The event it answers (`<stream>@<version>`): one message per source. */
    source: z.string().min(1).max(200),
    at: isoTime,
  }),
  SmsRefused: z.object({
    messageId,
    userId: z.string().min(1).max(64),
    purpose: z.enum(SMS_PURPOSES),
    reason: z.enum(['missing', 'not_a_number', 'wrong_length']),
    source: z.string().min(1).max(200),
    at: isoTime,
  }),
  SmsSubmitted: z.object({ smscMessageId: z.string().min(1).max(65), at: isoTime }),
  SmsDelivered: z.object({ stat: z.string().max(20), at: isoTime }),
  SmsFailed: z.object({
    /** `submit`: the SMSC refused it or could not be reached; `delivery`: its receipt said it never arrived. */
    stage: z.enum(['submit', 'delivery']),
    reason: z.string().min(1).max(200),
    at: isoTime,
  }),
  SmscMessageIdRecorded: z.object({ messageId, at: isoTime }),
};

export type SmsEvent = EventUnion<typeof smsEventSchemas>;
export type SmsEventOf<K extends SmsEvent['type']> = Extract<SmsEvent, { type: K }>;
