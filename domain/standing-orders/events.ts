/**
 * The events of one standing order (`standing-order-<id>`): asked for by the customer with the
 * PIN, created once the e-mailed code is right, paused, resumed (asked for with the PIN, done
 * with the code) or cancelled by them, and each occurrence made or skipped by the server, once.
 */
import { z } from 'zod';
import type { EventUnion } from '../event-union.ts';

export const standingOrderStream = (orderId: string): string => `standing-order-${orderId}`;

const isoTime = z.string().min(20).max(40);
/** A calendar day, YYYY-MM-DD: occurrences fall on days, not instants. */
export const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
export const frequency = z.enum(['once', 'weekly', 'monthly']);
export type Frequency = z.infer<typeof frequency>;

/** Why an occurrence was not made; 'money_locked': the customer's money movement was locked on its date (step-up table, row standing-order-run). */
export const skipReason = z.enum(['insufficient_funds', 'limit_exceeded', 'refused', 'paused', 'too_late', 'money_locked']);
export type SkipReason = z.infer<typeof skipReason>;

const terms = z.object({
  orderId: z.string().min(1).max(64),
  userId: z.string().min(1).max(64),
  /** The local transfer form's recipient fields (recipientName, accountNumber, routingNumber, bankName). */
  details: z.record(z.string().max(40), z.string().max(300)),
  amount: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
  description: z.string().max(500),
  frequency,
  startDate: isoDay,
  /** The last day an occurrence may fall on, or null. */
  endDate: isoDay.nullable(),
  /** How many occurrences in all, or null. Neither an end date nor a count: until cancelled. */
  count: z.number().int().min(1).max(520).nullable(),
  at: isoTime,
});

export const standingOrderEventSchemas = {
  /** The terms, checked, waiting for the code e-mailed under `changeId` (credential-change stream, kind 'standing_order'). */
  StandingOrderRequested: terms.extend({ changeId: z.string().min(1).max(64) }),
  StandingOrderCreated: terms,
  /** Resuming a paused order, waiting for the code e-mailed under `changeId`. */
  StandingOrderResumeRequested: z.object({ changeId: z.string().min(1).max(64), at: isoTime }),
  StandingOrderPaused: z.object({ at: isoTime }),
  StandingOrderResumed: z.object({ at: isoTime }),
  StandingOrderCancelled: z.object({ at: isoTime }),
  StandingOrderOccurrenceExecuted: z.object({
    /** 0 for the first occurrence: the decider accepts only the next one, so each is made once. */
    occurrence: z.number().int().min(0),
    date: isoDay,
    transferId: z.string().min(1).max(100),
    reference: z.string().max(40),
    at: isoTime,
  }),
  StandingOrderOccurrenceSkipped: z.object({
    occurrence: z.number().int().min(0),
    date: isoDay,
    reason: skipReason,
    /** What the customer is told (the transfer rules' own words for funds and limits), in English. */
    message: z.string().max(300),
    /** The same refusal as its key and parameters (domain/i18n/refusals), so each reader's language words it; absent on events written before. */
    said: z.object({ key: z.string().max(100), params: z.record(z.string(), z.union([z.string(), z.number()])).optional() }).optional(),
    at: isoTime,
  }),
};

type Schemas = typeof standingOrderEventSchemas;
export type StandingOrderEvent = EventUnion<Schemas>;
export type StandingOrderTerms = z.infer<Schemas['StandingOrderCreated']>;
