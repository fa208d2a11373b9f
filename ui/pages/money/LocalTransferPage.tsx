/** /dashboard/transfer/local: the local transfer wizard (part 2 sections 2 to 5), to another customer of this bank or to another bank. */
import { useTranslation } from 'react-i18next';
import { LOCAL_BANKS } from '../../../domain/transfer/form.ts';
import { localTransferFormMachine } from '../../money-actors.ts';
import { SelectField } from '../../components/SelectField.tsx';
import { TextAreaField } from '../../components/TextAreaField.tsx';
import { TextField } from '../../components/TextField.tsx';
import { TransferSummary } from './TransferSummary.tsx';
import { DetailsForm, TransferPage } from './TransferPageParts.tsx';
import { TransferWizard } from './TransferWizard.tsx';
import { PayeePicker } from '../payments/PayeePicker.tsx';

export function LocalTransferPage() {
  const { t } = useTranslation('money');
  return (
    <TransferPage title={t('local.title')} lead={t('local.lead')}>
      <TransferWizard
        machine={localTransferFormMachine}
        successPath="/dashboard/transfer/success"
        summary={(quote, values) => <TransferSummary quote={quote} recipientName={values.recipientName} account={values.accountNumber} bank={values.bankName} />}
        details={({ values, fieldErrors, formError }, change, busy, submit) => (
          <DetailsForm formError={formError} busy={busy} submit={submit}>
            <PayeePicker kind="local" change={change} />
            <TextField id="recipientName" label={t('local.recipientName')} autoComplete="off" value={values.recipientName} onValueChange={change('recipientName')} error={fieldErrors.recipientName} />
            <div className="form-grid">
              <TextField id="accountNumber" label={t('local.accountNumber')} inputMode="numeric" autoComplete="off" maxLength={10} value={values.accountNumber} onValueChange={change('accountNumber')} error={fieldErrors.accountNumber} />
              <TextField id="routingNumber" label={t('local.routingNumber')} inputMode="numeric" autoComplete="off" maxLength={9} value={values.routingNumber} onValueChange={change('routingNumber')} error={fieldErrors.routingNumber} />
            </div>
            <SelectField id="bankName" label={t('local.bankName')} placeholder={t('local.selectBank')} options={LOCAL_BANKS} value={values.bankName} onValueChange={change('bankName')} error={fieldErrors.bankName} />
            <TextField id="amount" label={t('amountUsd')} inputMode="decimal" autoComplete="off" placeholder="0.00" value={values.amount} onValueChange={change('amount')} error={fieldErrors.amount} />
            <TextAreaField id="description" label={t('description')} maxLength={500} value={values.description} onValueChange={change('description')} error={fieldErrors.description} />
            <p className="field-hint">{t('local.hint')}</p>
          </DetailsForm>
        )}
      />
    </TransferPage>
  );
}
