/**
 * A customer's deposit instruction (DECISIONS 9): the amount, method and reference, with
 * the account details to send a bank or wire deposit to. No money moves until the bank
 * confirms receipt (ConfirmDeposit in decider.ts).
 */
import { refuse } from '../errors.ts';
import type { Settings } from '../settings/defaults.ts';
import { firstError, validateDeposit, type DepositMethod } from '../validation/transfer.ts';
import { parseAmount } from '../money/money.ts';
import type { DepositAccountDetails, UserEvent } from './events.ts';
import { suspendedMessage } from './transfer.ts';
import type { User } from './state.ts';

/** The bank's routing number and SWIFT/BIC for incoming payments (fictional, for this bank). */
export const BANK_ROUTING_NUMBER = '071923284';
export const BANK_SWIFT_CODE = 'TRMBUS33';

export interface RequestDeposit {
  type: 'RequestDeposit';
  depositId: string;
  method: string;
  amount: string;
  reference: string;
  at: string;
}

/** Bank and wire deposits show where to send the money; check and cash do not (part 2 section 9). */
export function depositAccountDetails(user: User, method: DepositMethod, reference: string, settings: Settings): DepositAccountDetails | null {
  if (method !== 'bank' && method !== 'wire') return null;
  return {
    accountNumber: user.accountNumber,
    routingNumber: BANK_ROUTING_NUMBER,
    swiftCode: BANK_SWIFT_CODE,
    bankName: settings.general.bankName,
    accountType: 'Savings',
    beneficiaryName: `${user.profile.firstName} ${user.profile.lastName}`.trim(),
    beneficiaryAddress: settings.general.bankAddress,
    reference,
  };
}

export function decideDepositRequest(command: RequestDeposit, user: User, settings: Settings): UserEvent[] {
  if (user.role !== 'user') refuse('forbidden', 'Only customers can make deposits.');
  if (user.status === 'suspended') refuse('forbidden', suspendedMessage);
  const errors = validateDeposit({ method: command.method, amount: command.amount });
  const first = firstError(errors);
  if (first) return refuse('validation', first, errors as Record<string, string>);
  const method = command.method as DepositMethod;
  const amount = parseAmount(command.amount, 'USD') ?? 0;
  const { depositId, reference, at } = command;
  return [{
    type: 'DepositRequested',
    data: { depositId, method, currency: 'USD', amount, reference, status: 'Processing', accountDetails: depositAccountDetails(user, method, reference, settings), at },
  }];
}
