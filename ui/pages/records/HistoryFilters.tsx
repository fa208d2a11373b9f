/** The transaction history's filters (part 2 section 2): search, type, status, year and an exact date; the page applies them. */
import { useTranslation } from 'react-i18next';
import type { HistoryFilter } from '../../../domain/records/history-filter.ts';

interface Props {
  filter: HistoryFilter;
  years: string[];
  onChange: (patch: Partial<HistoryFilter>) => void;
}

export function HistoryFilters({ filter, years, onChange }: Props) {
  const { t } = useTranslation('records');
  return (
    <section className="card filters" aria-label={t('history.filters')}>
      <div className="form-field">
        <label htmlFor="tx-search">{t('history.search')}</label>
        <input id="tx-search" className="input" type="search" placeholder={t('history.searchPlaceholder')} value={filter.search} maxLength={100} onChange={(e) => onChange({ search: e.target.value })} />
      </div>
      <FilterSelect id="tx-type" label={t('history.type')} value={filter.type} onChange={(type) => onChange({ type })}
        options={[['all', t('history.all')], ['credit', t('history.incomeOption')], ['debit', t('history.expensesOption')]]} />
      <FilterSelect id="tx-status" label={t('history.status')} value={filter.status} onChange={(status) => onChange({ status })}
        options={[['all', t('history.all')], ['completed', t('history.completed')], ['pending', t('history.pending')], ['failed', t('history.failed')]]} />
      <FilterSelect id="tx-year" label={t('history.year')} value={filter.year} onChange={(year) => onChange({ year })}
        options={[['all', t('history.allYears')], ...years.map((year): [string, string] => [year, year])]} />
      <div className="form-field">
        <label htmlFor="tx-date">{t('history.date')}</label>
        <input id="tx-date" className="input" type="date" value={filter.date} onChange={(e) => onChange({ date: e.target.value })} />
      </div>
    </section>
  );
}

interface SelectProps<V extends string> {
  id: string;
  label: string;
  value: V;
  onChange: (value: V) => void;
  options: [V, string][];
}

function FilterSelect<V extends string>({ id, label, value, onChange, options }: SelectProps<V>) {
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} className="input" value={value} onChange={(e) => onChange(e.target.value as V)}>
        {options.map(([option, text]) => <option key={option} value={option}>{text}</option>)}
      </select>
    </div>
  );
}
