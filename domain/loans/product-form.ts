/**
 * The back office's loan product form as a person fills it (amounts in dollars, the rate in
 * percent, counts as typed) turned into the product the server checks, with the same rule
 * (`loanProductTerms`) and the same words per field, so the form names a wrong field before
 * a round trip and the server refuses it identically.
 */
import { parseAmount, toDecimalString } from '../money/money.ts';
import { loanProductTerms, type LoanProductTerms } from './product.ts';
import { productFieldErrors } from './products.ts';

export interface LoanProductForm {
  name: string;
  kind: string;
  minPrincipal: string;
  maxPrincipal: string;
  minTerm: string;
  maxTerm: string;
  /** Percent with up to two decimals, "12.99". */
  annualRate: string;
  frequency: string;
  amortisation: string;
  graceOnPrincipal: string;
  lateFee: string;
  toleranceDays: string;
  active: boolean;
}

/** The form's field for each product field, so an error keyed by the product's field lands under the right input. */
export const formFieldOf: Record<keyof LoanProductTerms, keyof LoanProductForm> = {
  name: 'name', kind: 'kind', minPrincipal: 'minPrincipal', maxPrincipal: 'maxPrincipal', minTerm: 'minTerm', maxTerm: 'maxTerm',
  annualRateBps: 'annualRate', frequency: 'frequency', amortisation: 'amortisation', graceOnPrincipal: 'graceOnPrincipal',
  lateFee: 'lateFee', toleranceDays: 'toleranceDays', active: 'active',
};

export const emptyProductForm: LoanProductForm = {
  name: '', kind: 'personal', minPrincipal: '', maxPrincipal: '', minTerm: '', maxTerm: '', annualRate: '',
  frequency: 'monthly', amortisation: 'equal_instalments', graceOnPrincipal: '0', lateFee: '0.00', toleranceDays: '0', active: true,
};

const PERCENT = /^\d{1,3}(\.\d{1,2})?$/;
const WHOLE = /^\d{1,9}$/;

/** Unreadable text becomes undefined, which the product's rule refuses in the field's own words. */
const money = (text: string): number | undefined => parseAmount(text.trim(), 'USD') ?? undefined;
const count = (text: string): number | undefined => (WHOLE.test(text.trim()) ? Number(text.trim()) : undefined);
const basisPoints = (text: string): number | undefined => (PERCENT.test(text.trim()) ? Math.round(Number(text.trim()) * 100) : undefined);

/** What the form holds as the product's numbers (cents, basis points), unchecked. */
export function productOfForm(form: LoanProductForm): Record<keyof LoanProductTerms, unknown> {
  return {
    name: form.name, kind: form.kind, minPrincipal: money(form.minPrincipal), maxPrincipal: money(form.maxPrincipal),
    minTerm: count(form.minTerm), maxTerm: count(form.maxTerm), annualRateBps: basisPoints(form.annualRate),
    frequency: form.frequency, amortisation: form.amortisation, graceOnPrincipal: count(form.graceOnPrincipal),
    lateFee: money(form.lateFee), toleranceDays: count(form.toleranceDays), active: form.active,
  };
}

/** The product when every field is right, else each wrong form field's message. */
export function checkProductForm(form: LoanProductForm): { product: LoanProductTerms; errors: null } | { product: null; errors: Partial<Record<keyof LoanProductForm, string>> } {
  const parsed = loanProductTerms.safeParse(productOfForm(form));
  if (parsed.success) return { product: parsed.data, errors: null };
  return { product: null, errors: formErrorsOf(productFieldErrors(parsed.error)) };
}

/** The server's field errors (keyed by the product's fields) keyed by the form's fields. */
export function formErrorsOf(errors: Record<string, string>): Partial<Record<keyof LoanProductForm, string>> {
  const out: Partial<Record<keyof LoanProductForm, string>> = {};
  for (const [field, message] of Object.entries(errors)) out[formFieldOf[field as keyof LoanProductTerms] ?? 'name'] ??= message;
  return out;
}

/** A saved product as the Edit dialog starts it. */
export function formOfProduct(p: LoanProductTerms): LoanProductForm {
  return {
    name: p.name, kind: p.kind, minPrincipal: toDecimalString(p.minPrincipal, 'USD'), maxPrincipal: toDecimalString(p.maxPrincipal, 'USD'),
    minTerm: String(p.minTerm), maxTerm: String(p.maxTerm), annualRate: (p.annualRateBps / 100).toFixed(2), frequency: p.frequency,
    amortisation: p.amortisation, graceOnPrincipal: String(p.graceOnPrincipal), lateFee: toDecimalString(p.lateFee, 'USD'),
    toleranceDays: String(p.toleranceDays), active: p.active,
  };
}
