/** How the back office reads a loan product: its figures as money, percent and counts, and a saved product's view back as the product's terms. */
import i18next from 'i18next';
import type { LoanProductView } from '../../../adapters/client/loans-api.ts';
import type { ProductFieldChange } from '../../../domain/loans/products.ts';
import type { LoanProductTerms } from '../../../domain/loans/product.ts';
import { formatPercent, formatUsdMinor as formatUsd } from '../../format/money.ts';

export function termsOfView(p: LoanProductView): LoanProductTerms {
  return {
    name: p.name, kind: p.kind, minPrincipal: p.minPrincipalMinor, maxPrincipal: p.maxPrincipalMinor, minTerm: p.minTerm, maxTerm: p.maxTerm,
    annualRateBps: p.annualRateBps, frequency: p.frequency, amortisation: p.amortisation, graceOnPrincipal: p.graceOnPrincipal,
    lateFee: p.lateFeeMinor, toleranceDays: p.toleranceDays, active: p.active,
  };
}

export const percentOfBps = (bps: number): string => formatPercent((bps / 100).toFixed(2));

/** One field's value as the page shows it. */
export function valueText(field: keyof LoanProductTerms, value: string | number | boolean): string {
  if (typeof value === 'boolean') return value ? i18next.t('loanProducts.activeYes', { ns: 'admin' }) : i18next.t('loanProducts.activeNo', { ns: 'admin' });
  if (field === 'minPrincipal' || field === 'maxPrincipal' || field === 'lateFee') return formatUsd(Number(value));
  if (field === 'annualRateBps') return percentOfBps(Number(value));
  if (field === 'kind' || field === 'frequency' || field === 'amortisation') return i18next.t(`loanProducts.${field}.${String(value)}`, { ns: 'admin' });
  return String(value);
}

/** A history entry's "what": created, unchanged, or each changed field from and to. */
export function changesText(changes: ProductFieldChange[] | null): string {
  if (changes === null) return i18next.t('loanProducts.created', { ns: 'admin' });
  if (changes.length === 0) return i18next.t('loanProducts.unchanged', { ns: 'admin' });
  return changes.map((c) => i18next.t('loanProducts.change', { ns: 'admin', field: i18next.t(`loanProducts.historyFields.${c.field}`, { ns: 'admin' }), from: valueText(c.field, c.from), to: valueText(c.field, c.to) })).join('; ');
}
