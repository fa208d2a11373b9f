/** /dashboard/deposit: make a deposit (part 2 sections 2, 5 and 9; DECISIONS 9): choose a method and an amount; the bank opens an instruction with status Processing. */
import { useTranslation } from 'react-i18next';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useMachine } from '@xstate/react';
import { DEPOSIT_METHODS, transferMessages } from '../../../domain/transfer/form.ts';
import { depositFormMachine } from '../../money-actors.ts';
import { FormAlert } from '../../components/FormAlert.tsx';
import { TextField } from '../../components/TextField.tsx';
import { useOnline } from './useOnline.ts';
import { useRefusalText } from '../../i18n/domain-text.ts';

export function DepositPage() {
  const [keySeed] = useState(() => crypto.randomUUID());
  const [snapshot, send] = useMachine(depositFormMachine, { input: { online: navigator.onLine, keySeed } });
  const navigate = useNavigate();
  const { t } = useTranslation('money');
  const onConnection = useCallback((online: boolean) => send({ type: 'connection.change', online }), [send]);
  useOnline(onConnection);
  const { values, fieldErrors, formError, deposit } = snapshot.context;
  const busy = snapshot.hasTag('busy');

  useEffect(() => {
    if (snapshot.matches('done') && deposit) void navigate('/dashboard/deposit/confirmation', { replace: true, state: { deposit } });
  }, [snapshot, deposit, navigate]);

  // The spec raises an alert for an amount that is not a positive number, as well as showing it by the field.
  const amountError = fieldErrors.amount;
  const shown = useRefusalText();
  useEffect(() => {
    if (amountError === transferMessages.depositAmount) window.alert(shown(amountError));
  }, [amountError, shown]);

  const chosen = DEPOSIT_METHODS.find((m) => m.id === values.method);
  return (
    <div className="money-page">
      <h1>{t('deposit.title')}</h1>
      <p className="page-lead">{t('deposit.lead')}</p>
      <form noValidate onSubmit={(event) => { event.preventDefault(); send({ type: 'deposit.submit' }); }}>
        <FormAlert message={formError} />
        <fieldset className="form-section" aria-describedby={fieldErrors.method ? 'method-error' : undefined}>
          <legend>{t('deposit.method')}</legend>
          <div className="method-grid">
            {DEPOSIT_METHODS.map((method) => (
              <label key={method.id} className={`method-option${values.method === method.id ? ' selected' : ''}`}>
                <input type="radio" name="method" value={method.id} checked={values.method === method.id} onChange={() => send({ type: 'field.change', field: 'method', value: method.id })} />
                <span className="method-label">{t(`depositMethods.${method.id}.label`)}</span>
                <span className="method-timing">{t(`depositMethods.${method.id}.timing`)}</span>
              </label>
            ))}
          </div>
          {fieldErrors.method && <p id="method-error" className="field-error">{fieldErrors.method}</p>}
        </fieldset>
        {chosen?.showsAccountDetails && (
          <p className="info-box" role="note">{t('deposit.accountDetailsNote', { method: t(`depositMethods.${chosen.id}.label`).toLowerCase() })}</p>
        )}
        <TextField id="amount" label={t('deposit.amount')} inputMode="decimal" autoComplete="off" placeholder="0.00" value={values.amount} onValueChange={(value) => send({ type: 'field.change', field: 'amount', value })} error={fieldErrors.amount} />
        <p className="field-hint">{t('deposit.minimum')}</p>
        <div className="button-row">
          <button type="submit" className="btn btn-primary" disabled={busy} aria-busy={busy}>{t('continue')}</button>
        </div>
      </form>
    </div>
  );
}
