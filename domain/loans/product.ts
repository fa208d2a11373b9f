/**
 * What a loan product is (Fineract's loan product, reduced to what this bank sells): its
 * kind, the ranges a customer may ask for, the price and the collection rules. One zod
 * schema serves the events, the API contract and the back office's form.
 */
import { z } from 'zod';

export const loanKinds = ['personal', 'business', 'home'] as const;
export const repaymentFrequencies = ['weekly', 'fortnightly', 'monthly'] as const;
export const amortisations = ['equal_instalments', 'equal_principal'] as const;

export type LoanKind = (typeof loanKinds)[number];
export type RepaymentFrequency = (typeof repaymentFrequencies)[number];
export type Amortisation = (typeof amortisations)[number];

/** Instalments per year for each frequency: the periodic rate is the nominal annual rate divided by it. */
export const PERIODS_PER_YEAR: Record<RepaymentFrequency, number> = { weekly: 52, fortnightly: 26, monthly: 12 };

const cents = z.number().int().min(0).max(100_000_000_00);

export const loanProductFields = z.object({
  name: z.string().trim().min(1).max(80),
  kind: z.enum(loanKinds),
  /** Smallest and largest principal, in cents. */
  minPrincipal: cents.min(100),
  maxPrincipal: cents.min(100),
  /** Fewest and most instalments. */
  minTerm: z.number().int().min(1).max(1560),
  maxTerm: z.number().int().min(1).max(1560),
  /** Nominal annual interest rate in basis points (1250 = 12.50%). */
  annualRateBps: z.number().int().min(0).max(10_000),
  frequency: z.enum(repaymentFrequencies),
  amortisation: z.enum(amortisations),
  /** Instalments at the start in which only interest is due (Fineract's grace on principal). */
  graceOnPrincipal: z.number().int().min(0).max(60),
  /** Charged once per instalment still unpaid after the tolerance. */
  lateFee: cents.max(1_000_000),
  /** Days after a due date before the late fee is charged. */
  toleranceDays: z.number().int().min(0).max(90),
  /** A product not in force keeps its loans but takes no new application. */
  active: z.boolean(),
});

export const loanProductTerms = loanProductFields.refine((p) => p.minPrincipal <= p.maxPrincipal, { path: ['maxPrincipal'], message: 'The largest amount must not be below the smallest.' })
  .refine((p) => p.minTerm <= p.maxTerm, { path: ['maxTerm'], message: 'The longest term must not be shorter than the shortest.' })
  .refine((p) => p.graceOnPrincipal < p.minTerm, { path: ['graceOnPrincipal'], message: 'The grace period must be shorter than the shortest term.' });

export type LoanProductTerms = z.infer<typeof loanProductTerms>;

/** The years a term of `term` instalments lasts, for the marketing figures ("home loans up to 30 years"). */
export const termYears = (term: number, frequency: RepaymentFrequency): number => term / PERIODS_PER_YEAR[frequency];
