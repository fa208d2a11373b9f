/** /dashboard/transfer/international: the international transfer wizard (part 2 sections 2 to 5; DECISIONS 7: recorded, country, purpose and city required). */
import { useTranslation } from 'react-i18next';
import { COUNTRIES, CURRENCIES, PURPOSES } from '../../../domain/transfer/form.ts';
import { internationalTransferFormMachine } from '../../money-actors.ts';
import { SelectField } from '../../components/SelectField.tsx';
import { TextAreaField } from '../../components/TextAreaField.tsx';
import { TextField } from '../../components/TextField.tsx';
import { TransferSummary } from './TransferSummary.tsx';
import { DetailsForm, TransferPage } from './TransferPageParts.tsx';
import { TransferWizard } from './TransferWizard.tsx';
import { PayeePicker } from '../payments/PayeePicker.tsx';

const currencyOptions = CURRENCIES.map((c) => c.code);

export function InternationalTransferPage() {
  const { t } = useTranslation('money');
  return (
    <TransferPage title={t('international.title')} lead={t('international.lead')}>
      <TransferWizard
        machine={internationalTransferFormMachine}
        successPath="/dashboard/transfer/success"
        summary={(quote, values) => <TransferSummary quote={quote} recipientName={values.recipientName} account={values.accountNumber} bank={`${values.bankName} (${values.swiftCode})`} currency={values.currency} />}
        details={({ values, fieldErrors, formError }, change, busy, submit) => (
          <DetailsForm formError={formError} busy={busy} submit={submit}>
            <PayeePicker kind="international" change={change} />
            <fieldset className="form-section">
              <legend>{t('international.recipient')}</legend>
              <TextField id="recipientName" label={t('international.recipientName')} autoComplete="off" value={values.recipientName} onValueChange={change('recipientName')} error={fieldErrors.recipientName} />
              <TextField id="recipientAddress" label={t('international.recipientAddress')} autoComplete="off" value={values.recipientAddress} onValueChange={change('recipientAddress')} error={fieldErrors.recipientAddress} />
              <div className="form-grid">
                <TextField id="recipientCity" label={t('international.city')} autoComplete="off" value={values.recipientCity} onValueChange={change('recipientCity')} error={fieldErrors.recipientCity} />
                <SelectField id="recipientCountry" label={t('international.country')} placeholder={t('international.selectCountry')} options={COUNTRIES} value={values.recipientCountry} onValueChange={change('recipientCountry')} error={fieldErrors.recipientCountry} />
              </div>
            </fieldset>
            <fieldset className="form-section">
              <legend>{t('international.recipientBank')}</legend>
              <div className="form-grid">
                <TextField id="accountNumber" label={t('international.accountNumber')} autoComplete="off" value={values.accountNumber} onValueChange={change('accountNumber')} error={fieldErrors.accountNumber} />
                <TextField id="swiftCode" label={t('international.swiftCode')} autoComplete="off" maxLength={11} value={values.swiftCode} onValueChange={change('swiftCode')} error={fieldErrors.swiftCode} />
              </div>
              <TextField id="bankName" label={t('international.bankName')} autoComplete="off" value={values.bankName} onValueChange={change('bankName')} error={fieldErrors.bankName} />
              <TextField id="bankAddress" label={t('international.bankAddress')} autoComplete="off" value={values.bankAddress} onValueChange={change('bankAddress')} error={fieldErrors.bankAddress} />
            </fieldset>
            <fieldset className="form-section">
              <legend>{t('international.payment')}</legend>
              <div className="form-grid">
                <TextField id="amount" label={t('amountUsd')} inputMode="decimal" autoComplete="off" placeholder="0.00" value={values.amount} onValueChange={change('amount')} error={fieldErrors.amount} />
                <SelectField id="currency" label={t('international.currency')} placeholder={t('international.selectCurrency')} options={currencyOptions} value={values.currency} onValueChange={change('currency')} error={fieldErrors.currency} />
              </div>
              {/* The bank has no exchange rate to quote (the spec's sample rates are not prices): say what the choice does instead of inventing an amount received. */}
              {values.currency && values.currency !== 'USD' && <p className="field-hint" role="status">{t('international.currencyHint', { currency: values.currency })}</p>}
              <SelectField id="purpose" label={t('international.purpose')} placeholder={t('international.selectPurpose')} options={PURPOSES} value={values.purpose} onValueChange={change('purpose')} error={fieldErrors.purpose} />
              <TextAreaField id="description" label={t('description')} maxLength={500} value={values.description} onValueChange={change('description')} error={fieldErrors.description} />
            </fieldset>
            <p className="field-hint">{t('international.hint')}</p>
          </DetailsForm>
        )}
      />
    </TransferPage>
  );
}
