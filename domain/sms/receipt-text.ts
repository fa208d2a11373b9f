/**
 * The words of an SMS receipt, in the member's language: every cash deposit or loan repayment
 * staff record in the field is texted to the member (amount, what they now have or still owe, the
 * officer's name, a reference), so members check their officers. One SMS (160 characters of the
 * GSM or Latin-1 alphabet): money in dollars with two decimals and plain spaces, never the narrow
 * no-break space the screens use, which would force the 70-character UCS-2 alphabet.
 * Pure; adapters/reactors/sms-receipts.ts decides which events call for one.
 */
import { dayText, usdText } from '../i18n/format.ts';
import type { Language } from '../i18n/language.ts';
import { toDecimalString } from '../money/money.ts';

/** What was received. Add a kind here, its words below in both languages, and its event in sms-receipts.ts. */
export type ReceiptKind = 'cash_deposit' | 'loan_repayment';

export interface Receipt {
  kind: ReceiptKind;
  /** Cents received. */
  amount: number;
  /** Cents after it: the savings balance for a deposit, what is still owed for a loan repayment. */
  balance: number;
  /** Who took the cash: the member checks it against the person in front of them. */
  officerName: string;
  /** The movement's reference, as the member's statement shows it. */
  reference: string;
}

/** "$1,234.56" | "1 234,56 $US", with plain spaces (one SMS alphabet). */
export function smsUsd(language: Language, minor: number): string {
  return usdText(language, toDecimalString(minor, 'USD')).replace(/[\u202f\u00a0]/g, ' ');
}

/** An SMS date: "Dec 1, 2026" | "1 déc. 2026", plain spaces. */
export const smsDay = (language: Language, isoDate: string): string => dayText(language, isoDate).replace(/[\u202f\u00a0]/g, ' ');

interface Words {
  what: Record<ReceiptKind, string>;
  after: Record<ReceiptKind, string>;
  line: (what: string, amount: string, officer: string, after: string, balance: string, reference: string) => string;
}

const words: Record<Language, Words> = {
  en: {
    what: { cash_deposit: 'cash deposit', loan_repayment: 'loan repayment' },
    after: { cash_deposit: 'New balance', loan_repayment: 'Still owed' },
    line: (what, amount, officer, after, balance, reference) => `Trust Microfinance Bank: ${what} of ${amount} received by ${officer}. ${after} ${balance}. Ref ${reference}. Wrong? Call your branch.`,
  },
  fr: {
    what: { cash_deposit: 'dépôt en espèces', loan_repayment: 'remboursement de prêt' },
    after: { cash_deposit: 'Nouveau solde', loan_repayment: 'Reste dû' },
    line: (what, amount, officer, after, balance, reference) => `Trust Microfinance Bank : ${what} de ${amount} reçu par ${officer}. ${after} ${balance}. Réf. ${reference}. Erreur ? Appelez votre agence.`,
  },
};

export function receiptText(language: Language, receipt: Receipt): string {
  const w = words[language];
  const officer = receipt.officerName.trim() || (language === 'fr' ? 'la banque' : 'the bank');
  return w.line(w.what[receipt.kind], smsUsd(language, receipt.amount), officer, w.after[receipt.kind], smsUsd(language, receipt.balance), receipt.reference);
}
