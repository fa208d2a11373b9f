/**
 * The back office's arrears figures (issue 28, item 4): the delinquency buckets, PAR1/30/90 by
 * count and amount, the allowance each bucket requires at the rates in System Settings, and the
 * allowance the book holds, today from the live view or as of a past day from the log as it stood
 * (its loan events and allowance entries up to the end of that day, by the bank's time of each
 * event). Reading only: an auditor may call it.
 */
import { arrearsOf, exposuresOf, type Arrears } from '../../domain/loans/arrears.ts';
import type { LoanEvent } from '../../domain/loans/events.ts';
import { allowanceAccount, provisionRates, requiredAllowance } from '../../domain/loans/provisioning.ts';
import { evolveLoan, initialLoanState, type Loan } from '../../domain/loans/state.ts';
import type { Posting } from '../../domain/ledger/postings.ts';
import type { Settings } from '../../domain/settings/defaults.ts';
import { settingsInForce } from '../../domain/settings/decider.ts';
import { defaultSettings } from '../../domain/settings/defaults.ts';
import type { SettingsEvent } from '../../domain/settings/events.ts';
import type { ArrearsView } from '../contract/loans.ts';
import { decodeEvent } from '../engine/event-codec.ts';
import { requireReader } from './admin-service.ts';
import { scanLog } from './admin-audit.ts';
import type { Principal } from './auth-service.ts';
import type { BankContext } from './context.ts';

interface AsOfState { loans: Map<string, Loan>; allowance: number; settings: Settings }

/** The loans, the allowance's balance and the settings in force at the end of `day`, folded from the log (bank time of each event). */
async function stateAsOf(ctx: BankContext, day: string): Promise<AsOfState> {
  const end = `${day}T23:59:59.999Z`;
  const loans = new Map<string, Loan>();
  let allowance = 0;
  let settings = defaultSettings;
  await scanLog(ctx.store, (recorded) => {
    if ((recorded.metadata.at ?? recorded.recordedAt) > end) return;
    const isLoan = recorded.streamId.startsWith('loan-') && recorded.streamId !== 'loan-products';
    if (!isLoan && recorded.type !== 'SettingsUpdated' && !hasAllowance(recorded.data)) return;
    const event = decodeEvent(recorded);
    if (isLoan) {
      const id = recorded.streamId.slice('loan-'.length);
      const next = evolveLoan(loans.get(id) ?? initialLoanState, event as LoanEvent);
      if (next.exists) loans.set(id, next);
    }
    if (event.type === 'SettingsUpdated') settings = settingsInForce(settings, event as SettingsEvent);
    if ('postings' in event.data) allowance += allowanceIn(event.data.postings as Posting[]);
  });
  return { loans, allowance, settings };
}

const allowanceIn = (postings: readonly Posting[]): number => postings.reduce((sum, p) => sum + (p.account === allowanceAccount ? p.amount : 0), 0);

function hasAllowance(data: unknown): boolean {
  const postings = (data as { postings?: unknown }).postings;
  return Array.isArray(postings) && postings.some((p: { account?: unknown }) => p?.account === allowanceAccount);
}

export function arrearsView(arrears: Arrears, settings: Settings, allowance: number, today: boolean): ArrearsView {
  const { buckets, required } = requiredAllowance(arrears.buckets, provisionRates(settings));
  return {
    asOf: arrears.asOf, today,
    buckets: arrears.buckets.map((b, i) => ({ bucket: b.bucket, count: b.count, outstandingMinor: b.outstanding, rateBps: buckets[i]!.rateBps, requiredMinor: buckets[i]!.required })),
    par: arrears.par.map((p) => ({ days: p.days, count: p.count, amountMinor: p.amount, bps: p.bps })),
    count: arrears.count, outstandingMinor: arrears.outstanding,
    requiredAllowanceMinor: required, allowanceMinor: allowance,
  };
}

/** The arrears as of `asOf` (a day the contract checked; today when absent or not before today). */
export async function loanArrears(ctx: BankContext, principal: Principal, asOf?: string): Promise<{ arrears: ArrearsView }> {
  requireReader(principal);
  const today = ctx.clock.now().toISOString().slice(0, 10);
  if (asOf === undefined || asOf >= today) {
    const view = await ctx.live.catchUp();
    const arrears = arrearsOf(exposuresOf(view.loans.values(), today), today);
    return { arrears: arrearsView(arrears, view.settings.settings, view.book.get(allowanceAccount) ?? 0, true) };
  }
  await ctx.live.catchUp();
  const past = await stateAsOf(ctx, asOf);
  return { arrears: arrearsView(arrearsOf(exposuresOf(past.loans.values(), asOf), asOf), past.settings, past.allowance, false) };
}
