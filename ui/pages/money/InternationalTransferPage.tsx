/** /dashboard/transfer/international: the international transfer wizard (part 2 sections 2 to 5; DECISIONS 7: recorded, country, purpose and city required). */
import { Link } from 'react-router';
import { COUNTRIES, CURRENCIES, PURPOSES } from '../../../domain/validation/transfer.ts';
import { internationalTransferFormMachine } from '../../money-actors.ts';
import { FormAlert } from '../../components/FormAlert.tsx';
import { SelectField } from '../../components/SelectField.tsx';
import { TextAreaField } from '../../components/TextAreaField.tsx';
import { TextField } from '../../components/TextField.tsx';
import { TransferSummary } from './TransferSummary.tsx';
import { TransferWizard } from './TransferWizard.tsx';

const currencyOptions = CURRENCIES.map((c) => c.code);

export function InternationalTransferPage() {
  return (
    <div className="money-page">
      <Link to="/dashboard/transfer" className="text-link back-link">&larr; Back to transfer options</Link>
      <h1>International Transfer</h1>
      <p className="page-lead">Send money to a bank account abroad. Your account is debited in USD.</p>
      <TransferWizard
        machine={internationalTransferFormMachine}
        successPath="/dashboard/transfer/success"
        summary={(quote, values) => <TransferSummary quote={quote} recipientName={values.recipientName} account={values.accountNumber} bank={`${values.bankName} (${values.swiftCode})`} />}
        details={({ values, fieldErrors, formError }, change, busy, submit) => (
          <form noValidate onSubmit={(event) => { event.preventDefault(); submit(); }}>
            <h2 id="details-heading" className="wizard-heading">Transfer details</h2>
            <FormAlert message={formError} />
            <fieldset className="form-section">
              <legend>Recipient</legend>
              <TextField id="recipientName" label="Recipient Name" autoComplete="off" value={values.recipientName} onValueChange={change('recipientName')} error={fieldErrors.recipientName} />
              <TextField id="recipientAddress" label="Recipient Address" autoComplete="off" value={values.recipientAddress} onValueChange={change('recipientAddress')} error={fieldErrors.recipientAddress} />
              <div className="form-grid">
                <TextField id="recipientCity" label="City" autoComplete="off" value={values.recipientCity} onValueChange={change('recipientCity')} error={fieldErrors.recipientCity} />
                <SelectField id="recipientCountry" label="Country" placeholder="Select a country" options={COUNTRIES} value={values.recipientCountry} onValueChange={change('recipientCountry')} error={fieldErrors.recipientCountry} />
              </div>
            </fieldset>
            <fieldset className="form-section">
              <legend>Recipient's bank</legend>
              <div className="form-grid">
                <TextField id="accountNumber" label="Account Number / IBAN" autoComplete="off" value={values.accountNumber} onValueChange={change('accountNumber')} error={fieldErrors.accountNumber} />
                <TextField id="swiftCode" label="SWIFT Code" autoComplete="off" maxLength={11} value={values.swiftCode} onValueChange={change('swiftCode')} error={fieldErrors.swiftCode} />
              </div>
              <TextField id="bankName" label="Bank Name" autoComplete="off" value={values.bankName} onValueChange={change('bankName')} error={fieldErrors.bankName} />
              <TextField id="bankAddress" label="Bank Address" autoComplete="off" value={values.bankAddress} onValueChange={change('bankAddress')} error={fieldErrors.bankAddress} />
            </fieldset>
            <fieldset className="form-section">
              <legend>Payment</legend>
              <div className="form-grid">
                <TextField id="amount" label="Amount (USD)" inputMode="decimal" autoComplete="off" placeholder="0.00" value={values.amount} onValueChange={change('amount')} error={fieldErrors.amount} />
                <SelectField id="currency" label="Recipient Currency" placeholder="Select a currency" options={currencyOptions} value={values.currency} onValueChange={change('currency')} error={fieldErrors.currency} />
              </div>
              <SelectField id="purpose" label="Purpose of Transfer" placeholder="Select a purpose" options={PURPOSES} value={values.purpose} onValueChange={change('purpose')} error={fieldErrors.purpose} />
              <TextAreaField id="description" label="Description" maxLength={500} value={values.description} onValueChange={change('description')} error={fieldErrors.description} />
            </fieldset>
            <p className="field-hint">The international transfer fee in force is shown before you confirm.</p>
            <div className="button-row">
              <Link to="/dashboard/transfer" className="btn btn-outline">Cancel</Link>
              <button type="submit" className="btn btn-primary" disabled={busy} aria-busy={busy}>Continue</button>
            </div>
          </form>
        )}
      />
    </div>
  );
}
