/**
 * Where an e-mailed statement may go, and what a stranger may read of it (DECISIONS 31, issue 25
 * item 5). The customer's own address needs nothing more than the session; another address needs
 * the PIN and a code sent to the own address (the caller's step-up), and its mail carries only
 * the bank's words: no text a customer can type (names, descriptions, payee names, memos,
 * categories) reaches a mailbox the bank has never verified, so the bank's own mail cannot relay
 * a phishing line to strangers, whoever signed up with it.
 */
import { english } from '../errors.ts';
import { normalizeEmail } from '../user/claims.ts';
import type { StatementLineText, StatementText } from './statement-text.ts';

export const statementRecipientMessages = {
  /** Sending to another address without the PIN and code: the dialog asks for them first. */
  needsStepUp: english('codes.statementGoesAnother'),
  ownNeedsNoCode: english('codes.ownAddressNeeds'),
} as const;

/** Whether `to` is the customer's own address (compared as sign-in compares e-mails). */
export function isOwnStatementAddress(ownEmail: string, to: string): boolean {
  return normalizeEmail(ownEmail) === normalizeEmail(to);
}

/** The words the bank writes instead of typed text, in the reader's language. */
export interface BankWording {
  /** Stands where the holder's name would be. */
  holder: string;
  /** A line's description in the bank's words, from what kind of movement it is. */
  kind: (kind: string) => string;
}

/**
 * The statement as a stranger receives it: figures, dates, references and account number (all
 * the bank's), the holder's name and every typed description replaced by the bank's words.
 */
export function statementForAnotherAddress(text: StatementText, wording: BankWording): StatementText {
  // Built field by field, so a field added to a line later (a note, a counterparty) is not carried along unseen.
  const line = (l: StatementLineText & { kind?: string }): StatementLineText => ({
    date: l.date, time: l.time, description: wording.kind(l.kind ?? ''), reference: l.reference, type: l.type,
    amount: l.amount, balance: l.balance, channel: l.channel, status: l.status, category: '',
  });
  return { ...text, holder: wording.holder, lines: text.lines.map(line) };
}

/**
 * What the code sent to the own address is bound to: a code asked for one address, month and
 * format does not send another (as a transfer's code is bound to its amount and payee).
 */
export function statementBinding(request: { email: string; period: string; format: string; includeTransactionDetails: boolean }): string {
  return `${normalizeEmail(request.email)}|${request.period}|${request.format}|${request.includeTransactionDetails ? 'details' : 'summary'}`;
}
