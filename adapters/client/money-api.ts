/**
 * The browser's typed calls for moving money (transfers in three steps, deposits) and for the
 * Bitcoin price the server serves, so machine actors and pages never build requests themselves.
 * Money is always the server's exact decimal strings; the browser never computes a fee or a total.
 */
import { BankApiError, call } from './bank-api.ts';
import type { CodeSent, Deposit, TransferKind, TransferReceipt, TransferStart } from '../contract/index.ts';

export type { CodeSent, Deposit, TransferKind, TransferReceipt, TransferStart } from '../contract/index.ts';

/** With the `transferId` of the open transfer, the server replaces its details (the customer went Back). */
export function startTransfer(kind: TransferKind, details: Record<string, string>, transferId?: string): Promise<TransferStart> {
  return call('transfer-start', transferId ? { kind, details, transferId } : { kind, details });
}

export function submitTransferPin(transferId: string, pin: string): Promise<CodeSent> {
  return call('transfer-pin', { transferId, pin });
}

/** The same key for a retry of the same attempt: the server then answers the first outcome and moves money once. */
export async function confirmTransfer(transferId: string, code: string, idempotencyKey: string): Promise<TransferReceipt> {
  const answer = await call('transfer-confirm', { transferId, code }, { 'Idempotency-Key': idempotencyKey });
  return answer.receipt;
}

export async function createDeposit(method: string, amount: string, idempotencyKey: string): Promise<Deposit> {
  const answer = await call('deposit-create', { method, amount }, { 'Idempotency-Key': idempotencyKey });
  return answer.deposit;
}


/**
 * The e-mailed unlock link (DECISIONS 26): the page it opens keeps the token for this tab, so a
 * customer who must sign in again first can finish unlocking from the dashboard afterwards.
 */
const UNLOCK_TOKEN_KEY = 'tmb.money-unlock-token';

export function rememberUnlockToken(token: string): void {
  try { sessionStorage.setItem(UNLOCK_TOKEN_KEY, token); } catch { /* storage disabled: the link can be opened again after signing in */ }
}

export function pendingUnlockToken(): string | null {
  try { return sessionStorage.getItem(UNLOCK_TOKEN_KEY); } catch { return null; }
}

export function forgetUnlockToken(): void {
  try { sessionStorage.removeItem(UNLOCK_TOKEN_KEY); } catch { /* nothing kept */ }
}

/** Lifts the lock with the link's token; the server requires the customer's own fresh session. */
export async function unlockMoneyMovement(token: string): Promise<{ success: boolean; message: string }> {
  try {
    const answer = await call('money-unlock', { token });
    forgetUnlockToken();
    return answer;
  } catch (error) {
    // A link the server refused (used, expired, not this customer's) will not work later either.
    if (error instanceof BankApiError && error.status === 400) forgetUnlockToken();
    throw error;
  }
}
