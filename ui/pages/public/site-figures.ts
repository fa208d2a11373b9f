/**
 * The figures the Services cards advertise (issue 17): the savings APY from System Settings and
 * the loan figures from the products in force. Until the server answers, or if it cannot, the
 * cards read as the specification words them (the starter products' figures), so a figure never
 * waits on a round trip and the text never shows a placeholder.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchLoanFigures, type LoanFigures } from '../../../adapters/client/public-site.ts';
import { usdFigureText } from '../../../domain/i18n/format.ts';
import { languageOf } from '../../../domain/i18n/language.ts';
import { useSavingsApy } from './savings-apy.ts';

/** The specification's words (part 1 section 2), which the starter products advertise: personal up to $50,000, business up to $500,000, home up to 30 years. */
export const SPEC_LOAN_FIGURES = {
  personal: { maxPrincipalMinor: 50_000_00, maxTermYears: 5 },
  business: { maxPrincipalMinor: 500_000_00, maxTermYears: 10 },
  home: { maxPrincipalMinor: 2_000_000_00, maxTermYears: 30 },
} satisfies Required<LoanFigures>;

/** The figures as the site's text interpolates them, in the language shown; a kind with no product in force keeps the specification's figure. */
export function siteFigureValues(figures: LoanFigures, language: string, apy: string): Record<'apy' | 'personalMax' | 'businessMax' | 'homeYears', string> {
  const { personal, business, home } = { ...SPEC_LOAN_FIGURES, ...figures };
  const money = (minor: number) => usdFigureText(languageOf(language), minor);
  return { apy, personalMax: money(personal.maxPrincipalMinor), businessMax: money(business.maxPrincipalMinor), homeYears: String(home.maxTermYears) };
}

export function useSiteFigures() {
  const { i18n } = useTranslation();
  const apy = useSavingsApy();
  const [loans, setLoans] = useState<LoanFigures>({});
  useEffect(() => {
    let live = true;
    fetchLoanFigures().then((figures) => { if (live) setLoans(figures); }, () => undefined);
    return () => { live = false; };
  }, []);
  return siteFigureValues(loans, i18n.resolvedLanguage ?? i18n.language, apy);
}
