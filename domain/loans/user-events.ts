/**
 * The loan's money on the customer's own stream (`user-<id>`): the disbursement into their
 * savings and each repayment out of it, with balanced postings against the loan's accounts,
 * so their balance stays a fold of their own stream and the book still sums to zero.
 */
import { z } from 'zod';

const minor = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
const posting = z.object({ account: z.string().min(1).max(200), currency: z.enum(['USD', 'BTC']), amount: z.number().int() });
const postings = z.array(posting).max(16);
const isoTime = z.string().min(20).max(40);

export const loanUserEventSchemas = {
  LoanFundsReceived: z.object({
    loanId: z.string().min(1).max(64),
    productName: z.string().max(80),
    amount: minor,
    reference: z.string().max(40),
    postings,
    at: isoTime,
  }),
  LoanRepaymentPaid: z.object({
    loanId: z.string().min(1).max(64),
    paymentId: z.string().min(1).max(64),
    source: z.enum(['automatic', 'customer', 'payoff']),
    productName: z.string().max(80),
    amount: minor,
    reference: z.string().max(40),
    postings,
    at: isoTime,
  }),
};
