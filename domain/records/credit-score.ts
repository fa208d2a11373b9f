/** The credit score widget's rules (part 1 section 9): the band a score falls in. */

export type CreditBand = 'Exceptional' | 'Excellent' | 'Very Good' | 'Good' | 'Fair' | 'Poor';

/** Scores are out of 900, as on the specification's widget. */
export const CREDIT_SCORE_MAX = 900;

const bands: readonly [number, CreditBand][] = [[850, 'Exceptional'], [800, 'Excellent'], [740, 'Very Good'], [670, 'Good'], [580, 'Fair']];

export function creditBand(score: number): CreditBand {
  return bands.find(([floor]) => score >= floor)?.[1] ?? 'Poor';
}

