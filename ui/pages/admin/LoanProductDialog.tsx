/**
 * The Create and Edit dialog of a loan product: every field labelled, checked with the domain's
 * rule before saving (the server checks it again and answers in the same words), each error
 * under its field.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { adminLoans, type LoanProductView } from '../../../adapters/client/loans-api.ts';
import { BankApiError } from '../../../adapters/client/bank-api.ts';
import { checkProductForm, emptyProductForm, formErrorsOf, formOfProduct, type LoanProductForm } from '../../../domain/loans/product-form.ts';
import { amortisations, loanKinds, repaymentFrequencies } from '../../../domain/loans/product.ts';
import { Dialog } from '../../components/Dialog.tsx';
import { FormAlert } from '../../components/FormAlert.tsx';
import { SelectField } from '../../components/SelectField.tsx';
import { TextField } from '../../components/TextField.tsx';
import { messageOf, DialogButtons } from './admin-ui.tsx';
import { termsOfView } from './loan-product-text.ts';

type TextKey = Exclude<keyof LoanProductForm, 'active' | 'kind' | 'frequency' | 'amortisation'>;
/** The typed fields in the form's order, with the keyboard each wants. */
const TEXT_FIELDS: [TextKey, 'text' | 'decimal' | 'numeric'][] = [
  ['name', 'text'], ['minPrincipal', 'decimal'], ['maxPrincipal', 'decimal'], ['minTerm', 'numeric'], ['maxTerm', 'numeric'],
  ['annualRate', 'decimal'], ['graceOnPrincipal', 'numeric'], ['lateFee', 'decimal'], ['toleranceDays', 'numeric'],
];

interface Props {
  /** The product to edit; none to create one. */
  product: LoanProductView | null;
  onClose: () => void;
  onSaved: (message: string) => void;
}

export function LoanProductDialog({ product, onClose, onSaved }: Props) {
  const { t } = useTranslation('admin');
  const [form, setForm] = useState<LoanProductForm>(() => (product ? formOfProduct(termsOfView(product)) : emptyProductForm));
  const [errors, setErrors] = useState<Partial<Record<keyof LoanProductForm, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = (key: keyof LoanProductForm) => (value: string) => setForm({ ...form, [key]: value });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const checked = checkProductForm(form);
    setErrors(checked.errors ?? {});
    if (!checked.product) return;
    setBusy(true);
    try {
      await adminLoans.saveProduct(product?.productId, checked.product);
      onSaved(t('loanProducts.saved', { name: checked.product.name }));
    } catch (refusal) {
      if (refusal instanceof BankApiError && Object.keys(refusal.errors).length > 0) setErrors(formErrorsOf(refusal.errors));
      else setFailure(messageOf(refusal));
      setBusy(false);
    }
  };

  const choices = (values: readonly string[], group: string) => values.map((value) => ({ value, label: t(`loanProducts.${group}.${value}`) }));
  return (
    <Dialog title={product ? t('loanProducts.editTitle', { name: product.name }) : t('loanProducts.createTitle')} onClose={onClose} closeLabel={t('close')} wide>
      <form onSubmit={submit} noValidate>
        <FormAlert message={failure} />
        <div className="form-grid">
          {TEXT_FIELDS.map(([key, mode]) => (
            <TextField key={key} id={`product-${key}`} label={t(`loanProducts.fields.${key}`)} value={form[key]} onValueChange={set(key)} error={errors[key]}
              inputMode={mode} maxLength={key === 'name' ? 80 : 20} />
          ))}
          <SelectField id="product-kind" label={t('loanProducts.fields.kind')} value={form.kind} onValueChange={set('kind')} options={choices(loanKinds, 'kind')} placeholder={t('loanProducts.choose')} error={errors.kind} />
          <SelectField id="product-frequency" label={t('loanProducts.fields.frequency')} value={form.frequency} onValueChange={set('frequency')} options={choices(repaymentFrequencies, 'frequency')} placeholder={t('loanProducts.choose')} error={errors.frequency} />
          <SelectField id="product-amortisation" label={t('loanProducts.fields.amortisation')} value={form.amortisation} onValueChange={set('amortisation')} options={choices(amortisations, 'amortisation')} placeholder={t('loanProducts.choose')} error={errors.amortisation} />
        </div>
        <label className="checkbox"><input type="checkbox" checked={form.active} onChange={(e) => setForm({ ...form, active: e.target.checked })} /> {t('loanProducts.fields.active')}</label>
        <p className="muted">{t('loanProducts.formNote')}</p>
        <DialogButtons submit={product ? t('saveChanges') : t('loanProducts.create')} busy={busy} onCancel={onClose} />
      </form>
    </Dialog>
  );
}
