/** The "as of" picker the accounting page uses for every moment: a log position or a date and time; both empty means now. */
import { useTranslation } from 'react-i18next';
import type { Point } from '../../../adapters/client/accounting-api.ts';
import { TextField } from '../../components/TextField.tsx';

export interface MomentInput { position: string; at: string }
export const NOW: MomentInput = { position: '', at: '' };

/** The request's point: the position when one is given, else the local date and time as an instant, else now. */
export function pointOf(input: MomentInput): Point {
  if (input.position.trim() !== '' && Number.isInteger(Number(input.position))) return { position: Math.max(0, Number(input.position)) };
  if (input.at) return { at: new Date(input.at).toISOString() };
  return {};
}

export function MomentFields({ id, legend, value, onChange }: { id: string; legend: string; value: MomentInput; onChange: (value: MomentInput) => void }) {
  const { t } = useTranslation('admin');
  return (
    <fieldset className="moment-fields">
      <legend>{legend}</legend>
      <TextField id={`${id}-position`} label={t('accounting.logPosition')} type="number" min={0} inputMode="numeric" value={value.position} onValueChange={(position) => onChange({ ...value, position })} />
      <TextField id={`${id}-at`} label={t('accounting.dateTime')} type="datetime-local" value={value.at} onValueChange={(at) => onChange({ ...value, at })} />
      <p className="muted small">{t('accounting.momentHint')}</p>
    </fieldset>
  );
}
