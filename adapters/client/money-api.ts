/**
 * The browser's typed calls for moving money (transfers in three steps, deposits) and for the
 * Bitcoin price the server serves, so machine actors and pages never build requests themselves.
 * Money is always the server's exact decimal strings; the browser never computes a fee or a total.
 */
import { call } from './bank-api.ts';
import type { TransferKind, TransferReceipt } from '../../domain/transfer/receipt.ts';
import type { DepositAccountDetails } from '../../domain/user/events.ts';

export type { TransferKind, TransferReceipt };

/** The server's quote after step 1 (POST transfer-start). */
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
  recipient: Record<string, string>;
  btcPrice?: string | null;
}

/** Where the one-time code went and until when it is good (POST transfer-pin). */
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
  status: string;
  date: string;
  time: string;
  accountDetails?: DepositAccountDetails | null;
}


/** With the `transferId` of the open transfer, the server replaces its details (the customer went Back). */
export function startTransfer(kind: TransferKind, details: Record<string, string>, transferId?: string): Promise<TransferStart> {
  return call<TransferStart>('transfer-start', transferId ? { kind, details, transferId } : { kind, details });
}

export function submitTransferPin(transferId: string, pin: string): Promise<CodeSent> {
  return call<CodeSent>('transfer-pin', { transferId, pin });
}

/** The same key for a retry of the same attempt: the server then answers the first outcome and moves money once. */
export async function confirmTransfer(transferId: string, code: string, idempotencyKey: string): Promise<TransferReceipt> {
  const answer = await call<{ receipt: TransferReceipt }>('transfer-confirm', { transferId, code }, { 'Idempotency-Key': idempotencyKey });
  return answer.receipt;
}

export async function createDeposit(method: string, amount: string, idempotencyKey: string): Promise<Deposit> {
  const answer = await call<{ deposit: Deposit }>('deposit-create', { method, amount }, { 'Idempotency-Key': idempotencyKey });
  return answer.deposit;
}

