// Proves Transaction Management shows every kind of row by a label in the reader's language, never the raw kind ("loan", "transfer_received").
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import type { TransactionKind } from '../../../domain/projections/transactions.ts';
import { adminText } from '../../i18n/admin-text.ts';
import { typeLabel } from './transaction-types.ts';

const kinds: Record<TransactionKind, true> = {
  demo: true, deposit: true, withdrawal: true, transfer: true, international_transfer: true, bitcoin_transfer: true,
  transfer_received: true, adjustment: true, interest: true, loan: true,
};

async function translator(language: 'en' | 'fr') {
  const i18n = createInstance();
  await i18n.init({ lng: language, ns: ['admin'], defaultNS: 'admin', resources: { [language]: adminText[language] } });
  return i18n.t;
}

describe('the type column of Transaction Management', () => {
  it('labels every kind of row in English as the list showed it, and in French', async () => {
    const en = await translator('en');
    const fr = await translator('fr');
    expect(typeLabel(en, 'bitcoin_transfer')).toBe('Bitcoin Transfer');
    expect(typeLabel(en, 'transfer_received')).toBe('Transfer Received');
    expect(typeLabel(en, 'loan')).toBe('Loan');
    expect(typeLabel(fr, 'deposit')).toBe('Dépôt');
    expect(typeLabel(fr, 'loan')).toBe('Prêt');
    for (const kind of Object.keys(kinds)) {
      expect(typeLabel(en, kind)).not.toContain('_');
      expect(typeLabel(fr, kind)).not.toBe(typeLabel(en, kind));
    }
  });
});
