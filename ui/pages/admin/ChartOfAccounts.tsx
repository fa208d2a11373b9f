/**
 * The chart of accounts on the accounting page: every account with its code, class and whether it
 * has postings; an administrator adds an account or renames one, each with a reason. There is no
 * delete: an account with postings stays, and the page says so.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { accounting, type ChartAnswer } from '../../../adapters/client/accounting-api.ts';
import { labelCells } from '../../components/stacked-table.ts';
import { TextField } from '../../components/TextField.tsx';
import { messageOf, Notice, SelectField, useNotice } from './admin-ui.tsx';
import { accountName } from './accounting-tables.ts';

const classes = ['asset', 'liability', 'equity', 'income', 'expense'] as const;
const EMPTY_ADD = { code: '', name: '', class: 'asset' as (typeof classes)[number], reason: '' };
const EMPTY_RENAME = { code: '', name: '', reason: '' };

export function ChartOfAccounts({ chart, reload }: { chart: ChartAnswer | null; reload: () => void }) {
  const { t } = useTranslation('admin');
  const [add, setAdd] = useState(EMPTY_ADD);
  const [rename, setRename] = useState(EMPTY_RENAME);
  const { notice, show } = useNotice(4000);
  const submit = (run: () => Promise<unknown>, done: () => void, said: string) => async (event: FormEvent) => {
    event.preventDefault();
    try { await run(); done(); reload(); show(said); } catch (failure) { show(messageOf(failure), 'error'); }
  };
  const accounts = chart?.accounts ?? [];
  return (
    <section className="card" aria-labelledby="accounting-chart">
      <h2 id="accounting-chart" className="card-title">{t('accounting.chart')}</h2>
      <p>{t('accounting.chartLead')}</p>
      <Notice notice={notice} />
      <div className="table-scroll" tabIndex={0} role="region" aria-label={t('accounting.chart')}>
        <table className="table" ref={labelCells}>
          <thead><tr><th scope="col">{t('accounting.code')}</th><th scope="col">{t('accounting.account')}</th><th scope="col">{t('accounting.class')}</th><th scope="col">{t('accounting.postings')}</th></tr></thead>
          <tbody>
            {accounts.map((a) => (
              <tr key={a.code}>
                <td>{a.code}</td>
                <td>{accountName(t, a.code, a.name)}{a.origin === 'added' ? <span className="muted"> ({t('accounting.added')})</span> : null}</td>
                <td>{t(`accounting.classes.${a.class}`)}{a.contra ? ` (${t('accounting.contra')})` : ''}</td>
                <td>{a.posted ? t('accounting.hasPostings') : t('accounting.noPostings')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="accounting-chart-forms">
        <form aria-labelledby="chart-add-title" onSubmit={(event) => void submit(() => accounting.addAccount({ ...add, contra: false }), () => setAdd(EMPTY_ADD), t('accounting.addedNotice', { code: add.code }))(event)}>
          <h3 id="chart-add-title">{t('accounting.addAccount')}</h3>
          <TextField id="chart-add-code" label={t('accounting.code')} value={add.code} inputMode="numeric" maxLength={4} required onValueChange={(code) => setAdd({ ...add, code })} />
          <TextField id="chart-add-name" label={t('accounting.accountName')} value={add.name} required maxLength={120} onValueChange={(name) => setAdd({ ...add, name })} />
          <SelectField id="chart-add-class" label={t('accounting.class')} value={add.class} onValueChange={(value) => setAdd({ ...add, class: value as (typeof classes)[number] })} options={classes.map((c) => [c, t(`accounting.classes.${c}`)])} />
          <TextField id="chart-add-reason" label={t('reason')} value={add.reason} required maxLength={500} onValueChange={(reason) => setAdd({ ...add, reason })} />
          <button type="submit" className="btn btn-primary">{t('accounting.addAccount')}</button>
        </form>
        <form aria-labelledby="chart-rename-title" onSubmit={(event) => void submit(() => accounting.renameAccount(rename), () => setRename(EMPTY_RENAME), t('accounting.renamedNotice', { code: rename.code }))(event)}>
          <h3 id="chart-rename-title">{t('accounting.renameAccount')}</h3>
          <SelectField id="chart-rename-code" label={t('accounting.account')} value={rename.code} onValueChange={(code) => setRename({ ...rename, code })} options={[['', t('accounting.chooseAccount')], ...accounts.map((a): [string, string] => [a.code, `${a.code} ${accountName(t, a.code, a.name)}`])]} />
          <TextField id="chart-rename-name" label={t('accounting.newName')} value={rename.name} required maxLength={120} onValueChange={(name) => setRename({ ...rename, name })} />
          <TextField id="chart-rename-reason" label={t('reason')} value={rename.reason} required maxLength={500} onValueChange={(reason) => setRename({ ...rename, reason })} />
          <button type="submit" className="btn btn-primary">{t('accounting.renameAccount')}</button>
        </form>
      </div>
      <p className="muted">{t('accounting.noDelete')}</p>
    </section>
  );
}
