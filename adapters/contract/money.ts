/**
 * Moving money in the API contract: the three transfer steps, the unlock link, deposits and the
 * back office's deposit review and balance adjustment. Money travels as exact decimal strings;
 * a number that is money says its unit in its name (amount_minor, ...Minor).
 */
import { z } from 'zod';
import { depositRejectionReason, type DepositAccountDetails } from '../../domain/user/events.ts';
import type { TransferKind, TransferReceipt } from '../../domain/transfer/receipt.ts';
import { id, linkToken, text } from './fields.ts';
import type { BankUser } from './public.ts';

export type { TransferKind, TransferReceipt };

const field = text(600);

export const moneyRequests = {
  'transfer-start': z.object({
    kind: z.enum(['local', 'international', 'bitcoin']),
    details: z.record(text(40), field).refine((d) => Object.keys(d).length <= 20, 'too many fields'),
    transferId: z.string().uuid().optional(),
  }),
  'transfer-pin': z.object({ transferId: z.string().uuid(), pin: text(20) }),
  'transfer-confirm': z.object({ transferId: z.string().uuid(), code: z.string().trim().max(20) }),
  'money-unlock': z.object({ token: linkToken }),
  'deposit-create': z.object({ method: text(20), amount: text(40) }),
  'admin-deposits': z.discriminatedUnion('action', [
    z.object({ action: z.literal('list'), status: z.enum(['Processing', 'processing', 'pending', 'Completed', 'completed', 'Failed', 'failed', 'rejected']).optional() }),
    z.object({ action: z.literal('confirm'), depositId: id, reason: text(500).optional(), valueDate: text(10).optional() }),
    z.object({ action: z.literal('reject'), depositId: id, reasonCode: depositRejectionReason, note: text(500).optional().default('') }),
  ]),
  'admin-adjust-balance': z.object({ userId: id, currency: z.enum(['USD', 'BTC']), amount: z.string().min(1).max(40), reason: text(500), valueDate: text(10).optional() }),
};

/** The recipient as the quote repeats it: the fields of the transfer's kind; `internal` when the payee banks here. */
export interface TransferRecipient {
  name?: string;
  accountNumber?: string;
  routingNumber?: string;
  bankName?: string;
  internal?: boolean;
  walletAddress?: string;
  address?: string;
  city?: string;
  country?: string;
  swiftCode?: string;
  bankAddress?: string;
  purpose?: string;
  currency?: string;
}

/** The server's quote after step 1 (transfer-start). */
export interface TransferStart {
  transferId: string;
  kind: TransferKind;
  amount: string;
  fee: string;
  total: string;
  currency: string;
  amount_minor: number;
  fee_minor: number;
  total_minor: number;
  recipient: TransferRecipient;
  btcPrice?: string | null;
  /** Bitcoin valued at the last known price rather than a live one (DECISIONS 29). */
  priceNote?: string | null;
}

/** Where the one-time code went and until when it is good (transfer-pin). */
export interface CodeSent {
  codeSentTo: string;
  expiresAt: string;
}

/** A deposit instruction: status Processing until the bank confirms receipt (DECISIONS 9). */
export interface Deposit {
  id: string;
  reference: string;
  method: string;
  amount: string;
  amount_minor: number;
  status: DepositStatusName;
  date: string;
  time: string;
  accountDetails?: DepositAccountDetails | null;
}

export type DepositStatusName = 'Processing' | 'Completed' | 'Failed';
export type DepositRejectionCode = z.infer<typeof depositRejectionReason>;

/** One deposit instruction as the back office reviews it. */
export interface ReviewedDeposit extends Deposit {
  requestedAt: string;
  confirmedAt: string | null;
  rejectedAt: string | null;
  rejectionReason: string | null;
  userId: string;
}

/** One deposit as admin-deposits lists it, with its customer. */
export interface AdminDeposit extends ReviewedDeposit {
  userName: string;
  userEmail: string;
  accountNumber: string;
}

/** The answer to Confirm or Reject: `alreadyDecided` when someone else (or a double click) decided it first. */
export interface DepositDecisionAnswer {
  deposit: ReviewedDeposit;
  alreadyDecided: boolean;
}

export interface MoneyAnswers {
  'transfer-start': TransferStart;
  'transfer-pin': CodeSent;
  'transfer-confirm': { receipt: TransferReceipt };
  'money-unlock': { success: boolean; message: string };
  'deposit-create': { deposit: Deposit };
  'admin-deposits': { list: { deposits: AdminDeposit[] }; confirm: DepositDecisionAnswer; reject: DepositDecisionAnswer };
  'admin-adjust-balance': { success: boolean; user: BankUser };
}
