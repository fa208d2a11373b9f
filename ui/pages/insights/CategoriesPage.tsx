/**
 * Categories (/dashboard/categories): the customer's rules (add, edit, delete; each applies to
 * past rows too) and this month's and last month's rows, whose category they may choose one by
 * one. The server decides; the page shows its answer and its field messages.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import './insights.css';
import { BankApiError } from '../../../adapters/client/bank-api.ts';
import { categoriseTransaction, removeCategoryRule, type CategoryRuleItem, type InsightsOverview } from '../../../adapters/client/insights-api.ts';
import { FormAlert } from '../../components/FormAlert.tsx';
import { TextField } from '../../components/TextField.tsx';
import { labelCells } from '../../components/stacked-table.ts';
import { formatDate } from '../../format/dates.ts';
import { formatUsd } from '../../format/money.ts';
import { insightsLoader } from '../../records-loaders.ts';
import { useResource } from '../../resources.tsx';
import { ContentLoading } from '../../shell/PageLoading.tsx';
import { RuleForm } from './RuleForm.tsx';
import { useInsightsMessage } from './useInsightsMessage.ts';
import { useRowText } from '../../i18n/domain-text.ts';

export function CategoriesPage() {
  const { t } = useTranslation('insights');
  const loaded = useResource(insightsLoader, []);
  const [shown, setShown] = useState<InsightsOverview | null>(null);
  const insights = shown ?? loaded.data;
  if (insights === undefined) return <ContentLoading />;
  if (insights === null) return null;
  return (
    <div className="insights-page">
      <header className="page-header-block">
        <h1>{t('categories.title')}</h1>
        <p>{t('categories.lead')}</p>
      </header>
      <RulesSection insights={insights} onChange={setShown} />
      <RowsSection insights={insights} onChange={setShown} />
    </div>
  );
}

function RulesSection({ insights, onChange }: { insights: InsightsOverview; onChange: (next: InsightsOverview) => void }) {
  const { t } = useTranslation('insights');
  const [editing, setEditing] = useState<CategoryRuleItem | null>(null);
  const [error, setError] = useState<string | null>(null);
  const text = useInsightsMessage();
  const remove = async (rule: CategoryRuleItem) => {
    try {
      onChange(await removeCategoryRule(rule.ruleId));
      setError(null);
    } catch (cause) {
      setError(cause instanceof BankApiError ? cause.message : t('categories.failed'));
    }
  };
  return (
    <section className="card" aria-labelledby="rules-heading">
      <h2 id="rules-heading" className="card-title">{t('categories.rulesTitle')}</h2>
      <p className="muted">{t('categories.rulesLead')}</p>
      <FormAlert message={text(error)} />
      {insights.rules.length === 0 ? <p>{t('categories.noRules')}</p> : (
        <table className="table" ref={labelCells} aria-labelledby="rules-heading">
          <thead><tr><th scope="col">{t('categories.matchIn')}</th><th scope="col">{t('categories.contains')}</th><th scope="col">{t('categories.category')}</th><th scope="col">{t('categories.actions')}</th></tr></thead>
          <tbody>
            {insights.rules.map((rule) => (
              <tr key={rule.ruleId}>
                <td>{t(`categories.fields.${rule.field}`)}</td>
                <td>{rule.contains}</td>
                <td>{rule.category}</td>
                <td className="row-actions">
                  <button type="button" className="btn btn-outline btn-small" onClick={() => setEditing(rule)} aria-label={t('categories.editRule', { contains: rule.contains })}>{t('categories.edit')}</button>
                  <button type="button" className="btn btn-outline btn-small" onClick={() => void remove(rule)} aria-label={t('categories.deleteRule', { contains: rule.contains })}>{t('categories.delete')}</button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <RuleForm key={editing?.ruleId ?? 'new'} rule={editing} categories={insights.categories} onSaved={(next) => { onChange(next); setEditing(null); }} onCancel={() => setEditing(null)} />
    </section>
  );
}

function RowsSection({ insights, onChange }: { insights: InsightsOverview; onChange: (next: InsightsOverview) => void }) {
  const { t } = useTranslation('insights');
  return (
    <section className="card" aria-labelledby="rows-heading">
      <h2 id="rows-heading" className="card-title">{t('categories.rowsTitle')}</h2>
      <p className="muted">{t('categories.rowsLead')}</p>
      {insights.recent.length === 0 ? <p>{t('categories.noRows')}</p> : (
        <table className="table" ref={labelCells} aria-labelledby="rows-heading">
          <thead><tr><th scope="col">{t('categories.date')}</th><th scope="col">{t('categories.description')}</th><th scope="col" className="numeric">{t('categories.amount')}</th><th scope="col">{t('categories.category')}</th></tr></thead>
          <tbody>
            {insights.recent.map((row) => <RowCategory key={row.id} row={row} categories={insights.categories} onChange={onChange} />)}
          </tbody>
        </table>
      )}
    </section>
  );
}

type Row = InsightsOverview['recent'][number];

function RowCategory({ row, categories, onChange }: { row: Row; categories: readonly string[]; onChange: (next: InsightsOverview) => void }) {
  const { t } = useTranslation('insights');
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(row.category);
  const [error, setError] = useState<string | undefined>(undefined);
  const text = useInsightsMessage();
  const save = async (category: string | null) => {
    try {
      onChange(await categoriseTransaction(row.id, category));
      setEditing(false);
      setError(undefined);
    } catch (cause) {
      setError(cause instanceof BankApiError ? (cause.errors.category ?? cause.message) : t('categories.failed'));
    }
  };
  const rowText = useRowText();
  const name = rowText(row.description || row.counterparty);
  return (
    <tr>
      <td>{formatDate(row.date)}</td>
      <td>{name}</td>
      <td className="numeric">{row.type === 'debit' ? '-' : '+'}{formatUsd(row.total)}</td>
      <td>
        {editing ? (
          <form className="inline-form" onSubmit={(event) => { event.preventDefault(); void save(value); }}>
            <TextField id={`category-${row.id}`} label={t('categories.categoryFor', { name })} value={value} onValueChange={setValue} error={text(error)} list="category-suggestions" maxLength={40} />
            <button type="submit" className="btn btn-primary btn-small">{t('categories.saveCategory')}</button>
            <button type="button" className="btn btn-outline btn-small" onClick={() => setEditing(false)}>{t('categories.cancel')}</button>
            <datalist id="category-suggestions">{categories.map((c) => <option key={c} value={c} />)}</datalist>
          </form>
        ) : (
          <span className="row-category">
            <span>{rowText(row.category)}{row.chosen && <span className="muted"> {t('categories.chosen')}</span>}</span>
            <button type="button" className="btn btn-outline btn-small" onClick={() => setEditing(true)} aria-label={t('categories.changeFor', { name })}>{t('categories.change')}</button>
            {row.chosen && <button type="button" className="btn btn-outline btn-small" onClick={() => void save(null)} aria-label={t('categories.useRulesFor', { name })}>{t('categories.useRules')}</button>}
          </span>
        )}
      </td>
    </tr>
  );
}

