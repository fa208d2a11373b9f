/**
 * The repayment schedule, computed to the cent as Fineract's schedule generator does: the
 * interest of each period on the declining balance, equal instalments (the annuity payment,
 * rounded to the cent) or equal principal, interest-only grace periods first, and whatever
 * rounding left settled in the last instalment, so the principals sum to the loan exactly.
 */
import { addDays, addMonths, type IsoDate } from './dates.ts';
import { PERIODS_PER_YEAR, type Amortisation, type RepaymentFrequency } from './product.ts';

export interface ScheduleTerms {
  principal: number;
  term: number;
  annualRateBps: number;
  frequency: RepaymentFrequency;
  amortisation: Amortisation;
  graceOnPrincipal: number;
  /** The disbursement date; the first instalment falls one period later. */
  startDate: IsoDate;
  /** Explicit due dates, one per instalment (a group's meeting days, issue 29): used instead of the frequency's dates. */
  dueDates?: readonly IsoDate[];
}

export interface Instalment {
  number: number;
  dueDate: IsoDate;
  principal: number;
  interest: number;
  /** Principal still owed once this instalment is paid. */
  balanceAfter: number;
}

export interface Schedule {
  instalments: Instalment[];
  totalPrincipal: number;
  totalInterest: number;
  /** What the customer repays in all: principal plus interest (the loan has no upfront fee). */
  totalRepayable: number;
  /** Annual percentage rate in basis points: the periodic rate that discounts the instalments to the principal, times periods a year. */
  aprBps: number;
}

export const periodicRate = (annualRateBps: number, frequency: RepaymentFrequency): number => annualRateBps / 10_000 / PERIODS_PER_YEAR[frequency];

/** The due date of instalment `n` (1-based). */
export function dueDateOf(startDate: IsoDate, frequency: RepaymentFrequency, n: number): IsoDate {
  if (frequency === 'monthly') return addMonths(startDate, n);
  return addDays(startDate, n * (frequency === 'weekly' ? 7 : 14));
}

/** The interest of one period on `balance`, to the cent. */
export const periodInterest = (balance: number, rate: number): number => Math.round(balance * rate);

/** The level payment that repays `principal` over `periods` at `rate`, rounded to the cent (Fineract's PMT). */
export function annuityPayment(principal: number, rate: number, periods: number): number {
  if (rate === 0) return Math.ceil(principal / periods);
  return Math.round((principal * rate) / (1 - (1 + rate) ** -periods));
}

export function buildSchedule(terms: ScheduleTerms): Schedule {
  const rate = periodicRate(terms.annualRateBps, terms.frequency);
  const amortising = terms.term - terms.graceOnPrincipal;
  const level = terms.amortisation === 'equal_instalments'
    ? annuityPayment(terms.principal, rate, amortising)
    : Math.floor(terms.principal / amortising);
  const instalments: Instalment[] = [];
  let balance = terms.principal;
  for (let n = 1; n <= terms.term; n += 1) {
    const interest = periodInterest(balance, rate);
    const principal = principalOf(n, terms, balance, interest, level);
    balance -= principal;
    instalments.push({ number: n, dueDate: terms.dueDates?.[n - 1] ?? dueDateOf(terms.startDate, terms.frequency, n), principal, interest, balanceAfter: balance });
  }
  return summarise(instalments, terms);
}

function principalOf(n: number, terms: ScheduleTerms, balance: number, interest: number, level: number): number {
  if (n <= terms.graceOnPrincipal) return 0;
  if (n === terms.term) return balance; // rounding settled in the last instalment
  const due = terms.amortisation === 'equal_instalments' ? level - interest : level;
  return Math.max(0, Math.min(balance, due));
}

function summarise(instalments: Instalment[], terms: ScheduleTerms): Schedule {
  const totalPrincipal = instalments.reduce((sum, i) => sum + i.principal, 0);
  const totalInterest = instalments.reduce((sum, i) => sum + i.interest, 0);
  const payments = instalments.map((i) => i.principal + i.interest);
  const aprBps = Math.round(internalRate(terms.principal, payments) * PERIODS_PER_YEAR[terms.frequency] * 10_000);
  return { instalments, totalPrincipal, totalInterest, totalRepayable: totalPrincipal + totalInterest, aprBps };
}

/** The periodic rate at which the payments' present value equals the principal (bisection: monotone, always converges). */
export function internalRate(principal: number, payments: readonly number[]): number {
  const presentValue = (rate: number) => payments.reduce((sum, payment, i) => sum + payment / (1 + rate) ** (i + 1), 0);
  if (presentValue(0) <= principal) return 0;
  let low = 0;
  let high = 1;
  for (let step = 0; step < 100; step += 1) {
    const mid = (low + high) / 2;
    if (presentValue(mid) > principal) low = mid;
    else high = mid;
  }
  return (low + high) / 2;
}
