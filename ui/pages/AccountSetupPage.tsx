/**
 * A customer registered in the field by a loan officer (issue 29 item 6) opens the e-mailed link
 * (/account-setup?token=...) and chooses their own password and 4-digit PIN; the server checks the
 * password rule and the link's single use. Nobody at the bank ever knows either. A customer with no
 * e-mail address is told the account number they sign in with.
 */
import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { call } from '../../adapters/client/bank-api.ts';
import { OneStepCard } from './password/OneStepForm.tsx';
import { ChoosePasswordAndPinForm } from './password/ChoosePasswordAndPinForm.tsx';

export function AccountSetupPage() {
  const { t } = useTranslation('auth');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  // Done: null before; then the account number a customer with no e-mail address signs in with, or '' for the others.
  const [done, setDone] = useState<string | null>(null);
  return (
    <OneStepCard title={t('setup.title')} finishedText={done === null ? null : done ? t('setup.doneAccount', { accountNumber: done }) : t('setup.done')}>
      {!token ? <p className="alert alert-error" role="alert">{t('setup.invalid')}</p> : (
        <ChoosePasswordAndPinForm idPrefix="setup" lead={t('setup.lead')} submitLabel={t('setup.submit')}
          send={(secrets) => call('account-setup', { token, ...secrets })} onDone={({ accountNumber }) => setDone(accountNumber ?? '')} />
      )}
    </OneStepCard>
  );
}
