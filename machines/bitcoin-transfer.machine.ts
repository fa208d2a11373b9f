/** The Bitcoin transfer wizard (part 2 sections 2, 4 and 5; DECISIONS 16): the shared wizard with the Bitcoin form and full address validation. */
import { emptyBitcoinTransferForm, validateBitcoinTransfer } from '../domain/transfer/form.ts';
import type { BitcoinTransferForm } from '../domain/transfer/form.ts';
import { createTransferWizard } from './transfer-wizard.machine.ts';

export const bitcoinTransferMachine = createTransferWizard<BitcoinTransferForm>({
  kind: 'bitcoin',
  id: 'bitcoinTransfer',
  empty: emptyBitcoinTransferForm,
  validate: validateBitcoinTransfer,
});
