/**
 * The savings interest event on a customer's stream (`user-<id>`): one per customer per
 * calendar month, posted on the first instant of the next month, carrying what accrued
 * exactly (micro-cents), what was paid (cents) and the remainder carried to the next month.
 */
import { z } from 'zod';
import type { EventUnion } from '../event-union.ts';

const posting = z.object({ account: z.string().min(1).max(200), currency: z.enum(['USD', 'BTC']), amount: z.number().int() });
const isoTime = z.string().min(20).max(40);
const microCents = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);

export const savingsEventSchemas = {
  InterestPosted: z.object({
    /** The month whose interest this is (YYYY-MM). */
    month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/),
    currency: z.literal('USD'),
    /** Cents credited to the customer (may be 0: the month is still recorded as posted). */
    amount: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
    /** Interest accrued over the month's days, in millionths of a cent, before rounding. */
    accruedMicroCents: microCents,
    /** The part of a cent not yet paid, carried into the next month's posting (below 1,000,000). */
    carryMicroCents: z.number().int().min(0).max(999_999),
    /** The advertised APY in force at the month's end, in basis points (450 = 4.50 %). */
    apyBps: z.number().int().min(0).max(10_000),
    /** Days of the month that accrued (from the opening day in the first month). */
    days: z.number().int().min(0).max(31),
    postings: z.array(posting).max(2),
    /** The posting date: the first instant of the month after `month`. */
    at: isoTime,
    /** When the job actually posted it (later than `at` when it caught up after downtime). */
    postedAt: isoTime,
  }),
};

export type SavingsEvent = EventUnion<typeof savingsEventSchemas>;
