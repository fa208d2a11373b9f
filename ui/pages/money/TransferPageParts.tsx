/** What the three transfer pages frame the same way: the page with its way back, title and lead, and the details form with its heading, error, Cancel and Continue. */
import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { FormAlert } from '../../components/FormAlert.tsx';

interface PageProps {
  title: string;
  lead: string;
  /** The back link's text; "Back to transfer options" unless given. */
  back?: string;
  backLabel?: string;
  /** Shown above the back link (the Bitcoin price banner). */
  banner?: ReactNode;
  children: ReactNode;
}

export function TransferPage({ title, lead, back, backLabel, banner, children }: PageProps) {
  const { t } = useTranslation('money');
  return (
    <div className="money-page">
      {banner}
      <Link to="/dashboard/transfer" className="text-link back-link" aria-label={backLabel}>{back ?? t('backToOptions')}</Link>
      <h1>{title}</h1>
      <p className="page-lead">{lead}</p>
      {children}
    </div>
  );
}

interface FormProps {
  formError: string | null;
  busy: boolean;
  submit: () => void;
  /** Why no transfer of this kind can be made now (the Bitcoin form without a market price): said before anything is filled in, and the form is disabled. */
  paused?: string | null;
  children: ReactNode;
}

export function DetailsForm({ formError, busy, submit, paused, children }: FormProps) {
  const { t } = useTranslation('money');
  return (
    <form noValidate onSubmit={(event) => { event.preventDefault(); if (!paused) submit(); }}>
      <h2 id="details-heading" className="wizard-heading">{t('transferDetails')}</h2>
      <FormAlert message={paused ?? formError} />
      <fieldset className="form-fieldset" disabled={Boolean(paused)}>{children}</fieldset>
      <div className="button-row">
        <Link to="/dashboard/transfer" className="btn btn-outline">{t('cancel')}</Link>
        <button type="submit" className="btn btn-primary" disabled={busy || Boolean(paused)} aria-busy={busy}>{t('continue')}</button>
      </div>
    </form>
  );
}
