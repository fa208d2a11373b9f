/** /dashboard/deposit/confirmation: "Deposit Initiated!" with status Processing and, for bank and wire, where to send the money; without state it goes back to /dashboard/deposit. */
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation } from 'react-router';
import type { Deposit } from '../../../adapters/client/money-api.ts';
import { DEPOSIT_METHODS } from '../../../domain/transfer/form.ts';
import { formatDate, formatTime } from '../../format/dates.ts';
import { formatUsd } from '../../format/money.ts';
import { SummaryList } from './WizardParts.tsx';

export function DepositConfirmationPage() {
  const { t } = useTranslation('money');
  const records = useTranslation('records').t;
  const deposit = (useLocation().state as { deposit?: Deposit } | null)?.deposit;
  if (!deposit) return <Navigate to="/dashboard/deposit" replace />;
  const method = DEPOSIT_METHODS.find((m) => m.id === deposit.method);
  const details = deposit.accountDetails;
  return (
    <div className="money-page receipt-page">
      <section className="card receipt" aria-labelledby="deposit-heading">
        <div className="receipt-icon" aria-hidden="true">&#10003;</div>
        <h1 id="deposit-heading">{t('depositConfirmation.title')}</h1>
        <p className="page-lead">{t('depositConfirmation.lead', { timing: method ? t(`depositMethods.${method.id}.timing`).toLowerCase() : t('depositConfirmation.soon') })}</p>
        <SummaryList
          label={t('depositConfirmation.label')}
          rows={[
            [t('rows.status'), t('status.processing')],
            [t('rows.reference'), deposit.reference],
            [t('rows.method'), method ? t(`depositMethods.${method.id}.label`) : deposit.method],
            [t('rows.amount'), formatUsd(deposit.amount)],
            [t('rows.date'), formatDate(deposit.date)],
            [t('rows.time'), formatTime(deposit.time)],
          ]}
        />
        {details && (
          <div className="summary-box">
            <h2 className="summary-title">{t('depositConfirmation.sendTo')}</h2>
            <SummaryList
              label={t('depositConfirmation.detailsLabel')}
              rows={[
                [t('rows.beneficiaryName'), details.beneficiaryName],
                [t('rows.beneficiaryAddress'), details.beneficiaryAddress],
                [t('rows.forAccount'), details.accountNumber],
                [t('rows.routingNumber'), details.routingNumber],
                [t('rows.swiftCode'), details.swiftCode],
                [t('rows.accountType'), records(`accountTypes.${details.accountType.toLowerCase()}`, { defaultValue: details.accountType })],
                [t('rows.referenceToQuote'), details.reference],
              ]}
            />
            <p className="field-hint">{t('depositConfirmation.quoteReference')}</p>
          </div>
        )}
        <div className="button-row receipt-actions">
          <Link to="/dashboard" className="btn btn-primary">{t('backToDashboard')}</Link>
          <Link to="/dashboard/deposit" className="btn btn-outline">{t('depositConfirmation.another')}</Link>
        </div>
      </section>
    </div>
  );
}
