/**
 * What a loan product is (Fineract's loan product, reduced to what this bank sells): its
 * kind, the ranges a customer may ask for, the price and the collection rules. One zod
 * schema serves the events, the API contract and the back office's form.
 */
import { z } from 'zod';
import { english } from '../errors.ts';
import type { LabelKey } from '../i18n/refusals/words.ts';

export const loanKinds = ['personal', 'business', 'home'] as const;
export const repaymentFrequencies = ['weekly', 'fortnightly', 'monthly'] as const;
export const amortisations = ['equal_instalments', 'equal_principal'] as const;

export type LoanKind = (typeof loanKinds)[number];
export type RepaymentFrequency = (typeof repaymentFrequencies)[number];
export type Amortisation = (typeof amortisations)[number];

/** Instalments per year for each frequency: the periodic rate is the nominal annual rate divided by it. */
export const PERIODS_PER_YEAR: Record<RepaymentFrequency, number> = { weekly: 52, fortnightly: 26, monthly: 12 };

/** A whole number in a range, refused in words that name the field (the form shows them under it). */
function whole(label: LabelKey, min: number, max: number) {
  const message = english('loans.productWhole', { label, min, max });
  return z.number({ error: message }).int(message).min(min, message).max(max, message);
}

/** An amount in cents, refused in dollars (what the form shows). */
function cents(label: LabelKey, min: number, max: number) {
  const message = english('loans.productAmount', { label, usd: min, usd2: max });
  return z.number({ error: message }).int(message).min(min, message).max(max, message);
}

const choice = <T extends readonly [string, ...string[]]>(values: T, message: string) => z.enum(values, { error: message });

export const loanProductFields = z.object({
  name: z.string({ error: 'Name is required.' }).trim().min(1, 'Name is required.').max(80, 'Name must be at most 80 characters.'),
  kind: choice(loanKinds, 'Choose a kind of loan.'),
  /** Smallest and largest principal, in cents. */
  minPrincipal: cents('labels.minPrincipal', 100, 100_000_000_00),
  maxPrincipal: cents('labels.maxPrincipal', 100, 100_000_000_00),
  /** Fewest and most instalments. */
  minTerm: whole('labels.minTerm', 1, 1560),
  maxTerm: whole('labels.maxTerm', 1, 1560),
  /** Nominal annual interest rate in basis points (1250 = 12.50%). */
  annualRateBps: z.number({ error: 'Annual rate must be a percentage from 0.00 to 100.00.' }).int('Annual rate must be a percentage with at most two decimals.').min(0, 'Annual rate must be a percentage from 0.00 to 100.00.').max(10_000, 'Annual rate must be a percentage from 0.00 to 100.00.'),
  frequency: choice(repaymentFrequencies, 'Choose a repayment frequency.'),
  amortisation: choice(amortisations, 'Choose how the loan is amortised.'),
  /** Instalments at the start in which only interest is due (Fineract's grace on principal). */
  graceOnPrincipal: whole('labels.graceOnPrincipal', 0, 60),
  /** Charged once per instalment still unpaid after the tolerance. */
  lateFee: cents('labels.lateFee', 0, 1_000_000),
  /** Days after a due date before the late fee is charged. */
  toleranceDays: whole('labels.toleranceDays', 0, 90),
  /** A product not in force keeps its loans but takes no new application. */
  active: z.boolean({ error: 'Active must be on or off.' }),
});

export const loanProductTerms = loanProductFields.refine((p) => p.minPrincipal <= p.maxPrincipal, { path: ['maxPrincipal'], message: 'The largest amount must not be below the smallest.' })
  .refine((p) => p.minTerm <= p.maxTerm, { path: ['maxTerm'], message: 'The longest term must not be shorter than the shortest.' })
  .refine((p) => p.graceOnPrincipal < p.minTerm, { path: ['graceOnPrincipal'], message: 'The grace period must be shorter than the shortest term.' });

export type LoanProductTerms = z.infer<typeof loanProductTerms>;

/** The years a term of `term` instalments lasts, for the marketing figures ("home loans up to 30 years"). */
export const termYears = (term: number, frequency: RepaymentFrequency): number => term / PERIODS_PER_YEAR[frequency];
