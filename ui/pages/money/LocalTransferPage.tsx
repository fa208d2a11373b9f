/** /dashboard/transfer/local: the local transfer wizard (part 2 sections 2 to 5), to another customer of this bank or to another bank. */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LOCAL_BANKS } from '../../../domain/transfer/form.ts';
import { localTransferFormMachine } from '../../money-actors.ts';
import { FormAlert } from '../../components/FormAlert.tsx';
import { SelectField } from '../../components/SelectField.tsx';
import { TextAreaField } from '../../components/TextAreaField.tsx';
import { TextField } from '../../components/TextField.tsx';
import { TransferSummary } from './TransferSummary.tsx';
import { TransferWizard } from './TransferWizard.tsx';

export function LocalTransferPage() {
  const { t } = useTranslation('money');
  return (
    <div className="money-page">
      <Link to="/dashboard/transfer" className="text-link back-link">{t('backToOptions')}</Link>
      <h1>{t('local.title')}</h1>
      <p className="page-lead">{t('local.lead')}</p>
      <TransferWizard
        machine={localTransferFormMachine}
        successPath="/dashboard/transfer/success"
        summary={(quote, values) => <TransferSummary quote={quote} recipientName={values.recipientName} account={values.accountNumber} bank={values.bankName} />}
        details={({ values, fieldErrors, formError }, change, busy, submit) => (
          <form noValidate onSubmit={(event) => { event.preventDefault(); submit(); }}>
            <h2 id="details-heading" className="wizard-heading">{t('transferDetails')}</h2>
            <FormAlert message={formError} />
            <TextField id="recipientName" label={t('local.recipientName')} autoComplete="off" value={values.recipientName} onValueChange={change('recipientName')} error={fieldErrors.recipientName} />
            <div className="form-grid">
              <TextField id="accountNumber" label={t('local.accountNumber')} inputMode="numeric" autoComplete="off" maxLength={10} value={values.accountNumber} onValueChange={change('accountNumber')} error={fieldErrors.accountNumber} />
              <TextField id="routingNumber" label={t('local.routingNumber')} inputMode="numeric" autoComplete="off" maxLength={9} value={values.routingNumber} onValueChange={change('routingNumber')} error={fieldErrors.routingNumber} />
            </div>
            <SelectField id="bankName" label={t('local.bankName')} placeholder={t('local.selectBank')} options={LOCAL_BANKS} value={values.bankName} onValueChange={change('bankName')} error={fieldErrors.bankName} />
            <TextField id="amount" label={t('amountUsd')} inputMode="decimal" autoComplete="off" placeholder="0.00" value={values.amount} onValueChange={change('amount')} error={fieldErrors.amount} />
            <TextAreaField id="description" label={t('description')} maxLength={500} value={values.description} onValueChange={change('description')} error={fieldErrors.description} />
            <p className="field-hint">{t('local.hint')}</p>
            <div className="button-row">
              <Link to="/dashboard/transfer" className="btn btn-outline">{t('cancel')}</Link>
              <button type="submit" className="btn btn-primary" disabled={busy} aria-busy={busy}>{t('continue')}</button>
            </div>
          </form>
        )}
      />
    </div>
  );
}
