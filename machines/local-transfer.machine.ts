/** The local transfer wizard (part 2 sections 2, 4 and 5): the shared wizard with the local form, its rules and its digit-only inputs. */
import { digitsOnly, emptyLocalTransferForm, validateLocalTransfer } from '../domain/transfer/form.ts';
import type { LocalTransferForm } from '../domain/transfer/form.ts';
import { createTransferWizard } from './transfer-wizard.machine.ts';

const sanitizeLocal = (field: keyof LocalTransferForm, value: string): string =>
  field === 'accountNumber' ? digitsOnly(value, 10) : field === 'routingNumber' ? digitsOnly(value, 9) : value;

export const localTransferMachine = createTransferWizard<LocalTransferForm>({
  kind: 'local',
  id: 'localTransfer',
  empty: emptyLocalTransferForm,
  validate: validateLocalTransfer,
  sanitize: sanitizeLocal,
});
