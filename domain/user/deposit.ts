/**
 * A customer's deposit instruction (DECISIONS 9): the amount, method and reference, with
 * the account details to send a bank or wire deposit to. No money moves until the bank
 * confirms receipt (ConfirmDeposit in decider.ts).
 */
import { refuse, said, wordsOf } from '../errors.ts';
import type { Settings } from '../settings/defaults.ts';
import { firstError, validateDeposit, type DepositMethod } from '../transfer/form.ts';
import { parseAmount } from '../money/money.ts';
import type { DepositAccountDetails, DepositRejectionReason, UserEvent } from './events.ts';
import { suspendedMessage } from '../transfer/send.ts';
import type { User } from './state.ts';

/** The bank's routing number and SWIFT/BIC for incoming payments (fictional, for this bank). */
export const BANK_ROUTING_NUMBER = '071923284';
export const BANK_SWIFT_CODE = 'TRMBUS33';

/** What the customer reads when a deposit is turned down, one sentence per reason (the admin's own note is never shown). */
export const DEPOSIT_REJECTION_REASONS: Record<DepositRejectionReason, string> = {
  not_received: 'We did not receive the money for this deposit.',
  details_mismatch: 'The payment we received did not match the details of this deposit.',
  amount_mismatch: 'The amount we received did not match the amount of this deposit.',
  check_returned: 'The check was returned unpaid by the issuing bank.',
};

export interface RequestDeposit {
  type: 'RequestDeposit';
  depositId: string;
  method: string;
  amount: string;
  reference: string;
  at: string;
}

/**
 * Bank and wire deposits show where to send the money; check and cash do not (part 2 section 9).
 * The beneficiary is the bank itself, by the name and address in System Settings, so the address
 * never reads like the customer's (issue 13); the account number and the reference route it to them.
 */
export function depositAccountDetails(user: User, method: DepositMethod, reference: string, settings: Settings): DepositAccountDetails | null {
  if (method !== 'bank' && method !== 'wire') return null;
  return {
    accountNumber: user.accountNumber,
    routingNumber: BANK_ROUTING_NUMBER,
    swiftCode: BANK_SWIFT_CODE,
    bankName: settings.general.bankName,
    accountType: 'Savings',
    beneficiaryName: settings.general.bankName,
    beneficiaryAddress: settings.general.bankAddress,
    reference,
  };
}

export function decideDepositRequest(command: RequestDeposit & { settings: Settings }, user: User): UserEvent[] {
  const { settings } = command;
  if (user.role !== 'user') refuse('forbidden', said('transfer.depositsCustomersOnly'));
  if (user.status === 'suspended') refuse('forbidden', suspendedMessage);
  const errors = validateDeposit({ method: command.method, amount: command.amount });
  const first = firstError(errors);
  if (first) return refuse('validation', wordsOf(first), errors as Record<string, string>);
  const method = command.method as DepositMethod;
  const amount = parseAmount(command.amount, 'USD') ?? 0;
  const { depositId, reference, at } = command;
  return [{
    type: 'DepositRequested',
    data: { depositId, method, currency: 'USD', amount, reference, status: 'Processing', accountDetails: depositAccountDetails(user, method, reference, settings), at },
  }];
}
