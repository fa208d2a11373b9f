/** The form that adds a category rule or edits one: where to look (payee or description), the text to find and the category it gives. */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BankApiError } from '../../../adapters/client/bank-api.ts';
import { saveCategoryRule, type CategoryRuleItem, type InsightsOverview } from '../../../adapters/client/insights-api.ts';
import { FormAlert } from '../../components/FormAlert.tsx';
import { SelectField } from '../../components/SelectField.tsx';
import { TextField } from '../../components/TextField.tsx';
import { useInsightsMessage } from './useInsightsMessage.ts';

interface Props {
  rule: CategoryRuleItem | null;
  categories: readonly string[];
  onSaved: (next: InsightsOverview) => void;
  onCancel: () => void;
}

export function RuleForm({ rule, categories, onSaved, onCancel }: Props) {
  const { t } = useTranslation('insights');
  const text = useInsightsMessage();
  const [field, setField] = useState<'payee' | 'description'>(rule?.field ?? 'payee');
  const [contains, setContains] = useState(rule?.contains ?? '');
  const [category, setCategory] = useState(rule?.category ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const submit = async () => {
    setSaving(true);
    try {
      onSaved(await saveCategoryRule({ ...(rule ? { ruleId: rule.ruleId } : {}), field, contains, category }));
      if (!rule) { setContains(''); setCategory(''); }
      setErrors({});
      setMessage(null);
    } catch (cause) {
      setErrors(cause instanceof BankApiError ? cause.errors : {});
      setMessage(cause instanceof BankApiError ? cause.message : t('categories.failed'));
    } finally {
      setSaving(false);
    }
  };
  const options = [{ value: 'payee', label: t('categories.fields.payee') }, { value: 'description', label: t('categories.fields.description') }];
  return (
    <form className="rule-form" aria-labelledby="rule-form-heading" noValidate onSubmit={(event) => { event.preventDefault(); void submit(); }}>
      <h3 id="rule-form-heading">{rule ? t('categories.editTitle') : t('categories.addTitle')}</h3>
      <FormAlert message={text(message)} />
      <div className="rule-form-fields">
        <SelectField id="rule-field" label={t('categories.matchIn')} value={field} onValueChange={(v) => setField(v === 'description' ? 'description' : 'payee')} options={options} placeholder={t('categories.chooseField')} />
        <TextField id="rule-contains" label={t('categories.contains')} value={contains} onValueChange={setContains} error={text(errors.contains)} maxLength={60} />
        <TextField id="rule-category" label={t('categories.category')} value={category} onValueChange={setCategory} error={text(errors.category)} maxLength={40} list="rule-category-suggestions" />
        <datalist id="rule-category-suggestions">{categories.map((c) => <option key={c} value={c} />)}</datalist>
      </div>
      <div className="form-actions">
        <button type="submit" className="btn btn-primary" disabled={saving}>{rule ? t('categories.saveRule') : t('categories.addRule')}</button>
        {rule && <button type="button" className="btn btn-outline" onClick={onCancel}>{t('categories.cancel')}</button>}
      </div>
    </form>
  );
}
