/**
 * Delinquency of the loan portfolio as of a day (issue 28, item 4): each active loan falls in one
 * bucket by how many days its oldest unpaid instalment is overdue (current, 1-30, 31-60, 61-90,
 * 91-180, over 180), and portfolio at risk PAR1, PAR30 and PAR90 by count and amount (the
 * outstanding principal of loans with an instalment overdue more than N days, over all outstanding
 * principal; PAR1 counts every loan in arrears). An instalment counts as overdue from the day after its date whether or not the
 * collection job has run yet, so a replay of the log as of any moment gives the same figures.
 */
import { daysBetween } from './dates.ts';
import { feeOwed, interestOwed, principalLeft } from './money.ts';
import type { InstalmentState, Loan } from './state.ts';

export const ARREARS_BUCKETS = ['current', 'd1to30', 'd31to60', 'd61to90', 'd91to180', 'over180'] as const;
export type ArrearsBucket = (typeof ARREARS_BUCKETS)[number];

/** The lowest number of days overdue of each bucket, in ARREARS_BUCKETS order. */
const BUCKET_FROM: Record<ArrearsBucket, number> = { current: 0, d1to30: 1, d31to60: 31, d61to90: 61, d91to180: 91, over180: 181 };

export const PAR_THRESHOLDS = [1, 30, 90] as const;
export type ParThreshold = (typeof PAR_THRESHOLDS)[number];
/**
 * The first bucket each PAR figure counts: PAR1 is every loan in arrears at all (1 day or more, as
 * microfinance reports it), PAR30 more than 30 days, PAR90 more than 90: each is the sum of the
 * buckets from that one on, so the PAR table and the buckets always agree.
 */
export const PAR_FROM: Record<ParThreshold, ArrearsBucket> = { 1: 'd1to30', 30: 'd31to60', 90: 'd91to180' };

const unpaid = (i: InstalmentState): boolean => principalLeft(i) > 0 || interestOwed(i) > 0 || feeOwed(i) > 0;

/** Days the oldest unpaid instalment is overdue on `asOf` (0 when none is past its date). */
export function daysOverdue(loan: Loan, asOf: string): number {
  const late = loan.instalments.find((i) => i.dueDate < asOf && unpaid(i));
  return late ? daysBetween(late.dueDate, asOf) : 0;
}

export function bucketOf(days: number): ArrearsBucket {
  let found: ArrearsBucket = 'current';
  for (const bucket of ARREARS_BUCKETS) if (days >= BUCKET_FROM[bucket]) found = bucket;
  return found;
}

export interface BucketFigure { bucket: ArrearsBucket; count: number; outstanding: number }
export interface ParFigure { days: ParThreshold; count: number; amount: number; /** Basis points of all outstanding principal (0 when nothing is outstanding). */ bps: number }

export interface Arrears {
  asOf: string;
  buckets: BucketFigure[];
  par: ParFigure[];
  /** Loans counted (active ones) and their outstanding principal. */
  count: number;
  outstanding: number;
}

/** One loan as arrears count it: its outstanding principal and days overdue on the day. */
export interface LoanExposure { loanId: string; outstanding: number; daysOverdue: number }

/** The active loans with what they owe in principal and how late they are: what buckets, PAR and provisioning read. */
export function exposuresOf(loans: Iterable<Loan>, asOf: string): LoanExposure[] {
  const out: LoanExposure[] = [];
  for (const loan of loans) {
    if (loan.status !== 'active') continue;
    const outstanding = loan.instalments.reduce((sum, i) => sum + principalLeft(i), 0);
    if (outstanding === 0) continue;
    out.push({ loanId: loan.loanId, outstanding, daysOverdue: daysOverdue(loan, asOf) });
  }
  return out;
}

export const basisPointsOf = (part: number, whole: number): number => (whole === 0 ? 0 : Math.round((part * 10_000) / whole));

export function arrearsOf(exposures: readonly LoanExposure[], asOf: string): Arrears {
  const buckets = new Map<ArrearsBucket, BucketFigure>(ARREARS_BUCKETS.map((bucket) => [bucket, { bucket, count: 0, outstanding: 0 }]));
  let outstanding = 0;
  for (const e of exposures) {
    const figure = buckets.get(bucketOf(e.daysOverdue))!;
    figure.count += 1;
    figure.outstanding += e.outstanding;
    outstanding += e.outstanding;
  }
  const figures = [...buckets.values()];
  const par = PAR_THRESHOLDS.map((days) => {
    const from = ARREARS_BUCKETS.indexOf(PAR_FROM[days]);
    const late = figures.slice(from);
    const amount = late.reduce((sum, b) => sum + b.outstanding, 0);
    return { days, count: late.reduce((sum, b) => sum + b.count, 0), amount, bps: basisPointsOf(amount, outstanding) };
  });
  return { asOf, buckets: figures, par, count: exposures.length, outstanding };
}
