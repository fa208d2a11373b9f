/**
 * Alerts (/dashboard/alerts): the e-mail alerts the customer chooses (sign-in from a new device,
 * a transfer above an amount, the balance below an amount, money received). An amount left
 * empty is off. The server checks the amounts and records the choice; alerts it sends appear
 * in Notifications too.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './insights.css';
import { Link } from 'react-router';
import { BankApiError } from '../../../adapters/client/bank-api.ts';
import { alertSettings, saveAlertSettings, type AlertSettings } from '../../../adapters/client/insights-api.ts';
import { alertAmountError } from '../../../domain/alerts/form.ts';
import { FormAlert } from '../../components/FormAlert.tsx';
import { TextField } from '../../components/TextField.tsx';
import { useInsightsMessage } from './useInsightsMessage.ts';
import { useResource } from '../../resources.tsx';
import { ContentLoading } from '../../shell/PageLoading.tsx';

type Preferences = AlertSettings['preferences'];

export function AlertsPage() {
  const { t } = useTranslation('insights');
  const loaded = useResource(alertSettings, []).data;
  if (!loaded) return <ContentLoading />;
  return (
    <div className="insights-page">
      <header className="page-header-block">
        <h1>{t('alerts.title')}</h1>
        <p>{t('alerts.lead')}</p>
      </header>
      <AlertsForm initial={loaded.preferences} />
    </div>
  );
}

function AlertsForm({ initial }: { initial: Preferences }) {
  const { t } = useTranslation('insights');
  const message = useInsightsMessage();
  const [form, setForm] = useState<Preferences>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  useEffect(() => setForm(initial), [initial]);
  const change = (patch: Partial<Preferences>) => { setForm({ ...form, ...patch }); setSaved(false); };
  const submit = async () => {
    // The domain's own rule, checked here first so a mistake costs no round trip; the server checks again.
    const local = Object.fromEntries((['transferAbove', 'balanceBelow'] as const).flatMap((key) => { const e = alertAmountError(form[key]); return e ? [[key, e]] : []; }));
    if (Object.keys(local).length > 0) { setErrors(local); return; }
    try {
      const answer = await saveAlertSettings(form);
      setForm(answer.preferences);
      setErrors({});
      setFailure(null);
      setSaved(true);
    } catch (cause) {
      setErrors(cause instanceof BankApiError ? cause.errors : {});
      setFailure(cause instanceof BankApiError ? cause.message : t('alerts.failed'));
    }
  };
  return (
    <form className="card alerts-form" aria-labelledby="alerts-form-heading" noValidate onSubmit={(event) => { event.preventDefault(); void submit(); }}>
      <h2 id="alerts-form-heading" className="card-title">{t('alerts.formTitle')}</h2>
      <FormAlert message={message(failure)} />
      <fieldset className="alerts-fieldset">
        <legend>{t('alerts.legend')}</legend>
        <label className="checkbox"><input type="checkbox" checked={form.newDevice} onChange={(e) => change({ newDevice: e.target.checked })} /> {t('alerts.newDevice')}</label>
        <label className="checkbox"><input type="checkbox" checked={form.moneyReceived} onChange={(e) => change({ moneyReceived: e.target.checked })} /> {t('alerts.moneyReceived')}</label>
        <TextField id="alert-transfer-above" label={t('alerts.transferAbove')} value={form.transferAbove} onValueChange={(v) => change({ transferAbove: v })} error={message(errors.transferAbove)} inputMode="decimal" placeholder={t('alerts.off')} maxLength={20} />
        <TextField id="alert-balance-below" label={t('alerts.balanceBelow')} value={form.balanceBelow} onValueChange={(v) => change({ balanceBelow: v })} error={message(errors.balanceBelow)} inputMode="decimal" placeholder={t('alerts.off')} maxLength={20} />
      </fieldset>
      <p className="muted">{t('alerts.amountHint')}</p>
      {saved && <p className="alert alert-success" role="status">{t('alerts.saved')}</p>}
      <div className="form-actions">
        <button type="submit" className="btn btn-primary">{t('alerts.save')}</button>
        <Link to="/dashboard/notifications" className="text-link">{t('alerts.seeNotifications')}</Link>
      </div>
    </form>
  );
}
