/**
 * The loan application form's rules, shared by the wizard (before anything is sent) and the
 * decider (which enforces them): an amount and a number of instalments within the product's
 * ranges, and a purpose; and the quote the wizard shows before applying.
 */
import { english } from '../errors.ts';
import { parseAmount } from '../money/money.ts';
import type { LoanProductTerms } from './product.ts';
import { buildSchedule, type Schedule } from './schedule.ts';

export interface LoanApplicationForm { amount: string; term: string; purpose: string }
export type ApplicationErrors = Partial<Record<keyof LoanApplicationForm, string>>;

export const amountMessage = (p: Pick<LoanProductTerms, 'minPrincipal' | 'maxPrincipal'>): string => english('loans.amountRange', { usd: p.minPrincipal, usd2: p.maxPrincipal });
export const termMessage = (p: Pick<LoanProductTerms, 'minTerm' | 'maxTerm'>): string => english('loans.termRange', { min: p.minTerm, max: p.maxTerm });
export const purposeMessage = english('loans.purpose');

export function applicationErrors(amount: number | null, term: number, purpose: string, product: LoanProductTerms): ApplicationErrors {
  const errors: ApplicationErrors = {};
  if (amount === null || !Number.isSafeInteger(amount) || amount < product.minPrincipal || amount > product.maxPrincipal) errors.amount = amountMessage(product);
  if (!Number.isInteger(term) || term < product.minTerm || term > product.maxTerm) errors.term = termMessage(product);
  const trimmed = purpose.trim();
  if (trimmed.length < 3 || trimmed.length > 200) errors.purpose = purposeMessage;
  return errors;
}

export const validateApplication = (form: LoanApplicationForm, product: LoanProductTerms): ApplicationErrors =>
  applicationErrors(parseAmount(form.amount, 'USD'), Number(form.term), form.purpose, product);

/** The schedule a customer sees before applying, as if disbursed on `today`. */
export function quoteOf(form: LoanApplicationForm, product: LoanProductTerms, today: string): Schedule | null {
  if (Object.keys(validateApplication(form, product)).length > 0) return null;
  const { annualRateBps, frequency, amortisation, graceOnPrincipal } = product;
  return buildSchedule({ principal: parseAmount(form.amount, 'USD')!, term: Number(form.term), annualRateBps, frequency, amortisation, graceOnPrincipal, startDate: today });
}
