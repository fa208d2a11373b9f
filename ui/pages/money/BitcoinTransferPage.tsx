/** /dashboard/bitcoin-transfer: the Bitcoin transfer wizard (part 2 sections 2, 4 and 5; DECISIONS 16 to 18) under the live price banner, with the customer's Bitcoin balance, paused up front while no market price exists. */
import { useTranslation } from 'react-i18next';
import { useCallback } from 'react';
import { toDecimalString } from '../../../domain/money/money.ts';
import { BITCOIN_NETWORK_FEE_SATS } from '../../../domain/transfer/form.ts';
import { canValueAt, noLivePriceMessage } from '../../../domain/transfer/bitcoin-valuation.ts';
import type { TransferQuote } from '../../../machines/transfer-wizard.types.ts';
import { bitcoinTransferFormMachine } from '../../money-actors.ts';
import { BITCOIN_PAGE_DEFAULT_PRICE, BitcoinBanner, useBitcoinPrice } from '../../components/BitcoinBanner.tsx';
import { TextAreaField } from '../../components/TextAreaField.tsx';
import { TextField } from '../../components/TextField.tsx';
import { btcToUsd, formatBtc, formatUsd } from '../../format/money.ts';
import { priceWithNote } from '../../format/price-note.ts';
import { useSignedInUser } from '../../shell/signed-in-user.ts';
import { DetailsForm, TransferPage } from './TransferPageParts.tsx';
import { TransferWizard } from './TransferWizard.tsx';
import { SummaryList } from './WizardParts.tsx';

/** The fee the bank charges (the same constant the server debits), so the form never shows another figure. */
const NETWORK_FEE = toDecimalString(BITCOIN_NETWORK_FEE_SATS, 'BTC');

function BitcoinSummary({ quote, address }: { quote: TransferQuote; address: string }) {
  const { t } = useTranslation('money');
  const rows: [string, string][] = [
    [t('rows.recipientAddress'), address],
    [t('rows.amount'), formatBtc(quote.amount)],
    [t('rows.networkFee'), formatBtc(quote.fee)],
    [t('rows.total'), formatBtc(quote.total)],
  ];
  if (quote.btcPrice) {
    rows.push([t('rows.valueUsd'), formatUsd(btcToUsd(quote.amount, quote.btcPrice))]);
    rows.push([t('rows.bitcoinPrice'), priceWithNote(formatUsd(quote.btcPrice), quote.priceNote)]);
  }
  return (
    <div className="summary-box">
      <h3 className="summary-title">{t('transferSummary')}</h3>
      <SummaryList label={t('transferSummaryLabel')} rows={rows} />
    </div>
  );
}

export function BitcoinTransferPage() {
  const price = useBitcoinPrice(BITCOIN_PAGE_DEFAULT_PRICE);
  const { t } = useTranslation('money');
  const user = useSignedInUser();
  // The bank values a transfer only at a market price (DECISIONS 17): without one, say so before anything is filled in.
  const paused = price && !canValueAt(price) ? noLivePriceMessage : null;
  // The spec shows a wrong one-time code on this page as an alert, as well as in the form.
  const alertOnce = useCallback((message: string) => window.alert(message), []);
  return (
    <TransferPage title={t('bitcoin.title')} lead={t('bitcoin.lead')} back={t('bitcoin.back')} backLabel={t('bitcoin.backLabel')} banner={<BitcoinBanner price={price} />}>
      <TransferWizard
        machine={bitcoinTransferFormMachine}
        successPath="/dashboard/bitcoin-transfer/success"
        onVerifyError={alertOnce}
        summary={(quote, values) => <BitcoinSummary quote={quote} address={values.recipientAddress} />}
        details={({ values, fieldErrors, formError }, change, busy, submit) => (
          <DetailsForm formError={formError} busy={busy} submit={submit} paused={paused}>
            <TextField id="recipientAddress" label={t('bitcoin.address')} autoComplete="off" spellCheck={false} value={values.recipientAddress} onValueChange={change('recipientAddress')} error={fieldErrors.recipientAddress} />
            <p className="field-hint">{t('bitcoin.addressHint')}</p>
            <p className="field-hint" id="bitcoin-balance">{t('bitcoin.balance', { btc: formatBtc(user.bitcoin_balance) })}</p>
            <TextField id="amount" label={t('bitcoin.amount')} type="number" min="0" step="0.00000001" inputMode="decimal" placeholder="0.00000000" value={values.amount} onValueChange={change('amount')} error={fieldErrors.amount} />
            {price && values.amount && !fieldErrors.amount && /^\d*\.?\d{0,8}$/.test(values.amount) && Number(values.amount) > 0 && (
              <p className="field-hint">{t('bitcoin.about', { usd: formatUsd(btcToUsd(values.amount, price.price)) })}</p>
            )}
            <TextAreaField id="description" label={t('description')} maxLength={500} value={values.description} onValueChange={change('description')} error={fieldErrors.description} />
            <div className="info-box" role="note">
              <p>{t('bitcoin.networkFee', { fee: NETWORK_FEE })}</p>
              <p>{t('bitcoin.confirmTime')}</p>
            </div>
          </DetailsForm>
        )}
      />
    </TransferPage>
  );
}
