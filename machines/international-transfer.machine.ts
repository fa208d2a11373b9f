/** The international transfer wizard (part 2 sections 2, 4 and 5; DECISIONS 7): the shared wizard with the international form and its rules. */
import { emptyInternationalTransferForm, normalizeSwift, validateInternationalTransfer } from '../domain/transfer/form.ts';
import type { InternationalTransferForm } from '../domain/transfer/form.ts';
import { createTransferWizard } from './transfer-wizard.machine.ts';

const sanitizeInternational = (field: keyof InternationalTransferForm, value: string): string =>
  field === 'swiftCode' ? normalizeSwift(value) : value;

export const internationalTransferMachine = createTransferWizard<InternationalTransferForm>({
  kind: 'international',
  id: 'internationalTransfer',
  empty: emptyInternationalTransferForm,
  validate: validateInternationalTransfer,
  sanitize: sanitizeInternational,
});
