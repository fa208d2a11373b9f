/** The transfer wizards' side of saved payees: a drop-down that fills the recipient's fields from a payee, and after a transfer a link that offers to save its recipient. */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { listPayees } from '../../../adapters/client/payments-api.ts';
import type { TransferReceipt } from '../../../adapters/contract/index.ts';
import { SelectField } from '../../components/SelectField.tsx';
import { useResource } from '../../resources.tsx';

const RECIPIENT_FIELDS = {
  local: ['recipientName', 'accountNumber', 'routingNumber', 'bankName'],
  international: ['recipientName', 'recipientAddress', 'recipientCity', 'recipientCountry', 'accountNumber', 'swiftCode', 'bankName', 'bankAddress'],
} as const;

type Kind = keyof typeof RECIPIENT_FIELDS;

/** Picks a saved payee of this kind; each of its fields is sent to the wizard as if typed. */
export function PayeePicker<K extends Kind>({ kind, change }: { kind: K; change: (field: (typeof RECIPIENT_FIELDS)[K][number]) => (value: string) => void }) {
  const { t } = useTranslation('payments');
  const payees = (useResource(listPayees, []).data?.payees ?? []).filter((p) => p.kind === kind);
  const pick = (payeeId: string) => {
    const payee = payees.find((p) => p.payeeId === payeeId);
    if (payee) for (const field of RECIPIENT_FIELDS[kind] as readonly (typeof RECIPIENT_FIELDS)[K][number][]) change(field)(payee.details[field] ?? '');
  };
  return (
    <div className="page-stack">
      {payees.length > 0 && (
        <SelectField id="saved-payee" label={t('payees.pick')} placeholder={t('payees.pickNone')} value="" onValueChange={pick}
          options={payees.map((p) => ({ value: p.payeeId, label: `${p.nickname} (${p.details.accountNumber ?? ''})` }))} />
      )}
      <Link to="/dashboard/payees" className="text-link">{t('payees.manage')}</Link>
    </div>
  );
}

/** After a local or international transfer: save its recipient as a payee (the Payees page opens with the details filled in). */
export function SavePayeeLink({ receipt }: { receipt: TransferReceipt }) {
  const { t } = useTranslation('payments');
  if (receipt.kind !== 'local' && receipt.kind !== 'international') return null;
  const kind: Kind = receipt.kind;
  const fields = receipt as unknown as Record<string, unknown>;
  const details = Object.fromEntries(RECIPIENT_FIELDS[kind].map((field) => [field, typeof fields[field] === 'string' ? fields[field] : '']));
  return <Link to="/dashboard/payees" state={{ savePayee: { kind, details } }} className="btn btn-outline">{t('payees.saveRecipient')}</Link>;
}
