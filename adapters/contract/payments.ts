/** Saved payees and standing orders in the API contract: the customer's `payees` and `standing-orders`, and the back office's `admin-standing-orders`. */
import { z } from 'zod';
import { id, text } from './fields.ts';

const details = z.record(text(40), text(300)).refine((d) => Object.keys(d).length <= 12, 'too many fields');
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Please enter a date');

export const paymentsRequests = {
  payees: z.discriminatedUnion('action', [
    z.object({ action: z.literal('list') }),
    z.object({ action: z.literal('request'), kind: z.enum(['local', 'international']), nickname: text(100), details, pin: text(10) }),
    z.object({ action: z.literal('confirm'), changeId: id, code: text(10) }),
    z.object({ action: z.literal('rename'), payeeId: id, nickname: text(100) }),
    z.object({ action: z.literal('delete'), payeeId: id }),
  ]),
  'standing-orders': z.discriminatedUnion('action', [
    z.object({ action: z.literal('list') }),
    z.object({
      action: z.literal('create'), details, amount: text(40), description: text(500), frequency: z.enum(['once', 'weekly', 'monthly']),
      startDate: day, endDate: day.nullable().optional(), count: z.number().int().min(0).max(100_000).nullable().optional(), pin: text(10),
    }),
    z.object({ action: z.literal('confirm'), orderId: id, changeId: id, code: text(10) }),
    z.object({ action: z.literal('resume'), orderId: id, pin: text(10) }),
    z.object({ action: z.enum(['pause', 'cancel']), orderId: id }),
  ]),
  'admin-standing-orders': z.object({ action: z.literal('list'), userId: id.optional() }),
};

export interface PayeeItem {
  payeeId: string;
  kind: 'local' | 'international';
  nickname: string;
  details: Record<string, string>;
  addedAt: string;
  /** Until when transfers above the threshold to this payee are refused; null once it has passed. */
  coolingOffUntil: string | null;
}

export interface StandingOrderItem {
  orderId: string;
  userId: string;
  recipientName: string;
  accountNumber: string;
  bankName: string;
  amount: string;
  amount_minor: number;
  description: string;
  frequency: 'once' | 'weekly' | 'monthly';
  startDate: string;
  endDate: string | null;
  count: number | null;
  status: 'active' | 'paused' | 'cancelled' | 'finished';
  nextDate: string | null;
  executed: number;
  skipped: number;
  last: { occurrence: number; date: string; outcome: 'executed' | 'skipped'; reason: string | null; message: string | null; reference: string | null } | null;
  createdAt: string;
}

export interface CodeSentAnswer {
  success: boolean;
  changeId: string;
  codeSentTo: string;
  expiresAt: string;
}

export interface PaymentsAnswers {
  payees: {
    list: { payees: PayeeItem[]; coolingOff: { thresholdMinor: number; hours: number } };
    request: CodeSentAnswer;
    confirm: { success: boolean; payee: PayeeItem };
    rename: { success: boolean };
    delete: { success: boolean };
  };
  'standing-orders': {
    list: { orders: StandingOrderItem[] };
    /** Set up and resumed with the PIN, then the e-mailed code (confirm). */
    create: CodeSentAnswer & { orderId: string };
    confirm: { success: boolean; order: StandingOrderItem | null };
    pause: { success: boolean; order: StandingOrderItem | null };
    resume: CodeSentAnswer & { orderId: string };
    cancel: { success: boolean; order: StandingOrderItem | null };
  };
  'admin-standing-orders': { list: { orders: (StandingOrderItem & { customerName: string; customerEmail: string })[] } };
}
