// Proves the receipt a member reads after handing cash to an officer: the amount and what they now
// have or owe in dollars with two decimals, the officer's name and the reference, in English and
// French, in one SMS; and the loan reminder sent by SMS to a member without an e-mail address (a group member's: paid at the meeting, not from savings).
import { describe, expect, it } from 'vitest';
import { receiptText, smsUsd, type Receipt } from './receipt-text.ts';
import { reminderEmail } from '../loans/reminder-text.ts';
import { reminderSms } from './reminder-text.ts';

const deposit: Receipt = { kind: 'cash_deposit', amount: 2_500, balance: 123_450, officerName: 'Ama Mensah', reference: 'TXN-8F3K2Q' };
const repayment: Receipt = { kind: 'loan_repayment', amount: 5_005, balance: 47_500, officerName: 'Kofi Boateng', reference: 'LNP-22AB' };

describe('receiptText', () => {
  it('tells an English-speaking member what they deposited, their new balance, who took it and the reference', () => {
    expect(receiptText('en', deposit)).toBe('Trust Microfinance Bank: cash deposit of $25.00 received by Ama Mensah. New balance $1,234.50. Ref TXN-8F3K2Q. Wrong? Call your branch.');
  });

  it('tells a French-speaking member the same in French, money written the French way', () => {
    expect(receiptText('fr', deposit)).toBe('Trust Microfinance Bank : dépôt en espèces de 25,00 $US reçu par Ama Mensah. Nouveau solde 1 234,50 $US. Réf. TXN-8F3K2Q. Erreur ? Appelez votre agence.');
  });

  it('says what is still owed after a loan repayment', () => {
    expect(receiptText('en', repayment)).toContain('loan repayment of $50.05 received by Kofi Boateng. Still owed $475.00. Ref LNP-22AB.');
    expect(receiptText('fr', repayment)).toContain('remboursement de prêt de 50,05 $US reçu par Kofi Boateng. Reste dû 475,00 $US. Réf. LNP-22AB.');
  });

  it('fits one SMS and uses no character outside Latin-1 (no UCS-2 message)', () => {
    for (const language of ['en', 'fr'] as const) {
      for (const receipt of [deposit, repayment]) {
        const text = receiptText(language, receipt);
        expect(text.length).toBeLessThanOrEqual(160);
        expect([...text].every((c) => c.charCodeAt(0) <= 0xff)).toBe(true);
      }
    }
  });

  it('writes large amounts with plain spaces in French and commas in English', () => {
    expect(smsUsd('fr', 123_456_789)).toBe('1 234 567,89 $US');
    expect(smsUsd('en', 123_456_789)).toBe('$1,234,567.89');
  });
});

describe('reminderSms', () => {
  const reminder = { loanId: 'l1', productName: 'Market loan', number: 3, kind: 'due_soon' as const, dueDate: '2026-12-01', amount: 5_000, at: '2026-11-28T08:00:00.000Z' };

  it('reminds in the member\'s language of an instalment due soon or missed, in one SMS', () => {
    expect(reminderSms('en', reminder)).toBe('Trust Microfinance Bank: your Market loan instalment of $50.00 is due on Dec 1, 2026. It is collected from your savings.');
    expect(reminderSms('fr', { ...reminder, kind: 'missed' })).toMatch(/^Trust Microfinance Bank : votre échéance de 50,00 \$US \(Market loan\) due le 1 déc\. 2026 est impayée/);
    for (const language of ['en', 'fr'] as const) expect(reminderSms(language, reminder).length).toBeLessThanOrEqual(160);
  });

  it('tells a group member the instalment is paid in cash at the meeting, never that it is taken from savings', () => {
    const member = { ...reminder, atMeeting: true };
    expect(reminderSms('en', member)).toBe('Trust Microfinance Bank: your Market loan instalment of $50.00 is due at your group\'s meeting on Dec 1, 2026. Pay it in cash to your officer.');
    for (const language of ['en', 'fr'] as const) {
      for (const kind of ['due_soon', 'missed'] as const) {
        const text = reminderSms(language, { ...member, kind });
        expect(text.length).toBeLessThanOrEqual(160);
        expect(text).not.toMatch(/savings|épargne/);
      }
    }
    expect(reminderEmail('fr', member).text).toMatch(/Payez-la en espèces à votre agent de crédit pendant la réunion/);
    expect(reminderEmail('en', { ...member, kind: 'missed' }).text).not.toMatch(/balance did not cover/);
  });
});
