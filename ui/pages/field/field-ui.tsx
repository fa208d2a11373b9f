/** What the field pages share (issue 29): their text, the field view as data, the weekday and schedule words, and a small form wrapper that reports the server's refusal beside the form. */
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldView, type FieldMeetingView, type FieldView } from '../../../adapters/client/field-api.ts';
import { addText } from '../../i18n/add-text.ts';
import { fieldText } from '../../i18n/field-text.ts';
import { formatDate } from '../../format/dates.ts';
import { messageOf, useAdminData } from '../admin/admin-ui.tsx';
import './field.css';

addText(fieldText);

export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

export function useFieldView() {
  return useAdminData<FieldView>(() => fieldView(), 'field-view');
}

export function useWeekday() {
  const { t } = useTranslation('field');
  return (day: number) => t(`weekdays.${day}`);
}

/** A meeting's date, with the holiday that moved it. */
export function MeetingDate({ meeting }: { meeting: FieldMeetingView }) {
  const { t } = useTranslation('field');
  if (!meeting.moved) return <>{formatDate(meeting.date)}</>;
  return <>{t('groups.movedFrom', { date: formatDate(meeting.date), scheduled: formatDate(meeting.scheduled), holiday: meeting.holiday ?? '' })}</>;
}

/** A form section: its heading, its fields, one submit button named by what it does; the server's refusal shows as an alert inside it. */
export function FieldForm({ id, title, button, onSubmit, onDone, children }: { id: string; title: string; button: string; onSubmit: () => Promise<unknown>; onDone: () => void; children: ReactNode }) {
  const { t } = useTranslation('field');
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [busy, setBusy] = useState(false);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    setDone(false);
    try {
      await onSubmit();
      setDone(true);
      onDone();
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="card field-form" aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className="card-title">{title}</h2>
      <form onSubmit={(event) => void submit(event)} noValidate>
        {children}
        {error && <div className="alert alert-error" role="alert">{error}</div>}
        {done && <div className="alert alert-success" role="status">{t('saved')}</div>}
        <button type="submit" className="btn btn-primary" disabled={busy}>{button}</button>
      </form>
    </section>
  );
}

/** A labelled select whose first option asks to choose. */
export function ChooseField({ id, label, value, onValueChange, options }: { id: string; label: string; value: string; onValueChange: (value: string) => void; options: [string, string][] }) {
  const { t } = useTranslation('field');
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} name={id} className="input" value={value} onChange={(event) => onValueChange(event.target.value)}>
        <option value="">{t('choose')}</option>
        {options.map(([optionValue, text]) => <option key={optionValue} value={optionValue}>{text}</option>)}
      </select>
    </div>
  );
}
