/**
 * The loan products the bank starts with and the demo seed uses: the figures the public site
 * advertises (personal up to $50,000, business up to $500,000, home up to 30 years) come from them.
 */
import type { LoanProductTerms } from './product.ts';

export const starterLoanProducts: Record<string, LoanProductTerms> = {
  personal: { name: 'Personal Loan', kind: 'personal', minPrincipal: 500_00, maxPrincipal: 50_000_00, minTerm: 6, maxTerm: 60, annualRateBps: 1299, frequency: 'monthly', amortisation: 'equal_instalments', graceOnPrincipal: 0, lateFee: 25_00, toleranceDays: 5, active: true },
  business: { name: 'Business Loan', kind: 'business', minPrincipal: 5_000_00, maxPrincipal: 500_000_00, minTerm: 12, maxTerm: 120, annualRateBps: 999, frequency: 'monthly', amortisation: 'equal_principal', graceOnPrincipal: 3, lateFee: 100_00, toleranceDays: 7, active: true },
  home: { name: 'Home Loan', kind: 'home', minPrincipal: 50_000_00, maxPrincipal: 2_000_000_00, minTerm: 60, maxTerm: 360, annualRateBps: 649, frequency: 'monthly', amortisation: 'equal_instalments', graceOnPrincipal: 0, lateFee: 50_00, toleranceDays: 10, active: true },
};
